import { DOCUMENT_KINDS, type DocumentKindName } from '@kibo/contracts';
import { Big, round, specialBaseShare } from '@kibo/domain';
import { CONVERSIONS, type ConversionName } from './conversions.ts';
import { type EditorLine, lineKey } from './lines.ts';

export { CONVERSIONS, type ConversionName };

// What the editor reads from a saved document and the address it was opened at.

export interface Header {
  seriesId: number | null;
  date: string;
  time: string;
  dueDate: string | null;
  accountId: number | null;
  warehouseId: number | null;
  targetWarehouseId: number | null;
  currency: string;
  exchangeRate: string;
  priceList: string;
  pricesIncludeVat: boolean;
  counterpartyNo: string;
  shippingAddress: string;
  description: string;
  discountKind: 'percent' | 'amount';
  discountValue: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the saved document is read loosely and shown as it came
export type SavedDocument = Record<string, any>;

/** The document type of an editor route: `/fis/fatura/satis/yeni` is a sales invoice. */
export const kindOfPath = (pathname: string): DocumentKindName =>
  (Object.keys(DOCUMENT_KINDS) as DocumentKindName[]).find((name) =>
    pathname.startsWith(`/fis/${DOCUMENT_KINDS[name].route}/`),
  ) ?? 'salesInvoice';

const pad = (value: number) => String(value).padStart(2, '0');
export const now = () => {
  const date = new Date();
  return {
    date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
};

export function headerOf(document: SavedDocument): Header {
  return {
    seriesId: document.seriesId,
    date: document.date,
    time: document.time,
    dueDate: document.dueDate,
    accountId: document.accountId,
    warehouseId: document.warehouseId,
    targetWarehouseId: document.targetWarehouseId,
    currency: document.currency,
    exchangeRate: document.exchangeRate,
    priceList: document.priceList,
    pricesIncludeVat: document.pricesIncludeVat,
    counterpartyNo: document.counterpartyNo,
    shippingAddress: document.shippingAddress,
    description: document.description,
    discountKind: document.discountKind ?? 'percent',
    discountValue: document.discountValue ?? '0',
  };
}

export const linesOf = (document: SavedDocument): EditorLine[] =>
  document.lines.map((line: SavedDocument) => ({
    key: lineKey(),
    itemId: line.itemId,
    itemCode: line.itemCode,
    itemName: line.itemName,
    description: line.description,
    quantity: line.quantity,
    unitId: line.unitId,
    units: line.units,
    unitPrice: line.unitPrice,
    discounts: [0, 1, 2].map((index) => line.discounts[index] ?? '0') as EditorLine['discounts'],
    vatRate: String(Number(line.vatRate)),
    otvRate: line.otvRate,
    withholding: line.withholding,
    withholdingCode: line.withholdingCode ?? '',
    exemptionCode: line.exemptionCode ?? '',
    specialBase: line.specialBase ?? '',
    sourceLineId: line.sourceLineId,
    categoryId: null,
    listPrice: line.unitPrice,
    offerId: null,
  }));

const TARGETS: Record<ConversionName, (source: string) => DocumentKindName> = {
  siparisToSatisFatura: () => 'salesInvoice',
  siparisToSatisIrsaliye: () => 'despatchOut',
  siparisToAlisFatura: () => 'purchaseInvoice',
  siparisToAlisIrsaliye: () => 'despatchIn',
  irsaliyeToFatura: (source) => (source === 'despatchIn' ? 'purchaseInvoice' : 'salesInvoice'),
  siparisToSatisVirman: () => 'stockTransfer',
  sepetToFatura: () => 'salesInvoice',
  sepetToSiparis: () => 'salesOrder',
};

export const conversionOfPath = (pathname: string): ConversionName | undefined =>
  (Object.keys(CONVERSIONS) as ConversionName[]).find((name) => pathname.startsWith(`/fis/${name}/`));

export const conversionTarget = (name: ConversionName, source: string): DocumentKindName =>
  TARGETS[name](source);

/** The conversions a saved document offers (an order to a waybill or invoice, a waybill to an invoice). */
export const conversionsFrom = (docType: string): ConversionName[] =>
  (Object.keys(CONVERSIONS) as ConversionName[]).filter((name) =>
    (CONVERSIONS[name].from as readonly string[]).includes(docType),
  );

/** The source's lines still to supply or invoice, in each line's own unit, pointing back at it. */
export const remainingLines = (source: SavedDocument): EditorLine[] =>
  linesOf(source)
    .map((line, index) => {
      const saved = source.lines[index];
      const factor = new Big(saved.unitFactor || 1);
      const left = new Big(saved.quantity)
        .times(factor)
        .minus(saved.suppliedQuantity || 0)
        .div(factor);
      const quantity = round(left, 4);
      // What is left bears its share of the line's special base, not the whole of it.
      const specialBase = specialBaseShare(line.specialBase, quantity, line.quantity) ?? '';
      return { ...line, key: lineKey(), quantity, specialBase, sourceLineId: saved.id as number };
    })
    .filter((line) => Number(line.quantity) > 0);

/**
 * `?lines=12:5,13:7`: the items and quantities (main units) a new document opens with — the
 * procurement page's shortages becoming a purchase order.
 */
export const prefillOf = (search: string): { itemId: number; quantity: string }[] =>
  (new URLSearchParams(search).get('lines') ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter(([id, quantity]) => Number(id) > 0 && Number(quantity) > 0)
    .map(([id, quantity]) => ({ itemId: Number(id), quantity: quantity! }));
