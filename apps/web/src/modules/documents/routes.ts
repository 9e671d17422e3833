import { DOCUMENT_KINDS, MenuId } from '@kibo/contracts';
import type { RouteDef } from '../../platform/routing.ts';
import { CONVERSIONS } from './editor/conversions.ts';

const list = (name: Exclude<keyof typeof import('./DocumentList.tsx'), 'DocumentList'>) => () =>
  import('./DocumentList.tsx').then((screens) => ({ default: screens[name] }));

const offline = (name: keyof typeof import('../offline/OfflineDataPage.tsx')) => () =>
  import('../offline/OfflineDataPage.tsx').then((screens) => ({ default: screens[name] }));

const editor = () =>
  import('./editor/DocumentEditor.tsx').then((screens) => ({ default: screens.DocumentEditor }));

/** The editor serves every document type's `yeni`, `duzen/:id` and `kopya/:id` routes, and the conversions. */
const EDITOR_PATHS = new Set([
  // Till receipts have a screen of their own (`/fis/pos/yeni`), not the document editor.
  ...Object.values(DOCUMENT_KINDS).flatMap((kind) =>
    'pos' in kind ? [] : ['yeni', 'duzen/:id', 'kopya/:id'].map((action) => `/fis/${kind.route}/${action}`),
  ),
  ...Object.keys(CONVERSIONS).map((name) => `/fis/${name}/:id`),
]);

