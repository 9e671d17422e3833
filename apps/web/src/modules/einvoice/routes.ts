import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

export const routes: RouteDef[] = [
  {
    path: '/modul/uyumsoftefatura/ayar',
    titleKey: 'routes.einvoice.uyumsoftSettings',
    menuId: MenuId.uyumsoftSettings,
  },
  {
    path: '/modul/uyumsoftefatura/gonder',
    titleKey: 'routes.einvoice.uyumsoftSend',
    menuId: MenuId.uyumsoftSend,
  },
  {
    path: '/modul/uyumsoftefatura/gelen',
    titleKey: 'routes.einvoice.uyumsoftIncoming',
    menuId: MenuId.uyumsoftIncoming,
  },
  {
    path: '/modul/uyumsoftefatura/giden',
    titleKey: 'routes.einvoice.uyumsoftOutgoing',
    menuId: MenuId.uyumsoftOutgoing,
  },
  {
    path: '/modul/mysoftefatura/ayar',
    titleKey: 'routes.einvoice.mysoftSettings',
    menuId: MenuId.mysoftSettings,
  },
  { path: '/modul/mysoftefatura/gonder', titleKey: 'routes.einvoice.mysoftSend', menuId: MenuId.mysoftSend },
  {
    path: '/modul/mysoftefatura/gelen',
    titleKey: 'routes.einvoice.mysoftIncoming',
    menuId: MenuId.mysoftIncoming,
  },
  {
    path: '/modul/mysoftefatura/giden',
    titleKey: 'routes.einvoice.mysoftOutgoing',
    menuId: MenuId.mysoftOutgoing,
  },
  {
    path: '/modul/mysoftefatura/irsaliye/gonder',
    titleKey: 'routes.einvoice.mysoftWaybillSend',
    menuId: MenuId.mysoftWaybillSend,
  },
  {
    path: '/modul/mysoftefatura/irsaliye/giden',
    titleKey: 'routes.einvoice.mysoftWaybillOutgoing',
    menuId: MenuId.mysoftWaybillOutgoing,
  },
  {
    path: '/modul/mysoftefatura/irsaliye/gelen',
    titleKey: 'routes.einvoice.mysoftWaybillIncoming',
    menuId: MenuId.mysoftWaybillIncoming,
  },
  { path: '/modul/edmefatura/ayar', titleKey: 'routes.einvoice.edmSettings', menuId: MenuId.edmSettings },
  { path: '/modul/edmefatura/gonder', titleKey: 'routes.einvoice.edmSend', menuId: MenuId.edmSend },
  { path: '/modul/edmefatura/gelen', titleKey: 'routes.einvoice.edmIncoming', menuId: MenuId.edmIncoming },
  { path: '/modul/edmefatura/giden', titleKey: 'routes.einvoice.edmOutgoing', menuId: MenuId.edmOutgoing },
];
