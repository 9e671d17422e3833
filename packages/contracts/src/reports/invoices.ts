import { MenuId } from '../menus/catalogue.ts';
import { defineReport } from './define.ts';

/** The documents the VAT return reads: invoices both ways, their returns, and till receipts. */
export const VAT_DOCUMENT_KINDS = [
  'salesInvoice',
  'salesReturn',
  'purchaseInvoice',
  'purchaseReturn',
  'posReceipt',
  'posRefund',
] as const;

const vatColumns = {
  base0: { kind: 'money', total: true, hidden: true },
  base1: { kind: 'money', total: true },
  vat1: { kind: 'money', total: true },
  base10: { kind: 'money', total: true },
  vat10: { kind: 'money', total: true },
  base20: { kind: 'money', total: true },
  vat20: { kind: 'money', total: true },
} as const;

/**
 * Invoices (`/rapor/faturalist`) of one type over a period with what the KDV return needs: the base
 * and VAT per rate, ÖTV, withholding (tevkifat) and the total, in lira; one type at a time so the
 * totals are that type's.
 */
export const invoiceListReport = defineReport({
  name: 'invoiceList',
  route: '/rapor/faturalist',
  menu: MenuId.reportInvoiceList,
  columns: {
    date: { kind: 'date' },
    month: { kind: 'text', hidden: true },
    number: { kind: 'text', link: 'document' },
    account: { kind: 'text' },
    taxId: { kind: 'text' },
    currency: { kind: 'text', hidden: true },
    ...vatColumns,
    otv: { kind: 'money', total: true },
    withholding: { kind: 'money', total: true },
    vatTotal: { kind: 'money', total: true },
    total: { kind: 'money', total: true },
  },
  filters: {
    dateFrom: { kind: 'date', default: 'monthStart' },
    dateTo: { kind: 'date', default: 'today' },
    docType: {
      kind: 'choice',
      options: VAT_DOCUMENT_KINDS,
      labels: 'resources.documentSeries.options.docType',
      default: 'salesInvoice',
    },
    account: { kind: 'reference', resource: 'accounts' },
    search: { kind: 'search' },
  },
  groups: ['month', 'account'],
  sort: { column: 'date', order: 'asc' },
});

/**
 * Till sessions' sales (`/rapor/zkasasatis`), one row per session: receipts and refunds, net sales,
 * discounts, what each payment method took, VAT per rate, voids and no-sale openings, and the
 * difference counted at the close. Our own summary of the sessions, not an ÖKC's fiscal Z.
 */
export const zCashSalesReport = defineReport({
  name: 'zCashSales',
  route: '/rapor/zkasasatis',
  menu: MenuId.reportZCashSales,
  columns: {
    day: { kind: 'date' },
    session: { kind: 'count', link: 'session' },
    register: { kind: 'text' },
    cashier: { kind: 'text' },
    status: { kind: 'text', hidden: true },
    receipts: { kind: 'count', total: true },
    refunds: { kind: 'count', total: true },
    sales: { kind: 'money', total: true },
    refundsTotal: { kind: 'money', total: true },
    net: { kind: 'money', total: true },
    discounts: { kind: 'money', total: true },
    cash: { kind: 'money', total: true },
    card: { kind: 'money', total: true },
    transfer: { kind: 'money', total: true, hidden: true },
    account: { kind: 'money', total: true, hidden: true },
    points: { kind: 'money', total: true, hidden: true },
    vat1: { kind: 'money', total: true, hidden: true },
    vat10: { kind: 'money', total: true, hidden: true },
    vat20: { kind: 'money', total: true },
    voids: { kind: 'count', total: true },
    noSales: { kind: 'count', total: true, hidden: true },
    difference: { kind: 'money', total: true },
  },
  filters: {
    dateFrom: { kind: 'date', default: 'monthStart' },
    dateTo: { kind: 'date', default: 'today' },
    cashAccount: { kind: 'reference', resource: 'cashAccounts' },
  },
  groups: ['day', 'register', 'cashier'],
  sort: { column: 'day', order: 'desc' },
});
