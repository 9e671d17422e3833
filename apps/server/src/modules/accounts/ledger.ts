import { type Big, netInLockOrder } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { refused } from '../../platform/http/errors.ts';

// Writing the account ledgers' running balances. Every caller writes the entries in the same
// transaction; these upserts lock each balance row until commit, so concurrent postings queue.

export interface AccountDelta {
  accountId: number;
  currency: string;
  /** debit − credit. */
  change: Big;
}

/**
 * Changes netted per account and currency, none of them zero, in the order balance rows are locked:
 * account, then currency code (by its characters, as `COLLATE "C"` sorts them).
 */
export const netAccountDeltas = (deltas: AccountDelta[]): AccountDelta[] =>
  netInLockOrder(deltas, (delta) => [delta.accountId, delta.currency], 'change');

/**
 * Adds several changes (a voucher's lines, its reversal and re-posting) netted per account and
 * currency, in (account, currency) order: two vouchers touching the same accounts lock their rows
 * in the same order and queue instead of deadlocking.
 */
export async function applyAccounts(tx: Db, deltas: AccountDelta[]): Promise<void> {
  const changes = netAccountDeltas(deltas);
  if (changes.length === 0) return;
  await upsertBalances(tx, [accountBalancesJson(changes)]);
}

/**
 * The upsert of `account_balances` as statement text, for `applyAccounts` and for a document's
 * posting statement: `param` holds `accountBalancesJson`; rows are taken in (account, currency) order.
 */
export const accountBalancesSql = (param: string) => `
    INSERT INTO account_balances AS b (company_id, account_id, currency, balance)
    SELECT current_setting('app.company_id')::int, a.account_id, a.currency, a.balance
      FROM json_populate_recordset(NULL::account_balances, ${param}::json) a
     ORDER BY a.account_id, a.currency COLLATE "C"
    ON CONFLICT (company_id, account_id, currency) DO UPDATE SET balance = b.balance + excluded.balance`;

/** Netted changes as the JSON parameter of `accountBalancesSql`. */
export const accountBalancesJson = (changes: AccountDelta[]) =>
  JSON.stringify(
    changes.map((change) => ({
      account_id: change.accountId,
      currency: change.currency,
      balance: change.change.toFixed(4),
    })),
  );

const upsertBalances = prepared('accounts.balances', accountBalancesSql('$1'));

/**
 * Adds points to accounts (negative: takes them), netted per account, in account order. A balance
 * that a decrease takes below zero stops the save: points cannot be spent twice.
 */
export async function applyPoints(tx: Db, deltas: { accountId: number; points: number }[]): Promise<void> {
  const byAccount = new Map<number, number>();
  for (const delta of deltas)
    byAccount.set(delta.accountId, (byAccount.get(delta.accountId) ?? 0) + delta.points);
  const changes = [...byAccount.entries()].filter(([, points]) => points !== 0).sort(([a], [b]) => a - b);
  if (changes.length === 0) return;
  const updated = await tx.execute<{ account_id: number; points: number; title: string }>(sql`
    WITH changed AS (
      INSERT INTO point_balances AS b (company_id, account_id, points)
      SELECT current_setting('app.company_id')::int, d.a, d.p
        FROM unnest(${sql.param(changes.map(([accountId]) => accountId))}::int[],
                    ${sql.param(changes.map(([, points]) => points))}::int[]) WITH ORDINALITY AS d(a, p, n)
       ORDER BY d.n
      ON CONFLICT (company_id, account_id) DO UPDATE SET points = b.points + excluded.points
      RETURNING b.account_id, b.points)
    SELECT c.account_id, c.points, a.title
      FROM changed c JOIN accounts a ON a.company_id = current_setting('app.company_id')::int AND a.id = c.account_id
     WHERE c.points < 0 ORDER BY c.account_id`);
  const short = updated.rows[0];
  if (short)
    throw refused('vou.pointsOverdraw', {
      account: short.title,
      balance: short.points - byAccount.get(short.account_id)!,
    });
}
