import type { PosPaymentMethod, PosSetup } from '@kibo/contracts/resources';
import { Big, documentTotals, offeredPrice, pointsValue, type ScanReading, tillPrice } from '@kibo/domain';
import type { TillAccount, TillItem } from './catalogue.ts';

// The receipt on the till as pure data: what a scan adds, what the customer's price list and the
// discount definitions make of a line, what the cashier changed by hand (and who approved it), what
// is due, what is paid, the change. The screen keeps a `Receipt` and replaces it through these
// functions; the server repeats every figure with the same shared functions.

export interface TillLine {
  key: string;
  itemId: number;
  code: string;
  name: string;
  /** Another unit of the card (a box of 12); null: its main unit. */
  unitId: number | null;
  unitName: string;
  factor: string;
  categoryId: number | null;
  quantity: string;
  /** The card's price for the customer in this unit, VAT included (`tillPrice`). */
  listPrice: string;
  /** What one unit sells at, VAT included. */
  unitPrice: string;
  /** The line's first discount in per cent ('0': none). */
  discount: string;
  vatRate: string;
  /** The discount definition behind the price or discount, while nobody changed them by hand. */
  offerId: number | null;
  /** Price or discount set by the cashier: kept when the customer or quantity changes. */
  manual: boolean;
  /** A manager's approval of the manual change, for a cashier without the price right. */
  approval: string | null;
  /** A scale's price label the line was read from (its price is the label's). */
  scaleLabel: string | null;
}

export interface TillPayment {
  key: string;
  method: PosPaymentMethod;
  amount: string;
}

export interface ReceiptDiscount {
  kind: 'percent' | 'amount';
  value: string;
}

/** A line taken off before payment: it goes to the session's voids with who approved it. */
export interface DeletedLine {
  itemId: number;
  quantity: string;
  amount: string;
  approval: string | null;
}

export interface Receipt {
  /** The receipt's UUID: its Idempotency-Key, kept until the server has it. */
  clientId: string;
  lines: TillLine[];
  customer: TillAccount | null;
  discount: ReceiptDiscount | null;
  discountApproval: string | null;
  payments: TillPayment[];
  pointsSpent: number;
  tendered: string | null;
  deleted: DeletedLine[];
  /** The suspended basket this receipt was recalled from: the sale removes it. */
  basketId: number | null;
  /** The restaurant table's order (or a bill split off it) this receipt pays: the sale closes it. */
  tableOrderId: number | null;
}

export const emptyReceipt = (): Receipt => ({
  clientId: crypto.randomUUID(),
  lines: [],
  customer: null,
  discount: null,
  discountApproval: null,
  payments: [],
  pointsSpent: 0,
  tendered: null,
  deleted: [],
  basketId: null,
  tableOrderId: null,
});

/** A line's or payment's key: unique also beside those of a receipt brought back after a reload. */
export const nextKey = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

/** The day and time as the till sees them (the receipt's, the discount definitions' dates). */
export const today = () => new Date().toLocaleDateString('sv-SE');
export const nowTime = () => new Date().toTimeString().slice(0, 8);

/**
 * The receipt with nothing paid yet: what it comes to changed (a line, a discount, the customer), so
 * the payments, the points spent and the cash handed over are taken again.
 */
export const unpaid = (receipt: Receipt): Receipt => ({
  ...receipt,
  payments: [],
  pointsSpent: 0,
  tendered: null,
});

/** A line as the definitions price it, unless the cashier set its price or discount by hand. */
function priced(line: TillLine, setup: PosSetup, customer: TillAccount | null): TillLine {
  if (line.manual || line.scaleLabel) return line;
  const offered = offeredPrice(line, setup.discounts, { accountGroup: customer?.group ?? '', date: today() });
  return { ...line, unitPrice: offered.unitPrice, discount: offered.discount, offerId: offered.offerId };
}

/**
 * A scanned or picked card as a line, or more of a line already there (same card, unit and price). A
 * weight label sets the quantity; a price label sells one label at its price.
 */
