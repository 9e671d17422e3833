import type { MessageKey } from '@kibo/contracts';
import {
  type DocumentLineInput,
  documentInput,
  type PosReceiptInput,
  type PosRefundInput,
} from '@kibo/contracts/resources';
import { Big, documentTotals } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { forbidden, invalidField, refused } from '../../platform/http/errors.ts';
import { saveDocument } from '../documents/index.ts';
import { authorisedDevice, DEVICE_UNKNOWN } from '../pos-access/index.ts';
import { recordDeletedLines } from '../pos-session/index.ts';
import { closeTableOrder } from '../pos-tables/index.ts';
import { takeBasket } from './baskets.ts';
import { byMethod, overRisk, postTillPayments, refuseOverRisk, type TillSession } from './payments.ts';
import { postRefundPoints, postSalePoints } from './points.ts';
import { posReceipts } from './pos.tables.ts';
import { refuseUnapprovedPrices } from './prices.ts';

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
 * The authorised device a receipt comes from (`/sistem/tclnt`), recorded with it. A receipt made
 * offline must name a known, unrevoked one (403 PS10001 / PS10002): offline selling is allowed per
 * device, and a revoked device stops syncing at its next receipt. One sent online names its device
 * when the till is one; a browser that is not a till sells online without.
 */
