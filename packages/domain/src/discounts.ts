import { Big, type Decimal, percentOf, round } from './money.ts';

/** A discount definition as /sistem/indirim keeps it. */
export interface DiscountRule {
  id: number;
  scope: 'all' | 'item' | 'category' | 'accountGroup';
  itemId: number | null;
  categoryId: number | null;
  accountGroup: string;
  /** The least quantity on the line for the discount to apply. */
  minQuantity: Decimal;
  /** Per cent off the line, or … */
  rate: Decimal;
  /** … a fixed amount off each unit (when the rate is 0). */
  amount: Decimal;
  startDate: string | null;
  endDate: string | null;
  /** Higher wins when several apply; then the larger saving. */
  priority: number;
  active: boolean;
}

/** What a document line offers to the rules. */
export interface DiscountLine {
  itemId: number;
  categoryId: number | null;
  accountGroup: string;
  quantity: Decimal;
  unitPrice: Decimal;
  /** The document's date, ISO. */
  date: string;
}

const applies = (rule: DiscountRule, line: DiscountLine): boolean => {
  if (!rule.active) return false;
  if (rule.startDate && line.date < rule.startDate) return false;
  if (rule.endDate && line.date > rule.endDate) return false;
  if (new Big(line.quantity).lt(rule.minQuantity || 0)) return false;
  switch (rule.scope) {
    case 'item':
      return rule.itemId === line.itemId;
    case 'category':
      return rule.categoryId !== null && rule.categoryId === line.categoryId;
    case 'accountGroup':
      return (
        rule.accountGroup !== '' &&
        rule.accountGroup.toLocaleLowerCase('tr') === line.accountGroup.toLocaleLowerCase('tr')
      );
    default:
      return true;
  }
};

/** The line's saving under a rule, before VAT: per cent of the line, or a fixed amount per unit (never above the price). */
export function savingOf(rule: DiscountRule, line: DiscountLine): string {
  const gross = new Big(line.unitPrice).times(line.quantity);
  const saving = new Big(rule.rate).gt(0)
    ? percentOf(gross, rule.rate)
    : Big(rule.amount).gt(line.unitPrice)
      ? gross
      : new Big(rule.amount).times(line.quantity);
  return round(saving, 2);
}

/**
 * The one discount a document line gets: of the rules that apply (active, in their dates, scope
 * matches, enough quantity), the highest priority, then the largest saving, then the oldest rule.
 * Discounts do not stack: a shop states each offer once.
 */
export function bestDiscount(
  rules: readonly DiscountRule[],
  line: DiscountLine,
): { rule: DiscountRule; saving: string } | undefined {
  let best: { rule: DiscountRule; saving: string } | undefined;
  for (const rule of rules) {
    if (!applies(rule, line)) continue;
    const saving = savingOf(rule, line);
    const better =
      !best ||
      rule.priority > best.rule.priority ||
      (rule.priority === best.rule.priority &&
        (new Big(saving).gt(best.saving) || (new Big(saving).eq(best.saving) && rule.id < best.rule.id)));
    if (better) best = { rule, saving };
  }
  return best;
}
