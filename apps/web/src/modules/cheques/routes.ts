import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/ceksenet/list', titleKey: 'routes.cheques.list', menuId: MenuId.chequeList },
  { path: '/ceksenet/islem', titleKey: 'routes.cheques.transactions', menuId: MenuId.chequeTransactions },
  { path: '/ceksenet/cekgiris/yeni', titleKey: 'routes.cheques.inNew', menuId: MenuId.chequeIn },
  { path: '/ceksenet/cekgiris/duzen/:id', titleKey: 'routes.cheques.inEdit', menuId: MenuId.chequeIn },
  { path: '/ceksenet/girisiade/yeni', titleKey: 'routes.cheques.inReturnNew', menuId: MenuId.chequeInReturn },
  {
    path: '/ceksenet/girisiade/duzen/:id',
    titleKey: 'routes.cheques.inReturnEdit',
    menuId: MenuId.chequeInReturn,
  },
  { path: '/ceksenet/cekcikis/yeni', titleKey: 'routes.cheques.outNew', menuId: MenuId.chequeOut },
  { path: '/ceksenet/cekcikis/duzen/:id', titleKey: 'routes.cheques.outEdit', menuId: MenuId.chequeOut },
  {
    path: '/ceksenet/cikisiade/yeni',
    titleKey: 'routes.cheques.outReturnNew',
    menuId: MenuId.chequeOutReturn,
  },
  {
    path: '/ceksenet/cikisiade/duzen/:id',
    titleKey: 'routes.cheques.outReturnEdit',
    menuId: MenuId.chequeOutReturn,
  },
  {
    path: '/ceksenet/tahsilat/yeni',
    titleKey: 'routes.cheques.collectionNew',
    menuId: MenuId.chequeCollection,
  },
  {
    path: '/ceksenet/tahsilat/duzen/:id',
    titleKey: 'routes.cheques.collectionEdit',
    menuId: MenuId.chequeCollection,
  },
  { path: '/ceksenet/odeme/yeni', titleKey: 'routes.cheques.paymentNew', menuId: MenuId.chequePayment },
  { path: '/ceksenet/odeme/duzen/:id', titleKey: 'routes.cheques.paymentEdit', menuId: MenuId.chequePayment },
];
