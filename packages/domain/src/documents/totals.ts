import { Big, type Decimal, round, sum } from '../money.ts';

// The one place a document's amounts are computed: the editor calls it on every keystroke for the
// live foot, the server calls it again on save and stores what it answers. Amounts are in the
// document's currency, rounded half up to kuruş at each step a printed invoice shows.

/** Tevkifat: the part of the VAT the buyer withholds and pays to the tax office itself (e.g. 5/10). */
export interface Withholding {
  numerator: number;
  denominator: number;
}

export interface TotalsLine {
  quantity: Decimal;
  unitPrice: Decimal;
  /** Up to three line discounts in per cent, each taken from what the previous one left. */
  discounts?: readonly Decimal[];
  vatRate: Decimal;
  /** ÖTV in per cent of the net amount; VAT is then charged on net + ÖTV. */
  otvRate?: Decimal;
  withholding?: Withholding | null;
  /**
   * Özel matrah (KDV Law art. 23, codes 801–812): the amount VAT is charged on instead of net + ÖTV,
   * e.g. a jeweller's workmanship on a gold bracelet whose gold is untaxed. The line still costs
   * its whole price; only its VAT follows the special base.
   */
  specialBase?: Decimal | null;
}

export interface DocumentDiscount {
  kind: 'percent' | 'amount';
  value: Decimal;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** Prices as entered include VAT (and ÖTV): the line total is what the customer pays. */
  pricesIncludeVat: boolean;
  documentDiscount?: DocumentDiscount | null;
}

export interface LineTotals {
  /** Quantity × unit price, as entered. */
  amount: string;
  /** Taken off by the line's own discounts. */
  lineDiscount: string;
  /** This line's share of the document discount. */
  documentDiscount: string;
  /** Before ÖTV and VAT. */
  net: string;
  /** Quantity × unit price without taxes, before discounts: the invoice's goods column. */
  goods: string;
  otv: string;
  /** What the line's VAT is charged on: net + ÖTV, or its special base. */
  base: string;
  vat: string;
  withholding: string;
  /** Net + ÖTV + VAT. */
  total: string;
}

export interface VatGroup {
  rate: string;
  base: string;
  vat: string;
}

export interface DocumentTotals {
  lines: LineTotals[];
  /** Σ quantity × unit price, as entered (VAT-included when prices are). */
  amountTotal: string;
  /** Line discounts and the document discount, on the same basis as the amounts. */
  discountTotal: string;
  documentDiscount: string;
  /**
   * Mal Hizmet Toplamı as a Turkish invoice prints it: the lines without taxes, before discounts.
   * With VAT-included prices it is less than `amountTotal`, which holds the VAT.
   */
  goodsTotal: string;
  /** Toplam İskonto on the same tax-free basis: goodsTotal − goodsDiscount = netTotal. */
  goodsDiscount: string;
  netTotal: string;
  otvTotal: string;
  /** KDV Matrahı: what VAT is charged on, net + ÖTV (a special base where a line has one). */
  vatBase: string;
  vatByRate: VatGroup[];
  vatTotal: string;
  withholdingTotal: string;
  /** Net + ÖTV + VAT. */
  grandTotal: string;
  /** What the buyer pays the seller: the grand total less withheld VAT. */
  payable: string;
}

const ZERO = new Big(0);
const hasSpecialBase = (line: TotalsLine): boolean =>
  line.specialBase !== undefined && line.specialBase !== null && line.specialBase !== '';
const HUNDRED = new Big(100);

const afterDiscounts = (amount: Big, discounts: readonly Decimal[] = []): Big =>
  new Big(
    round(discounts.reduce<Big>((left, rate) => left.times(HUNDRED.minus(rate || 0)).div(HUNDRED), amount)),
  );

/**
 * Rounds exact amounts to kuruş so that they add up to `total` (itself a rounded sum of them):
 * each is cut down to the kuruş, and the kuruş left over go to those cut most (largest remainder).
 * So every share stays within a kuruş of its exact value, which GİB's checkers ask of each line,
 * and the shares add up to the total the foot prints.
 */
function apportion(exact: Big[], total: Big, tie: (a: number, b: number) => number = (a, b) => a - b): Big[] {
  const kurus = exact.map((value) => value.times(HUNDRED));
  const floors = kurus.map((value) => value.round(0, Big.roundDown));
  let left = Number(total.times(HUNDRED).minus(sum(floors)).toFixed(0));
  const order = kurus
    .map((value, index) => ({ index, remainder: value.minus(floors[index]!) }))
    .sort((a, b) => b.remainder.cmp(a.remainder) || tie(a.index, b.index));
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = floors[index]!.plus(1);
    left -= 1;
  }
  return floors.map((value) => value.div(HUNDRED));
}

