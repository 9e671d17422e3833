import { formatQuantityOf } from '../display.ts';
import type { Decimal } from '../money.ts';
import { Big } from '../money.ts';
import type { NumberLocale } from '../number-input.ts';
import {
  centerText,
  leftRightOrBelow,
  type PrintLine,
  printedDateTime,
  ruleLine,
  textLine,
  wrapText,
} from './print.ts';

// A restaurant's kitchen and bar tickets (mutfak fişi) and their cancellations (iptal fişi): what a
// cook reads from a few steps away, so the table and the dishes print large, and each dish's note
// ("az pişmiş") under it. No prices: the kitchen prepares, the till charges.

export interface KitchenTicketLine {
  quantity: Decimal;
  name: string;
  /** The waiter's note for the cook, e.g. "az pişmiş", "soğansız". */
  note?: string;
}

export interface KitchenTicket {
  /** `order`: dishes to prepare; `cancel`: dishes sent earlier and taken off the table (İPTAL). */
  kind: 'order' | 'cancel';
  /** The printer category the dishes belong to (Mutfak, Bar); empty for dishes no category claims. */
  printer: string;
  /** The table as the staff call it, with its area: "Bahçe / B3". */
  table: string;
  /** Who sent (or took off) the dishes. */
  waiter: string;
  /** Local date and time of sending: 2026-11-25T14:32. */
  at: string;
  /** The table order's number, so a cook can match a cancellation to its ticket. */
  order: number | string;
  lines: readonly KitchenTicketLine[];
}

const tr = {
  order: 'SİPARİŞ',
  cancel: '*** İPTAL ***',
  table: 'Masa',
  waiter: 'Garson',
  time: 'Saat',
  orderNo: 'Adisyon',
} as const;

type KitchenLabels = Record<keyof typeof tr, string>;

export const KITCHEN_LABELS: Record<NumberLocale, KitchenLabels> = {
  tr,
  en: {
    order: 'ORDER',
    cancel: '*** CANCELLED ***',
    table: 'Table',
    waiter: 'Waiter',
    time: 'Time',
    orderNo: 'Order',
  },
  de: {
    order: 'BESTELLUNG',
    cancel: '*** STORNO ***',
    table: 'Tisch',
    waiter: 'Kellner',
    time: 'Zeit',
    orderNo: 'Bon',
  },
};

/** Large, centred, wrapped at half the columns (double width). */
const large = (text: string, width: number): PrintLine[] =>
  wrapText(text, Math.floor(width / 2)).map((line) =>
    textLine(centerText(line, Math.floor(width / 2)), { bold: true, double: true }),
  );

/**
 * One ticket for one printer category: the category (or SİPARİŞ) and, on a cancellation, İPTAL,
 * large; the table large; waiter, time and order number; then each dish as "2 x Adana Kebap" in
 * bold, long names wrapped under the name, its note indented below.
 */
export function layoutKitchenTicket(
  ticket: KitchenTicket,
  options: { columns: number; language?: NumberLocale },
): PrintLine[] {
  const width = options.columns;
  const language = options.language ?? 'tr';
  const label = KITCHEN_LABELS[language];
  const out: PrintLine[] = [];
  if (ticket.kind === 'cancel') out.push(...large(label.cancel, width));
  out.push(...large(ticket.printer || label.order, width));
  out.push(...large(`${label.table}: ${ticket.table}`, width));
  out.push(
    ...leftRightOrBelow(`${label.waiter}: ${ticket.waiter}`, `${label.orderNo}: ${ticket.order}`, width).map(
      (line) => textLine(line),
    ),
  );
  out.push(textLine(`${label.time}: ${printedDateTime(ticket.at, language)}`));
  out.push(ruleLine(width));
  for (const line of ticket.lines) {
    const quantity = `${formatQuantityOf(line.quantity, language)} x `;
    const indent = ' '.repeat(quantity.length);
    const name = wrapText(line.name, Math.max(1, width - quantity.length));
    out.push(
      ...name.map((part, index) => textLine(`${index === 0 ? quantity : indent}${part}`, { bold: true })),
    );
    if (line.note)
      out.push(
        ...wrapText(`* ${line.note}`, Math.max(1, width - indent.length)).map((part) =>
          textLine(indent + part),
        ),
      );
  }
  out.push(ruleLine(width));
  return out;
}

/**
 * A bill paid in `parts` equal shares: each share the total divided, cut to the kuruş, and the
 * kuruş left over on the last share, so the shares always add up to the total (100 / 3 → 33,33,
 * 33,33, 33,34).
 */
export function equalShares(total: Decimal, parts: number): string[] {
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError('parts must be a whole number of at least 1');
  const whole = new Big(total);
  const share = whole.div(parts).round(2, Big.roundDown);
  const last = whole.minus(share.times(parts - 1));
  return [...Array.from({ length: parts - 1 }, () => share.toFixed(2)), last.toFixed(2)];
}
