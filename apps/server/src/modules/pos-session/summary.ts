import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type PosEventView,
  type PosSessionSummary,
  type SessionCount,
} from '@kibo/contracts/resources';
import { type SessionMove, type SummaryReceipt, sessionSummary, type TotalsLine } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sessionWithExpected } from '../cash/index.ts';

// A till session's Z-style summary (`sessionSummary` of the domain), fed from the ledgers: the
// session's receipts and refunds (their documents, lines and till payments), its voids, deleted
// lines and no-sale openings (`pos_events`, with those of restaurant tables while it was the only
// open till), and its cash in and out (the vouchers' cash entries).

type Discount = { kind: 'percent' | 'amount'; value: string } | null;

type ReceiptRow = {
  docType: 'posReceipt' | 'posRefund';
  number: string;
  pricesIncludeVat: boolean;
  discount: Discount;
  lines: TotalsLine[];
  payments: { method: string; amount: string }[];
  deletedLines: number | null;
  deletedAmount: string | null;
};

/** The session's receipts and refunds in the order they were made, with their lines and payments. */
async function receiptsOf(tx: Db, sessionId: number): Promise<SummaryReceipt[]> {
  const { rows } = await tx.execute<ReceiptRow>(sql`
    SELECT d.doc_type AS "docType", d.number, d.prices_include_vat AS "pricesIncludeVat",
           CASE WHEN d.discount_kind IS NULL THEN NULL
                ELSE json_build_object('kind', d.discount_kind, 'value', d.discount_value::text) END AS discount,
           (SELECT coalesce(json_agg(json_build_object('quantity', l.quantity::text, 'unitPrice', l.unit_price::text,
                   'discounts', json_build_array(l.discount1::text, l.discount2::text, l.discount3::text),
                   'vatRate', l.vat_rate::text, 'otvRate', l.otv_rate::text) ORDER BY l.line_no), '[]')
              FROM document_lines l WHERE l.company_id = d.company_id AND l.document_id = d.id) AS lines,
           (SELECT coalesce(json_agg(json_build_object('method', p.method, 'amount', abs(p.amount)::text) ORDER BY p.id), '[]')
              FROM till_payments p WHERE p.company_id = d.company_id AND p.document_id = d.id) AS payments,
           x.lines AS "deletedLines", x.amount AS "deletedAmount"
      FROM pos_receipts r
      LEFT JOIN (SELECT document_id, count(*)::int AS lines, sum(amount)::text AS amount FROM pos_events
                  WHERE company_id = current_setting('app.company_id')::int AND session_id = ${sessionId}
                    AND kind = 'deleteLine'
                  GROUP BY document_id) x ON x.document_id = r.document_id
      JOIN documents d ON d.company_id = r.company_id AND d.id = r.document_id
     WHERE r.company_id = current_setting('app.company_id')::int AND r.session_id = ${sessionId}
     ORDER BY d.id`);
  return rows.map((row) => ({
    kind: row.docType === 'posRefund' ? 'refund' : 'sale',
    number: row.number,
    lines: row.lines,
    pricesIncludeVat: row.pricesIncludeVat,
    discount: row.discount,
    payments: row.payments,
    deletedLines: row.deletedLines ?? 0,
    deletedAmount: row.deletedAmount ?? '0',
  }));
}

/** Voided receipts as the summary counts them (lines as they stood; no payment, nothing in the totals). */
async function voidsOf(tx: Db, sessionId: number): Promise<SummaryReceipt[]> {
  const { rows } = await tx.execute<{
    content: { lines: { quantity: string; unitPrice: string; discounts: string[]; vatRate: string }[] };
    discount: Discount;
  }>(sql`
    SELECT content, content -> 'receiptDiscount' AS discount FROM pos_events
     WHERE company_id = current_setting('app.company_id')::int AND session_id = ${sessionId} AND kind = 'void'
     ORDER BY id`);
  return rows.map((row) => ({
    kind: 'sale',
    number: '',
    voided: true,
    lines: row.content.lines,
    pricesIncludeVat: true,
    discount: row.discount,
    payments: [],
  }));
}

/** Lines taken off away from a till (a restaurant table's sent dishes): deleted lines of no receipt. */
async function deletedAwayOf(tx: Db, sessionId: number) {
  const { rows } = await tx.execute<{ lines: number; amount: string }>(sql`
    SELECT count(*)::int AS lines, coalesce(sum(amount), 0)::text AS amount FROM pos_events
     WHERE company_id = current_setting('app.company_id')::int AND session_id = ${sessionId}
       AND kind = 'deleteLine' AND document_id IS NULL`);
  return rows[0]!;
}

