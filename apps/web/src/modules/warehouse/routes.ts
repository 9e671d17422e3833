import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/depo/ayar', titleKey: 'routes.warehouse.settings', menuId: MenuId.warehouseSettings },
  { path: '/depo/uruntopla', titleKey: 'routes.warehouse.picking', menuId: MenuId.productPicking },
  { path: '/depo/urunraf', titleKey: 'routes.warehouse.shelving', menuId: MenuId.productShelving },
];
