import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  {
    path: '/kibopazaryeri/ayar',
    titleKey: 'routes.marketplace.settings',
    menuId: MenuId.marketplaceSettings,
  },
  {
    path: '/kibopazaryeri/siparisler',
    titleKey: 'routes.marketplace.orders',
    menuId: MenuId.marketplaceOrders,
  },
  {
    path: '/modul/katalog/ayar',
    titleKey: 'routes.marketplace.catalogSettings',
    menuId: MenuId.catalogSettings,
  },
  {
    path: '/modul/katalog/islem',
    titleKey: 'routes.marketplace.catalogTransactions',
    menuId: MenuId.catalogTransactions,
  },
  {
    path: '/modul/katalog/stokguncelle',
    titleKey: 'routes.marketplace.catalogStockUpdate',
    menuId: MenuId.catalogStockUpdate,
  },
  {
    path: '/modul/katalog/miktarguncelle',
    titleKey: 'routes.marketplace.catalogQuantityUpdate',
    menuId: MenuId.catalogQuantityUpdate,
  },
  {
    path: '/modul/mikroerp/ayar',
    titleKey: 'routes.marketplace.mikroSettings',
    menuId: MenuId.mikroSettings,
  },
  {
    path: '/modul/mikroerp/stokguncelle',
    titleKey: 'routes.marketplace.mikroStockUpdate',
    menuId: MenuId.mikroStockUpdate,
  },
  {
    path: '/modul/mikroerp/fisislem',
    titleKey: 'routes.marketplace.mikroDocuments',
    menuId: MenuId.mikroDocuments,
  },
  { path: '/modul/mobil/ayar', titleKey: 'routes.marketplace.mobileSettings', menuId: MenuId.mobileSettings },
  {
    path: '/modul/mobil/stokguncelle',
    titleKey: 'routes.marketplace.mobileStockUpdate',
    menuId: MenuId.mobileStockUpdate,
  },
  {
    path: '/modul/mobil/islem',
    titleKey: 'routes.marketplace.mobileTransactions',
    menuId: MenuId.mobileTransactions,
  },
  {
    path: '/modul/sanalpos/ayarlar',
    titleKey: 'routes.marketplace.virtualPosSettings',
    menuId: MenuId.virtualPosSettings,
  },
];
