import type { MenuDef } from '../catalogue.ts';

/** 200 Kurum Takibi: the group and its entries. */
export const institutionMenus: MenuDef[] = [
  {
    id: 200,
    parent: 0,
    key: 'institution',
    link: '',
    icon: 'ApartmentOutlined',
    roles: ['manager'],
    name: { tr: 'Kurum Takibi', en: 'Institutions', de: 'Institutionen' },
  },
  {
    id: 2001,
    parent: 200,
    key: 'institutionTracking',
    link: 'kurum/takip',
    icon: 'AuditOutlined',
    roles: ['manager'],
    name: { tr: 'Kurum Takibi', en: 'Institution tracking', de: 'Institutionsverfolgung' },
  },
];