const declared: RouteDef[] = [
  {
    path: '/fis/offline/urun',
    titleKey: 'routes.documents.offlineProducts',
    menuId: MenuId.offlineProducts,
    screen: offline('OfflineItemsPage'),
  },
  {
    path: '/fis/offline/cari',
    titleKey: 'routes.documents.offlineAccounts',
    menuId: MenuId.offlineAccounts,
    screen: offline('OfflineAccountsPage'),
  },
  {
    path: '/fis/offline/fis',
    titleKey: 'routes.documents.offlineDocuments',
    menuId: MenuId.offlineDocuments,
    screen: () =>
      import('../pos/outbox/OfflineReceiptsPage.tsx').then((screens) => ({
        default: screens.OfflineReceiptsPage,
      })),
  },
  {
    path: '/fis/satis/islem',
    titleKey: 'routes.documents.salesTransactions',
    menuId: MenuId.salesTransactions,
    screen: list('SalesDocumentsPage'),
  },
  {
    path: '/fis/alis/islem',
    titleKey: 'routes.documents.purchaseTransactions',
    menuId: MenuId.purchaseTransactions,
    screen: list('PurchaseDocumentsPage'),
  },
  {
    path: '/fis/donusum',
    titleKey: 'routes.documents.conversion',
    menuId: MenuId.documentConversion,
    screen: list('ConversionWaitingPage'),
  },
  {
    path: '/fis/irsaliye/list',
    titleKey: 'routes.documents.waybillList',
    menuId: MenuId.waybillList,
    screen: list('WaybillListPage'),
  },
  {
    path: '/fis/stok/virman/list',
    titleKey: 'routes.documents.stockTransferList',
    menuId: MenuId.stockTransferList,
    screen: list('TransferListPage'),
  },
  {
    path: '/fis/ayar',
    titleKey: 'routes.documents.settings',
    menuId: MenuId.documentSettings,
    screen: list('DocumentSettingsPage'),
  },
  {
    path: '/fis/birimtakip/:id?',
    titleKey: 'routes.documents.unitTracking',
    menuId: MenuId.unitTracking,
    screen: () => import('./UnitTracking.tsx').then((screens) => ({ default: screens.UnitTrackingPage })),
  },
  { path: '/fis/takip/yeni', titleKey: 'routes.documents.trackingNew', menuId: MenuId.trackingSlip },
  { path: '/fis/takip/duzen/:id', titleKey: 'routes.documents.trackingEdit', menuId: MenuId.trackingSlip },
  {
    path: '/fis/pos/yeni',
    titleKey: 'routes.documents.posNew',
    menuId: MenuId.pos,
    screen: () => import('../pos/TillPage.tsx').then((page) => ({ default: page.TillPage })),
  },
  {
    path: '/fis/pos/duzen/:id',
    titleKey: 'routes.documents.posEdit',
    menuId: MenuId.pos,
    screen: () =>
      import('../pos/receipt/SavedReceiptPage.tsx').then((page) => ({ default: page.SavedReceiptPage })),
  },
  {
    path: '/fis/pos/kopya/:id',
    titleKey: 'routes.documents.posCopy',
    menuId: MenuId.pos,
    screen: () => import('../pos/TillCopy.tsx').then((page) => ({ default: page.TillCopy })),
  },
  {
    path: '/fis/posmasa/yeni',
    titleKey: 'routes.documents.posTableNew',
    menuId: MenuId.posTable,
    screen: () => import('../pos-tables/FloorPage.tsx').then((page) => ({ default: page.FloorPage })),
  },
  {
    path: '/fis/posmasa/duzen/:id',
    titleKey: 'routes.documents.posTableEdit',
    menuId: MenuId.posTable,
    screen: () => import('../pos-tables/OrderPage.tsx').then((page) => ({ default: page.OrderPage })),
  },
  {
    path: '/fis/fatura/satis/yeni',
    titleKey: 'routes.documents.salesInvoiceNew',
    menuId: MenuId.salesInvoice,
  },
  {
    path: '/fis/fatura/satis/duzen/:id',
    titleKey: 'routes.documents.salesInvoiceEdit',
    menuId: MenuId.salesInvoice,
  },
  {
    path: '/fis/fatura/satis/kopya/:id',
    titleKey: 'routes.documents.salesInvoiceCopy',
    menuId: MenuId.salesInvoice,
  },
  { path: '/fis/iade/satis/yeni', titleKey: 'routes.documents.salesReturnNew', menuId: MenuId.salesReturn },
  {
    path: '/fis/iade/satis/duzen/:id',
    titleKey: 'routes.documents.salesReturnEdit',
    menuId: MenuId.salesReturn,
  },
  {
    path: '/fis/fatura/alis/yeni',
    titleKey: 'routes.documents.purchaseInvoiceNew',
    menuId: MenuId.purchaseInvoice,
  },
  {
    path: '/fis/fatura/alis/duzen/:id',
    titleKey: 'routes.documents.purchaseInvoiceEdit',
    menuId: MenuId.purchaseInvoice,
  },
  {
    path: '/fis/iade/alis/yeni',
    titleKey: 'routes.documents.purchaseReturnNew',
    menuId: MenuId.purchaseReturn,
  },
  {
    path: '/fis/iade/alis/duzen/:id',
    titleKey: 'routes.documents.purchaseReturnEdit',
    menuId: MenuId.purchaseReturn,
  },
  { path: '/fis/siparis/satis/yeni', titleKey: 'routes.documents.salesOrderNew', menuId: MenuId.salesOrder },
  {
    path: '/fis/siparis/satis/duzen/:id',
    titleKey: 'routes.documents.salesOrderEdit',
    menuId: MenuId.salesOrder,
  },
  {
    path: '/fis/siparis/satinalma/yeni',
    titleKey: 'routes.documents.purchaseOrderNew',
    menuId: MenuId.purchaseOrder,
  },
  {
    path: '/fis/siparis/satinalma/duzen/:id',
    titleKey: 'routes.documents.purchaseOrderEdit',
    menuId: MenuId.purchaseOrder,
  },
  { path: '/fis/stok/giris/yeni', titleKey: 'routes.documents.stockInNew', menuId: MenuId.stockIn },
  { path: '/fis/stok/giris/duzen/:id', titleKey: 'routes.documents.stockInEdit', menuId: MenuId.stockIn },
  { path: '/fis/stok/cikis/yeni', titleKey: 'routes.documents.stockOutNew', menuId: MenuId.stockOut },
  { path: '/fis/stok/cikis/duzen/:id', titleKey: 'routes.documents.stockOutEdit', menuId: MenuId.stockOut },
  { path: '/fis/irsaliye/giris/yeni', titleKey: 'routes.documents.waybillInNew', menuId: MenuId.waybillIn },
  {
    path: '/fis/irsaliye/giris/duzen/:id',
    titleKey: 'routes.documents.waybillInEdit',
    menuId: MenuId.waybillIn,
  },
  { path: '/fis/irsaliye/cikis/yeni', titleKey: 'routes.documents.waybillOutNew', menuId: MenuId.waybillOut },
  {
    path: '/fis/irsaliye/cikis/duzen/:id',
    titleKey: 'routes.documents.waybillOutEdit',
    menuId: MenuId.waybillOut,
  },
  {
    path: '/fis/stok/virman/yeni',
    titleKey: 'routes.documents.stockTransferNew',
    menuId: MenuId.stockTransfer,
  },
  {
    path: '/fis/stok/virman/duzen/:id',
    titleKey: 'routes.documents.stockTransferEdit',
    menuId: MenuId.stockTransfer,
  },
  {
    path: '/fis/sepetToFatura/:id',
    titleKey: 'routes.documents.basketToInvoice',
    menuId: MenuId.salesInvoice,
  },
  { path: '/fis/sepetToSiparis/:id', titleKey: 'routes.documents.basketToOrder', menuId: MenuId.salesOrder },
  {
    path: '/fis/siparisToSatisFatura/:id',
    titleKey: 'routes.documents.orderToSalesInvoice',
    menuId: MenuId.salesInvoice,
  },
  {
    path: '/fis/siparisToSatisIrsaliye/:id',
    titleKey: 'routes.documents.orderToSalesWaybill',
    menuId: MenuId.waybillOut,
  },
  {
    path: '/fis/siparisToAlisFatura/:id',
    titleKey: 'routes.documents.orderToPurchaseInvoice',
    menuId: MenuId.purchaseInvoice,
  },
  {
    path: '/fis/siparisToAlisIrsaliye/:id',
    titleKey: 'routes.documents.orderToPurchaseWaybill',
    menuId: MenuId.waybillIn,
  },
  {
    path: '/fis/irsaliyeToFatura/:id',
    titleKey: 'routes.documents.waybillToInvoice',
    menuId: MenuId.salesInvoice,
  },
  {
    path: '/fis/siparisToSatisVirman/:id',
    titleKey: 'routes.documents.orderToTransfer',
    menuId: MenuId.stockTransfer,
  },
];

export const routes: RouteDef[] = declared.map((route) =>
  EDITOR_PATHS.has(route.path) ? { ...route, screen: editor } : route,
);
