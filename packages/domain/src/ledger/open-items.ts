import { Big, type Decimal } from '../money.ts';

/** One entry of an account's ledger in one currency, as the open-items view reads it. */
export type LedgerEntry = {
  id: number;
  date: string;
  dueDate: string | null;
  debit: Decimal;
  credit: Decimal;
};

/** An entry not yet wholly closed by the other side: its amount and what is still open of it. */
export interface OpenItem {
  id: number;
  date: string;
  dueDate: string | null;
  amount: string;
  remaining: string;
}

export interface OpenItems {
  /** 'debit': the account owes us (invoices not yet paid); 'credit': we owe it; null: settled. */
  side: 'debit' | 'credit' | null;
  items: OpenItem[];
}

/** When an entry falls due: its due date, else its date. */
const dueOf = (entry: LedgerEntry) => entry.dueDate ?? entry.date;

/**
 * Open items of one account in one currency, first in first out: the entries on the side of the
 * balance (debits for a customer who owes us), ordered by due date, are closed oldest first by the
 * whole of the other side. What stays open adds up to the balance. Until payments are matched to
 * invoices explicitly, this is how a collection is taken to pay the oldest invoice first.
 */
export function openItemsFifo(entries: readonly LedgerEntry[]): OpenItems {
  const net = (entry: LedgerEntry) => new Big(entry.debit).minus(entry.credit);
  const balance = entries.reduce((total, entry) => total.plus(net(entry)), new Big(0));
  if (balance.eq(0)) return { side: null, items: [] };
  const side = balance.gt(0) ? 'debit' : 'credit';
  const sign = side === 'debit' ? 1 : -1;
  const items = entries
    .filter((entry) => net(entry).times(sign).gt(0))
    .sort((a, b) => dueOf(a).localeCompare(dueOf(b)) || a.date.localeCompare(b.date) || a.id - b.id);
  // The whole other side closes the items, the earliest due first.
  let closing = entries
    .filter((entry) => net(entry).times(sign).lt(0))
    .reduce((total, entry) => total.plus(net(entry).times(-sign)), new Big(0));
  const open: OpenItem[] = [];
  for (const entry of items) {
    const amount = net(entry).times(sign);
    const closed = closing.gt(amount) ? amount : closing;
    closing = closing.minus(closed);
    const remaining = amount.minus(closed);
    if (remaining.gt(0))
      open.push({
        id: entry.id,
        date: entry.date,
        dueDate: entry.dueDate,
        amount: amount.toFixed(4),
        remaining: remaining.toFixed(4),
      });
  }
  return { side, items: open };
}

/** Whole days an item is past its due date on `asOf` (ISO dates); 0 when not yet due. */
export function daysOverdue(dueDate: string, asOf: string): number {
  const days = (Date.parse(asOf) - Date.parse(dueDate)) / 86_400_000;
  return days > 0 ? Math.round(days) : 0;
}
