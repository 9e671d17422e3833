import { formatAmount } from '../display.ts';
import type { Decimal } from '../money.ts';
import type { NumberLocale } from '../number-input.ts';
import { POS_LABELS, paymentLabel } from './labels.ts';
import {
  centerText,
  leftRight,
  type PrintLine,
  printedDateTime,
  printTable,
  ruleLine,
  textLine,
  wrapText,
} from './print.ts';
import type { SessionSummary } from './session-summary.ts';

// The session summary on paper, printed when the till closes. Its first and last lines say it is
// not the fiscal Z report of a registered cash device (ÖKC).

export interface SessionSummaryHeader {
  company: string;
  register: string;
  session: string;
  cashier?: string;
  /** Local date and time, as recorded: 2026-11-25T09:00. */
  openedAt: string;
  closedAt?: string;
  printedAt: string;
  /** Printed while the session is still open (an X report): titled so, it closes nothing. */
  interim?: boolean;
}

/** What was counted at the close per method, beside what the server expected. */
export interface SummaryCount {
  method: string;
  expected: Decimal;
  counted: Decimal;
  difference: Decimal;
}

export interface SummaryPrintOptions {
  columns: number;
  language?: NumberLocale;
}

export function layoutSessionSummary(
  summary: SessionSummary,
  header: SessionSummaryHeader,
  counts: readonly SummaryCount[],
  options: SummaryPrintOptions,
): PrintLine[] {
  const width = options.columns;
  const language = options.language ?? 'tr';
  const label = POS_LABELS[language];
  const money = (value: Decimal) => formatAmount(value, language);
  const out: PrintLine[] = [];
  const pair = (left: string, right: string) =>
    out.push(...leftRight(left, right, width).map((line) => textLine(line)));
  const notFiscal = () =>
    out.push(
      ...wrapText(label.zNotFiscal, width).map((line) => textLine(centerText(line, width), { bold: true })),
    );
  const grid = (rows: string[][]) => out.push(...printTable(rows, width).map((line) => textLine(line)));

  out.push(
    ...wrapText(header.company, width).map((line) => textLine(centerText(line, width), { bold: true })),
  );
  out.push(textLine(centerText(header.interim ? label.xTitle : label.zTitle, width), { bold: true }));
  notFiscal();
  out.push(ruleLine(width));
  pair(label.register, header.register);
  pair(label.session, header.session);
  if (header.cashier) pair(label.cashier, header.cashier);
  pair(label.openedAt, printedDateTime(header.openedAt, language));
  if (header.closedAt) pair(label.closedAt, printedDateTime(header.closedAt, language));
  pair(label.printedAt, printedDateTime(header.printedAt, language));
  out.push(ruleLine(width));

  pair(label.saleReceipts, String(summary.saleCount));
  pair(label.refundReceipts, String(summary.refundCount));
  if (summary.firstReceipt) pair(label.firstReceipt, summary.firstReceipt);
  if (summary.lastReceipt) pair(label.lastReceipt, summary.lastReceipt);
  pair(label.salesTotal, money(summary.salesTotal));
  pair(label.refundsTotal, money(summary.refundsTotal));
  pair(label.discounts, money(summary.discountTotal));
  out.push(
    ...leftRight(label.net, money(summary.netTotal), width).map((line) => textLine(line, { bold: true })),
  );
  out.push(ruleLine(width));

  out.push(textLine(label.byMethod, { bold: true }));
  grid([
    [label.method, label.sales, label.refunds, label.net],
    ...summary.byMethod.map((method) => [
      paymentLabel(method.method, language),
      money(method.sales),
      money(method.refunds),
      money(method.net),
    ]),
  ]);
  out.push(ruleLine(width));

  grid([
    [label.vat, label.vatBase, label.vatAmount],
    ...summary.vatByRate.map((group) => [`%${group.rate}`, money(group.base), money(group.vat)]),
  ]);
  pair(label.vatTotal, money(summary.vatTotal));
  out.push(ruleLine(width));

  pair(label.voids, `${summary.voidCount} / ${money(summary.voidTotal)}`);
  pair(label.voidedLines, `${summary.voidedLines} / ${money(summary.deletedLinesTotal)}`);
  pair(label.noSale, String(summary.noSaleCount));
  pair(label.openingFloat, money(summary.openingFloat));
  pair(label.cashIn, money(summary.cashIn));
  pair(label.cashOut, money(summary.cashOut));
  pair(label.expectedCash, money(summary.expectedCash));

  if (counts.length) {
    out.push(ruleLine(width));
    grid([
      [label.method, label.expected, label.counted, label.difference],
      ...counts.map((count) => [
        paymentLabel(count.method, language),
        money(count.expected),
        money(count.counted),
        money(count.difference),
      ]),
    ]);
  }
  out.push(ruleLine(width));
  notFiscal();
  return out;
}
