import type { MenuDef } from '../catalogue.ts';

/** 230 Lisans Yönetimi: the group and its entries. */
export const licensingMenus: MenuDef[] = [
  {
    id: 230,
    parent: 0,
    key: 'licensing',
    link: '',
    icon: 'SafetyCertificateOutlined',
    roles: ['superadmin'],
    name: { tr: 'Lisans Yönetimi', en: 'Licence management', de: 'Lizenzverwaltung' },
  },
  {
    id: 2301,
    parent: 230,
    key: 'licenceCompanies',
    link: 'modul/lisansyonetimi/firmalist',
    icon: 'ShopOutlined',
    roles: ['superadmin'],
    name: { tr: 'Firmalar', en: 'Companies', de: 'Firmen' },
  },
  {
    id: 2302,
    parent: 230,
    key: 'licenceUsers',
    link: 'modul/lisansyonetimi/kullanicilist',
    icon: 'TeamOutlined',
    roles: ['superadmin'],
    name: { tr: 'Lisans Kullanıcıları', en: 'Licence users', de: 'Lizenzbenutzer' },
  },
];
