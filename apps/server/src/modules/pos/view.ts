import { sql } from 'drizzle-orm';
import { allInOneWrite, type Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { getDocument } from '../documents/index.ts';

// A till receipt as the till shows and reprints it: the document, its session, the cash tendered and
// the change, its payments per method, and per line what may still be refunded; who rang it up, the
// customer's name, the receipt a refund takes back and the refunds made against a sale.

export async function receiptView(tx: Db, documentId: number) {
  // The document and the till's part of it, asked together.
  const [document, { rows }] = await allInOneWrite(tx, () => [
    getDocument(tx, documentId),
    tillPartOf(tx, documentId),
  ]);
  if (!rows[0]) throw notFound();
  return { ...document, pos: rows[0] };
}

const tillPartOf = async (tx: Db, documentId: number) =>
  await tx.execute<Record<string, unknown>>(sql`
    SELECT r.session_id AS "sessionId", r.cash_tendered::text AS "cashTendered", r.change_given::text AS "change",
           r.refund_of AS "refundOf", r.local_number AS "localNumber", r.points_earned AS "pointsEarned", r.points_spent AS "pointsSpent",
           (SELECT o.number FROM documents o WHERE o.company_id = r.company_id AND o.id = r.refund_of) AS "refundOfNumber",
           (SELECT u.name FROM users u WHERE u.company_id = d.company_id AND u.id = d.created_by) AS cashier,
           (SELECT a.title FROM accounts a WHERE a.company_id = d.company_id AND a.id = d.account_id) AS customer,
           -- Through the refunded lines (their source index), not a scan of every receipt's refund_of.
           (SELECT coalesce(json_agg(json_build_object('id', f.id, 'number', f.number, 'date', f.date, 'time', f.time,
                   'grandTotal', f.grand_total::text, 'status', f.status) ORDER BY f.id), '[]')
              FROM documents f
             WHERE f.company_id = r.company_id AND f.doc_type = 'posRefund' AND f.id IN (
                   SELECT rl.document_id FROM document_lines sl
                     JOIN document_lines rl ON rl.company_id = sl.company_id AND rl.source_line_id = sl.id
                    WHERE sl.company_id = r.company_id AND sl.document_id = r.document_id)) AS refunds,
           (SELECT coalesce(json_agg(json_build_object('method', p.method, 'amount', p.amount::text) ORDER BY p.id), '[]')
              FROM till_payments p WHERE p.company_id = r.company_id AND p.document_id = r.document_id) AS payments,
           (SELECT coalesce(json_agg(json_build_object('lineId', l.id,
                   'refundable', ((round(l.quantity * l.unit_factor, 4) - l.supplied_quantity) / l.unit_factor)::numeric(19, 4)::text)
                   ORDER BY l.line_no), '[]')
              FROM document_lines l WHERE l.company_id = r.company_id AND l.document_id = r.document_id) AS refundable
      FROM pos_receipts r
      JOIN documents d ON d.company_id = r.company_id AND d.id = r.document_id
     WHERE r.company_id = current_setting('app.company_id')::int AND r.document_id = ${documentId}`);

/**
 * A saved sale found by its printed number (typed or scanned from the receipt's barcode): the
 * server's number, or the local number an offline till printed before the receipt reached us.
 */
export async function receiptByNumber(tx: Db, number: string) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT d.id FROM documents d
     WHERE d.company_id = current_setting('app.company_id')::int AND d.doc_type = 'posReceipt'
       AND d.status = 'saved'
       AND (d.number = ${number} OR d.id IN (
             SELECT r.document_id FROM pos_receipts r
              WHERE r.company_id = current_setting('app.company_id')::int AND r.local_number = ${number}))
     ORDER BY d.id DESC LIMIT 1`);
  if (!rows[0]) throw notFound();
  return receiptView(tx, rows[0].id);
}
