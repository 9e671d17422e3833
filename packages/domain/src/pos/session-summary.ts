import {
  type DocumentDiscount,
  documentTotals,
  type TotalsLine,
  type VatGroup,
} from '../documents/totals.ts';
import { Big, type Decimal, round, sum } from '../money.ts';
import type { ReceiptPayment } from './receipt.ts';

// The Z-style summary of a till session: what its receipts took per payment method, VAT per rate,
// refunds, discounts, voids and drawer openings without a sale. It is our own report, computed
// from the session's receipts; it is not the fiscal Z report of a registered cash device (ÖKC),
// and says so when printed.

export interface SummaryReceipt {
  kind: 'sale' | 'refund';
  number: string;
  /** A receipt cancelled after it was made: counted apart, adds nothing to the totals. */
  voided?: boolean;
  lines: readonly TotalsLine[];
  pricesIncludeVat: boolean;
  discount?: DocumentDiscount | null;
  /** The parts of the total paid per method (change handed back is not in them). */
  payments: readonly ReceiptPayment[];
  /** Lines removed from the basket before payment, for the voids count. */
  deletedLines?: number;
  /** What those lines came to (VAT included). */
  deletedAmount?: Decimal;
}

/** Money put in or taken out of the drawer outside a sale, and openings without one. */
export type SessionMove = { kind: 'in' | 'out'; amount: Decimal } | { kind: 'noSale' };

export interface SessionSummaryInput {
  openingFloat: Decimal;
  /** In the order they were made: the first and last receipt numbers come from it. */
  receipts: readonly SummaryReceipt[];
  moves: readonly SessionMove[];
  /** Lines taken off away from any receipt (a restaurant table's sent dishes), counted with the deleted lines. */
  deletedAway?: { lines: number; amount: Decimal };
}

export interface MethodSummary {
  method: string;
  sales: string;
  refunds: string;
  /** Sales less refunds: what this method should hold from the session's receipts. */
  net: string;
}

export interface SessionSummary {
  saleCount: number;
  refundCount: number;
  firstReceipt?: string;
  lastReceipt?: string;
  salesTotal: string;
  refundsTotal: string;
  netTotal: string;
  /** Line and receipt discounts on sales, less those on refunds. */
  discountTotal: string;
  /** Net of refunds, per VAT rate. */
  vatByRate: VatGroup[];
  vatTotal: string;
  byMethod: MethodSummary[];
  voidCount: number;
  voidTotal: string;
  voidedLines: number;
  /** What the deleted lines came to. */
  deletedLinesTotal: string;
  noSaleCount: number;
  openingFloat: string;
  cashIn: string;
  cashOut: string;
  /** Opening float + cash sales − cash refunds + cash in − cash out. */
  expectedCash: string;
}

/** Methods in the order a till lists them; the company's own after these, by name. */
const METHOD_ORDER = ['cash', 'card', 'transfer', 'account', 'other'];
const methodRank = (method: string) => {
  const at = METHOD_ORDER.indexOf(method);
  return at < 0 ? METHOD_ORDER.length : at;
};

/** A session's receipts and drawer moves summed up; see `SessionSummary`. */
export function sessionSummary(input: SessionSummaryInput): SessionSummary {
  const live = input.receipts.filter((receipt) => !receipt.voided);
  const voided = input.receipts.filter((receipt) => receipt.voided);
  const totalsOf = (receipt: SummaryReceipt) =>
    documentTotals({
      lines: receipt.lines,
      pricesIncludeVat: receipt.pricesIncludeVat,
      documentDiscount: receipt.discount ?? null,
    });

  const methods = new Map<string, { sales: Big; refunds: Big }>();
  const vat = new Map<string, { base: Big; vat: Big }>();
  let sales = new Big(0);
  let refunds = new Big(0);
  let discounts = new Big(0);
  for (const receipt of live) {
    const totals = totalsOf(receipt);
    const sign = receipt.kind === 'refund' ? -1 : 1;
    if (sign > 0) sales = sales.plus(totals.grandTotal);
    else refunds = refunds.plus(totals.grandTotal);
    discounts = discounts.plus(new Big(totals.discountTotal).times(sign));
    for (const group of totals.vatByRate) {
      const sums = vat.get(group.rate) ?? { base: new Big(0), vat: new Big(0) };
      vat.set(group.rate, {
        base: sums.base.plus(new Big(group.base).times(sign)),
        vat: sums.vat.plus(new Big(group.vat).times(sign)),
      });
    }
    for (const payment of receipt.payments) {
      const sums = methods.get(payment.method) ?? { sales: new Big(0), refunds: new Big(0) };
      if (sign > 0) sums.sales = sums.sales.plus(payment.amount);
      else sums.refunds = sums.refunds.plus(payment.amount);
      methods.set(payment.method, sums);
    }
  }

  const moved = (kind: 'in' | 'out') =>
    sum(input.moves.flatMap((move) => (move.kind === kind ? [move.amount] : [])));
  const cash = methods.get('cash') ?? { sales: new Big(0), refunds: new Big(0) };
  const vatByRate = [...vat.entries()]
    .sort(([a], [b]) => new Big(a).cmp(b))
    .map(([rate, sums]) => ({ rate, base: round(sums.base), vat: round(sums.vat) }));
  const numbers = live.map((receipt) => receipt.number);

  return {
    saleCount: live.filter((receipt) => receipt.kind === 'sale').length,
    refundCount: live.filter((receipt) => receipt.kind === 'refund').length,
    ...(numbers.length ? { firstReceipt: numbers[0], lastReceipt: numbers.at(-1) } : {}),
    salesTotal: round(sales),
    refundsTotal: round(refunds),
    netTotal: round(sales.minus(refunds)),
    discountTotal: round(discounts),
    vatByRate,
    vatTotal: round(sum(vatByRate.map((group) => group.vat))),
    byMethod: [...methods.entries()]
      .sort(([a], [b]) => methodRank(a) - methodRank(b) || a.localeCompare(b))
      .map(([method, sums]) => ({
        method,
        sales: round(sums.sales),
        refunds: round(sums.refunds),
        net: round(sums.sales.minus(sums.refunds)),
      })),
    voidCount: voided.length,
    voidTotal: round(sum(voided.map((receipt) => totalsOf(receipt).grandTotal))),
    voidedLines: sum([
      ...input.receipts.map((receipt) => receipt.deletedLines ?? 0),
      input.deletedAway?.lines ?? 0,
    ]).toNumber(),
    deletedLinesTotal: round(
      sum([...input.receipts.map((receipt) => receipt.deletedAmount ?? 0), input.deletedAway?.amount ?? 0]),
    ),
    noSaleCount: input.moves.filter((move) => move.kind === 'noSale').length,
    openingFloat: round(input.openingFloat),
    cashIn: round(moved('in')),
    cashOut: round(moved('out')),
    expectedCash: round(
      new Big(input.openingFloat).plus(cash.sales).minus(cash.refunds).plus(moved('in')).minus(moved('out')),
    ),
  };
}
