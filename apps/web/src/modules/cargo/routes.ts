import { CARRIER_ROUTES, type CarrierCode, MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';

const screen = (name: keyof typeof import('./screens.tsx')) => () =>
  import('./screens.tsx').then((screens) => ({ default: screens[name] }));

// Each carrier's settings and send screens, in the menu's order.
const ORDER: CarrierCode[] = ['surat', 'aras', 'yurtici', 'mng', 'ptt'];
const NAMES = { surat: 'Surat', aras: 'Aras', yurtici: 'Yurtici', mng: 'Mng', ptt: 'Ptt' } as const;

export const routes: RouteDef[] = ORDER.flatMap((carrier) => [
  {
    path: `/modul/${CARRIER_ROUTES[carrier]}/ayar`,
    titleKey: `routes.cargo.${carrier}Settings`,
    menuId: MenuId[`${carrier}CargoSettings`],
    screen: screen(`${NAMES[carrier]}Settings`),
  },
  {
    path: `/modul/${CARRIER_ROUTES[carrier]}/gonder`,
    titleKey: `routes.cargo.${carrier}Send`,
    menuId: MenuId[`${carrier}CargoSend`],
    screen: screen(`${NAMES[carrier]}Send`),
  },
]);
