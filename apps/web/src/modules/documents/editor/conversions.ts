import type { DocumentKindName } from '@kibo/contracts';

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
} as const satisfies Record<string, { from: readonly DocumentKindName[]; title: string }>;
export type ConversionName = keyof typeof CONVERSIONS;
