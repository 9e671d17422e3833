import { formatAmount, formatQuantityOf } from '../display.ts';
import { type DocumentDiscount, documentTotals, type TotalsLine } from '../documents/totals.ts';
import { Big, type Decimal, round, sum } from '../money.ts';
import type { NumberLocale } from '../number-input.ts';
import { POS_LABELS, type PosLabels, paymentLabel } from './labels.ts';
import {
  centerText,
  leftRight,
  leftRightOrBelow,
  type MonochromeImage,
  type PrintLine,
  printedDateTime,
  printTable,
  ruleLine,
  textLine,
  wrapText,
} from './print.ts';

// A till receipt laid out for a thermal printer: the same lines go to ESC/POS, to a print page and
// to a reprint. Every amount comes from `documentTotals`, the one place a document's money is
// computed, so the paper says what the server stored.

export interface ReceiptLineInput extends TotalsLine {
  name: string;
  /** The unit as printed after the quantity (AD, KG). */
  unit?: string;
  /** Decimals the unit is counted in: 0 for pieces, 3 for kilograms. */
  unitDecimals?: number;
}

export interface ReceiptPayment {
  /** cash, card, transfer, account (on the customer's account) or other. */
  method: string;
  /** The part of the receipt paid this way: the payments add up to the total. */
  amount: Decimal;
}

export interface ReceiptInput {
  kind: 'sale' | 'refund';
  /** The logo already in dots (`monochrome`), printed above the title. */
  company: { title: string; lines?: readonly string[]; logo?: MonochromeImage };
  number: string;
  /** Local date and time as the till recorded it: 2026-11-25T14:32(:05). */
  issuedAt: string;
  cashier?: string;
  customer?: string;
  /** The receipt a refund gives back. */
  refundOf?: string;
  lines: readonly ReceiptLineInput[];
  /** Till prices include VAT; kept for a company that sells at net prices. */
  pricesIncludeVat: boolean;
  discount?: DocumentDiscount | null;
  payments: readonly ReceiptPayment[];
  /** Cash the customer handed over, when more than the cash part: the change comes from it. */
  cashTendered?: Decimal | null;
  points?: { earned?: number; spent?: number; balance?: number };
  /** A reprint of a receipt printed before: marked "KOPYA" at the top and the bottom. */
  reprint?: boolean;
  /** Printed beside totals when it is not lira. */
  currency?: string;
  /** The company's own closing words (thank you, return policy). */
  footer?: readonly string[];
}

export interface ReceiptOptions {
  /** Characters per line: `PAPER_COLUMNS` (48 or 42 for 80 mm, 32 for 58 mm). */
  columns: number;
  language?: NumberLocale;
}

/** What the customer gets back: cash handed over less the cash part of the payments, never negative. */
export function changeDue(payments: readonly ReceiptPayment[], cashTendered?: Decimal | null): string {
  if (cashTendered === undefined || cashTendered === null) return round(0);
  const cash = sum(payments.flatMap((payment) => (payment.method === 'cash' ? [payment.amount] : [])));
  const over = new Big(cashTendered).minus(cash);
  return round(over.gt(0) ? over : 0);
}

