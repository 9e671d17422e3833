import type { IntegratorCode } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';

// The screens' lists: e-documents sent and received through an integrator, and the invoices
// still to send.

export const listQuery = z.object({
  from: z.iso.date({ error: 'v.date' }).optional(),
  to: z.iso.date({ error: 'v.date' }).optional(),
  status: z.string().max(30).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListQuery = z.output<typeof listQuery>;

export async function listEdocuments(
  tx: Db,
  integrator: IntegratorCode,
  direction: 'in' | 'out',
  query: ListQuery,
  kind: 'invoice' | 'despatch' = 'invoice',
) {
  const search = query.search ? `%${query.search}%` : null;
  const where = sql`e.integrator = ${integrator} AND e.direction = ${direction} AND e.kind = ${kind}
    AND (${query.from ?? null}::date IS NULL OR e.issue_date >= ${query.from ?? null}::date)
    AND (${query.to ?? null}::date IS NULL OR e.issue_date <= ${query.to ?? null}::date)
    AND (${query.status ?? null}::text IS NULL OR e.status = ${query.status ?? null})
    AND (${search}::text IS NULL OR e.number ILIKE ${search} OR e.party_name ILIKE ${search} OR e.party_tax_id LIKE ${search})`;
  const rows = await tx.execute<Record<string, unknown>>(sql`
    SELECT e.id, e.kind, e.uuid::text, e.number, e.profile, e.type, e.issue_date AS "issueDate", e.party_tax_id AS "partyTaxId",
           e.party_name AS "partyName", e.currency, e.payable::text, e.status, e.status_code AS "statusCode",
           e.status_text AS "statusText", e.attempts, e.response, e.respond_by AS "respondBy", e.details, e.document_id AS "documentId",
           d.number AS "documentNumber",
           -- An incoming waybill's receipt advice as it stands: a refused one may be answered again.
           r.status AS "receiptStatus", r.status_text AS "receiptStatusText", count(*) OVER () AS total
      FROM edocuments e LEFT JOIN documents d ON d.company_id = e.company_id AND d.id = e.document_id
      LEFT JOIN edocuments r ON r.company_id = e.company_id AND r.kind = 'receipt'
                            AND r.id = (e.details->'receipt'->>'id')::int
     WHERE ${where}
     ORDER BY e.issue_date DESC, e.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  return {
    rows: rows.rows.map(({ total: _total, ...row }) => row),
    total: Number(rows.rows[0]?.total ?? 0),
  };
}

/** What the send screens offer: documents of the kind's types not yet made e-documents. */
const CANDIDATE_TYPES = { invoice: ['salesInvoice', 'purchaseReturn'], despatch: ['despatchOut'] };

/** Sales invoices and purchase returns (or sales waybills) not yet sent, for the send screen. */
export async function listCandidates(tx: Db, query: ListQuery, kind: 'invoice' | 'despatch' = 'invoice') {
  const search = query.search ? `%${query.search}%` : null;
  const rows = await tx.execute<Record<string, unknown>>(sql`
    SELECT d.id, d.doc_type AS "docType", d.number, d.date, a.title AS "account", a.tax_id AS "taxId",
           a.e_invoice AS "eInvoiceUser", d.currency, d.payable::text,
           -- Sent before and refused: why, so the clerk sees what was corrected.
           (SELECT e.status_text FROM edocuments e WHERE e.company_id = d.company_id AND e.document_id = d.id
               AND e.direction = 'out' AND e.kind = ${kind} AND e.status = 'notApproved'
             ORDER BY e.id DESC LIMIT 1) AS "lastRefusal",
           count(*) OVER () AS total
      FROM documents d LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
     WHERE d.doc_type = ANY(${sql.param(CANDIDATE_TYPES[kind])}::text[]) AND d.status <> 'cancelled'
       AND NOT EXISTS (SELECT 1 FROM edocuments e WHERE e.company_id = d.company_id AND e.document_id = d.id
                          AND e.direction = 'out' AND e.kind = ${kind} AND e.status <> 'notApproved')
       AND (${query.from ?? null}::date IS NULL OR d.date >= ${query.from ?? null}::date)
       AND (${query.to ?? null}::date IS NULL OR d.date <= ${query.to ?? null}::date)
       AND (${search}::text IS NULL OR d.number ILIKE ${search} OR a.title ILIKE ${search} OR a.tax_id LIKE ${search})
     ORDER BY d.date DESC, d.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  return { rows: rows.rows.map(({ total: _total, ...row }) => row), total: Number(rows.rows[0]?.total ?? 0) };
}
