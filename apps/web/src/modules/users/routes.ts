import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const list = () => import('./pages/UserListPage.tsx');
const form = () => import('./pages/UserFormPage.tsx');

export const routes: RouteDef[] = [
  { path: '/sistem/kullanici', titleKey: 'routes.users.list', menuId: MenuId.users, screen: list },
  { path: '/sistem/kullanici/yeni', titleKey: 'routes.users.create', menuId: MenuId.users, screen: form },
  { path: '/sistem/kullanici/duzen/:id', titleKey: 'routes.users.edit', menuId: MenuId.users, screen: form },
  { path: '/sistem/kullanici/cogalt/:id', titleKey: 'routes.users.copy', menuId: MenuId.users, screen: form },
];
