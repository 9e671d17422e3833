import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/sahaf/ayar', titleKey: 'routes.secondhand.settings', menuId: MenuId.secondhandSettings },
];
