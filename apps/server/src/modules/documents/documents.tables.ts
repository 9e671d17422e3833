import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idempotencyIndex, postedState } from '../../platform/db/posted.ts';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { amount, sameCompanyRef } from '../../platform/resources/tables.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { documentSeries } from '../series/series.tables.ts';
import { items } from '../stock/items.tables.ts';
import { units, warehouses } from '../stock/stock.tables.ts';

/**
 * Every document type on one table (invoices, returns, orders, waybills, stock slips): the header,
 * its computed amounts (from `documentTotals`, stored as the server computed them) and its state.
 */
export const documents = pgTable(
  'documents',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    docType: text('doc_type').notNull(),
    seriesId: integer('series_id').notNull(),
    /** As printed (SF000042), and the number drawn from the series. */
    number: text('number').notNull(),
    sequence: integer('sequence').notNull(),
    date: date('date').notNull(),
    time: text('time').notNull().default(''),
    dueDate: date('due_date'),
    accountId: integer('account_id'),
    warehouseId: integer('warehouse_id').notNull(),
    targetWarehouseId: integer('target_warehouse_id'),
    currency: text('currency').notNull().default('TRY'),
    exchangeRate: numeric('exchange_rate', { precision: 19, scale: 6 }).notNull().default('1'),
    priceList: text('price_list').notNull().default('sale1'),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    counterpartyNo: text('counterparty_no').notNull().default(''),
    shippingAddress: text('shipping_address').notNull().default(''),
    description: text('description').notNull().default(''),
    discountKind: text('discount_kind'),
    discountValue: amount('discount_value'),
    amountTotal: amount('amount_total'),
    discountTotal: amount('discount_total'),
    netTotal: amount('net_total'),
    otvTotal: amount('otv_total'),
    vatTotal: amount('vat_total'),
    withholdingTotal: amount('withholding_total'),
    grandTotal: amount('grand_total'),
    payable: amount('payable'),
    /** The grand total in lira at the document's rate. */
    grandTotalLocal: amount('grand_total_local'),
    ...postedState(),
    /**
     * Orders and waybills: how far later documents have supplied or invoiced their lines — 'none',
     * 'partial' or 'full' (`supply.ts`), kept with the supplied quantities so open orders are found
     * by an index instead of adding up every order's lines.
     */
    supplyStatus: text('supply_status').notNull().default('none'),
    printed: boolean('printed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    idempotencyIndex('documents_idempotency', t),
    // Lists per type, newest first; an account's documents.
    index('documents_type_date').on(t.companyId, t.docType, t.date, t.id),
    index('documents_account').on(t.companyId, t.accountId, t.date),
    // Orders and waybills still waiting for supply: tracking, procurement and picking read only these;
    // invoices and slips stay out of it, so posting them writes no entry here.
    index('documents_open')
      .on(t.companyId, t.docType, t.date, t.id)
      .where(
        sql`doc_type IN ('salesOrder', 'purchaseOrder', 'despatchOut', 'despatchIn') AND status = 'saved' AND supply_status <> 'full'`,
      ),
    // A till refund finds its receipt by the number printed (and barcoded) on it.
    index('documents_pos_number').on(t.companyId, t.number).where(sql`doc_type = 'posReceipt'`),
    sameCompanyRef('documents_series_fk', t, t.seriesId, documentSeries),
    sameCompanyRef('documents_account_fk', t, t.accountId, accounts),
    sameCompanyRef('documents_warehouse_fk', t, t.warehouseId, warehouses),
    sameCompanyRef('documents_target_warehouse_fk', t, t.targetWarehouseId, warehouses),
    ...tenantPolicy('documents'),
  ],
);

export const documentLines = pgTable(
  'document_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    documentId: integer('document_id').notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: integer('item_id').notNull(),
    description: text('description').notNull().default(''),
    quantity: amount('quantity'),
    unitId: integer('unit_id'),
    /** Main units in one of the line's unit (Koli = 12): stock moves in main units. */
    unitFactor: numeric('unit_factor', { precision: 19, scale: 6 }).notNull().default('1'),
    unitPrice: amount('unit_price'),
    discount1: numeric('discount1', { precision: 5, scale: 2 }).notNull().default('0'),
    discount2: numeric('discount2', { precision: 5, scale: 2 }).notNull().default('0'),
    discount3: numeric('discount3', { precision: 5, scale: 2 }).notNull().default('0'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    otvRate: numeric('otv_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    withholding: text('withholding').notNull().default(''),
    /** GİB's codes for an e-invoice: the withholding's (603…) and a 0 % line's exemption (301…). */
    withholdingCode: text('withholding_code').notNull().default(''),
    exemptionCode: text('exemption_code').notNull().default(''),
    /** Özel matrah (codes 801–812): what the line's VAT is charged on instead of its net; none: the net. */
    specialBase: numeric('special_base', { precision: 19, scale: 2 }),
    amount: amount('amount'),
    lineDiscount: amount('line_discount'),
    documentDiscount: amount('document_discount'),
    net: amount('net'),
    otv: amount('otv'),
    vat: amount('vat'),
    withholdingAmount: amount('withholding_amount'),
    total: amount('total'),
    /** The order or waybill line this one supplies or invoices. */
    sourceLineId: integer('source_line_id'),
    /** On order and waybill lines: how much later documents have supplied or invoiced, main units. */
    suppliedQuantity: amount('supplied_quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('document_lines_document').on(t.companyId, t.documentId, t.lineNo),
    // Partial: most lines come from no other line, and a posting then writes no entry here.
    index('document_lines_source').on(t.companyId, t.sourceLineId).where(sql`${t.sourceLineId} IS NOT NULL`),
    // An item's lines (unit tracking, the items of open orders).
    index('document_lines_item').on(t.companyId, t.itemId, t.documentId),
    foreignKey({
      name: 'document_lines_document_fk',
      columns: [t.companyId, t.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    sameCompanyRef('document_lines_item_fk', t, t.itemId, items),
    sameCompanyRef('document_lines_unit_fk', t, t.unitId, units),
    ...tenantPolicy('document_lines'),
  ],
);
