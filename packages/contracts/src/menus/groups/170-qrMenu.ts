import type { MenuDef } from '../catalogue.ts';

/** 170 QR Menü: the group and its entries. */
export const qrMenuMenus: MenuDef[] = [
  {
    id: 170,
    parent: 0,
    key: 'qrMenu',
    link: '',
    icon: 'QrcodeOutlined',
    roles: ['manager'],
    name: { tr: 'QR Menü', en: 'QR menu', de: 'QR-Speisekarte' },
  },
  {
    id: 1701,
    parent: 170,
    key: 'qrMenuSettings',
    link: 'qrmenu/ayar',
    icon: 'SettingOutlined',
    roles: ['manager'],
    name: { tr: 'QR Menü Ayarları', en: 'QR menu settings', de: 'QR-Speisekarte – Einstellungen' },
  },
];
