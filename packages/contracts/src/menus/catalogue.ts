import type { RoleCode } from '../platform/roles.ts';
import { salesDocumentsMenus } from './groups/010-salesDocuments.ts';
import { purchaseDocumentsMenus } from './groups/020-purchaseDocuments.ts';
import { waybillDocumentsMenus } from './groups/030-waybillDocuments.ts';
import { stockMenus } from './groups/040-stock.ts';
import { accountsMenus } from './groups/050-accounts.ts';
import { cashMenus } from './groups/060-cash.ts';
import { chequesMenus } from './groups/070-cheques.ts';
import { documentsMenus } from './groups/076-documents.ts';
import { ordersMenus } from './groups/080-orders.ts';
import { warehouseMenus } from './groups/090-warehouse.ts';
import { reportsMenus } from './groups/100-reports.ts';
import { einvoiceMenus } from './groups/110-einvoice.ts';
import { cargoMenus } from './groups/120-cargo.ts';
import { integrationsMenus } from './groups/130-integrations.ts';
import { catalogueMenus } from './groups/140-catalogue.ts';
import { libraryMenus } from './groups/150-library.ts';
import { secondhandMenus } from './groups/160-secondhand.ts';
import { qrMenuMenus } from './groups/170-qrMenu.ts';
import { b2bMenus } from './groups/180-b2b.ts';
import { commissionMenus } from './groups/190-commission.ts';
import { institutionMenus } from './groups/200-institution.ts';
import { notesMessagesMenus } from './groups/210-notesMessages.ts';
import { systemMenus } from './groups/220-system.ts';
import { licensingMenus } from './groups/230-licensing.ts';

/** A menu entry's label in each interface language. */
export interface MenuName {
  tr: string;
  en: string;
  de: string;
}

/**
 * One entry of the menu catalogue. The server builds each user's menu (items.menus of modules/frontappui)
 * from this list, the user's role and the extra menu ids granted to the user; the web routes and the
 * server's API permission checks refer to the same ids through `MenuId`.
 */
export interface MenuDef {
  /** Stable id, never reused. Groups are 10, 20, 30, … (plus 76); children are group * 10 + n. */
  id: number;
  /** 0 = a group (top level), else the group's id. */
  parent: number;
  /** Short english camelCase key, unique; also the entry's name in `MenuId`. */
  key: string;
  /** Route path without leading slash, relative to the group's prefix/suffix; '' for groups. */
  link: string;
  /** Ant Design icon component name. */
  icon: string;
  /** Non-admin roles that get this entry by default ('admin' sees everything and is never listed). */
  roles: RoleCode[];
  name: MenuName;
  /** Groups only: prepended to each child's link by the client (menu 76 has 'fis/'). */
  prefix?: string;
  /** Groups only: appended to each child's link (document-entry groups have '/yeni'). */
  suffix?: string;
}

/**
 * Named menu ids, used by the server's API permission checks and by the web routes (`RouteDef.menuId`).
 * Every catalogue entry is named here by its `key`.
 */
