import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  {
    path: '/ceksenet/list',
    titleKey: 'routes.cheques.list',
    menuId: MenuId.chequeList,
    screen: screen('PortfolioPage'),
  },
  {
    path: '/ceksenet/islem',
    titleKey: 'routes.cheques.transactions',
    menuId: MenuId.chequeTransactions,
    screen: screen('ChequeMovesPage'),
  },
  {
    path: '/ceksenet/cekgiris/yeni',
    titleKey: 'routes.cheques.inNew',
    menuId: MenuId.chequeIn,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/cekgiris/duzen/:id',
    titleKey: 'routes.cheques.inEdit',
    menuId: MenuId.chequeIn,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/girisiade/yeni',
    titleKey: 'routes.cheques.inReturnNew',
    menuId: MenuId.chequeInReturn,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/girisiade/duzen/:id',
    titleKey: 'routes.cheques.inReturnEdit',
    menuId: MenuId.chequeInReturn,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/cekcikis/yeni',
    titleKey: 'routes.cheques.outNew',
    menuId: MenuId.chequeOut,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/cekcikis/duzen/:id',
    titleKey: 'routes.cheques.outEdit',
    menuId: MenuId.chequeOut,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/cikisiade/yeni',
    titleKey: 'routes.cheques.outReturnNew',
    menuId: MenuId.chequeOutReturn,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/cikisiade/duzen/:id',
    titleKey: 'routes.cheques.outReturnEdit',
    menuId: MenuId.chequeOutReturn,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/tahsilat/yeni',
    titleKey: 'routes.cheques.collectionNew',
    menuId: MenuId.chequeCollection,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/tahsilat/duzen/:id',
    titleKey: 'routes.cheques.collectionEdit',
    menuId: MenuId.chequeCollection,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/odeme/yeni',
    titleKey: 'routes.cheques.paymentNew',
    menuId: MenuId.chequePayment,
    screen: screen('ChequeEditor'),
  },
  {
    path: '/ceksenet/odeme/duzen/:id',
    titleKey: 'routes.cheques.paymentEdit',
    menuId: MenuId.chequePayment,
    screen: screen('ChequeEditor'),
  },
];
