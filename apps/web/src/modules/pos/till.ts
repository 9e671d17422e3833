import { DOCUMENT_KINDS } from '@kibo/contracts';
import type { PosPaymentMethod } from '@kibo/contracts/resources';
import { Big, documentTotals } from '@kibo/domain';
import { type ItemRow, startingPrice } from '../documents/editor/lines.ts';

// The till's basket and payments as pure data: what a scan adds, what is due, what is paid, the change.

export interface TillLine {
  key: string;
  itemId: number;
  code: string;
  name: string;
  quantity: string;
  /** The shop price, VAT included. */
  unitPrice: string;
  vatRate: string;
}

export interface TillPayment {
  key: string;
  method: Exclude<PosPaymentMethod, 'account'>;
  amount: string;
}

let counter = 0;

export const nextKey = (prefix: string) => {
  counter += 1;
  return `${prefix}-${counter}`;
};

/** A scanned card as a line: its shop price with VAT; a second scan of the same card adds to it. */
export function withItem(lines: TillLine[], item: ItemRow, quantity = '1'): TillLine[] {
  const same = lines.findIndex((line) => line.itemId === item.id);
  if (same >= 0)
    return lines.map((line, index) =>
      index === same ? { ...line, quantity: new Big(line.quantity).plus(quantity).toString() } : line,
    );
  return [
    ...lines,
    {
      key: nextKey('line'),
      itemId: item.id,
      code: item.code,
      name: item.name,
      quantity,
      unitPrice: startingPrice(item, DOCUMENT_KINDS.posReceipt, 'sale1', true),
      vatRate: item.vatRate,
    },
  ];
}

/** What the customer pays: the shared totals, as the server will store them. */
export const dueOf = (lines: TillLine[]) =>
  documentTotals({ pricesIncludeVat: true, documentDiscount: null, lines }).payable;

export const paidOf = (payments: TillPayment[]) =>
  payments.reduce((total, payment) => total.plus(payment.amount), new Big(0));

/** What is still to pay (never below zero). */
export function leftOf(lines: TillLine[], payments: TillPayment[]): string {
  const left = new Big(dueOf(lines)).minus(paidOf(payments));
  return (left.lt(0) ? new Big(0) : left).toFixed(2);
}

/** The change from the cash handed over: tendered − the cash part (none when nothing was handed). */
export function changeOf(payments: TillPayment[], tendered: string): string {
  const cash = paidOf(payments.filter((payment) => payment.method === 'cash'));
  const given = new Big(tendered || 0);
  return given.gt(cash) ? given.minus(cash).toFixed(2) : '0.00';
}
