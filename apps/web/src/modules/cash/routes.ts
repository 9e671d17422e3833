import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

// Cash vouchers are vouchers: the account vouchers' editor, set up by the type's kind.
const voucherEditor = () =>
  import('../accounts/vouchers/VoucherEditor.tsx').then((screens) => ({ default: screens.VoucherEditor }));

export const routes: RouteDef[] = [
  {
    path: '/kasa/list',
    titleKey: 'routes.cash.list',
    menuId: MenuId.cashRegisters,
    screen: screen('CashAccountList'),
  },
  {
    path: '/kasa/gelirgider',
    titleKey: 'routes.cash.incomeExpenseItems',
    menuId: MenuId.incomeExpenseItems,
    screen: screen('IncomeExpenseTypeList'),
  },
  {
    path: '/kasa/gelirgiderhareket',
    titleKey: 'routes.cash.incomeExpenseMovements',
    menuId: MenuId.incomeExpenseMovements,
    screen: screen('IncomeExpensePage'),
  },
  {
    path: '/kasa/islem',
    titleKey: 'routes.cash.transactions',
    menuId: MenuId.cashTransactions,
    screen: screen('CashTransactionsPage'),
  },
  {
    path: '/kasa/alacak/yeni',
    titleKey: 'routes.cash.creditNew',
    menuId: MenuId.cashCredit,
    screen: voucherEditor,
  },
  {
    path: '/kasa/alacak/duzen/:id',
    titleKey: 'routes.cash.creditEdit',
    menuId: MenuId.cashCredit,
    screen: voucherEditor,
  },
  {
    path: '/kasa/borc/yeni',
    titleKey: 'routes.cash.debitNew',
    menuId: MenuId.cashDebit,
    screen: voucherEditor,
  },
  {
    path: '/kasa/borc/duzen/:id',
    titleKey: 'routes.cash.debitEdit',
    menuId: MenuId.cashDebit,
    screen: voucherEditor,
  },
  {
    path: '/kasa/tahsilat/yeni',
    titleKey: 'routes.cash.collectionNew',
    menuId: MenuId.cashCollection,
    screen: voucherEditor,
  },
  {
    path: '/kasa/tahsilat/duzen/:id',
    titleKey: 'routes.cash.collectionEdit',
    menuId: MenuId.cashCollection,
    screen: voucherEditor,
  },
  {
    path: '/kasa/odeme/yeni',
    titleKey: 'routes.cash.paymentNew',
    menuId: MenuId.cashPayment,
    screen: voucherEditor,
  },
  {
    path: '/kasa/odeme/duzen/:id',
    titleKey: 'routes.cash.paymentEdit',
    menuId: MenuId.cashPayment,
    screen: voucherEditor,
  },
  {
    path: '/kasa/virman/yeni',
    titleKey: 'routes.cash.transferNew',
    menuId: MenuId.cashTransfer,
    screen: voucherEditor,
  },
  {
    path: '/kasa/virman/duzen/:id',
    titleKey: 'routes.cash.transferEdit',
    menuId: MenuId.cashTransfer,
    screen: voucherEditor,
  },
];