/**
 * Money in and out of the drawer outside a sale: every voucher's cash entry in the session (cash
 * in/out with a reason, collections, payments, transfers), but not the close's own count difference;
 * and the no-sale openings.
 */
async function movesOf(
  tx: Db,
  session: { id: number; currency: string; differenceVoucherId: number | null },
) {
  const { rows } = await tx.execute<{ debit: string; credit: string }>(sql`
    SELECT debit::text, credit::text FROM cash_entries
     WHERE company_id = current_setting('app.company_id')::int AND cash_session_id = ${session.id}
       AND currency = ${session.currency} AND voucher_id IS NOT NULL
       AND voucher_id IS DISTINCT FROM ${session.differenceVoucherId}
     ORDER BY id`);
  const noSales = await tx.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM pos_events
     WHERE company_id = current_setting('app.company_id')::int AND session_id = ${session.id} AND kind = 'noSale'`);
  const moves: SessionMove[] = rows.map((row) =>
    Number(row.debit) > 0 ? { kind: 'in', amount: row.debit } : { kind: 'out', amount: row.credit },
  );
  for (let opened = 0; opened < (noSales.rows[0]?.count ?? 0); opened += 1) moves.push({ kind: 'noSale' });
  return moves;
}

/** The session's voids, deleted lines and no-sale openings, with who did them and who approved. */
async function eventsOf(tx: Db, sessionId: number): Promise<PosEventView[]> {
  const { rows } = await tx.execute<PosEventView & Record<string, unknown>>(sql`
    SELECT e.id, e.kind, e.occurred_at AS "occurredAt", u.name AS "userName", a.name AS "approvedByName",
           e.unapproved, e.amount::text, e.quantity::text, i.name AS "itemName", d.number AS "receiptNumber", e.reason
      FROM pos_events e
      JOIN users u ON u.company_id = e.company_id AND u.id = e.user_id
      LEFT JOIN users a ON a.company_id = e.company_id AND a.id = e.approved_by
      LEFT JOIN items i ON i.company_id = e.company_id AND i.id = e.item_id
      LEFT JOIN documents d ON d.company_id = e.company_id AND d.id = e.document_id
     WHERE e.company_id = current_setting('app.company_id')::int AND e.session_id = ${sessionId}
     ORDER BY e.occurred_at, e.id`);
  return rows;
}

/**
 * `GET /api/cash-sessions/:id/summary`. Its expected cash is the register ledger's: the open session's
 * as `/api/cash-sessions/:id` expects it, a closed one's as its close counted against.
 */
export async function sessionSummaryOf(tx: Db, sessionId: number): Promise<PosSessionSummary> {
  const { session, expected: now } = await sessionWithExpected(tx, sessionId, false);
  const { rows } = await tx.execute<PosSessionSummary['header'] & { counts: SessionCount[] }>(sql`
    SELECT s.id AS "sessionId", s.status, s.rescue_of AS "rescueOf", c.title AS company,
           r.code || ' ' || r.name AS register, s.currency, s.opened_at AS "openedAt", o.name AS "openedByName",
           s.closed_at AS "closedAt", k.name AS "closedByName", s.note,
           (SELECT coalesce(json_agg(json_build_object('method', n.method, 'expected', n.expected::text,
                   'counted', n.counted::text, 'difference', n.difference::text) ORDER BY n.method), '[]')
              FROM cash_session_counts n WHERE n.company_id = s.company_id AND n.session_id = s.id) AS counts
      FROM cash_sessions s
      JOIN companies c ON c.id = s.company_id
      JOIN cash_accounts r ON r.company_id = s.company_id AND r.id = s.cash_account_id
      JOIN users o ON o.company_id = s.company_id AND o.id = s.opened_by
      LEFT JOIN users k ON k.company_id = s.company_id AND k.id = s.closed_by
     WHERE s.company_id = current_setting('app.company_id')::int AND s.id = ${sessionId}`);
  const { counts, ...header } = rows[0]!;
  const summary = sessionSummary({
    openingFloat: session.openingFloat,
    receipts: [...(await receiptsOf(tx, sessionId)), ...(await voidsOf(tx, sessionId))],
    moves: await movesOf(tx, session),
    deletedAway: await deletedAwayOf(tx, sessionId),
  });
  // A closed session expected what its count was set against; an open one what its ledger holds now.
  const atClose = new Map(counts.map((count) => [count.method, count.expected]));
  const expected = Object.fromEntries(
    PAYMENT_METHODS.map((method) => [method, atClose.get(method) ?? now[method]]),
  ) as Record<PaymentMethod, string>;
  return { header, summary, expected, counts, events: await eventsOf(tx, sessionId) };
}
