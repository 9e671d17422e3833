import type { MenuDef } from '../catalogue.ts';

/** 160 Sahaf: the group and its entries. */
export const secondhandMenus: MenuDef[] = [
  {
    id: 160,
    parent: 0,
    key: 'secondhand',
    link: '',
    icon: 'HistoryOutlined',
    roles: ['manager'],
    name: { tr: 'Sahaf', en: 'Second-hand books', de: 'Antiquariat' },
  },
  {
    id: 1601,
    parent: 160,
    key: 'secondhandSettings',
    link: 'sahaf/ayar',
    icon: 'SettingOutlined',
    roles: ['manager'],
    name: { tr: 'Sahaf Ayarları', en: 'Second-hand book settings', de: 'Antiquariatseinstellungen' },
  },
];
