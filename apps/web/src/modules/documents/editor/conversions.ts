import type { DocumentKindName } from '@kibo/contracts';

/** What a conversion starts from: saved documents of these types, or a basket suspended at the till. */
type ConversionSource = DocumentKindName | 'posBasket';

/**
 * Conversions by source id (`/fis/siparisToSatisIrsaliye/:id`…): which documents they start from and
 * the type they make; the new document carries the source lines' remaining quantities.
 */
export const CONVERSIONS = {
  siparisToSatisFatura: { from: ['salesOrder'], title: 'orderToSalesInvoice' },
  siparisToSatisIrsaliye: { from: ['salesOrder'], title: 'orderToSalesWaybill' },
  siparisToAlisFatura: { from: ['purchaseOrder'], title: 'orderToPurchaseInvoice' },
  siparisToAlisIrsaliye: { from: ['purchaseOrder'], title: 'orderToPurchaseWaybill' },
  irsaliyeToFatura: { from: ['despatchOut', 'despatchIn'], title: 'waybillToInvoice' },
  siparisToSatisVirman: { from: ['salesOrder'], title: 'orderToTransfer' },
  // A basket suspended at the till (`pos_baskets`): read from `/api/pos/baskets/:id` and saved through
  // it, so the basket goes in the transaction that makes the document (`editor/sources.ts`).
  sepetToFatura: { from: ['posBasket'], title: 'basketToInvoice' },
  sepetToSiparis: { from: ['posBasket'], title: 'basketToOrder' },
} as const satisfies Record<string, { from: readonly ConversionSource[]; title: string }>;
export type ConversionName = keyof typeof CONVERSIONS;
