import type { MenuDef } from '../catalogue.ts';

/** 20 Satın Alma: the group and its entries. */
export const purchaseDocumentsMenus: MenuDef[] = [
  {
    id: 20,
    parent: 0,
    key: 'purchaseDocuments',
    link: '',
    icon: 'ShoppingOutlined',
    roles: ['manager', 'accountant'],
    name: { tr: 'Satın Alma', en: 'Purchasing', de: 'Einkauf' },
    suffix: '/yeni',
  },
  {
    id: 201,
    parent: 20,
    key: 'purchaseInvoice',
    link: 'fis/fatura/alis',
    icon: 'FileTextOutlined',
    roles: ['manager', 'accountant'],
    name: { tr: 'Alış Faturası', en: 'Purchase invoice', de: 'Eingangsrechnung' },
  },
  {
    id: 202,
    parent: 20,
    key: 'purchaseReturn',
    link: 'fis/iade/alis',
    icon: 'RollbackOutlined',
    roles: ['manager', 'accountant'],
    name: { tr: 'Alış İade Faturası', en: 'Purchase return invoice', de: 'Lieferantenretoure' },
  },
  {
    id: 203,
    parent: 20,
    key: 'purchaseOrder',
    link: 'fis/siparis/satinalma',
    icon: 'SolutionOutlined',
    roles: ['manager'],
    name: { tr: 'Satın Alma Siparişi', en: 'Purchase order', de: 'Bestellung' },
  },
];
