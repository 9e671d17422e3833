import type { ReportDef } from './define.ts';
import { invoiceListReport, zCashSalesReport } from './invoices.ts';
import reportsDe from './labels.de.ts';
import reportsEn from './labels.en.ts';
import reportsTr from './labels.tr.ts';
import { accountBalanceReport, accountTransactionsReport, cashTransactionsReport } from './ledgers.ts';
import { managementSalesReport, productSupplyReport } from './overview.ts';
import { invoiceProfitReport, purchaseSalesReport, salesByGroupReport, salesProfitReport } from './sales.ts';
import { stockBalanceReport, stockTransactionsReport } from './stock.ts';

export * from './define.ts';
export { invoiceListReport, VAT_DOCUMENT_KINDS, zCashSalesReport } from './invoices.ts';
export {
  AGEING_SIDES,
  accountBalanceReport,
  accountTransactionsReport,
  CASH_KINDS,
  cashTransactionsReport,
} from './ledgers.ts';
export {
  managementSalesReport,
  OVERVIEW_DIMENSIONS,
  OVERVIEW_PERIODS,
  productSupplyReport,
} from './overview.ts';
export {
  invoiceProfitReport,
  purchaseSalesReport,
  SALES_GROUPINGS,
  SALES_KIND_NAMES,
  SALES_KINDS,
  salesByGroupReport,
  salesProfitReport,
} from './sales.ts';
export { STOCK_MOVING_KINDS, stockBalanceReport, stockTransactionsReport } from './stock.ts';

/** Every report built so far, by name. */
export const REPORTS: ReadonlyMap<string, ReportDef> = new Map(
  [
    stockBalanceReport,
    stockTransactionsReport,
    accountTransactionsReport,
    accountBalanceReport,
    cashTransactionsReport,
    salesProfitReport,
    invoiceProfitReport,
    purchaseSalesReport,
    salesByGroupReport,
    invoiceListReport,
    zCashSalesReport,
    productSupplyReport,
    managementSalesReport,
  ].map((def) => [def.name, def]),
);

/** Report labels per language (`reports.<name>.…`, `reports.common.…`). */
export const REPORT_LABELS = {
  tr: { reports: reportsTr },
  en: { reports: reportsEn },
  de: { reports: reportsDe },
};
