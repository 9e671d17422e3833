import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { getDocument } from '../documents/index.ts';

// A till receipt as the till shows and reprints it: the document, its session, the cash tendered and
// the change, its payments per method, and per line what may still be refunded.

export async function receiptView(tx: Db, documentId: number) {
  const document = await getDocument(tx, documentId);
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    SELECT r.session_id AS "sessionId", r.cash_tendered::text AS "cashTendered", r.change_given::text AS "change",
           r.refund_of AS "refundOf", r.local_number AS "localNumber",
           (SELECT coalesce(json_agg(json_build_object('method', p.method, 'amount', p.amount::text) ORDER BY p.id), '[]')
              FROM till_payments p WHERE p.company_id = r.company_id AND p.document_id = r.document_id) AS payments,
           (SELECT coalesce(json_agg(json_build_object('lineId', l.id,
                   'refundable', ((round(l.quantity * l.unit_factor, 4) - l.supplied_quantity) / l.unit_factor)::numeric(19, 4)::text)
                   ORDER BY l.line_no), '[]')
              FROM document_lines l WHERE l.company_id = r.company_id AND l.document_id = r.document_id) AS refundable
      FROM pos_receipts r
     WHERE r.company_id = current_setting('app.company_id')::int AND r.document_id = ${documentId}`);
  if (!rows[0]) throw notFound();
  return { ...document, pos: rows[0] };
}

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
