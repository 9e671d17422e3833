import { MenuId } from '../menus/catalogue.ts';
import { BUYING_MENUS } from '../stock/items.ts';
import { defineReport } from './define.ts';

/**
 * Stock on hand (`/rapor/stokbakiye`) at any date, per item and warehouse, with its value at the
 * moving average cost and at the sale price: what the shop holds at the year's end count, what the
 * accountant books as inventory.
 */
export const stockBalanceReport = defineReport({
  name: 'stockBalance',
  route: '/rapor/stokbakiye',
  menu: MenuId.reportStockBalance,
  columns: {
    code: { kind: 'text', link: 'item' },
    name: { kind: 'text', link: 'item' },
    category: { kind: 'text' },
    producer: { kind: 'text', hidden: true },
    warehouse: { kind: 'text' },
    unit: { kind: 'text' },
    quantity: { kind: 'quantity', total: true, link: 'itemMoves' },
    unitCost: { kind: 'money', visibleWith: BUYING_MENUS },
    value: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
    salePrice: { kind: 'money', hidden: true },
    saleValue: { kind: 'money', total: true, hidden: true },
  },
  filters: {
    date: { kind: 'date', default: 'today' },
    warehouse: { kind: 'reference', resource: 'warehouses' },
    category: { kind: 'reference', resource: 'categories' },
    producer: { kind: 'reference', resource: 'producers' },
    search: { kind: 'search' },
    includeZero: { kind: 'flag' },
  },
  groups: ['warehouse', 'category', 'producer'],
  sort: { column: 'code', order: 'asc' },
  costBased: true,
});

/** The stock documents a movement report can be narrowed to. */
export const STOCK_MOVING_KINDS = [
  'salesInvoice',
  'salesReturn',
  'purchaseInvoice',
  'purchaseReturn',
  'despatchOut',
  'despatchIn',
  'stockIn',
  'stockOut',
  'stockTransfer',
  'posReceipt',
  'posRefund',
] as const;

/**
 * Stock movements (`/rapor/stokislem`) over a period, every move with its document, account and cost:
 * where goods came from and went, the warehouse keeper's and the accountant's trail.
 */
export const stockTransactionsReport = defineReport({
  name: 'stockTransactions',
  route: '/rapor/stokislem',
  menu: MenuId.reportStockTransactions,
  columns: {
    date: { kind: 'date' },
    docType: { kind: 'text' },
    number: { kind: 'text', link: 'document' },
    account: { kind: 'text' },
    code: { kind: 'text', link: 'item' },
    name: { kind: 'text' },
    warehouse: { kind: 'text' },
    quantityIn: { kind: 'quantity', total: true },
    quantityOut: { kind: 'quantity', total: true },
    unitCost: { kind: 'money', visibleWith: BUYING_MENUS },
    value: { kind: 'money', total: true, visibleWith: BUYING_MENUS },
  },
  filters: {
    dateFrom: { kind: 'date', default: 'monthStart' },
    dateTo: { kind: 'date', default: 'today' },
    warehouse: { kind: 'reference', resource: 'warehouses' },
    item: { kind: 'reference', resource: 'items' },
    category: { kind: 'reference', resource: 'categories' },
    docType: {
      kind: 'choice',
      options: STOCK_MOVING_KINDS,
      labels: 'resources.documentSeries.options.docType',
    },
    search: { kind: 'search' },
  },
  groups: ['name', 'warehouse', 'docType', 'date'],
  sort: { column: 'date', order: 'asc' },
  costBased: true,
});
