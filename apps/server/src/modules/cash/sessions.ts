import { ErrorCode } from '@kibo/contracts';
import { PAYMENT_METHODS, type PaymentMethod, type SessionCount } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { cashAccounts, cashBalances, cashEntries, cashSessionCounts, cashSessions } from './cash.tables.ts';

// Till sessions: which session a register's new cash entries belong to, what a session should hold,
// and the rule that a counted session's vouchers no longer change.

/**
 * The open sessions of the registers a posting touches, read FOR SHARE: a close (FOR UPDATE) waits
 * for the posting, so every entry it counts is there and none lands after it.
 */
export async function openSessionsOf(tx: Db, registerIds: number[]): Promise<Map<number, number>> {
  if (registerIds.length === 0) return new Map();
  const open = await tx
    .select({ id: cashSessions.id, cashAccountId: cashSessions.cashAccountId })
    .from(cashSessions)
    .where(and(inArray(cashSessions.cashAccountId, registerIds), eq(cashSessions.status, 'open')))
    .for('share');
  return new Map(open.map((session) => [session.cashAccountId, session.id]));
}

/**
 * A voucher whose money a closed session counted stays as it was: its day is done. The sessions are
 * locked FOR SHARE before the check, so a close running now either waits for this change and counts
 * it, or has closed first and the change is refused.
 */
export async function refuseClosedSessions(tx: Db, sessionIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(sessionIds.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const sessions = await tx
    .select({ status: cashSessions.status })
    .from(cashSessions)
    .where(inArray(cashSessions.id, ids))
    .orderBy(cashSessions.id)
    .for('share');
  if (sessions.some((session) => session.status === 'closed')) throw refused('cs.closedSession');
}

/**
 * Opens a session on a cash register (a bank has no drawer to count); one open session per register.
 * The float is what is in the drawer: when it differs from what the register's ledger holds, the
 * difference is posted first (before the session, so the session's own figures start from the float)
 * and from then on the ledger and the drawer agree. The register row is locked, so no posting slips
 * in between reading its balance and opening.
 */
export async function openSession(
  tx: Db,
  user: { companyId: number; userId: number },
  input: { cashAccountId: number; openingFloat: string; note: string },
  postDifference: (difference: Big, till: { cashAccountId: number; currency: string }) => Promise<number>,
): Promise<number> {
  const [register] = await tx
    .select()
    .from(cashAccounts)
    .where(eq(cashAccounts.id, input.cashAccountId))
    .for('update');
  if (!register) throw invalidField('cashAccountId', 'v.referenceMissing');
  if (register.kind !== 'cash') throw invalidField('cashAccountId', 'cs.cashOnly');
  if (!register.active) throw invalidField('cashAccountId', 'vou.cashAccountInactive');
  const [open] = await tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(eq(cashSessions.cashAccountId, register.id), eq(cashSessions.status, 'open')));
  if (open) throw refused('cs.alreadyOpen', { register: register.name });
  const [held] = await tx
    .select({ balance: cashBalances.balance })
    .from(cashBalances)
    .where(and(eq(cashBalances.cashAccountId, register.id), eq(cashBalances.currency, register.currency)));
  const difference = new Big(input.openingFloat).minus(held?.balance ?? 0);
  if (!difference.eq(0))
    await postDifference(difference, { cashAccountId: register.id, currency: register.currency });
  const [created] = await tx
    .insert(cashSessions)
    .values({
      companyId: user.companyId,
      cashAccountId: register.id,
      currency: register.currency,
      openingFloat: input.openingFloat,
      openedBy: user.userId,
      note: input.note,
    })
    .onConflictDoNothing()
    .returning({ id: cashSessions.id });
  if (!created) throw refused('cs.alreadyOpen', { register: register.name });
  return created.id;
}

/** A session locked for its close (or read as it stands), with what each method should hold. */
export async function sessionWithExpected(tx: Db, id: number, lock: boolean) {
  const query = tx.select().from(cashSessions).where(eq(cashSessions.id, id));
  const [session] = lock ? await query.for('update') : await query;
  if (!session) throw notFound();
  // Cash in the drawer: the float and every movement of the register's currency while it was open.
  const [moved] = (
    await tx.execute<{ moved: string }>(sql`
      SELECT coalesce(sum(debit - credit), 0)::text AS moved FROM cash_entries
       WHERE cash_session_id = ${id} AND currency = ${session.currency}`)
  ).rows;
  // Card slips and transfers: what the session's till receipts took by each (refunds less).
  const taken = await tx.execute<{ method: string; amount: string }>(sql`
      SELECT method, sum(amount)::text AS amount FROM till_payments
       WHERE session_id = ${id} AND method IN ('card', 'transfer') GROUP BY method`);
  const by = new Map(taken.rows.map((row) => [row.method, row.amount]));
  const expected: Record<PaymentMethod, string> = {
    cash: new Big(session.openingFloat).plus(moved?.moved ?? 0).toFixed(4),
    card: new Big(by.get('card') ?? 0).toFixed(4),
    transfer: new Big(by.get('transfer') ?? 0).toFixed(4),
    other: '0.0000',
  };
  return { session, expected };
}

/**
 * Closes a session: each method's count against what it should hold. The cash difference is posted
 * by `postDifference` (a voucher in or out of the register) before the session is marked closed.
 */
export async function closeSession(
  tx: Db,
  user: { userId: number },
  id: number,
  input: { counted: Partial<Record<PaymentMethod, string>>; note: string; expectedCash?: string },
  postDifference: (difference: Big, till: { cashAccountId: number; currency: string }) => Promise<number>,
  /** Checks made once the session is locked (the till's suspended baskets). */
  beforeClose: (sessionId: number) => Promise<void> = async () => {},
): Promise<SessionCount[]> {
  const { session, expected } = await sessionWithExpected(tx, id, true);
  // A rescue session (late offline receipts of a closed one) is counted and closed like an open one.
  if (session.status !== 'open' && session.status !== 'rescue') throw refused('cs.notOpen');
  await beforeClose(id);
  if (input.expectedCash !== undefined && !new Big(input.expectedCash).eq(expected.cash as string))
    throw new AppError(409, 'cs.changedMeanwhile', ErrorCode.conflict, { expected: expected.cash });
  const counts = PAYMENT_METHODS.map((method) => {
    const counted = new Big(input.counted[method] ?? 0);
    return {
      method,
      expected: expected[method],
      counted: counted.toFixed(4),
      difference: counted.minus(expected[method]).toFixed(4),
    };
  });
  const cashDifference = new Big(counts[0]!.difference);
  const differenceVoucherId = cashDifference.eq(0) ? null : await postDifference(cashDifference, session);
  // The count's difference belongs to the session it counted. A voucher's entries go to the
  // register's open session, which for a rescue session's close is another one (or none).
  if (differenceVoucherId !== null)
    await tx
      .update(cashEntries)
      .set({ cashSessionId: id })
      .where(eq(cashEntries.voucherId, differenceVoucherId));
  await tx
    .insert(cashSessionCounts)
    .values(counts.map((count) => ({ ...count, companyId: session.companyId, sessionId: id })));
  await tx
    .update(cashSessions)
    .set({
      status: 'closed',
      closedBy: user.userId,
      closedAt: new Date(),
      note: input.note || session.note,
      differenceVoucherId,
    })
    .where(eq(cashSessions.id, id));
  return counts;
}
