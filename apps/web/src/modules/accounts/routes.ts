import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

const voucherEditor = () =>
  import('./vouchers/VoucherEditor.tsx').then((screens) => ({ default: screens.VoucherEditor }));

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
  {
    path: '/cari/acik',
    titleKey: 'routes.accounts.instalments',
    menuId: MenuId.instalmentAccounts,
    screen: screen('OpenItemsPage'),
  },
  {
    path: '/cari/islem',
    titleKey: 'routes.accounts.transactions',
    menuId: MenuId.accountTransactions,
    screen: screen('TransactionsPage'),
  },
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
  // One editor for every voucher type, at its `yeni` and `duzen/:id`.
  ...(
    [
      ['alacak', 'credit', MenuId.accountCredit],
      ['borc', 'debit', MenuId.accountDebit],
      ['virman', 'transfer', MenuId.accountTransfer],
      ['puanin', 'pointsIn', MenuId.pointsIn],
      ['puanout', 'pointsOut', MenuId.pointsOut],
    ] as const
  ).flatMap(([path, title, menuId]) => [
    { path: `/cari/${path}/yeni`, titleKey: `routes.accounts.${title}New`, menuId, screen: voucherEditor },
    {
      path: `/cari/${path}/duzen/:id`,
      titleKey: `routes.accounts.${title}Edit`,
      menuId,
      screen: voucherEditor,
    },
  ]),
];
