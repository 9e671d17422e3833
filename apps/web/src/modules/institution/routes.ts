import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/kurum/takip', titleKey: 'routes.institution.tracking', menuId: MenuId.institutionTracking },
];
