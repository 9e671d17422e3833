import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  {
    path: '/komisyon/tanimlar',
    titleKey: 'routes.commission.definitions',
    menuId: MenuId.commissionDefinitions,
  },
  { path: '/komisyon/raporlar', titleKey: 'routes.commission.reports', menuId: MenuId.commissionReports },
];
