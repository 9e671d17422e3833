import type { PosApprovalAction } from '@kibo/contracts';
import { type PosDeletedLine, type PosEventInput, posReceiptTotal } from '@kibo/contracts/resources';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { AppError, refused } from '../../platform/http/errors.ts';
import { consumeApproval, deviceOf, tillRightsOf } from '../pos-access/index.ts';
import { posEvents } from './pos-session.tables.ts';

// Voids, deleted lines and no-sale drawer openings: recorded in the till session they happened in,
// for its Z summary. The spec's permission: without the delete right a cashier voids a receipt or
// deletes a line only with a manager's approval, used up where the event is recorded.

type Actor = Pick<Session, 'companyId' | 'userId'>;

/** The session a till's event goes to: its open session, or (made offline, closed since) its rescue session. */
export type SessionOf = (tx: Db, sessionId: number, offline?: { userId: number }) => Promise<{ id: number }>;

interface Approved {
  approvedBy: number | null;
  approvalId: number | null;
  unapproved: boolean;
}

/**
 * Who approved a delete: nobody needed for a user holding `posCanDelete`; otherwise the manager's
 * token, used up in this transaction. An offline till could not ask for one (approvals need the
 * server), so its event without a valid token is recorded — it has happened — and marked unapproved
 * for the manager; an online one is refused.
 */
async function approvalFor(
  tx: Db,
  user: Actor,
  token: string | undefined,
  action: PosApprovalAction,
  offline: boolean,
): Promise<Approved> {
  if ((await tillRightsOf(tx, user.userId)).delete)
    return { approvedBy: null, approvalId: null, unapproved: false };
  const unapproved = { approvedBy: null, approvalId: null, unapproved: true };
  if (!token) {
    if (offline) return unapproved;
    throw refused('pos.deleteNeedsApproval');
  }
  try {
    const used = await consumeApproval(tx, user, token, action);
    return { approvedBy: used.approvedBy, approvalId: used.approvalId, unapproved: false };
  } catch (error) {
    if (offline && error instanceof AppError) return unapproved;
    throw error;
  }
}

/** The event a till UUID already recorded, if any: sent again, it answers the first. */
export async function eventMadeBy(tx: Db, clientId: string): Promise<number | null> {
  const [row] = await tx.select({ id: posEvents.id }).from(posEvents).where(eq(posEvents.clientId, clientId));
  return row?.id ?? null;
}

/** An event as the till gets it back. */
export async function eventRecord(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: posEvents.id,
      clientId: posEvents.clientId,
      kind: posEvents.kind,
      sessionId: posEvents.sessionId,
      amount: posEvents.amount,
      approvedBy: posEvents.approvedBy,
      unapproved: posEvents.unapproved,
      occurredAt: posEvents.occurredAt,
    })
    .from(posEvents)
    .where(eq(posEvents.id, id));
  return row!;
}

/**
 * Records a void or a no-sale. The row goes in first, so a second copy of the same UUID sent at once
 * waits on the unique key (and then answers the first) instead of racing it for the approval.
 */
export async function recordEvent(
  tx: Db,
  user: Actor,
  input: PosEventInput,
  sessionOf: SessionOf,
): Promise<number> {
  // From an authorised device (as a receipt): offline, one its user may sell offline on.
  await deviceOf(tx, user, input);
  const session = await sessionOf(tx, input.sessionId, input.madeOffline ? user : undefined);
  const voided =
    input.kind === 'void'
      ? {
          amount: posReceiptTotal(input),
          content: { lines: input.lines, receiptDiscount: input.receiptDiscount },
        }
      : {};
  const [row] = await tx
    .insert(posEvents)
    .values({
      companyId: user.companyId,
      clientId: input.clientId,
      kind: input.kind,
      sessionId: session.id,
      userId: user.userId,
      reason: input.reason,
      madeOffline: input.madeOffline,
      ...(input.occurredAt ? { occurredAt: new Date(input.occurredAt) } : {}),
      ...voided,
    })
    .returning({ id: posEvents.id });
  const id = row!.id;
  if (input.kind === 'void') {
    const approved = await approvalFor(tx, user, input.approval, 'deleteReceipt', input.madeOffline);
    await tx.update(posEvents).set(approved).where(eq(posEvents.id, id));
  }
  return id;
}

/** The lines a sale's till deleted before payment, recorded in the sale's transaction and session. */
export async function recordDeletedLines(
  tx: Db,
  user: Actor,
  receipt: { sessionId: number; documentId: number; offline: boolean },
  lines: PosDeletedLine[],
): Promise<void> {
  const rows = [];
  for (const line of lines) {
    const approved = await approvalFor(tx, user, line.approval, 'deleteLine', receipt.offline);
    rows.push({
      companyId: user.companyId,
      kind: 'deleteLine',
      sessionId: receipt.sessionId,
      userId: user.userId,
      documentId: receipt.documentId,
      itemId: line.itemId,
      quantity: line.quantity,
      amount: line.amount,
      madeOffline: receipt.offline,
      ...approved,
    });
  }
  await tx.insert(posEvents).values(rows);
}

/**
 * A deletion made away from any till: a restaurant table's sent dish taken off (`deleteLine`, its
 * item, quantity and amount), or a table's order cancelled with dishes sent (`void`, the order's
 * lines as they stood). `reason` says where (the table); the approval was used by the table's action.
 */
export type DeletionAwayFromTill = {
  amount: string;
  reason: string;
  approvedBy: number | null;
  approvalId: number | null;
} & (
  | { kind: 'deleteLine'; itemId: number; quantity: string }
  | {
      kind: 'void';
      lines: { itemId: number; quantity: string; unitPrice: string; discounts: string[]; vatRate: string }[];
    }
);

/**
 * Records a deletion away from a till in the Z of the till session open now, when the company has
 * exactly one (the restaurant's till, as a device remembering no register sells in the only open
 * session). Read FOR SHARE, as a sale does: a close waits for it, or counted first and it goes to no
 * Z. With none open, or several (no till can claim a table), it is in no Z: its audit row records it.
 */
export async function recordDeletionAwayFromTill(
  tx: Db,
  user: Actor,
  deletion: DeletionAwayFromTill,
): Promise<void> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM cash_sessions WHERE company_id = current_setting('app.company_id')::int
       AND status = 'open' AND currency = 'TRY' LIMIT 2 FOR SHARE`);
  if (rows.length !== 1) return;
  const { kind, amount, reason, approvedBy, approvalId } = deletion;
  await tx.insert(posEvents).values({
    companyId: user.companyId,
    kind,
    sessionId: rows[0]!.id,
    userId: user.userId,
    amount,
    reason,
    approvedBy,
    approvalId,
    ...(deletion.kind === 'deleteLine'
      ? { itemId: deletion.itemId, quantity: deletion.quantity }
      : { content: { lines: deletion.lines, receiptDiscount: null } }),
  });
}
