import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  {
    path: '/modul/suratkargo/ayar',
    titleKey: 'routes.cargo.suratSettings',
    menuId: MenuId.suratCargoSettings,
  },
  { path: '/modul/suratkargo/gonder', titleKey: 'routes.cargo.suratSend', menuId: MenuId.suratCargoSend },
  { path: '/modul/araskargo/ayar', titleKey: 'routes.cargo.arasSettings', menuId: MenuId.arasCargoSettings },
  { path: '/modul/araskargo/gonder', titleKey: 'routes.cargo.arasSend', menuId: MenuId.arasCargoSend },
  {
    path: '/modul/yurticikargo/ayar',
    titleKey: 'routes.cargo.yurticiSettings',
    menuId: MenuId.yurticiCargoSettings,
  },
  {
    path: '/modul/yurticikargo/gonder',
    titleKey: 'routes.cargo.yurticiSend',
    menuId: MenuId.yurticiCargoSend,
  },
  { path: '/modul/mngkargo/ayar', titleKey: 'routes.cargo.mngSettings', menuId: MenuId.mngCargoSettings },
  { path: '/modul/mngkargo/gonder', titleKey: 'routes.cargo.mngSend', menuId: MenuId.mngCargoSend },
  { path: '/modul/pttkargo/ayar', titleKey: 'routes.cargo.pttSettings', menuId: MenuId.pttCargoSettings },
  { path: '/modul/pttkargo/gonder', titleKey: 'routes.cargo.pttSend', menuId: MenuId.pttCargoSend },
];
