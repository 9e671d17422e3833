import type { DocumentKind } from '@kibo/contracts';
import type { PosBasketInput } from '@kibo/contracts/resources';
import { basketOnDocument } from '@kibo/domain';
import { apiGet } from '../../../platform/api/client.ts';
import type { Header } from './document.ts';
import { cardOf } from './ItemAdder.tsx';
import { type EditorLine, type ItemRow, lineFromItem } from './lines.ts';

// `/fis/sepetToFatura/:id`, `/fis/sepetToSiparis/:id`: a basket suspended at the till (a customer who
// wants a proper invoice, or will collect later) opens as a new sales invoice or order.

/** A basket as `GET /api/pos/baskets/:id` answers it, with its items' stock cards, as the editor's source. */
export interface BasketSource {
  docType: 'posBasket';
  id: number;
  accountId: number | null;
  note: string;
  content: Pick<PosBasketInput, 'lines' | 'receiptDiscount'>;
  cards: ReadonlyMap<number, ItemRow>;
}

export const isBasket = (source: { docType?: unknown } | undefined): source is BasketSource =>
  source?.docType === 'posBasket';

/** Reads the basket and its items' cards (units, names); a basket no longer there is the editor's to say. */
export async function readBasket(id: number): Promise<BasketSource> {
  const basket = await apiGet<Omit<BasketSource, 'docType' | 'cards'>>(`/pos/baskets/${id}`, undefined, {
    silent: true,
  });
  const itemIds = [...new Set(basket.content.lines.map((line) => line.itemId))];
  const cards = await Promise.all(itemIds.map(cardOf));
  return { ...basket, docType: 'posBasket', cards: new Map(cards.map((card) => [card.id, card])) };
}

/**
 * The basket's lines on the document's price basis (`basketOnDocument`: the total stays the basket's,
 * else the prices stay VAT-included), each at its card's VAT rate — the one in force on the document's
 * date; the till's prices include VAT, so the rate moves nothing the customer pays.
 */
export const pricedBasket = (basket: BasketSource, pricesIncludeVat: boolean) =>
  basketOnDocument(
    {
      lines: basket.content.lines.map((line) => ({
        ...line,
        vatRate: basket.cards.get(line.itemId)!.vatRate,
      })),
      receiptDiscount: basket.content.receiptDiscount,
    },
    pricesIncludeVat,
  );

/**
 * The new document as the basket opens it: its customer, the company's warehouse and today (`fresh`),
 * in lira as the till sold, the basket's note as its description; each line its item's card, the
 * basket's quantity, unit and discounts, the till's price on the company's basis (`pricedBasket`), the
 * receipt discount as the document's.
 */
export function basketStart(
  basket: BasketSource,
  fresh: Header,
  kind: DocumentKind,
): { header: Header; lines: EditorLine[] } {
  const priced = pricedBasket(basket, fresh.pricesIncludeVat);
  const lines = priced.lines.map((line) => {
    const card = basket.cards.get(line.itemId)!;
    return {
      ...lineFromItem(card, kind, fresh.priceList, priced.pricesIncludeVat),
      description: line.description,
      quantity: line.quantity,
      unitId: line.unitId ?? card.unitId,
      unitPrice: line.unitPrice,
      listPrice: line.unitPrice,
      discounts: [0, 1, 2].map((index) => line.discounts[index] ?? '0') as EditorLine['discounts'],
    };
  });
  const discount = priced.documentDiscount;
  return {
    header: {
      ...fresh,
      accountId: basket.accountId,
      description: basket.note,
      currency: 'TRY',
      exchangeRate: '1',
      pricesIncludeVat: priced.pricesIncludeVat,
      discountKind: discount?.kind ?? 'percent',
      discountValue: discount ? String(discount.value) : '0',
    },
    lines,
  };
}
