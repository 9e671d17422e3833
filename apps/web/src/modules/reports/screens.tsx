import {
  accountBalanceReport,
  accountTransactionsReport,
  cashTransactionsReport,
  invoiceListReport,
  invoiceProfitReport,
  managementSalesReport,
  productSupplyReport,
  purchaseSalesReport,
  salesByGroupReport,
  salesProfitReport,
  stockBalanceReport,
  stockTransactionsReport,
  zCashSalesReport,
} from '@kibo/contracts/resources';
import { Alert, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../platform/reports/ReportPage.tsx';
import { SessionReport } from '../pos/session/index.ts';

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
export const InvoiceListReport = () => <ReportPage def={invoiceListReport} />;

/** A session's number opens its Z-style summary, as the till prints it. */
function SessionDrill({ sessionId, text }: { sessionId: number; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {text}
      </Button>
      {open && (
        <Drawer open width={520} onClose={() => setOpen(false)} title={text}>
          <SessionReport sessionId={sessionId} />
        </Drawer>
      )}
    </>
  );
}

export function ZCashSalesReport() {
  const { t } = useTranslation();
  return (
    <ReportPage
      def={zCashSalesReport}
      notice={
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('reports.zCashSales.notFiscal')}
        />
      }
      drills={{ session: (row, text) => <SessionDrill sessionId={Number(row.sessionId)} text={text} /> }}
    />
  );
}
export const ProductSupplyReport = () => <ReportPage def={productSupplyReport} />;
export const ManagementSalesReport = () => <ReportPage def={managementSalesReport} />;
