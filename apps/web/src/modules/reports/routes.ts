import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  {
    path: '/rapor/genelyonetimsatis',
    titleKey: 'routes.reports.managementSales',
    menuId: MenuId.reportManagementSales,
    screen: screen('ManagementSalesReport'),
  },
  {
    path: '/rapor/cariislem',
    titleKey: 'routes.reports.accountTransactions',
    menuId: MenuId.reportAccountTransactions,
    screen: screen('AccountTransactionsReport'),
  },
  {
    path: '/rapor/faturalist',
    titleKey: 'routes.reports.invoiceList',
    menuId: MenuId.reportInvoiceList,
    screen: screen('InvoiceListReport'),
  },
  {
    path: '/rapor/kasaislem',
    titleKey: 'routes.reports.cashTransactions',
    menuId: MenuId.reportCashTransactions,
    screen: screen('CashTransactionsReport'),
  },
  {
    path: '/rapor/stokbakiye',
    titleKey: 'routes.reports.stockBalance',
    menuId: MenuId.reportStockBalance,
    screen: screen('StockBalanceReport'),
  },
  {
    path: '/rapor/geneluruntedarik',
    titleKey: 'routes.reports.productSupply',
    menuId: MenuId.reportProductSupply,
    screen: screen('ProductSupplyReport'),
  },
  {
    path: '/rapor/stokislem',
    titleKey: 'routes.reports.stockTransactions',
    menuId: MenuId.reportStockTransactions,
    screen: screen('StockTransactionsReport'),
  },
  {
    path: '/rapor/alissatis',
    titleKey: 'routes.reports.purchaseSales',
    menuId: MenuId.reportPurchaseSales,
    screen: screen('PurchaseSalesReport'),
  },
  {
    path: '/rapor/satiskar',
    titleKey: 'routes.reports.salesProfit',
    menuId: MenuId.reportSalesProfit,
    screen: screen('SalesProfitReport'),
  },
  {
    path: '/rapor/satisgrup',
    titleKey: 'routes.reports.salesByGroup',
    menuId: MenuId.reportSalesByGroup,
    screen: screen('SalesByGroupReport'),
  },
  {
    path: '/rapor/zkasasatis',
    titleKey: 'routes.reports.zCashSales',
    menuId: MenuId.reportZCashSales,
    screen: screen('ZCashSalesReport'),
  },
  {
    path: '/rapor/satisfaturakar',
    titleKey: 'routes.reports.invoiceProfit',
    menuId: MenuId.reportInvoiceProfit,
    screen: screen('InvoiceProfitReport'),
  },
  {
    path: '/rapor/caribakiye',
    titleKey: 'routes.reports.accountBalance',
    menuId: MenuId.reportAccountBalance,
    screen: screen('AccountBalanceReport'),
  },
];