export function addItem(
  receipt: Receipt,
  setup: PosSetup,
  item: TillItem,
  options: { unitId?: number | null; reading?: ScanReading; quantity?: string } = {},
): Receipt {
  const unitId = options.unitId ?? null;
  const unit = unitId === null ? undefined : item.units.find((each) => each.unitId === unitId);
  const factor = unit?.factor ?? '1';
  const listPrice = tillPrice(item, receipt.customer?.priceList || 'sale1', factor);
  const reading = options.reading;
  const quantity = options.quantity ?? reading?.quantity ?? '1';
  const scaleLabel = reading?.kind === 'price' ? reading.code : null;
  const same = receipt.lines.findIndex(
    (line) =>
      line.itemId === item.id && line.unitId === unitId && !line.manual && !line.scaleLabel && !scaleLabel,
  );
  if (same >= 0 && reading?.kind !== 'weight') {
    const grown = receipt.lines[same]!;
    return withLine(receipt, setup, grown.key, {
      quantity: new Big(grown.quantity).plus(quantity).toString(),
    });
  }
  const line: TillLine = {
    key: nextKey('line'),
    itemId: item.id,
    code: item.code,
    name: item.name,
    unitId,
    unitName: unit?.unitName ?? item.unitName,
    factor,
    categoryId: item.categoryId,
    quantity,
    listPrice,
    unitPrice: scaleLabel ? new Big(reading!.price!).toFixed(4) : listPrice,
    discount: '0',
    vatRate: item.vatRate,
    offerId: null,
    manual: false,
    approval: null,
    scaleLabel,
  };
  return unpaid({ ...receipt, lines: [...receipt.lines, priced(line, setup, receipt.customer)] });
}

/** Changes one line; a hand-set price or discount marks it manual (with its approval, if any). */
export function withLine(
  receipt: Receipt,
  setup: PosSetup,
  key: string,
  change: Partial<Pick<TillLine, 'quantity' | 'unitPrice' | 'discount' | 'approval'>>,
): Receipt {
  const manual = change.unitPrice !== undefined || change.discount !== undefined;
  return unpaid({
    ...receipt,
    lines: receipt.lines.map((line) =>
      line.key === key
        ? priced(
            { ...line, ...change, manual: line.manual || manual, offerId: manual ? null : line.offerId },
            setup,
            receipt.customer,
          )
        : line,
    ),
  });
}

/**
 * Takes a line's quantity down to `quantity` (0: the line off). What comes off is a deletion: it is
 * remembered, with its approval, for the session's Z (a cashier without the delete right asked a
 * manager for it first).
 */
export function withFewer(
  receipt: Receipt,
  setup: PosSetup,
  key: string,
  quantity: string,
  approval: string | null,
): Receipt {
  const line = receipt.lines.find((each) => each.key === key);
  if (!line || !new Big(quantity).lt(line.quantity)) return receipt;
  const gone = new Big(line.quantity).minus(new Big(quantity).gt(0) ? quantity : 0).toString();
  const deleted = [
    ...receipt.deleted,
    { itemId: line.itemId, quantity: gone, amount: lineTotal({ ...line, quantity: gone }), approval },
  ];
  if (!new Big(quantity).gt(0))
    return unpaid({ ...receipt, lines: receipt.lines.filter((each) => each.key !== key), deleted });
  return { ...withLine(receipt, setup, key, { quantity }), deleted };
}

/**
 * A line put back as it was kept (a suspended basket): its own line, never joined to another, at the
 * price, discount and approval it was kept with, its scale label too.
 */
export function restoreLine(
  receipt: Receipt,
  setup: PosSetup,
  item: TillItem,
  kept: {
    unitId: number | null;
    quantity: string;
    unitPrice: string;
    discounts: readonly string[];
    approval: string | null;
    scaleLabel: string | null;
  },
): Receipt {
  const unit = kept.unitId === null ? undefined : item.units.find((each) => each.unitId === kept.unitId);
  const factor = unit?.factor ?? '1';
  const listPrice = tillPrice(item, receipt.customer?.priceList || 'sale1', factor);
  const line: TillLine = {
    key: nextKey('line'),
    itemId: item.id,
    code: item.code,
    name: item.name,
    unitId: kept.unitId,
    unitName: unit?.unitName ?? item.unitName,
    factor,
    categoryId: item.categoryId,
    quantity: kept.quantity,
    listPrice,
    unitPrice: kept.unitPrice,
    discount: kept.discounts[0] ?? '0',
    vatRate: item.vatRate,
    offerId: null,
    manual: false,
    approval: kept.approval,
    scaleLabel: kept.scaleLabel,
  };
  const offered = priced(line, setup, receipt.customer);
  // Kept as the definitions price it: it follows them; otherwise it was set by hand.
  const asOffered = offered.unitPrice === line.unitPrice && offered.discount === line.discount;
  return unpaid({
    ...receipt,
    lines: [
      ...receipt.lines,
      line.scaleLabel || asOffered ? { ...offered, approval: null } : { ...line, manual: true },
    ],
  });
}

/**
 * Attaches (or takes off) the customer: lines nobody changed by hand follow the customer's price list
 * (from their cards) and group; payments on account or in points belonged to the one before.
 */
export function withCustomer(
  receipt: Receipt,
  setup: PosSetup,
  customer: TillAccount | null,
  cards: ReadonlyMap<number, TillItem>,
): Receipt {
  const list = customer?.priceList || 'sale1';
  const lines = receipt.lines.map((line) => {
    const card = cards.get(line.itemId);
    if (!card || line.manual || line.scaleLabel) return line;
    return priced({ ...line, listPrice: tillPrice(card, list, line.factor) }, setup, customer);
  });
  return unpaid({ ...receipt, customer, lines });
}

