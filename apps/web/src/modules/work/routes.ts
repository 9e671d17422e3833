import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  {
    path: '/is/takip',
    titleKey: 'routes.work.tracking',
    menuId: MenuId.jobTracking,
    screen: () =>
      import('../documents/DocumentList.tsx').then((screens) => ({ default: screens.TrackingSlipsPage })),
  },
  { path: '/is/takip/islem', titleKey: 'routes.work.trackingEntries', menuId: MenuId.jobTrackingEntries },
  { path: '/is/satis/islem', titleKey: 'routes.work.sales', menuId: MenuId.jobSales },
];
