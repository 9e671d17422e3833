import { MenuId } from '../menus/catalogue.ts';
import { BUYING_MENUS } from '../stock/items.ts';
import { defineReport } from './define.ts';

/** What counts as a sale, and its sign: invoices and till receipts, less returns and refunds. */
export const SALES_KINDS = { salesInvoice: 1, posReceipt: 1, salesReturn: -1, posRefund: -1 } as const;
export const SALES_KIND_NAMES = Object.keys(SALES_KINDS) as (keyof typeof SALES_KINDS)[];

const period = {
  dateFrom: { kind: 'date', default: 'monthStart' },
  dateTo: { kind: 'date', default: 'today' },
} as const;

/**
 * Sales profit by item (`/rapor/satiskar`): quantity, net sales (before VAT, in lira), the cost the
 * moves carried, gross profit and margin; grouped by category or producer for their subtotals.
 */
export const salesProfitReport = defineReport({
  name: 'salesProfit',
  route: '/rapor/satiskar',
  menu: MenuId.reportSalesProfit,
  columns: {
    code: { kind: 'text', link: 'item' },
    name: { kind: 'text' },
    category: { kind: 'text' },
    producer: { kind: 'text', hidden: true },
    quantity: { kind: 'quantity', total: true },
    revenue: { kind: 'money', total: true },
    cost: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
    profit: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
    margin: { kind: 'percent', visibleWith: BUYING_MENUS },
  },
  filters: {
    ...period,
    warehouse: { kind: 'reference', resource: 'warehouses' },
    category: { kind: 'reference', resource: 'categories' },
    producer: { kind: 'reference', resource: 'producers' },
    account: { kind: 'reference', resource: 'accounts' },
    search: { kind: 'search' },
  },
  groups: ['category', 'producer'],
  sort: { column: 'revenue', order: 'desc' },
  costBased: true,
});

/** Profit per sales invoice and till receipt (`/rapor/satisfaturakar`), returns negative. */
export const invoiceProfitReport = defineReport({
  name: 'invoiceProfit',
  route: '/rapor/satisfaturakar',
  menu: MenuId.reportInvoiceProfit,
  columns: {
    date: { kind: 'date' },
    docType: { kind: 'text' },
    number: { kind: 'text', link: 'document' },
    account: { kind: 'text' },
    warehouse: { kind: 'text', hidden: true },
    revenue: { kind: 'money', total: true },
    cost: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
    profit: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
    margin: { kind: 'percent', visibleWith: BUYING_MENUS },
  },
  filters: {
    ...period,
    account: { kind: 'reference', resource: 'accounts' },
    warehouse: { kind: 'reference', resource: 'warehouses' },
    docType: {
      kind: 'choice',
      options: SALES_KIND_NAMES,
      labels: 'resources.documentSeries.options.docType',
    },
    search: { kind: 'search' },
  },
  groups: ['account', 'docType', 'date', 'warehouse'],
  sort: { column: 'date', order: 'asc' },
  costBased: true,
});

/** Purchases against sales by item (`/rapor/alissatis`): what came in and went out, and for how much. */
export const purchaseSalesReport = defineReport({
  name: 'purchaseSales',
  route: '/rapor/alissatis',
  menu: MenuId.reportPurchaseSales,
  columns: {
    code: { kind: 'text', link: 'item' },
    name: { kind: 'text' },
    category: { kind: 'text' },
    producer: { kind: 'text', hidden: true },
    purchasedQuantity: { kind: 'quantity', total: true },
    purchasedAmount: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
    soldQuantity: { kind: 'quantity', total: true },
    soldAmount: { kind: 'money', total: true },
    difference: { kind: 'quantity', total: true },
  },
  filters: {
    ...period,
    warehouse: { kind: 'reference', resource: 'warehouses' },
    category: { kind: 'reference', resource: 'categories' },
    producer: { kind: 'reference', resource: 'producers' },
    search: { kind: 'search' },
  },
  groups: ['category', 'producer'],
  sort: { column: 'code', order: 'asc' },
});

export const SALES_GROUPINGS = [
  'category',
  'producer',
  'author',
  'customerGroup',
  'user',
  'warehouse',
] as const;

/**
 * Sales grouped by one dimension (`/rapor/satisgrup`): category, producer or publisher, author,
 * customer group, the user who sold, warehouse; with each group's share of the net sales. A book
 * with two authors counts under each.
 */
export const salesByGroupReport = defineReport({
  name: 'salesByGroup',
  route: '/rapor/satisgrup',
  menu: MenuId.reportSalesByGroup,
  columns: {
    label: { kind: 'text' },
    // Not added up: a document selling into two groups counts in each.
    documents: { kind: 'count' },
    quantity: { kind: 'quantity', total: true },
    revenue: { kind: 'money', total: true },
    vat: { kind: 'money', total: true },
    total: { kind: 'money', total: true },
    share: { kind: 'percent' },
  },
  filters: {
    ...period,
    by: { kind: 'choice', options: SALES_GROUPINGS, default: 'category' },
    warehouse: { kind: 'reference', resource: 'warehouses' },
  },
  groups: [],
  sort: { column: 'revenue', order: 'desc' },
});
