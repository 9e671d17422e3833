import { MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

export const routes: RouteDef[] = [
  {
    path: '/modul/uyumsoftefatura/ayar',
    titleKey: 'routes.einvoice.uyumsoftSettings',
    menuId: MenuId.uyumsoftSettings,
    screen: screen('UyumsoftSettings'),
  },
  {
    path: '/modul/uyumsoftefatura/gonder',
    titleKey: 'routes.einvoice.uyumsoftSend',
    menuId: MenuId.uyumsoftSend,
    screen: screen('UyumsoftSend'),
  },
  {
    path: '/modul/uyumsoftefatura/gelen',
    titleKey: 'routes.einvoice.uyumsoftIncoming',
    menuId: MenuId.uyumsoftIncoming,
    screen: screen('UyumsoftIncoming'),
  },
  {
    path: '/modul/uyumsoftefatura/giden',
    titleKey: 'routes.einvoice.uyumsoftOutgoing',
    menuId: MenuId.uyumsoftOutgoing,
    screen: screen('UyumsoftOutgoing'),
  },
  {
    path: '/modul/mysoftefatura/ayar',
    titleKey: 'routes.einvoice.mysoftSettings',
    menuId: MenuId.mysoftSettings,
    screen: screen('MysoftSettings'),
  },
  {
    path: '/modul/mysoftefatura/gonder',
    titleKey: 'routes.einvoice.mysoftSend',
    menuId: MenuId.mysoftSend,
    screen: screen('MysoftSend'),
  },
  {
    path: '/modul/mysoftefatura/gelen',
    titleKey: 'routes.einvoice.mysoftIncoming',
    menuId: MenuId.mysoftIncoming,
    screen: screen('MysoftIncoming'),
  },
  {
    path: '/modul/mysoftefatura/giden',
    titleKey: 'routes.einvoice.mysoftOutgoing',
    menuId: MenuId.mysoftOutgoing,
    screen: screen('MysoftOutgoing'),
  },
  {
    path: '/modul/mysoftefatura/irsaliye/gonder',
    titleKey: 'routes.einvoice.mysoftWaybillSend',
    menuId: MenuId.mysoftWaybillSend,
    screen: screen('MysoftWaybillSend'),
  },
  {
    path: '/modul/mysoftefatura/irsaliye/giden',
    titleKey: 'routes.einvoice.mysoftWaybillOutgoing',
    menuId: MenuId.mysoftWaybillOutgoing,
    screen: screen('MysoftWaybillOutgoing'),
  },
  {
    path: '/modul/mysoftefatura/irsaliye/gelen',
    titleKey: 'routes.einvoice.mysoftWaybillIncoming',
    menuId: MenuId.mysoftWaybillIncoming,
    screen: screen('MysoftWaybillIncoming'),
  },
  {
    path: '/modul/edmefatura/ayar',
    titleKey: 'routes.einvoice.edmSettings',
    menuId: MenuId.edmSettings,
    screen: screen('EdmSettings'),
  },
  {
    path: '/modul/edmefatura/gonder',
    titleKey: 'routes.einvoice.edmSend',
    menuId: MenuId.edmSend,
    screen: screen('EdmSend'),
  },
  {
    path: '/modul/edmefatura/gelen',
    titleKey: 'routes.einvoice.edmIncoming',
    menuId: MenuId.edmIncoming,
    screen: screen('EdmIncoming'),
  },
  {
    path: '/modul/edmefatura/giden',
    titleKey: 'routes.einvoice.edmOutgoing',
    menuId: MenuId.edmOutgoing,
    screen: screen('EdmOutgoing'),
  },
];
