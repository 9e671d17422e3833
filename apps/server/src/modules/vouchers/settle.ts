import { DOCUMENT_KINDS, type DocumentKindName } from '@kibo/contracts';
import type { SettleableDocument } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { settlements } from './vouchers.tables.ts';

/** A saved voucher line and the invoices it says it closes. */
export interface SettlingLine {
  id: number;
  accountId: number | null;
  currency: string;
  /** The side the line takes on the account: a collection credits it, a payment debits it. */
  side: 'debit' | 'credit';
  settlements: { documentId: number; amount: string }[];
}

/**
 * Writes what a voucher's lines close on invoices, after checking each: the line's own account and
 * currency, a saved document that moved the account the other way (a collection closes what the
 * account owes: a sales invoice, a purchase return), and no more than is still open of it. The
 * documents are locked first, so two vouchers closing the same invoice queue and cannot both close it.
 */
export async function writeSettlements(
  tx: Db,
  voucher: { companyId: number; id: number },
  lines: SettlingLine[],
): Promise<void> {
  const wanted = lines.flatMap((line, index) =>
    line.settlements.map((settlement, at) => ({
      ...settlement,
      line,
      field: `lines.${index}.settlements.${at}`,
    })),
  );
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((one) => one.documentId))].sort((a, b) => a - b);
  await tx.execute(sql`
    SELECT id FROM documents WHERE company_id = current_setting('app.company_id')::int
       AND id = ANY(${sql.param(ids)}::int[]) ORDER BY id FOR NO KEY UPDATE`);
  const found = await tx.execute<{
    id: number;
    doc_type: string;
    account_id: number | null;
    currency: string;
    status: string;
    open: string;
  }>(sql`
    SELECT d.id, d.doc_type, d.account_id, d.currency, d.status,
           (d.payable - coalesce((SELECT sum(s.amount) FROM settlements s
                                   WHERE s.company_id = d.company_id AND s.document_id = d.id), 0))::text AS open
      FROM documents d
     WHERE d.company_id = current_setting('app.company_id')::int AND d.id = ANY(${sql.param(ids)}::int[])`);
  const documents = new Map(found.rows.map((row) => [row.id, { ...row, open: new Big(row.open) }]));
  for (const one of wanted) {
    const document = documents.get(one.documentId);
    if (!document) throw invalidField(`${one.field}.documentId`, 'v.referenceMissing');
    const moved = DOCUMENT_KINDS[document.doc_type as DocumentKindName]?.account ?? 0;
    const settleable =
      document.status === 'saved' &&
      document.account_id === one.line.accountId &&
      document.currency === one.line.currency &&
      moved === (one.line.side === 'credit' ? 1 : -1);
    if (!settleable) throw invalidField(`${one.field}.documentId`, 'vou.notSettleable');
    if (new Big(one.amount).gt(document.open))
      throw invalidField(`${one.field}.amount`, 'vou.overSettled', { open: document.open.toFixed(2) });
    document.open = document.open.minus(one.amount);
  }
  await tx.insert(settlements).values(
    wanted.map((one) => ({
      companyId: voucher.companyId,
      voucherId: voucher.id,
      voucherLineId: one.line.id,
      documentId: one.documentId,
      amount: one.amount,
    })),
  );
}

/**
 * The documents a line on `accountId` in `currency` may close: saved ones that moved the account the
 * other way (`side` is the line's), with what is still open of each after every other voucher's
 * settlements (a voucher being edited lets go of its own). Earliest due first.
 */
export async function settleableFor(
  tx: Db,
  query: { accountId: number; currency: string; side: 'debit' | 'credit'; voucherId?: number | undefined },
) {
  const moved = query.side === 'credit' ? 1 : -1;
  const types = Object.entries(DOCUMENT_KINDS).flatMap(([name, kind]) =>
    kind.account === moved ? [name] : [],
  );
  const found = await tx.execute<SettleableDocument>(sql`
    SELECT * FROM (
      SELECT d.id AS "documentId", d.doc_type AS "docType", d.number, d.date, d.due_date AS "dueDate",
             d.payable::text AS payable,
             (d.payable - coalesce((SELECT sum(s.amount) FROM settlements s
                                     WHERE s.company_id = d.company_id AND s.document_id = d.id
                                       AND s.voucher_id IS DISTINCT FROM ${query.voucherId ?? null}::int), 0))::text AS open
        FROM documents d
       WHERE d.company_id = current_setting('app.company_id')::int AND d.account_id = ${query.accountId}
         AND d.currency = ${query.currency} AND d.status = 'saved'
         AND d.doc_type = ANY(${sql.param(types)}::text[])) r
     WHERE r.open::numeric > 0
     ORDER BY coalesce(r."dueDate", r.date), r.date, r."documentId"
     LIMIT 200`);
  return found.rows;
}
