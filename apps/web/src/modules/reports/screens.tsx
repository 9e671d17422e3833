import {
  accountBalanceReport,
  accountTransactionsReport,
  cashTransactionsReport,
  invoiceProfitReport,
  purchaseSalesReport,
  salesByGroupReport,
  salesProfitReport,
  stockBalanceReport,
  stockTransactionsReport,
} from '@kibo/contracts/resources';
import { ReportPage } from '../../platform/reports/ReportPage.tsx';

// Each `/rapor` screen is its declaration drawn by the one report page.

export const StockBalanceReport = () => <ReportPage def={stockBalanceReport} />;
export const StockTransactionsReport = () => <ReportPage def={stockTransactionsReport} />;
export const AccountTransactionsReport = () => <ReportPage def={accountTransactionsReport} />;
export const AccountBalanceReport = () => <ReportPage def={accountBalanceReport} />;
export const CashTransactionsReport = () => <ReportPage def={cashTransactionsReport} />;
export const SalesProfitReport = () => <ReportPage def={salesProfitReport} />;
export const InvoiceProfitReport = () => <ReportPage def={invoiceProfitReport} />;
export const PurchaseSalesReport = () => <ReportPage def={purchaseSalesReport} />;
export const SalesByGroupReport = () => <ReportPage def={salesByGroupReport} />;