export const MenuId = {
  // 10 Satış
  salesDocuments: 10,
  salesInvoice: 101,
  salesReturn: 102,
  salesOrder: 103,
  pos: 104,
  posTable: 105,
  trackingSlip: 106,
  // 20 Satın Alma
  purchaseDocuments: 20,
  purchaseInvoice: 201,
  purchaseReturn: 202,
  purchaseOrder: 203,
  // 30 İrsaliye ve Stok Fişleri
  waybillDocuments: 30,
  waybillIn: 301,
  waybillOut: 302,
  stockIn: 303,
  stockOut: 304,
  stockTransfer: 305,
  // 40 Stok
  stock: 40,
  stockList: 401,
  stockCategories: 402,
  stockPersons: 403,
  stockLocations: 404,
  stockTypes: 405,
  stockDepots: 406,
  stockProducers: 407,
  stockSlips: 408,
  stockTransactions: 409,
  stockUnits: 410,
  stockVariants: 411,
  // 50 Cari Hesaplar
  accounts: 50,
  accountCards: 501,
  accountBalances: 502,
  accountStatement: 503,
  instalmentAccounts: 504,
  accountTransactions: 505,
  accountServices: 506,
  accountCredit: 507,
  accountDebit: 508,
  accountTransfer: 509,
  pointsIn: 510,
  pointsOut: 511,
  // 60 Kasa ve Banka
  cash: 60,
  cashRegisters: 601,
  incomeExpenseItems: 602,
  incomeExpenseMovements: 603,
  cashTransactions: 604,
  cashCredit: 605,
  cashDebit: 606,
  cashCollection: 607,
  cashPayment: 608,
  cashTransfer: 609,
  // 70 Çek/Senet
  cheques: 70,
  chequeList: 701,
  chequeTransactions: 702,
  chequeIn: 703,
  chequeInReturn: 704,
  chequeOut: 705,
  chequeOutReturn: 706,
  chequeCollection: 707,
  chequePayment: 708,
  // 76 Fişler
  documents: 76,
  salesTransactions: 761,
  purchaseTransactions: 762,
  waybillList: 763,
  stockTransferList: 764,
  documentConversion: 765,
  documentSettings: 766,
  offlineDocuments: 767,
  offlineProducts: 768,
  offlineAccounts: 769,
  unitTracking: 770,
  // 80 Sipariş ve İş Takibi
  orders: 80,
  orderList: 801,
  orderTracking: 802,
  ordersNotSupplied: 803,
  jobTracking: 804,
  jobTrackingEntries: 805,
  jobSales: 806,
  // 90 Depo
  warehouse: 90,
  warehouseSettings: 901,
  productPicking: 902,
  productShelving: 903,
  // 100 Raporlar
  reports: 100,
  reportManagementSales: 1001,
  reportAccountTransactions: 1002,
  reportInvoiceList: 1003,
  reportCashTransactions: 1004,
  reportStockBalance: 1005,
  reportProductSupply: 1006,
  reportStockTransactions: 1007,
  reportPurchaseSales: 1008,
  reportSalesProfit: 1009,
  reportSalesByGroup: 1010,
  reportZCashSales: 1011,
  reportInvoiceProfit: 1012,
  reportAccountBalance: 1013,
  // 110 E-Dönüşüm
  einvoice: 110,
  uyumsoftSettings: 1101,
  uyumsoftSend: 1102,
  uyumsoftIncoming: 1103,
  uyumsoftOutgoing: 1104,
  mysoftSettings: 1105,
  mysoftSend: 1106,
  mysoftIncoming: 1107,
  mysoftOutgoing: 1108,
  mysoftWaybillSend: 1109,
  mysoftWaybillOutgoing: 1110,
  mysoftWaybillIncoming: 1111,
  edmSettings: 1112,
  edmSend: 1113,
  edmIncoming: 1114,
  edmOutgoing: 1115,
  // 120 Kargo
  cargo: 120,
  suratCargoSettings: 1201,
  suratCargoSend: 1202,
  arasCargoSettings: 1203,
  arasCargoSend: 1204,
  yurticiCargoSettings: 1205,
  yurticiCargoSend: 1206,
  mngCargoSettings: 1207,
  mngCargoSend: 1208,
  pttCargoSettings: 1209,
  pttCargoSend: 1210,
  cargoDefinitions: 1211,
  // 130 Pazaryeri ve Entegrasyonlar
  integrations: 130,
  marketplaceSettings: 1301,
  marketplaceOrders: 1302,
  catalogSettings: 1303,
  catalogTransactions: 1304,
  catalogStockUpdate: 1305,
  catalogQuantityUpdate: 1306,
  mikroSettings: 1307,
  mikroStockUpdate: 1308,
  mikroDocuments: 1309,
  mobileSettings: 1310,
  mobileStockUpdate: 1311,
  mobileTransactions: 1312,
  virtualPosSettings: 1313,
  transferService: 1314,
  // 140 Katalog Ürünleri
  catalogue: 140,
  catalogueProductList: 1401,
  catalogueProducts: 1402,
  catalogueStoreComparison: 1403,
  catalogueProductControl: 1404,
  catalogueProducers: 1405,
  setDefinitions: 1406,
  setProduction: 1407,
  readerSettings: 1408,
  readerProductSearch: 1409,
  readerProductView: 1410,
  // 150 Kütüphane
  library: 150,
  libraryLend: 1501,
  libraryReturn: 1502,
  libraryMembers: 1503,
  libraryLoans: 1504,
  librarySlips: 1505,
  librarySettings: 1506,
  // 160 Sahaf
  secondhand: 160,
  secondhandSettings: 1601,
  // 170 QR Menü
  qrMenu: 170,
  qrMenuSettings: 1701,
  // 180 B2B
  b2b: 180,
  b2bSettings: 1801,
  b2bTransactions: 1802,
  b2bShipping: 1803,
  b2bPaymentTypes: 1804,
  b2bBankAccounts: 1805,
  b2bCampaigns: 1806,
  b2bContentPages: 1807,
  b2bAccountStockView: 1808,
  // 190 Komisyon
  commission: 190,
  commissionDefinitions: 1901,
  commissionReports: 1902,
  // 200 Kurum Takibi
  institution: 200,
  institutionTracking: 2001,
  // 210 Notlar ve Mesajlar
  notesMessages: 210,
  notes: 2101,
  tasks: 2102,
  messages: 2103,
  messageTemplates: 2104,
  messageSettings: 2105,
  // 220 Sistem
  system: 220,
  generalSettings: 2201,
  companyInfo: 2202,
  discounts: 2203,
  documentTypes: 2204,
  currencies: 2205,
  loyaltyPoints: 2206,
  invoiceDesign: 2207,
  labels: 2208,
  authorisedDevices: 2209,
  updateNotes: 2210,
  users: 2211,
  // 230 Lisans Yönetimi
  licensing: 230,
  licenceCompanies: 2301,
  licenceUsers: 2302,
} as const;
export type MenuKey = keyof typeof MenuId;

/** The whole menu in display order: each group followed by its entries. */
export const MENU_CATALOGUE: readonly MenuDef[] = [
  ...salesDocumentsMenus,
  ...purchaseDocumentsMenus,
  ...waybillDocumentsMenus,
  ...stockMenus,
  ...accountsMenus,
  ...cashMenus,
  ...chequesMenus,
  ...documentsMenus,
  ...ordersMenus,
  ...warehouseMenus,
  ...reportsMenus,
  ...einvoiceMenus,
  ...cargoMenus,
  ...integrationsMenus,
  ...catalogueMenus,
  ...libraryMenus,
  ...secondhandMenus,
  ...qrMenuMenus,
  ...b2bMenus,
  ...commissionMenus,
  ...institutionMenus,
  ...notesMessagesMenus,
  ...systemMenus,
  ...licensingMenus,
];

export const menuById: ReadonlyMap<number, MenuDef> = new Map(MENU_CATALOGUE.map((m) => [m.id, m]));
