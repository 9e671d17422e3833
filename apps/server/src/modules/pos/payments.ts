import type { PosPaymentInput } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import { allInOneWrite, type Db } from '../../platform/db/client.ts';
import { applyCash, cashEntries, tillPayments } from '../cash/index.ts';

// A till receipt's money: cash into (a refund: out of) the register in its session, every method on
// the session's payments (the close expects card and transfer from there), the part on account
// checked against the customer's risk limit.

/** The session a receipt is rung up in, with its register. */
export interface TillSession {
  id: number;
  cashAccountId: number;
  currency: string;
}

/** Sums the payments per method (a method may come twice on a split payment). */
export function byMethod(payments: PosPaymentInput[]): Map<string, Big> {
  const sums = new Map<string, Big>();
  for (const payment of payments)
    sums.set(payment.method, (sums.get(payment.method) ?? new Big(0)).plus(payment.amount));
  return sums;
}

/**
 * Posts a receipt's payments (sign +1: a sale, −1: a refund): the cash as one entry of the register
 * carrying the session, so the close counts it, and its balance; every method on `till_payments`;
 * then `after` (the receipt's own row). The statements leave in one write and are answered together:
 * the transaction's connection is pipelined, so none waits for the one before.
 */
export async function postTillPayments(
  tx: Db,
  receipt: {
    companyId: number;
    session: TillSession;
    documentId: number;
    number: string;
    date: string;
    accountId: number | null;
    payments: PosPaymentInput[];
  },
  sign: 1 | -1,
  after: () => Promise<unknown>,
): Promise<void> {
  const sums = byMethod(receipt.payments);
  const cash = sums.get('cash') ?? new Big(0);
  const { session } = receipt;
  await allInOneWrite(tx, () => [
    ...(cash.eq(0)
      ? []
      : [
          tx
            .insert(cashEntries)
            .values({
              companyId: receipt.companyId,
              cashAccountId: session.cashAccountId,
              documentId: receipt.documentId,
              accountId: receipt.accountId,
              date: receipt.date,
              currency: session.currency,
              debit: sign === 1 ? cash.toFixed(4) : '0',
              credit: sign === -1 ? cash.toFixed(4) : '0',
              amountLocal: cash.times(sign).toFixed(4),
              description: receipt.number,
              cashSessionId: session.id,
            })
            .execute(),
          applyCash(tx, [
            { cashAccountId: session.cashAccountId, currency: session.currency, change: cash.times(sign) },
          ]),
        ]),
    tx
      .insert(tillPayments)
      .values(
        [...sums].map(([method, amount]) => ({
          companyId: receipt.companyId,
          sessionId: session.id,
          documentId: receipt.documentId,
          method,
          amount: amount.times(sign).toFixed(4),
        })),
      )
      .execute(),
    after(),
  ]);
}

/**
 * How far a customer is past their risk limit (0: no limit), or null when within it. Read after the
 * posting, whose balance row stays locked until commit: two sales at once cannot both slip under it.
 */
export async function overRisk(
  tx: Db,
  accountId: number,
  currency: string,
): Promise<{ account: string; limit: string; balance: string } | null> {
  const { rows } = await tx.execute<{ title: string; limit: string; balance: string }>(sql`
    SELECT a.title, a.risk_limit::text AS limit, coalesce(b.balance, 0)::text AS balance
      FROM accounts a
      LEFT JOIN account_balances b ON b.company_id = a.company_id AND b.account_id = a.id AND b.currency = ${currency}
     WHERE a.company_id = current_setting('app.company_id')::int AND a.id = ${accountId}`);
  const account = rows[0];
  if (!account) return null;
  const limit = new Big(account.limit);
  if (!limit.gt(0) || !new Big(account.balance).gt(limit)) return null;
  return { account: account.title, limit: limit.toFixed(2), balance: new Big(account.balance).toFixed(2) };
}