async function deviceOf(tx: Db, input: { deviceKey?: string; madeOffline: boolean }): Promise<number | null> {
  if (input.deviceKey) return (await authorisedDevice(tx, input.deviceKey)).id;
  if (input.madeOffline) throw forbidden('pos.offlineNeedsDevice', DEVICE_UNKNOWN);
  return null;
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

const onAccountOf = (payments: PosReceiptInput['payments']) =>
  byMethod(payments).get('account') ?? new Big(0);

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
  const deviceId = await deviceOf(tx, input);
  const session = await openTillSession(tx, input.sessionId, input.madeOffline ? user : undefined);
  await refuseUnapprovedPrices(tx, user, input);
  const document = documentInput.parse({
    docType: 'posReceipt',
    seriesId: input.seriesId,
    date: input.date,
    time: input.time.slice(0, 5),
    accountId: input.accountId,
    warehouseId: input.warehouseId,
    pricesIncludeVat: true,
    description: input.description,
    documentDiscount: input.receiptDiscount,
    lines: input.lines,
  });
  const onAccount = onAccountOf(input.payments);
  const saved = await saveDocument(tx, user, document, {
    idempotencyKey: input.clientId,
    accountAmount: onAccount.toFixed(4),
    soldOffline: input.madeOffline,
  });
  // Made meanwhile by the same UUID (committed after our first look): answered as it is.
  if (saved.replayed) return { id: saved.document.id, warnings: [], replayed: true };
  // An offline sale on account has happened (the till allowed it within the balance and limit it
  // knew): it is taken, and the till is told where the customer now stands past the limit.
  const notices: Made['notices'] = [];
  if (input.accountId && onAccount.gt(0) && !input.madeOffline)
    await refuseOverRisk(tx, input.accountId, 'TRY');
  if (input.accountId && onAccount.gt(0) && input.madeOffline) {
    const over = await overRisk(tx, input.accountId, 'TRY');
    if (over) notices.push({ key: 'pos.offlineOverRisk', params: over });
  }
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

const receiptOf = (
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

type SoldLine = {
  id: number;
  item_id: number;
  unit_id: number | null;
  quantity: string;
  factor: string;
  left: string;
  total: string;
  vat_rate: string;
  description: string;
};

/**
 * The receipt being refunded and its lines, locked: the receipt (as every save supplying from a
 * document takes it), then its lines, so two refunds of one receipt queue and the second sees what
 * the first took back.
 */
async function soldReceipt(tx: Db, receiptId: number) {
  const { rows } = await tx.execute<{
    id: number;
    account_id: number | null;
    warehouse_id: number;
    status: string;
    doc_type: string;
    payable: string;
  }>(sql`
    SELECT id, account_id, warehouse_id, status, doc_type, payable::text FROM documents
     WHERE company_id = current_setting('app.company_id')::int AND id = ${receiptId} FOR NO KEY UPDATE`);
  const receipt = rows[0];
  if (receipt?.doc_type !== 'posReceipt' || receipt.status !== 'saved')
    throw invalidField('refundOf', 'pos.notReceipt');
  const lines = await tx.execute<SoldLine>(sql`
    SELECT id, item_id, unit_id, quantity::text, unit_factor::text AS factor, total::text, vat_rate::text, description,
           (round(quantity * unit_factor, 4) - supplied_quantity)::text AS left
      FROM document_lines
     WHERE company_id = current_setting('app.company_id')::int AND document_id = ${receiptId}
     ORDER BY id FOR UPDATE`);
  // What each method has paid for this receipt so far, its refunds taken off.
  const paid = await tx.execute<{ method: string; amount: string }>(sql`
    SELECT method, sum(amount)::text AS amount FROM till_payments
     WHERE company_id = current_setting('app.company_id')::int
       AND (document_id = ${receiptId} OR document_id IN (
             SELECT document_id FROM pos_receipts WHERE company_id = current_setting('app.company_id')::int
                AND refund_of = ${receiptId}))
     GROUP BY method`);
  return {
    receipt,
    lines: new Map(lines.rows.map((line) => [line.id, line])),
    paid: new Map(paid.rows.map((row) => [row.method, new Big(row.amount)])),
  };
}

/** The price a refunded unit goes back at: what the customer paid for one, discounts and VAT included. */
const refundPrice = (line: SoldLine) => new Big(line.total).div(line.quantity).toFixed(4);

/**
 * Takes goods back against a receipt: at most what was sold and not yet refunded per line (the
 * receipt's lines keep it as their supplied quantity, as an order's do), money back by the receipt's
 * own methods (no more than each took) or in cash.
 */
export async function refund(tx: Db, user: Session, input: PosRefundInput): Promise<Made> {
  const deviceId = await deviceOf(tx, input);
  const session = await openTillSession(tx, input.sessionId, input.madeOffline ? user : undefined);
  const sold = await soldReceipt(tx, input.refundOf);
  const accountId = sold.receipt.account_id;
  if (input.accountId !== null && input.accountId !== accountId)
    throw invalidField('accountId', 'pos.refundAccountOther');

  const taking = new Map<number, Big>();
  const lines: DocumentLineInput[] = input.lines.map((wanted, index) => {
    const line = sold.lines.get(wanted.sourceLineId);
    if (!line) throw invalidField(`lines.${index}.sourceLineId`, 'pos.refundLineOther');
    const base = new Big(new Big(wanted.quantity).times(line.factor).toFixed(4));
    const total = (taking.get(line.id) ?? new Big(0)).plus(base);
    if (total.gt(line.left))
      throw invalidField(`lines.${index}.quantity`, 'pos.overRefund', {
        left: new Big(line.left)
          .div(line.factor)
          .toFixed(4)
          .replace(/\.?0+$/, ''),
      });
    taking.set(line.id, total);
    return {
      itemId: line.item_id,
      description: line.description,
      quantity: wanted.quantity,
      unitId: line.unit_id,
      unitPrice: refundPrice(line),
      discounts: [],
      vatRate: String(Number(line.vat_rate)) as DocumentLineInput['vatRate'],
      otvRate: '0',
      withholding: '',
      sourceLineId: line.id,
    };
  });

  const due = new Big(
    documentTotals({ pricesIncludeVat: true, lines: lines.map((line) => ({ ...line, withholding: null })) })
      .payable,
  );
  const paid = input.payments.reduce((sum, payment) => sum.plus(payment.amount), new Big(0));
  if (!paid.eq(due))
    throw invalidField('payments', 'pos.paymentsNotEqual', { total: due.toFixed(2), paid: paid.toFixed(2) });
  for (const [method, amount] of byMethod(input.payments)) {
    if (method === 'account' && !accountId) throw invalidField('payments', 'pos.refundAccountOther');
    if (method !== 'cash' && amount.gt(sold.paid.get(method) ?? 0))
      throw invalidField('payments', 'pos.refundMethod');
  }

  const document = documentInput.parse({
    docType: 'posRefund',
    date: input.date,
    time: input.time.slice(0, 5),
    accountId,
    warehouseId: sold.receipt.warehouse_id,
    pricesIncludeVat: true,
    description: input.description,
    lines,
  });
  const onAccount = onAccountOf(input.payments);
  const saved = await saveDocument(tx, user, document, {
    idempotencyKey: input.clientId,
    accountAmount: onAccount.toFixed(4),
  });
  // Made meanwhile by the same UUID (committed after our first look): answered as it is.
  if (saved.replayed) return { id: saved.document.id, warnings: [], replayed: true };
  const { id, number } = saved.document;
  const points = await postRefundPoints(
    tx,
    {
      companyId: user.companyId,
      accountId,
      documentId: id,
      number,
      date: input.date,
      payments: input.payments,
    },
    { documentId: input.refundOf, total: sold.receipt.payable },
  );
  await postTillPayments(
    tx,
    { ...receiptOf(user, session, id, number, { date: input.date, accountId }), payments: input.payments },
    -1,
    () =>
      tx
        .insert(posReceipts)
        .values({
          companyId: user.companyId,
          documentId: id,
          sessionId: session.id,
          refundOf: input.refundOf,
          pointsEarned: points.earned,
          pointsSpent: points.spent,
          pointValue: points.pointValue,
          deviceId,
          localNumber: input.localNumber,
        })
        .execute(),
  );
  return { id, warnings: saved.warnings, replayed: false };
}
