import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big, sum } from '../money.ts';
import { daysOverdue, type LedgerEntry, openItemsFifo } from './open-items.ts';

const entry = (id: number, date: string, debit: string, credit: string, dueDate: string | null = null) => ({
  id,
  date,
  dueDate,
  debit,
  credit,
});

describe('open items, first in first out', () => {
  it('a payment closes the invoice that falls due first, then the next', () => {
    const result = openItemsFifo([
      entry(1, '2026-01-10', '1000', '0', '2026-03-10'),
      entry(2, '2026-01-20', '500', '0', '2026-02-20'),
      entry(3, '2026-02-01', '0', '700'),
    ]);
    expect(result.side).toBe('debit');
    // Invoice 2 falls due first: 500 of the payment closes it, 200 goes to invoice 1.
    expect(result.items).toEqual([
      { id: 1, date: '2026-01-10', dueDate: '2026-03-10', amount: '1000.0000', remaining: '800.0000' },
    ]);
  });

  it('a supplier we owe: its invoices are the open items, our payments close them', () => {
    const result = openItemsFifo([
      entry(1, '2026-01-05', '0', '300'),
      entry(2, '2026-01-06', '0', '200'),
      entry(3, '2026-01-07', '100', '0'),
    ]);
    expect(result.side).toBe('credit');
    expect(result.items.map((item) => [item.id, item.remaining])).toEqual([
      [1, '200.0000'],
      [2, '200.0000'],
    ]);
  });

  it('a settled account has nothing open', () => {
    expect(openItemsFifo([entry(1, '2026-01-01', '50', '0'), entry(2, '2026-01-02', '0', '50')])).toEqual({
      side: null,
      items: [],
    });
    expect(openItemsFifo([])).toEqual({ side: null, items: [] });
  });

  it('counts days past due', () => {
    expect(daysOverdue('2026-11-01', '2026-11-23')).toBe(22);
    expect(daysOverdue('2026-11-30', '2026-11-23')).toBe(0);
  });

  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
  const amount = fc.integer({ min: 1, max: 1_000_000 }).map((cents) => new Big(cents).div(100).toFixed(2));
  const entries = fc
    .array(
      fc.record({
        date: day,
        due: fc.option(day, { nil: null }),
        amount,
        isDebit: fc.boolean(),
      }),
      { maxLength: 40 },
    )
    .map((rows) =>
      rows.map(
        (row, index): LedgerEntry =>
          entry(index + 1, row.date, row.isDebit ? row.amount : '0', row.isDebit ? '0' : row.amount, row.due),
      ),
    );

  it('what stays open adds up to the balance, on the balance’s side, and only the latest items stay open', () => {
    fc.assert(
      fc.property(entries, (rows) => {
        const balance = sum(rows.map((row) => new Big(row.debit).minus(row.credit)));
        const { side, items } = openItemsFifo(rows);
        expect(sum(items.map((item) => item.remaining)).toFixed(4)).toBe(balance.abs().toFixed(4));
        expect(side).toBe(balance.eq(0) ? null : balance.gt(0) ? 'debit' : 'credit');
        for (const item of items) {
          expect(new Big(item.remaining).gt(0)).toBe(true);
          expect(new Big(item.remaining).lte(item.amount)).toBe(true);
        }
        // Only the first open item may be partly closed: the ones after it are wholly open.
        for (const item of items.slice(1)) expect(item.remaining).toBe(item.amount);
      }),
    );
  });

  it('a collection matched to the later invoice closes that one, not the oldest', () => {
    const rows = [
      entry(1, '2026-01-10', '1000', '0', '2026-02-10'),
      entry(2, '2026-01-20', '500', '0', '2026-02-20'),
      entry(3, '2026-02-01', '0', '700'),
    ];
    // 500 of the collection goes to invoice 2 by hand; its other 200 closes invoice 1 first in first out.
    const result = openItemsFifo(rows, [{ entries: [2, 3], amount: '500' }]);
    expect(result.items.map((item) => [item.id, item.remaining])).toEqual([[1, '800.0000']]);
    // Matched for only 300: invoice 2 keeps 200 open, and the rest of the collection (400) closes the oldest.
    const partly = openItemsFifo(rows, [{ entries: [3, 2], amount: '300' }]);
    expect(partly.items.map((item) => [item.id, item.remaining])).toEqual([
      [1, '600.0000'],
      [2, '200.0000'],
    ]);
    // A match between two entries on the same side closes nothing.
    expect(openItemsFifo(rows, [{ entries: [1, 2], amount: '100' }])).toEqual(openItemsFifo(rows));
  });

  it('with any matches, what stays open still adds up to the balance', () => {
    const matches = fc.array(
      fc.record({ a: fc.integer({ min: 1, max: 40 }), b: fc.integer({ min: 1, max: 40 }), amount }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(entries, matches, (rows, pairs) => {
        const balance = sum(rows.map((row) => new Big(row.debit).minus(row.credit)));
        const { items } = openItemsFifo(
          rows,
          pairs.map((pair) => ({ entries: [pair.a, pair.b] as [number, number], amount: pair.amount })),
        );
        expect(sum(items.map((item) => item.remaining)).toFixed(4)).toBe(balance.abs().toFixed(4));
        for (const item of items) expect(new Big(item.remaining).lte(item.amount)).toBe(true);
      }),
    );
  });
});
