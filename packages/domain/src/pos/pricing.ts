import { bestDiscount, type DiscountRule } from '../discounts.ts';
import { Big, type Decimal, round } from '../money.ts';

// What a till line costs before anyone changes it: the card's price for the customer's price list,
// VAT included, in the scanned unit, under the company's discount definitions. The till starts every
// line from it, and the server compares a passive cashier's lines with it: anything else is a price
// change that needs a manager's approval.

/** What a stock card says about its sale prices. */
export interface PricedCard {
  salePrice: Decimal;
  /** Whether the card's prices already include VAT. */
  vatIncluded: boolean;
  vatRate: Decimal;
  prices: readonly { list: string; price: Decimal }[];
}

/**
 * One unit's price at the till, VAT included: the customer's price list where the card has a price
 * in it, else the shop price (sale1); for an extra unit (a box of 12) the main unit's price × factor.
 */
export function tillPrice(card: PricedCard, priceList = 'sale1', factor: Decimal = 1): string {
  const listed = priceList === 'sale1' ? undefined : card.prices.find((price) => price.list === priceList);
  const price = new Big(listed?.price ?? card.salePrice ?? 0);
  const gross = card.vatIncluded ? price : price.times(new Big(100).plus(card.vatRate || 0).div(100));
  return round(gross.times(factor), 4);
}

export interface OfferedLine {
  itemId: number;
  categoryId: number | null;
  quantity: Decimal;
  /** The card's price for the line (`tillPrice`). */
  listPrice: Decimal;
}

/** A line as the definitions leave it: its price, its first discount (per cent) and the rule behind them. */
export interface OfferedPrice {
  unitPrice: string;
  discount: string;
  offerId: number | null;
}

/**
 * The company's discount definitions on a till line, as the document editor applies them: the best
 * rule either gives its rate as the line's first discount or lowers the unit price by its amount.
 */
export function offeredPrice(
  line: OfferedLine,
  rules: readonly DiscountRule[],
  context: { accountGroup: string; date: string },
): OfferedPrice {
  const best = bestDiscount(rules, {
    itemId: line.itemId,
    categoryId: line.categoryId,
    accountGroup: context.accountGroup,
    quantity: line.quantity,
    unitPrice: line.listPrice,
    date: context.date,
  });
  const listPrice = round(line.listPrice, 4);
  if (!best) return { unitPrice: listPrice, discount: '0', offerId: null };
  if (new Big(best.rule.rate).gt(0))
    return { unitPrice: listPrice, discount: String(Number(best.rule.rate)), offerId: best.rule.id };
  const lowered = new Big(line.listPrice).minus(best.rule.amount);
  return { unitPrice: round(lowered.lt(0) ? 0 : lowered, 4), discount: '0', offerId: best.rule.id };
}

/**
 * Whether a line differs from what the card and the definitions give it: another price, or a
 * discount beyond the definition's (a second or third discount is always the cashier's).
 */
export function isPriceChanged(
  line: { unitPrice: Decimal; discounts: readonly Decimal[] },
  offered: Pick<OfferedPrice, 'unitPrice' | 'discount'>,
): boolean {
  if (!new Big(line.unitPrice).eq(offered.unitPrice)) return true;
  const [first = 0, ...rest] = line.discounts;
  return !new Big(first).eq(offered.discount) || rest.some((discount) => !new Big(discount).eq(0));
}