/** The lines as the shared totals read them. */
const totalsLines = (lines: TillLine[]) =>
  lines.map((line) => ({
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discounts: [line.discount],
    vatRate: line.vatRate,
  }));

// Lines and receipts are never changed in place (each change makes new ones): their totals are
// worked out once and kept, as a render after a scan asks for them in several places.
const lineTotals = new WeakMap<TillLine, string>();
const receiptTotals = new WeakMap<
  TillLine[],
  { discount: ReceiptDiscount | null; totals: ReturnType<typeof documentTotals> }
>();

export function lineTotal(line: TillLine): string {
  let total = lineTotals.get(line);
  if (total === undefined) {
    total = documentTotals({
      pricesIncludeVat: true,
      documentDiscount: null,
      lines: totalsLines([line]),
    }).payable;
    lineTotals.set(line, total);
  }
  return total;
}

/** What the customer pays: the shared totals, as the server will store them. */
export function totalsOf(receipt: Pick<Receipt, 'lines' | 'discount'>) {
  const kept = receiptTotals.get(receipt.lines);
  if (kept && kept.discount === receipt.discount) return kept.totals;
  const totals = documentTotals({
    pricesIncludeVat: true,
    documentDiscount: receipt.discount,
    lines: totalsLines(receipt.lines),
  });
  receiptTotals.set(receipt.lines, { discount: receipt.discount, totals });
  return totals;
}

export const dueOf = (receipt: Pick<Receipt, 'lines' | 'discount'>) => totalsOf(receipt).payable;

export const paidOf = (payments: TillPayment[]) =>
  payments.reduce((total, payment) => total.plus(payment.amount), new Big(0));

/** What is still to pay (never below zero). */
export function leftOf(receipt: Receipt): string {
  const left = new Big(dueOf(receipt)).minus(paidOf(receipt.payments));
  return (left.lt(0) ? new Big(0) : left).toFixed(2);
}

/** Whether the payments add up to the receipt: only then may it close ("cash and receipt totals must be equal"). */
export const settled = (receipt: Receipt) =>
  receipt.lines.length > 0 &&
  paidOf(receipt.payments).eq(dueOf(receipt)) &&
  // Cash handed over covers the cash part (the server refuses less).
  (receipt.tendered === null ||
    !new Big(receipt.tendered).lt(paidOf(receipt.payments.filter((payment) => payment.method === 'cash'))));

/** The change from the cash handed over: tendered − the cash part (none when nothing was handed). */
export function changeOf(receipt: Pick<Receipt, 'payments' | 'tendered'>): string {
  const cash = paidOf(receipt.payments.filter((payment) => payment.method === 'cash'));
  const given = new Big(receipt.tendered || 0);
  return given.gt(cash) ? given.minus(cash).toFixed(2) : '0.00';
}

/** Adds a payment of `amount` (none: what is left) by `method`. */
export function withPayment(receipt: Receipt, method: PosPaymentMethod, amount?: string | null): Receipt {
  const value = amount && Number(amount) > 0 ? amount : leftOf(receipt);
  if (!(Number(value) > 0)) return receipt;
  return { ...receipt, payments: [...receipt.payments, { key: nextKey('payment'), method, amount: value }] };
}

export const withoutPayment = (receipt: Receipt, key: string): Receipt => {
  const payment = receipt.payments.find((each) => each.key === key);
  return {
    ...receipt,
    payments: receipt.payments.filter((each) => each.key !== key),
    pointsSpent: payment?.method === 'points' ? 0 : receipt.pointsSpent,
  };
};

/** Spends `points` of the customer's points as a payment worth their value. */
export function withPoints(receipt: Receipt, setup: PosSetup, points: number): Receipt {
  const spent = receipt.payments.filter((payment) => payment.method !== 'points');
  const value = pointsValue(setup.points, points);
  return {
    ...receipt,
    pointsSpent: points,
    payments: [...spent, { key: nextKey('payment'), method: 'points', amount: value }],
  };
}

/** The most points the customer may spend on what is left: their balance, never more than the bill. */
export function spendablePoints(receipt: Receipt, setup: PosSetup): number {
  const rule = setup.points;
  const balance = receipt.customer?.points ?? 0;
  if (!rule.enabled || !(Number(rule.pointValue) > 0)) return 0;
  const left = new Big(leftOf(receipt)).plus(
    paidOf(receipt.payments.filter((payment) => payment.method === 'points')),
  );
  const forBill = Number(left.div(rule.pointValue).round(0, Big.roundDown).toFixed(0));
  const most = Math.min(balance, forBill);
  return most >= Math.max(1, rule.minRedeem) ? most : 0;
}