/**
 * Spreads `amount` over lines in proportion to their amounts, in whole kuruş: the shares add up
 * exactly and none is more than its line, since the amount is at most their sum.
 */
function spread(amount: Big, over: Big[]): Big[] {
  const base = sum(over);
  if (amount.eq(0) || base.lte(0)) return over.map(() => ZERO);
  return apportion(
    over.map((value) => amount.times(value).div(base)),
    amount,
  );
}

/** The document discount in money: a percentage of what the lines come to, never more than that. */
function documentDiscountOf(discount: DocumentDiscount | null | undefined, base: Big): Big {
  if (!discount || base.lte(0)) return ZERO;
  const value = new Big(discount.value || 0);
  const amount = discount.kind === 'percent' ? new Big(round(base.times(value).div(HUNDRED))) : value;
  if (amount.lt(0)) return ZERO;
  return amount.gt(base) ? base : amount;
}

/**
 * VAT is computed per rate on the document's total base (the benchmark's check values and the
 * printed foot agree with that), then apportioned to the lines of that rate to the kuruş.
 */
/** A document's line and foot amounts. */
export function documentTotals(input: TotalsInput): DocumentTotals {
  const amounts = input.lines.map(
    (line) => new Big(round(new Big(line.quantity || 0).times(line.unitPrice || 0))),
  );
  const discounted = input.lines.map((line, index) => afterDiscounts(amounts[index]!, line.discounts));
  const documentDiscount = documentDiscountOf(input.documentDiscount, sum(discounted));
  const shares = spread(documentDiscount, discounted);
  const charged = discounted.map((value, index) => value.minus(shares[index]!));

  // Lines by VAT rate; without VAT-included prices, each line's net, ÖTV and base (net + ÖTV).
  const byRate = new Map<string, number[]>();
  const base: Big[] = [];
  const net: Big[] = [];
  const otv: Big[] = [];
  const vat: Big[] = [];
  // A line on a special base has its VAT from that base alone; with VAT-included prices its net and
  // ÖTV are what is left of its amount once that VAT is taken out.
  const special: number[] = [];
  input.lines.forEach((line, index) => {
    const key = new Big(line.vatRate || 0).toString();
    if (hasSpecialBase(line)) {
      special.push(index);
      base[index] = new Big(line.specialBase!);
      vat[index] = new Big(round(base[index]!.times(key).div(HUNDRED)));
      const untaxed = input.pricesIncludeVat ? charged[index]!.minus(vat[index]!) : charged[index]!;
      net[index] = input.pricesIncludeVat
        ? new Big(round(untaxed.times(HUNDRED).div(HUNDRED.plus(line.otvRate || 0))))
        : untaxed;
      otv[index] = input.pricesIncludeVat
        ? untaxed.minus(net[index]!)
        : new Big(round(net[index]!.times(line.otvRate || 0).div(HUNDRED)));
      return;
    }
    byRate.set(key, [...(byRate.get(key) ?? []), index]);
    if (input.pricesIncludeVat) return;
    net[index] = charged[index]!;
    otv[index] = new Big(round(net[index]!.times(line.otvRate || 0).div(HUNDRED)));
    base[index] = net[index]!.plus(otv[index]!);
  });

  // Equal remainders are settled by the lines' own figures before their places, so the same lines
  // in another order get the same foot (withholding and goods follow each line's share).
  const withheldShare = (index: number): Big => {
    const withholding = input.lines[index]!.withholding;
    return withholding ? new Big(withholding.numerator).div(withholding.denominator) : ZERO;
  };
  const byContent = (a: number, b: number): number =>
    amounts[b]!.cmp(amounts[a]!) ||
    charged[b]!.cmp(charged[a]!) ||
    new Big(input.lines[b]!.otvRate || 0).cmp(input.lines[a]!.otvRate || 0) ||
    withheldShare(b).cmp(withheldShare(a)) ||
    a - b;

  const vatByRate: VatGroup[] = [];
  for (const [key, indexes] of [...byRate.entries()].sort(([a], [b]) => new Big(a).cmp(b))) {
    const rate = new Big(key);
    let groupBase: Big;
    let groupVat: Big;
    if (input.pricesIncludeVat) {
      // What the customer pays was entered: the group's base is found inside its total, shared
      // out to the lines, and each line's net found inside its base.
      const groupCharged = sum(indexes.map((index) => charged[index]!));
      groupBase = new Big(round(groupCharged.times(HUNDRED).div(HUNDRED.plus(rate))));
      groupVat = groupCharged.minus(groupBase);
      const bases = apportion(
        indexes.map((index) => charged[index]!.times(HUNDRED).div(HUNDRED.plus(rate))),
        groupBase,
        (a, b) => byContent(indexes[a]!, indexes[b]!),
      );
      indexes.forEach((index, at) => {
        base[index] = bases[at]!;
        vat[index] = charged[index]!.minus(base[index]!);
        net[index] = new Big(
          round(base[index]!.times(HUNDRED).div(HUNDRED.plus(input.lines[index]!.otvRate || 0))),
        );
        otv[index] = base[index]!.minus(net[index]!);
      });
    } else {
      groupBase = sum(indexes.map((index) => base[index]!));
      groupVat = new Big(round(groupBase.times(rate).div(HUNDRED)));
      const vats = apportion(
        indexes.map((index) => base[index]!.times(rate).div(HUNDRED)),
        groupVat,
        (a, b) => byContent(indexes[a]!, indexes[b]!),
      );
      indexes.forEach((index, at) => {
        vat[index] = vats[at]!;
      });
    }
    vatByRate.push({ rate: key, base: round(groupBase), vat: round(groupVat) });
  }
  // Special bases join their rate's group on the foot (KDV %20: matrah, tutar), as GİB's rate table.
  for (const index of special) {
    const rate = new Big(input.lines[index]!.vatRate || 0).toString();
    const group = vatByRate.find((entry) => entry.rate === rate);
    if (group) {
      group.base = round(new Big(group.base).plus(base[index]!));
      group.vat = round(new Big(group.vat).plus(vat[index]!));
    } else vatByRate.push({ rate, base: round(base[index]!), vat: round(vat[index]!) });
  }
  vatByRate.sort((a, b) => new Big(a.rate).cmp(b.rate));

  const withholding = input.lines.map((line, index) =>
    line.withholding
      ? new Big(round(vat[index]!.times(line.withholding.numerator).div(line.withholding.denominator)))
      : ZERO,
  );
  const total = input.lines.map((_, index) => net[index]!.plus(otv[index]!).plus(vat[index]!));
  // An undiscounted line's goods are its net; a discounted one's, its amount with the taxes taken
  // out the way they were from the charged amount, so goods − discount = net to the kuruş.
  const goods = input.lines.map((line, index) => {
    if (!input.pricesIncludeVat) return amounts[index]!;
    if (hasSpecialBase(line))
      return new Big(
        round(
          amounts[index]!.minus(vat[index]!)
            .times(HUNDRED)
            .div(HUNDRED.plus(line.otvRate || 0)),
        ),
      );
    if (charged[index]!.eq(amounts[index]!)) return net[index]!;
    const untaxed = amounts[index]!.times(HUNDRED)
      .div(HUNDRED.plus(line.vatRate || 0))
      .times(HUNDRED)
      .div(HUNDRED.plus(line.otvRate || 0));
    return new Big(round(untaxed));
  });
  const grandTotal = sum(total);
  const withholdingTotal = sum(withholding);

  return {
    lines: input.lines.map((_, index) => ({
      amount: round(amounts[index]!),
      lineDiscount: round(amounts[index]!.minus(discounted[index]!)),
      documentDiscount: round(shares[index]!),
      net: round(net[index]!),
      goods: round(goods[index]!),
      otv: round(otv[index]!),
      base: round(base[index]!),
      vat: round(vat[index]!),
      withholding: round(withholding[index]!),
      total: round(total[index]!),
    })),
    amountTotal: round(sum(amounts)),
    discountTotal: round(sum(amounts).minus(sum(charged))),
    documentDiscount: round(documentDiscount),
    goodsTotal: round(sum(goods)),
    goodsDiscount: round(sum(goods).minus(sum(net))),
    netTotal: round(sum(net)),
    otvTotal: round(sum(otv)),
    vatBase: round(sum(base)),
    vatByRate,
    vatTotal: round(sum(vat)),
    withholdingTotal: round(withholdingTotal),
    grandTotal: round(grandTotal),
    payable: round(grandTotal.minus(withholdingTotal)),
  };
}

/**
 * A special base shared with the part of a line that is taken on (a waybill for 4 of 10 ordered
 * bracelets carries 4/10 of the order line's base), to the kuruş; none stays none.
 */
export const specialBaseShare = (
  base: Decimal | null | undefined,
  part: Decimal,
  whole: Decimal,
): string | null => {
  if (base === null || base === undefined || base === '') return null;
  return new Big(whole).gt(0) ? round(new Big(base).times(part).div(whole)) : round(base);
};

/** An amount in the document's currency turned into lira at the document's rate, to kuruş. */
export const toLocal = (amount: Decimal, rate: Decimal): string => round(new Big(amount).times(rate || 1));
