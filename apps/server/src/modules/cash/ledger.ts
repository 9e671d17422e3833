import { type Big, netInLockOrder } from '@kibo/domain';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';

// The running balances of registers and banks. Callers write the cash entries in the same transaction;
// the upsert locks each balance row until commit, so concurrent postings on one register queue.

export interface CashDelta {
  cashAccountId: number;
  currency: string;
  /** debit − credit: money in is positive. */
  change: Big;
}

/** Changes netted per register and currency, none zero, in lock order: register, then currency code. */
export const netCashDeltas = (deltas: CashDelta[]): CashDelta[] =>
  netInLockOrder(deltas, (delta) => [delta.cashAccountId, delta.currency], 'change');

const upsertBalances = prepared(
  'cash.balances',
  `INSERT INTO cash_balances AS b (company_id, cash_account_id, currency, balance)
   SELECT current_setting('app.company_id')::int, c.cash_account_id, c.currency, c.balance
     FROM json_populate_recordset(NULL::cash_balances, $1::json) c
    ORDER BY c.cash_account_id, c.currency COLLATE "C"
   ON CONFLICT (company_id, cash_account_id, currency) DO UPDATE SET balance = b.balance + excluded.balance`,
);

/** Adds the changes, netted, in (register, currency) order so two postings never deadlock. */
export async function applyCash(tx: Db, deltas: CashDelta[]): Promise<void> {
  const changes = netCashDeltas(deltas);
  if (changes.length === 0) return;
  await upsertBalances(tx, [
    JSON.stringify(
      changes.map((change) => ({
        cash_account_id: change.cashAccountId,
        currency: change.currency,
        balance: change.change.toFixed(4),
      })),
    ),
  ]);
}
