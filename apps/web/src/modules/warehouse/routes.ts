import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  {
    path: '/depo/ayar',
    titleKey: 'routes.warehouse.settings',
    menuId: MenuId.warehouseSettings,
    screen: screen('WarehouseSettingsPage'),
  },
  {
    path: '/depo/uruntopla',
    titleKey: 'routes.warehouse.picking',
    menuId: MenuId.productPicking,
    screen: () => import('./picking/PickingPage.tsx').then((screens) => ({ default: screens.PickingPage })),
  },
  {
    path: '/depo/urunraf',
    titleKey: 'routes.warehouse.shelving',
    menuId: MenuId.productShelving,
    screen: screen('ShelvingPage'),
  },
];
