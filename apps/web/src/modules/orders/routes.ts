import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  {
    path: '/siparis/list',
    titleKey: 'routes.orders.list',
    menuId: MenuId.orderList,
    screen: () =>
      import('../documents/DocumentList.tsx').then((screens) => ({ default: screens.OrderListPage })),
  },
  {
    path: '/siparis/takip',
    titleKey: 'routes.orders.tracking',
    menuId: MenuId.orderTracking,
    screen: () => import('./tracking.tsx').then((screens) => ({ default: screens.OrderTrackingPage })),
  },
  {
    path: '/siparis/temin',
    titleKey: 'routes.orders.notSupplied',
    menuId: MenuId.ordersNotSupplied,
    screen: () => import('./procurement.tsx').then((screens) => ({ default: screens.ProcurementPage })),
  },
];
