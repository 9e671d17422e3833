import type { MenuDef } from '../catalogue.ts';

/** 90 Depo: the group and its entries. */
export const warehouseMenus: MenuDef[] = [
  {
    id: 90,
    parent: 0,
    key: 'warehouse',
    link: '',
    icon: 'HomeOutlined',
    roles: ['manager', 'warehouse'],
    name: { tr: 'Depo', en: 'Warehouse', de: 'Lager' },
  },
  {
    id: 901,
    parent: 90,
    key: 'warehouseSettings',
    link: 'depo/ayar',
    icon: 'SettingOutlined',
    roles: ['manager', 'warehouse'],
    name: { tr: 'Depo Ayarları', en: 'Warehouse settings', de: 'Lagereinstellungen' },
  },
  {
    id: 902,
    parent: 90,
    key: 'productPicking',
    link: 'depo/uruntopla',
    icon: 'ShoppingCartOutlined',
    roles: ['manager', 'warehouse'],
    name: { tr: 'Ürün Toplama', en: 'Order picking', de: 'Kommissionierung' },
  },
  {
    id: 903,
    parent: 90,
    key: 'productShelving',
    link: 'depo/urunraf',
    icon: 'DatabaseOutlined',
    roles: ['manager', 'warehouse'],
    name: { tr: 'Ürün Raf Yerleştirme', en: 'Shelving', de: 'Einlagerung' },
  },
];
