import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  {
    path: '/cari/kartlist',
    titleKey: 'routes.accounts.cards',
    menuId: MenuId.accountCards,
    screen: screen('AccountList'),
  },
  {
    path: '/cari/yeni',
    titleKey: 'routes.accounts.new',
    menuId: MenuId.accountCards,
    screen: screen('AccountForm'),
  },
  {
    path: '/cari/duzen/:id',
    titleKey: 'routes.accounts.edit',
    menuId: MenuId.accountCards,
    screen: screen('AccountForm'),
  },
  {
    path: '/cari/cogalt/:id',
    titleKey: 'routes.accounts.copy',
    menuId: MenuId.accountCards,
    screen: screen('AccountForm'),
  },
  {
    path: '/cari/list',
    titleKey: 'routes.accounts.balances',
    menuId: MenuId.accountBalances,
    screen: screen('BalanceListPage'),
  },
  {
    path: '/cari/ekstre',
    titleKey: 'routes.accounts.statement',
    menuId: MenuId.accountStatement,
    screen: screen('StatementPage'),
  },
  { path: '/cari/acik', titleKey: 'routes.accounts.instalments', menuId: MenuId.instalmentAccounts },
  { path: '/cari/islem', titleKey: 'routes.accounts.transactions', menuId: MenuId.accountTransactions },
  {
    path: '/cari/servisler',
    titleKey: 'routes.accounts.services',
    menuId: MenuId.accountServices,
    screen: screen('ServiceList'),
  },
  {
    path: '/cari/servisler/yeni',
    titleKey: 'routes.accounts.serviceNew',
    menuId: MenuId.accountServices,
    screen: screen('ServiceForm'),
  },
  {
    path: '/cari/servisler/duzen/:id',
    titleKey: 'routes.accounts.serviceEdit',
    menuId: MenuId.accountServices,
    screen: screen('ServiceForm'),
  },
  { path: '/cari/alacak/yeni', titleKey: 'routes.accounts.creditNew', menuId: MenuId.accountCredit },
  { path: '/cari/alacak/duzen/:id', titleKey: 'routes.accounts.creditEdit', menuId: MenuId.accountCredit },
  { path: '/cari/borc/yeni', titleKey: 'routes.accounts.debitNew', menuId: MenuId.accountDebit },
  { path: '/cari/borc/duzen/:id', titleKey: 'routes.accounts.debitEdit', menuId: MenuId.accountDebit },
  { path: '/cari/virman/yeni', titleKey: 'routes.accounts.transferNew', menuId: MenuId.accountTransfer },
  {
    path: '/cari/virman/duzen/:id',
    titleKey: 'routes.accounts.transferEdit',
    menuId: MenuId.accountTransfer,
  },
  { path: '/cari/puanin/yeni', titleKey: 'routes.accounts.pointsInNew', menuId: MenuId.pointsIn },
  { path: '/cari/puanin/duzen/:id', titleKey: 'routes.accounts.pointsInEdit', menuId: MenuId.pointsIn },
  { path: '/cari/puanout/yeni', titleKey: 'routes.accounts.pointsOutNew', menuId: MenuId.pointsOut },
  { path: '/cari/puanout/duzen/:id', titleKey: 'routes.accounts.pointsOutEdit', menuId: MenuId.pointsOut },
];
