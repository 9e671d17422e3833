import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/mesaj/list', titleKey: 'routes.messages.list', menuId: MenuId.messages },
  { path: '/mesaj/template', titleKey: 'routes.messages.templates', menuId: MenuId.messageTemplates },
  { path: '/mesaj/ayar', titleKey: 'routes.messages.settings', menuId: MenuId.messageSettings },
];
