import type { MessageKey } from '@kibo/contracts';
import { documentInput, type PosReceiptInput } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { allInOneWrite, type Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { invalidField, refused } from '../../platform/http/errors.ts';
import { saveDocument } from '../documents/index.ts';
import { deviceOf } from '../pos-access/index.ts';
import { recordDeletedLines } from '../pos-session/index.ts';
import { closeTableOrder } from '../pos-tables/index.ts';
import { takeBasket } from './baskets.ts';
import { byMethod, overRisk, postTillPayments, type TillSession } from './payments.ts';
import { postSalePoints } from './points.ts';
import { posReceipts } from './pos.tables.ts';
import { checkPrices, withCardVat } from './prices.ts';

// A sale and a refund at the till, each in the request's one transaction: the document with its stock
// (and the part on account) through `saveDocument`, then its money through `postTillPayments`.

/**
 * The till session a receipt is rung up in, read FOR SHARE: a close (FOR UPDATE) waits for the sale
 * and counts it, or has closed first and the sale is refused. Our reading of the spec's "receipt
 * cannot be closed while a cash register is open": a receipt is closed (completed) only inside an
 * open session of its register — never before the till is opened or after it was counted.
 */
export async function openTillSession(
  tx: Db,
  sessionId: number,
  offline?: { userId: number },
): Promise<TillSession> {
  const { rows } = await tx.execute<{
    id: number;
    cashAccountId: number;
    currency: string;
    status: string;
  }>(sql`
    SELECT s.id, s.cash_account_id AS "cashAccountId", s.currency, s.status FROM cash_sessions s
     WHERE s.company_id = current_setting('app.company_id')::int AND s.id = ${sessionId} FOR SHARE`);
  const session = rows[0];
  if (!session) throw invalidField('sessionId', 'v.referenceMissing');
  if (session.status === 'closed' && offline) return rescueSessionOf(tx, session, offline.userId);
  if (session.status !== 'open') throw refused('pos.sessionNotOpen');
  // Receipts are in lira: a till kept in another currency would need a rate on every sale.
  if (session.currency !== 'TRY') throw refused('pos.registerCurrency');
  return { id: session.id, cashAccountId: session.cashAccountId, currency: session.currency };
}

/** A receipt made, and the items it took below zero where the company only warns. */
export interface Made {
  id: number;
  warnings: string[];
  replayed: boolean;
  /** Other things the till is told about a receipt taken as it came (an offline sale past a risk limit). */
  notices?: { key: MessageKey; params: Record<string, unknown> }[];
}

/**
 * The rescue session of a closed session: made by the first late offline receipt, shared by the
 * next ones (a unique index decides a race), counted and closed on its own like Odoo's.
 */
async function rescueSessionOf(
  tx: Db,
  closed: { id: number; cashAccountId: number; currency: string },
  userId: number,
): Promise<TillSession> {
  const find = () =>
    tx.execute<{ id: number; status: string }>(sql`
      SELECT id, status FROM cash_sessions WHERE company_id = current_setting('app.company_id')::int
         AND rescue_of = ${closed.id} AND status = 'rescue' FOR SHARE`);
  let [rescue] = (await find()).rows;
  if (!rescue) {
    await tx.execute(sql`
      INSERT INTO cash_sessions (company_id, cash_account_id, currency, opening_float, status, opened_by, note, rescue_of)
      VALUES (current_setting('app.company_id')::int, ${closed.cashAccountId}, ${closed.currency}, 0, 'rescue',
              ${userId}, '', ${closed.id})
      ON CONFLICT DO NOTHING`);
    [rescue] = (await find()).rows;
  }
  // Once a rescue session is counted, a later straggler starts the next one.
  if (!rescue) throw refused('pos.sessionNotOpen');
  return { id: rescue.id, cashAccountId: closed.cashAccountId, currency: closed.currency };
}

/** The till receipt a client UUID already made, if any: a retry answers it, whatever happened since. */
export async function receiptMadeBy(tx: Db, clientId: string): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM documents WHERE company_id = current_setting('app.company_id')::int
       AND idempotency_key = ${clientId}::uuid AND doc_type IN ('posReceipt', 'posRefund')`);
  return rows[0]?.id ?? null;
}

/**
 * A till receipt or refund saved through the posting under its client UUID, at VAT-included prices,
 * its part on account posted to the customer; `saved.replayed` when that UUID made one meanwhile.
 * Taken as it came when made offline: what the till handed over may take stock below zero.
 */
export async function saveTillDocument(
  tx: Db,
  user: Session,
  till: Pick<PosReceiptInput, 'clientId' | 'date' | 'time' | 'description' | 'payments' | 'madeOffline'>,
  document: { docType: 'posReceipt' | 'posRefund'; accountId: number | null; warehouseId: number } & Record<
    string,
    unknown
  >,
) {
  const onAccount = byMethod(till.payments).get('account') ?? new Big(0);
  const saved = await saveDocument(
    tx,
    user,
    documentInput.parse({
      ...document,
      date: till.date,
      time: till.time.slice(0, 5),
      pricesIncludeVat: true,
      description: till.description,
    }),
    { idempotencyKey: till.clientId, accountAmount: onAccount.toFixed(4), soldOffline: till.madeOffline },
  );
  return { saved, onAccount };
}

/** Change handed back: what was tendered beyond the cash part. */
function changeOf(receipt: { payments: PosReceiptInput['payments']; cashTendered: string | null }) {
  const cash = byMethod(receipt.payments).get('cash') ?? new Big(0);
  const tendered = receipt.cashTendered === null ? cash : new Big(receipt.cashTendered);
  return { tendered, change: tendered.minus(cash) };
}

/**
 * Completes a sale: the receipt, its stock, its account part, its money, and the basket or the
 * restaurant table's order it came from.
 */
export async function sell(tx: Db, user: Session, input: PosReceiptInput): Promise<Made> {
  // Independent checks, their first reads sent in one write: a receipt's round trips are what a sync
  // of a day's receipts waits on.
  const [deviceId, session, unapproved, lines] = await allInOneWrite(tx, () => [
    deviceOf(tx, user, input),
    openTillSession(tx, input.sessionId, input.madeOffline ? user : undefined),
    checkPrices(tx, user, input),
    withCardVat(tx, input.lines),
  ]);
  const { saved, onAccount } = await saveTillDocument(tx, user, input, {
    docType: 'posReceipt',
    seriesId: input.seriesId,
    accountId: input.accountId,
    warehouseId: input.warehouseId,
    documentDiscount: input.receiptDiscount,
    lines,
  });
  // Made meanwhile by the same UUID (committed after our first look): answered as it is.
  if (saved.replayed) return { id: saved.document.id, warnings: [], replayed: true };
  // An online till may not take the customer past their risk limit. An offline sale on account has
  // happened (the till allowed it within the balance and limit it knew): it is taken, and the till is
  // told where the customer now stands past the limit.
  const notices: Made['notices'] = [];
  const over = input.accountId && onAccount.gt(0) ? await overRisk(tx, input.accountId, 'TRY') : null;
  if (over && !input.madeOffline) throw refused('pos.overRisk', over);
  if (over) notices.push({ key: 'pos.offlineOverRisk', params: over });
  if (input.basketId !== null) await takeBasket(tx, input.basketId, session.id);
  const { id, number } = saved.document;
  if (input.deletedLines.length > 0)
    await recordDeletedLines(
      tx,
      user,
      { sessionId: session.id, documentId: id, offline: input.madeOffline },
      input.deletedLines,
    );
  if (input.tableOrderId !== null) await closeTableOrder(tx, user, input.tableOrderId, id, input.lines);
  // What a passive cashier changed offline with no manager to ask: in the audit log for the manager.
  if (unapproved.length > 0)
    await writeAudit(tx, {
      companyId: user.companyId,
      userId: user.userId,
      entity: 'posReceipt',
      entityId: id,
      action: 'unapproved',
      after: { number, prices: unapproved },
    });
  const { tendered, change } = changeOf(input);
  const points = await postSalePoints(tx, {
    companyId: user.companyId,
    accountId: input.accountId,
    documentId: id,
    number,
    date: input.date,
    payments: input.payments,
    pointsSpent: input.pointsSpent,
  });
  await postTillPayments(
    tx,
    { ...receiptOf(user, session, id, number, input), payments: input.payments },
    1,
    () =>
      tx
        .insert(posReceipts)
        .values({
          companyId: user.companyId,
          documentId: id,
          sessionId: session.id,
          cashTendered: tendered.toFixed(4),
          changeGiven: change.toFixed(4),
          pointsEarned: points.earned,
          pointsSpent: points.spent,
          pointValue: points.pointValue,
          deviceId,
          localNumber: input.localNumber,
        })
        .execute(),
  );
  return { id, warnings: saved.warnings, replayed: false, notices };
}

export const receiptOf = (
  user: Session,
  session: TillSession,
  documentId: number,
  number: string,
  input: { date: string; accountId: number | null },
) => ({
  companyId: user.companyId,
  session,
  documentId,
  number,
  date: input.date,
  accountId: input.accountId,
});
