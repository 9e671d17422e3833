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

/** Two entries on opposite sides matched by hand (an invoice and the collection closing it). */
export interface Match {
  entries: [number, number];
  amount: Decimal;
}

/** When an entry falls due: its due date, else its date. */
const dueOf = (entry: LedgerEntry) => entry.dueDate ?? entry.date;

/**
 * Open items of one account in one currency. Entries matched by hand close each other first (up to
 * what is left of either); then first in first out: the entries on the side of the balance (debits
 * for a customer who owes us), ordered by due date, are closed oldest first by what is left of the
 * other side. What stays open adds up to the balance.
 */
export function openItemsFifo(entries: readonly LedgerEntry[], matches: readonly Match[] = []): OpenItems {
  const net = (entry: LedgerEntry) => new Big(entry.debit).minus(entry.credit);
  const balance = entries.reduce((total, entry) => total.plus(net(entry)), new Big(0));
  if (balance.eq(0)) return { side: null, items: [] };
  const side = balance.gt(0) ? 'debit' : 'credit';
  const sign = side === 'debit' ? 1 : -1;
  // What is left of each entry (as a positive amount) after the hand matches.
  const left = new Map(entries.map((entry) => [entry.id, net(entry)]));
  for (const match of matches) {
    const [a, b] = match.entries.map((id) => left.get(id));
    // Only an entry and one on the other side can close each other.
    if (!a || !b || a.times(b).gte(0)) continue;
    const closed = [a.abs(), b.abs(), new Big(match.amount)].reduce((min, value) =>
      value.lt(min) ? value : min,
    );
    left.set(match.entries[0], a.minus(closed.times(a.gt(0) ? 1 : -1)));
    left.set(match.entries[1], b.minus(closed.times(b.gt(0) ? 1 : -1)));
  }
  const items = entries
    .filter((entry) => net(entry).times(sign).gt(0))
    .sort((a, b) => dueOf(a).localeCompare(dueOf(b)) || a.date.localeCompare(b.date) || a.id - b.id);
  // What is left of the other side closes the items, the earliest due first.
  let closing = entries
    .filter((entry) => net(entry).times(sign).lt(0))
    .reduce((total, entry) => total.plus(left.get(entry.id)!.times(-sign)), new Big(0));
  const open: OpenItem[] = [];
  for (const entry of items) {
    const amount = net(entry).times(sign);
    const unmatched = left.get(entry.id)!.times(sign);
    const closed = closing.gt(unmatched) ? unmatched : closing;
    closing = closing.minus(closed);
    const remaining = unmatched.minus(closed);
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