/** The receipt as printer lines, `columns` wide. */
export function layoutReceipt(receipt: ReceiptInput, options: ReceiptOptions): PrintLine[] {
  const width = options.columns;
  const language = options.language ?? 'tr';
  const label: PosLabels = POS_LABELS[language];
  const money = (value: Decimal) => formatAmount(value, language);
  const totals = documentTotals({
    lines: receipt.lines,
    pricesIncludeVat: receipt.pricesIncludeVat,
    documentDiscount: receipt.discount ?? null,
  });
  const out: PrintLine[] = [];
  const add = (...lines: string[]) => out.push(...lines.map((line) => textLine(line)));
  const strong = (...lines: string[]) => out.push(...lines.map((line) => textLine(line, { bold: true })));
  const copy = () => receipt.reprint && strong(centerText(label.copy, width));
  const currency = receipt.currency && receipt.currency !== 'TRY' ? ` ${receipt.currency}` : '';

  copy();
  if (receipt.company.logo) out.push({ kind: 'image', image: receipt.company.logo });
  for (const line of wrapText(receipt.company.title, width)) strong(centerText(line, width));
  for (const extra of receipt.company.lines ?? [])
    add(...wrapText(extra, width).map((line) => centerText(line, width)));
  out.push(ruleLine(width));
  strong(centerText(receipt.kind === 'refund' ? label.refund : label.sale, width));
  add(
    ...leftRightOrBelow(
      `${label.receiptNo}: ${receipt.number}`,
      printedDateTime(receipt.issuedAt, language),
      width,
    ),
  );
  if (receipt.cashier) add(...wrapText(`${label.cashier}: ${receipt.cashier}`, width));
  if (receipt.customer) add(...wrapText(`${label.customer}: ${receipt.customer}`, width));
  if (receipt.refundOf) add(...wrapText(`${label.refundOf}: ${receipt.refundOf}`, width));
  out.push(ruleLine(width));

  receipt.lines.forEach((line, index) => {
    const figures = totals.lines[index]!;
    add(...wrapText(line.name, width));
    const quantity = formatQuantityOf(line.quantity, language, line.unitDecimals ?? 0);
    const detail = `  ${quantity}${line.unit ? ` ${line.unit}` : ''} x ${money(line.unitPrice)} %${line.vatRate}`;
    add(...leftRight(detail, money(figures.amount), width));
    if (new Big(figures.lineDiscount).gt(0))
      add(...leftRight(`  ${label.lineDiscount}`, `-${money(figures.lineDiscount)}`, width));
  });
  out.push(ruleLine(width));

  add(...leftRight(label.itemCount, String(receipt.lines.length), width));
  if (new Big(totals.discountTotal).gt(0)) {
    add(...leftRight(label.subtotal, money(totals.amountTotal), width));
    if (new Big(totals.documentDiscount).gt(0))
      add(...leftRight(label.receiptDiscount, `-${money(totals.documentDiscount)}`, width));
  }
  // The total in double size: half the columns.
  const half = Math.floor(width / 2);
  const totalLabel = receipt.kind === 'refund' ? label.refundTotal : label.total;
  for (const line of leftRight(totalLabel, `${money(totals.grandTotal)}${currency}`, half))
    out.push(textLine(line, { bold: true, double: true }));

  const vatRows = totals.vatByRate.map((group) => [`%${group.rate}`, money(group.base), money(group.vat)]);
  add(...printTable([[label.vat, label.vatBase, label.vatAmount], ...vatRows], width));
  add(...leftRight(label.vatTotal, money(totals.vatTotal), width));
  out.push(ruleLine(width));

  for (const payment of receipt.payments) {
    const name = paymentLabel(payment.method, language);
    add(
      ...leftRight(
        receipt.kind === 'refund' ? `${label.paidBack}: ${name}` : name,
        money(payment.amount),
        width,
      ),
    );
  }
  const change = changeDue(receipt.payments, receipt.cashTendered);
  if (new Big(change).gt(0)) {
    add(...leftRight(label.tendered, money(receipt.cashTendered!), width));
    strong(...leftRight(label.change, money(change), width));
  }

  const points = receipt.points;
  if (points?.spent) add(...leftRight(label.pointsSpent, String(points.spent), width));
  if (points?.earned) add(...leftRight(label.pointsEarned, String(points.earned), width));
  if (points?.balance !== undefined) add(...leftRight(label.pointsBalance, String(points.balance), width));

  out.push(ruleLine(width));
  out.push({ kind: 'barcode', value: receipt.number });
  for (const extra of receipt.footer ?? [])
    add(...wrapText(extra, width).map((line) => centerText(line, width)));
  strong(...wrapText(label.notFiscal, width).map((line) => centerText(line, width)));
  copy();
  return out;
}
