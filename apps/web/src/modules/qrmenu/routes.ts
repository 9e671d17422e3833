import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/qrmenu/ayar', titleKey: 'routes.qrmenu.settings', menuId: MenuId.qrMenuSettings },
];
