import type { DocumentLineInput, PosRefundInput } from '@kibo/contracts/resources';
import { Big, documentTotals } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import { allInOneWrite, type Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { deviceOf } from '../pos-access/index.ts';
import { byMethod, postTillPayments } from './payments.ts';
import { postRefundPoints } from './points.ts';
import { posReceipts } from './pos.tables.ts';
import { type Made, openTillSession, receiptOf, saveTillDocument } from './sale.ts';

// A refund at the till against an earlier receipt, in the request's one transaction: at most what was
// sold and not yet refunded per line, at the price the customer paid, money back by the receipt's
// own methods (no more than each took) or in cash, its points back to the ledger.

type SoldLine = {
  id: number;
  item_id: number;
  unit_id: number | null;
  quantity: string;
  factor: string;
  left: string;
  total: string;
  /** What earlier refunds of this line paid back. */
  refunded: string;
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
    SELECT l.id, l.item_id, l.unit_id, l.quantity::text, l.unit_factor::text AS factor, l.total::text,
           l.vat_rate::text, l.description, (round(l.quantity * l.unit_factor, 4) - l.supplied_quantity)::text AS left,
           (SELECT coalesce(sum(r.total), 0) FROM document_lines r
              JOIN documents d ON d.company_id = r.company_id AND d.id = r.document_id AND d.doc_type = 'posRefund'
             WHERE r.company_id = l.company_id AND r.source_line_id = l.id)::text AS refunded
      FROM document_lines l
     WHERE l.company_id = current_setting('app.company_id')::int AND l.document_id = ${receiptId}
     ORDER BY l.id FOR UPDATE OF l`);
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

/**
 * The price refunded units go back at: what the customer paid for one, discounts and VAT included;
 * the line's last units take what is left of its total, so its refunds add up to what was paid (three
 * units of a 10,01 line come back as 3,34 + 3,34 + 3,33, never 10,02).
 */
function refundPrice(line: SoldLine, taking: Big): string {
  if (!taking.eq(line.left) || new Big(line.refunded).eq(0))
    return new Big(line.total).div(line.quantity).toFixed(4);
  const units = taking.div(line.factor);
  return new Big(line.total).minus(line.refunded).div(units).toFixed(4);
}

/**
 * Takes goods back against a receipt: at most what was sold and not yet refunded per line (the
 * receipt's lines keep it as their supplied quantity, as an order's do), money back by the receipt's
 * own methods (no more than each took) or in cash.
 */
export async function refund(tx: Db, user: Session, input: PosRefundInput): Promise<Made> {
  // As a sale's checks: their first reads leave in one write, in the order they lock.
  const [deviceId, session, sold] = await allInOneWrite(tx, () => [
    deviceOf(tx, user, input),
    openTillSession(tx, input.sessionId, input.madeOffline ? user : undefined),
    soldReceipt(tx, input.refundOf),
  ]);
  const accountId = sold.receipt.account_id;
  if (input.accountId !== null && input.accountId !== accountId)
    throw invalidField('accountId', 'pos.refundAccountOther');

  const taken = new Map<number, Big>();
  const lines: DocumentLineInput[] = input.lines.map((wanted, index) => {
    const line = sold.lines.get(wanted.sourceLineId);
    if (!line) throw invalidField(`lines.${index}.sourceLineId`, 'pos.refundLineOther');
    const taking = new Big(new Big(wanted.quantity).times(line.factor).toFixed(4));
    if ((taken.get(line.id) ?? new Big(0)).plus(taking).gt(line.left))
      throw invalidField(`lines.${index}.quantity`, 'pos.overRefund', {
        left: new Big(line.left)
          .div(line.factor)
          .toFixed(4)
          .replace(/\.?0+$/, ''),
      });
    // Once per line: its last units take what is left of its total, which two entries would split.
    if (taken.has(line.id)) throw invalidField(`lines.${index}.sourceLineId`, 'pos.refundLineTwice');
    taken.set(line.id, taking);
    return {
      itemId: line.item_id,
      description: line.description,
      quantity: wanted.quantity,
      unitId: line.unit_id,
      unitPrice: refundPrice(line, taking),
      discounts: [],
      vatRate: String(Number(line.vat_rate)) as DocumentLineInput['vatRate'],
      otvRate: '0',
      withholding: '',
      withholdingCode: '',
      exemptionCode: '',
      specialBase: null,
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

  const { saved } = await saveTillDocument(tx, user, input, {
    docType: 'posRefund',
    accountId,
    warehouseId: sold.receipt.warehouse_id,
    lines,
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
