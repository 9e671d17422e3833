import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/b2b/ayar', titleKey: 'routes.b2b.settings', menuId: MenuId.b2bSettings },
  { path: '/b2b/islem', titleKey: 'routes.b2b.transactions', menuId: MenuId.b2bTransactions },
  { path: '/b2b/kargotanimlari', titleKey: 'routes.b2b.shipping', menuId: MenuId.b2bShipping },
  { path: '/b2b/odemetipleri', titleKey: 'routes.b2b.paymentTypes', menuId: MenuId.b2bPaymentTypes },
  { path: '/b2b/havalehesaplari', titleKey: 'routes.b2b.bankAccounts', menuId: MenuId.b2bBankAccounts },
  { path: '/b2b/kampanya', titleKey: 'routes.b2b.campaigns', menuId: MenuId.b2bCampaigns },
  { path: '/b2b/iceriksayfalari', titleKey: 'routes.b2b.contentPages', menuId: MenuId.b2bContentPages },
  {
    path: '/b2b/iceriksayfalari/yeni',
    titleKey: 'routes.b2b.contentPageNew',
    menuId: MenuId.b2bContentPages,
  },
  {
    path: '/b2b/iceriksayfalari/duzen/:id',
    titleKey: 'routes.b2b.contentPageEdit',
    menuId: MenuId.b2bContentPages,
  },
  {
    path: '/b2b/modul/caristokview',
    titleKey: 'routes.b2b.accountStockView',
    menuId: MenuId.b2bAccountStockView,
  },
];
