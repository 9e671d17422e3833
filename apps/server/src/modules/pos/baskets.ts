import { type PosBasketInput, posReceiptTotal } from '@kibo/contracts/resources';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { notFound, refused } from '../../platform/http/errors.ts';
import { posBaskets } from './pos.tables.ts';

// Suspended baskets (askıya alınan sepet): a customer steps aside, the cashier serves the next one and
// recalls the basket later. Nothing is posted until it is completed as a receipt.

/**
 * Suspends a basket in an open session (read FOR SHARE, so a close waits and then refuses); under
 * the till's key a basket is put aside once, however often the request is sent.
 */
export async function suspendBasket(
  tx: Db,
  user: Session,
  input: PosBasketInput,
  openSession: (tx: Db, sessionId: number) => Promise<{ id: number }>,
  idempotencyKey?: string,
) {
  if (idempotencyKey) {
    const [first] = await tx.select().from(posBaskets).where(eq(posBaskets.idempotencyKey, idempotencyKey));
    if (first) return first;
  }
  const session = await openSession(tx, input.sessionId);
  const [basket] = await tx
    .insert(posBaskets)
    .values({
      companyId: user.companyId,
      sessionId: session.id,
      userId: user.userId,
      accountId: input.accountId,
      note: input.note,
      content: {
        lines: input.lines,
        receiptDiscount: input.receiptDiscount,
        discountApproval: input.discountApproval,
      },
      total: posReceiptTotal(input),
      idempotencyKey,
    })
    .returning();
  return basket!;
}

/** The baskets waiting in a session, oldest first, with who suspended them. */
export async function basketsOf(tx: Db, sessionId: number) {
  const { rows } = await tx.execute(sql`
    SELECT b.id, b.session_id AS "sessionId", b.account_id AS "accountId", a.title AS "accountTitle", b.note,
           b.total::text AS total, jsonb_array_length(b.content -> 'lines') AS "lineCount", b.created_at AS "createdAt",
           u.name AS "userName"
      FROM pos_baskets b
      JOIN users u ON u.company_id = b.company_id AND u.id = b.user_id
      LEFT JOIN accounts a ON a.company_id = b.company_id AND a.id = b.account_id
     WHERE b.company_id = current_setting('app.company_id')::int AND b.session_id = ${sessionId}
     ORDER BY b.id`);
  return rows;
}

/** A basket recalled onto the till: its lines and discount as suspended. */
export async function getBasket(tx: Db, id: number) {
  const [basket] = await tx.select().from(posBaskets).where(eq(posBaskets.id, id));
  if (!basket) throw notFound('pos.basketGone');
  return basket;
}

/**
 * Removes a basket a sale (of the same session) or an invoice or order completes, in that save's
 * transaction; of two saves taking one basket, the second finds it gone and saves nothing.
 */
export async function takeBasket(tx: Db, id: number, sessionId?: number): Promise<void> {
  const [basket] = await tx.select().from(posBaskets).where(eq(posBaskets.id, id)).for('update');
  if (!basket) throw notFound('pos.basketGone');
  if (sessionId !== undefined && basket.sessionId !== sessionId) throw refused('pos.basketOtherSession');
  await tx.delete(posBaskets).where(eq(posBaskets.id, id));
}

/** Deletes a basket the customer did not take, with an audit row (what was on it). */
export async function deleteBasket(tx: Db, user: Session, id: number): Promise<void> {
  const [gone] = await tx.delete(posBaskets).where(eq(posBaskets.id, id)).returning();
  if (!gone) throw notFound('pos.basketGone');
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posBasket',
    entityId: id,
    action: 'delete',
    before: { sessionId: gone.sessionId, total: gone.total, content: gone.content },
  });
}

/** A till is not counted while a basket waits on it: the close runs this once the session is locked. */
export async function refuseOpenBaskets(tx: Db, sessionId: number): Promise<void> {
  const { rows } = await tx.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM pos_baskets
     WHERE company_id = current_setting('app.company_id')::int AND session_id = ${sessionId}`);
  const count = rows[0]?.count ?? 0;
  if (count > 0) throw refused('pos.basketsOpen', { count });
}
