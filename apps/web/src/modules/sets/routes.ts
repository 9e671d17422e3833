import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/kbsets/tanimlar', titleKey: 'routes.sets.definitions', menuId: MenuId.setDefinitions },
  { path: '/kbsets/uretim', titleKey: 'routes.sets.production', menuId: MenuId.setProduction },
];
