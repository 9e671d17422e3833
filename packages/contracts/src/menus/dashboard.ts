import type { MenuName } from './catalogue.ts';
import { MenuId } from './catalogue.ts';

export interface DashboardDef {
  id: number;
  key: string;
  /** shortcut: a tile to a screen; notes: the notes entry (shows the note button); figure: a summary figure. */
  kind: 'shortcut' | 'notes' | 'figure';
  link: string;
  icon: string;
  /** Shown to whoever may open this menu entry. */
  menuId: number;
  title: MenuName;
  /** A figure's report: where the tile leads whoever may open that report (else to `link`). */
  report?: { link: string; menuId: number };
}

/** Dashboard entries; figures come from the ledgers (`GET /api/dashboard/figures`). */
export const DASHBOARD_CATALOGUE: readonly DashboardDef[] = [
  {
    id: 1,
    key: 'todaySales',
    kind: 'figure',
    link: '/fis/satis/islem',
    icon: 'RiseOutlined',
    menuId: MenuId.salesTransactions,
    title: { tr: 'Bugünkü Satışlar', en: "Today's sales", de: 'Heutige Verkäufe' },
    report: { link: '/rapor/genelyonetimsatis', menuId: MenuId.reportManagementSales },
  },
  {
    id: 2,
    key: 'cashBalance',
    kind: 'figure',
    link: '/kasa/list',
    icon: 'WalletOutlined',
    menuId: MenuId.cashRegisters,
    title: { tr: 'Kasa Bakiyesi', en: 'Cash balance', de: 'Kassenbestand' },
    report: { link: '/rapor/kasaislem', menuId: MenuId.reportCashTransactions },
  },
  {
    id: 3,
    key: 'receivables',
    kind: 'figure',
    link: '/cari/list',
    icon: 'TeamOutlined',
    menuId: MenuId.accountBalances,
    title: { tr: 'Açık Alacaklar', en: 'Open receivables', de: 'Offene Forderungen' },
    report: { link: '/rapor/caribakiye?side=receivable', menuId: MenuId.reportAccountBalance },
  },
  {
    id: 4,
    key: 'lowStock',
    kind: 'figure',
    link: '/stok/list',
    icon: 'WarningOutlined',
    menuId: MenuId.stockList,
    title: {
      tr: 'Minimumun Altındaki Stoklar',
      en: 'Items below minimum',
      de: 'Artikel unter Mindestbestand',
    },
    report: { link: '/rapor/geneluruntedarik', menuId: MenuId.reportProductSupply },
  },
  {
    id: 5,
    key: 'receivablesDue',
    kind: 'figure',
    link: '/cari/list',
    icon: 'CalendarOutlined',
    menuId: MenuId.accountBalances,
    title: {
      tr: 'Bu Hafta Vadesi Gelen Alacaklar',
      en: 'Receivables due this week',
      de: 'Diese Woche fällige Forderungen',
    },
    report: { link: '/rapor/caribakiye?side=receivable', menuId: MenuId.reportAccountBalance },
  },
  {
    id: 6,
    key: 'payablesDue',
    kind: 'figure',
    link: '/cari/list',
    icon: 'CalendarOutlined',
    menuId: MenuId.accountBalances,
    title: {
      tr: 'Bu Hafta Vadesi Gelen Borçlar',
      en: 'Payables due this week',
      de: 'Diese Woche fällige Verbindlichkeiten',
    },
    report: { link: '/rapor/caribakiye?side=payable', menuId: MenuId.reportAccountBalance },
  },
  {
    id: 7,
    key: 'chequesDue',
    kind: 'figure',
    link: '/ceksenet/list',
    icon: 'BankOutlined',
    menuId: MenuId.chequeList,
    title: {
      tr: 'Bu Hafta Vadesi Gelen Çek/Senet',
      en: 'Cheques and notes due this week',
      de: 'Diese Woche fällige Schecks und Wechsel',
    },
  },
  {
    id: 8,
    key: 'openTills',
    kind: 'figure',
    link: '/kasa/list',
    icon: 'ShopOutlined',
    menuId: MenuId.cashRegisters,
    title: { tr: 'Açık Kasalar', en: 'Open tills', de: 'Offene Kassen' },
    report: { link: '/rapor/zkasasatis', menuId: MenuId.reportZCashSales },
  },
  {
    id: 10,
    key: 'newSalesInvoice',
    kind: 'shortcut',
    link: '/fis/fatura/satis/yeni',
    icon: 'FileTextOutlined',
    menuId: MenuId.salesInvoice,
    title: { tr: 'Yeni Satış Faturası', en: 'New sales invoice', de: 'Neue Verkaufsrechnung' },
  },
  {
    id: 11,
    key: 'pos',
    kind: 'shortcut',
    link: '/fis/pos/yeni',
    icon: 'ShoppingCartOutlined',
    menuId: MenuId.pos,
    title: { tr: 'Hızlı Satış (POS)', en: 'Point of sale', de: 'Kasse (POS)' },
  },
  {
    id: 12,
    key: 'stockList',
    kind: 'shortcut',
    link: '/stok/list',
    icon: 'AppstoreOutlined',
    menuId: MenuId.stockList,
    title: { tr: 'Stok Listesi', en: 'Stock list', de: 'Lagerliste' },
  },
  {
    id: 13,
    key: 'accountCards',
    kind: 'shortcut',
    link: '/cari/kartlist',
    icon: 'TeamOutlined',
    menuId: MenuId.accountCards,
    title: { tr: 'Cari Kartlar', en: 'Account cards', de: 'Kontokarten' },
  },
  {
    id: 14,
    key: 'cashCollection',
    kind: 'shortcut',
    link: '/kasa/tahsilat/yeni',
    icon: 'LiraOutlined',
    menuId: MenuId.cashCollection,
    title: { tr: 'Tahsilat', en: 'Collection', de: 'Zahlungseingang' },
  },
  {
    id: 15,
    key: 'libraryLend',
    kind: 'shortcut',
    link: '/kutuphane/odunc',
    icon: 'ReadOutlined',
    menuId: MenuId.libraryLend,
    title: { tr: 'Ödünç Ver', en: 'Lend', de: 'Ausleihen' },
  },
  {
    id: 16,
    key: 'users',
    kind: 'shortcut',
    link: '/sistem/kullanici',
    icon: 'UserOutlined',
    menuId: MenuId.users,
    title: { tr: 'Kullanıcılar', en: 'Users', de: 'Benutzer' },
  },
  {
    id: 17,
    key: 'licenceCompanies',
    kind: 'shortcut',
    link: '/modul/lisansyonetimi/firmalist',
    icon: 'SafetyCertificateOutlined',
    menuId: MenuId.licenceCompanies,
    title: { tr: 'Lisanslı Firmalar', en: 'Licensed companies', de: 'Lizenzierte Firmen' },
  },
  {
    id: 30,
    key: 'notes',
    kind: 'notes',
    link: '/not/list',
    icon: 'SnippetsOutlined',
    menuId: MenuId.notes,
    title: { tr: 'Notlar', en: 'Notes', de: 'Notizen' },
  },
];
