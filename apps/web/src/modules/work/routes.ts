import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/is/takip', titleKey: 'routes.work.tracking', menuId: MenuId.jobTracking },
  { path: '/is/takip/islem', titleKey: 'routes.work.trackingEntries', menuId: MenuId.jobTrackingEntries },
  { path: '/is/satis/islem', titleKey: 'routes.work.sales', menuId: MenuId.jobSales },
];
