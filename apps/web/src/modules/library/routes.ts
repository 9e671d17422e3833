import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  { path: '/kutuphane/odunc', titleKey: 'routes.library.lend', menuId: MenuId.libraryLend },
  { path: '/kutuphane/iade', titleKey: 'routes.library.return', menuId: MenuId.libraryReturn },
  { path: '/kutuphane/list', titleKey: 'routes.library.members', menuId: MenuId.libraryMembers },
  { path: '/kutuphane/yeni', titleKey: 'routes.library.memberNew', menuId: MenuId.libraryMembers },
  { path: '/kutuphane/duzen/:id', titleKey: 'routes.library.memberEdit', menuId: MenuId.libraryMembers },
  { path: '/kutuphane/odunc/list', titleKey: 'routes.library.loans', menuId: MenuId.libraryLoans },
  { path: '/kutuphane/fisler', titleKey: 'routes.library.slips', menuId: MenuId.librarySlips },
  { path: '/kutuphane/ayar', titleKey: 'routes.library.settings', menuId: MenuId.librarySettings },
];
