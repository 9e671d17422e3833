import { boolean, date, index, integer, numeric, text } from 'drizzle-orm/pg-core';
import {
  amount,
  resourceTable,
  sameCompanyRef,
  searchText,
  searchTextIndex,
  sortIndex,
  textOrEmpty,
  uniqueWhenSet,
} from '../../platform/resources/tables.ts';
import { items } from '../stock/items.tables.ts';

export const accounts = resourceTable(
  'accounts',
  {
    code: text('code').notNull(),
    title: text('title').notNull(),
    role: text('role').notNull().default('customer'),
    kind: text('kind').notNull().default('company'),
    taxId: textOrEmpty('tax_id'),
    taxOffice: textOrEmpty('tax_office'),
    firstName: textOrEmpty('first_name'),
    lastName: textOrEmpty('last_name'),
    billingProvince: textOrEmpty('billing_province'),
    billingDistrict: textOrEmpty('billing_district'),
    billingAddress: textOrEmpty('billing_address'),
    billingPostalCode: textOrEmpty('billing_postal_code'),
    shippingProvince: textOrEmpty('shipping_province'),
    shippingDistrict: textOrEmpty('shipping_district'),
    shippingAddress: textOrEmpty('shipping_address'),
    shippingPostalCode: textOrEmpty('shipping_postal_code'),
    phones: text('phones').array().notNull().default([]),
    email: textOrEmpty('email'),
    ibans: text('ibans').array().notNull().default([]),
    currency: text('currency').notNull().default('TRY'),
    priceList: text('price_list').notNull().default('sale1'),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    paymentDays: integer('payment_days'),
    riskLimit: amount('risk_limit'),
    eInvoice: boolean('e_invoice').notNull().default(false),
    eInvoiceAlias: textOrEmpty('e_invoice_alias'),
    loyaltyCard: textOrEmpty('loyalty_card'),
    group: textOrEmpty('group'),
    salesRep: textOrEmpty('sales_rep'),
    notes: textOrEmpty('notes'),
    searchText: searchText('code', 'title', 'tax_id', 'loyalty_card'),
  },
  (t) => [
    uniqueWhenSet('accounts_code', t.code),
    uniqueWhenSet('accounts_loyalty_card', t.loyaltyCard),
    searchTextIndex('accounts_search', t.searchText),
    sortIndex('accounts_title_sort', t, t.title),
    // A till's download of what changed since its last one (modules/offline).
    index('accounts_changed').on(t.companyId, t.updatedAt, t.id),
  ],
);

export const accountServices = resourceTable(
  'account_services',
  {
    accountId: integer('account_id').notNull(),
    name: text('name').notNull(),
    itemId: integer('item_id'),
    period: text('period').notNull().default('monthly'),
    price: amount('price'),
    currency: text('currency').notNull().default('TRY'),
    vatRate: text('vat_rate').notNull().default('20'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    notes: textOrEmpty('notes'),
  },
  (t) => [
    sameCompanyRef('account_services_account', t, t.accountId, accounts),
    sameCompanyRef('account_services_item', t, t.itemId, items),
  ],
);
