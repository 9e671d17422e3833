import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/not/list', titleKey: 'routes.notes.list', menuId: MenuId.notes },
  { path: '/not/gorev', titleKey: 'routes.notes.tasks', menuId: MenuId.tasks },
  { path: '/not/yeni', titleKey: 'routes.notes.new', menuId: MenuId.notes },
  { path: '/not/duzen/:id', titleKey: 'routes.notes.edit', menuId: MenuId.notes },
];
