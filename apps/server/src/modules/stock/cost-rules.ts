import { type DocumentKindName, kindOf } from '@kibo/contracts';
import { Big, type CostMove } from '@kibo/domain';

// Which moves bring their own cost and at what price (docs/decisions/0002-cost-and-reports.md), for
// the posting and the re-costing job alike.

/** A line's amounts as its document stores them: net and ÖTV in the document's currency. */
export interface PricedLine {
  net: string;
  otv: string;
  /** The document's exchange rate to lira. */
  rate: string;
  /** The line's quantity in the item's main unit. */
  base: string;
}

/** What decides a move's cost: its document's type, its signed quantity and its line. */
export interface MoveSource {
  docType: DocumentKindName;
  quantity: Big;
  line: PricedLine;
  /** A waybill line a purchase invoice has invoiced: the invoice line's amounts are its price. */
  invoiced?: PricedLine | null;
  /** A transfer's incoming half: the cost its outgoing half took. */
  transferredAt?: Big;
}

/** Lira per main unit: (net + ÖTV) × rate / quantity; VAT is deductible, so it is no cost. */
const unitCostOf = (line: PricedLine): Big | null => {
  const base = new Big(line.base);
  if (base.eq(0)) return null;
  return new Big(line.net).plus(line.otv).times(line.rate).div(base.abs());
};

export function costMoveOf(source: MoveSource): CostMove {
  const { quantity } = source;
  if (source.transferredAt !== undefined) return { kind: 'priced', quantity, unitCost: source.transferredAt };
  const kind = kindOf(source.docType);
  const bringsGoodsIn = kind.stock === 1 && (kind.side === 'purchase' || kind.side === 'stock');
  if (!bringsGoodsIn || quantity.lte(0)) return { kind: 'atCost', quantity };
  const unitCost = unitCostOf(source.invoiced ?? source.line);
  if (unitCost === null) return { kind: 'atCost', quantity };
  // A purchase invoice at no price is free goods, costed at 0; a waybill or slip without a price
  // (prices left for the invoice) takes the average until the invoice comes.
  if (source.docType === 'purchaseInvoice' || source.invoiced || unitCost.gt(0))
    return { kind: 'priced', quantity, unitCost };
  return { kind: 'atCost', quantity };
}

/** An item's cost before it has any history: its card's buying price when that is in lira, else 0. */
export const fallbackCost = (purchasePrice: string | null, purchaseCurrency: string | null): Big =>
  purchasePrice && purchaseCurrency === 'TRY' ? new Big(purchasePrice) : new Big(0);
