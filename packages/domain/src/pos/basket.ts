import {
  type DocumentDiscount,
  type DocumentTotals,
  documentTotals,
  type TotalsLine,
} from '../documents/totals.ts';
import { Big, round } from '../money.ts';

// A basket suspended at the till becomes a sales invoice or order (sepetToFatura / sepetToSiparis).
// Its prices are the till's, VAT included; the new document is written on the company's basis. On
// either basis the customer pays what the till showed: the document's total is the basket's.

export interface BasketOnDocument<T> {
  /** The basis the document is written on: the one asked for, unless its total cannot be the basket's. */
  pricesIncludeVat: boolean;
  /** The basket's lines with their unit prices on that basis; discounts and the rest as they were. */
  lines: T[];
  /** The receipt discount on that basis (an amount without VAT on a VAT-excluded document). */
  documentDiscount: DocumentDiscount | null;
  /** What the basket comes to, VAT included, as the till stored it. */
  total: string;
}

const HUNDRED = new Big(100);
const KURUS = new Big('0.01');
const HALF_KURUS = new Big('0.005');
const TEN_THOUSANDTH = new Big('0.0001');
/** The kuruş a line's amount may move by to bring its VAT group to what the till charged, nearest first. */
const MOVES = [1, -1, 2, -2, 3, -3, 4, -4, 5, -5];

/** Each VAT rate's base + VAT: what the lines of that rate come to, taxes included. */
const byRate = (totals: DocumentTotals) =>
  new Map(totals.vatByRate.map((group) => [group.rate, new Big(group.base).plus(group.vat).toFixed(2)]));

const rateOf = (line: TotalsLine) => new Big(line.vatRate || 0).toString();
const netOf = (line: TotalsLine) =>
  new Big(line.unitPrice || 0).times(HUNDRED).div(HUNDRED.plus(line.vatRate || 0));

/**
 * The four-decimal unit price nearest `exact` at which `quantity` comes to `amount` (quantity × price
 * rounded half up to kuruş), or none where no four-decimal price lands there.
 */
function priceFor(quantity: Big, amount: Big, exact: Big): string | null {
  const lowest = amount.minus(HALF_KURUS).div(quantity).round(4, Big.roundUp);
  const highest = amount.plus(HALF_KURUS).div(quantity).round(4, Big.roundUp).minus(TEN_THOUSANDTH);
  if (lowest.gt(highest) || highest.lt(0)) return null;
  const nearest = exact.round(4, Big.roundHalfUp);
  const price = nearest.lt(lowest) ? lowest : nearest.gt(highest) ? highest : nearest;
  return price.toFixed(4);
}

/**
 * The basket's lines and receipt discount priced as a document with `pricesIncludeVat`. Without VAT
 * each unit price is the till's price less its VAT to four decimals, and an amount discount loses its
 * VAT share in the same proportion. Those roundings can leave a VAT group a kuruş off what the till
 * charged for it; the group's largest line then takes the price nearest its own that brings the group
 * back (its amount moved by the fewest kuruş). VAT is charged on kuruş bases, so some totals cannot be
 * met without VAT at all (9,99 at 20 %: a base of 8,32 makes 9,98, of 8,33 makes 10,00): such a basket
 * keeps its VAT-included prices, so the document asks for exactly what the customer was told.
 */
export function basketOnDocument<T extends TotalsLine>(
  basket: { lines: readonly T[]; receiptDiscount: DocumentDiscount | null },
  pricesIncludeVat: boolean,
): BasketOnDocument<T> {
  const asSold = { lines: [...basket.lines], documentDiscount: basket.receiptDiscount };
  const sold = documentTotals({ ...asSold, pricesIncludeVat: true });
  if (pricesIncludeVat) return { ...asSold, pricesIncludeVat, total: sold.payable };

  let lines = basket.lines.map((line) => ({ ...line, unitPrice: round(netOf(line), 4) }));
  let documentDiscount = basket.receiptDiscount;
  if (documentDiscount?.kind === 'amount') {
    const gross = new Big(documentTotals({ lines: basket.lines, pricesIncludeVat: true }).payable);
    const net = documentTotals({ lines, pricesIncludeVat: false }).netTotal;
    const value = gross.gt(0) ? round(new Big(documentDiscount.value).times(net).div(gross)) : '0.00';
    documentDiscount = { kind: 'amount', value };
  }
  const wanted = byRate(sold);
  const groupOf = (candidate: T[], rate: string) =>
    byRate(documentTotals({ lines: candidate, documentDiscount, pricesIncludeVat: false })).get(rate);
  for (const rate of wanted.keys()) {
    if (groupOf(lines, rate) === wanted.get(rate)) continue;
    const amountOf = (line: TotalsLine) =>
      new Big(round(new Big(line.quantity || 0).times(line.unitPrice || 0)));
    const largest = lines.reduce<number>(
      (best, line, index) =>
        rateOf(line) === rate && (best < 0 || amountOf(line).gt(amountOf(lines[best]!))) ? index : best,
      -1,
    );
    const line = lines[largest]!;
    for (const move of MOVES) {
      const amount = amountOf(line).plus(KURUS.times(move));
      const price = priceFor(new Big(line.quantity), amount, netOf(basket.lines[largest]!));
      if (price === null) continue;
      const candidate = lines.map((each, index) =>
        index === largest ? { ...each, unitPrice: price } : each,
      );
      if (groupOf(candidate, rate) !== wanted.get(rate)) continue;
      lines = candidate;
      break;
    }
  }
  const total = documentTotals({ lines, documentDiscount, pricesIncludeVat: false }).payable;
  if (total !== sold.payable) return { ...asSold, pricesIncludeVat: true, total: sold.payable };
  return { lines, documentDiscount, pricesIncludeVat: false, total };
}
