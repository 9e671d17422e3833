import type { MenuDef } from '../catalogue.ts';

/** 190 Komisyon: the group and its entries. */
export const commissionMenus: MenuDef[] = [
  {
    id: 190,
    parent: 0,
    key: 'commission',
    link: '',
    icon: 'PercentageOutlined',
    roles: ['manager', 'accountant'],
    name: { tr: 'Komisyon', en: 'Commission', de: 'Provision' },
  },
  {
    id: 1901,
    parent: 190,
    key: 'commissionDefinitions',
    link: 'komisyon/tanimlar',
    icon: 'ControlOutlined',
    roles: ['manager', 'accountant'],
    name: { tr: 'Komisyon Tanımları', en: 'Commission definitions', de: 'Provisionsdefinitionen' },
  },
  {
    id: 1902,
    parent: 190,
    key: 'commissionReports',
    link: 'komisyon/raporlar',
    icon: 'BarChartOutlined',
    roles: ['manager', 'accountant'],
    name: { tr: 'Komisyon Raporları', en: 'Commission reports', de: 'Provisionsberichte' },
  },
];
