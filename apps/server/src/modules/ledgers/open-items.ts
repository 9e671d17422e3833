import { CURRENCIES, MenuId } from '@kibo/contracts';
import { Big, daysOverdue, type LedgerEntry, type Match, openItemsFifo } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';

// `/cari/acik`: what is still open on each account, item by item, by due date. Collections and
// payments matched to invoices close those; the rest close the oldest items first (`openItemsFifo`).

const query = z.object({
  accountId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  currency: z.enum(CURRENCIES, { error: 'v.enum' }).optional(),
  /** Items falling due on or after / on or before these days. */
  dueFrom: z.iso.date({ error: 'v.date' }).optional(),
  dueTo: z.iso.date({ error: 'v.date' }).optional(),
  overdue: z.enum(['true', 'false']).default('false'),
  /** The day overdue is counted on; today in Turkey when not given. */
  asOf: z.iso.date({ error: 'v.date' }).optional(),
  /** Pages of accounts (each with all its open items), not of items. */
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
type Query = z.output<typeof query>;

type EntryRow = LedgerEntry & {
  accountId: number;
  code: string;
  title: string;
  currency: string;
  source: string | null;
  number: string | null;
  documentId: number | null;
  voucherId: number | null;
  description: string;
};

const todayInTurkey = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

async function openItems(tx: Db, filters: Query) {
  const asOf = filters.asOf ?? todayInTurkey();
  // Only accounts whose balance is not zero have anything open: the balance table says which, and
  // a page of them is read, never every entry of every account.
  const where = sql`b.balance <> 0
       ${filters.accountId ? sql`AND b.account_id = ${filters.accountId}` : sql``}
       ${filters.currency ? sql`AND b.currency = ${filters.currency}` : sql``}`;
  const pairs = await tx.execute<{ account_id: number; currency: string; total: number }>(sql`
    SELECT b.account_id, b.currency, count(*) OVER ()::int AS total
      FROM account_balances b JOIN accounts a ON a.company_id = b.company_id AND a.id = b.account_id
     WHERE ${where}
     ORDER BY a.title COLLATE "tr-TR-x-icu", b.account_id, b.currency
     LIMIT ${filters.pageSize} OFFSET ${(filters.page - 1) * filters.pageSize}`);
  const total = pairs.rows[0]?.total ?? 0;
  if (pairs.rows.length === 0)
    return { asOf, list: [], total, accounts: [], page: filters.page, pageSize: filters.pageSize };
  const entries = await tx.execute<EntryRow>(sql`
    SELECT e.id, e.date, e.due_date AS "dueDate", e.debit::text AS debit, e.credit::text AS credit,
           e.account_id AS "accountId", a.code, a.title, e.currency, e.description,
           coalesce(d.doc_type, v.voucher_type) AS source, coalesce(d.number, v.number) AS number,
           e.document_id AS "documentId", e.voucher_id AS "voucherId"
      FROM account_balances b
      JOIN account_entries e ON e.company_id = b.company_id AND e.account_id = b.account_id AND e.currency = b.currency
      JOIN accounts a ON a.company_id = b.company_id AND a.id = b.account_id
      LEFT JOIN documents d ON d.company_id = e.company_id AND d.id = e.document_id
      LEFT JOIN vouchers v ON v.company_id = e.company_id AND v.id = e.voucher_id
     WHERE (b.account_id, b.currency) IN (
             SELECT * FROM unnest(${sql.param(pairs.rows.map((row) => row.account_id))}::int[],
                                  ${sql.param(pairs.rows.map((row) => row.currency))}::text[]))
     ORDER BY a.title COLLATE "tr-TR-x-icu", b.account_id, b.currency, e.date, e.id`);
  // Collections and payments matched to invoices: each as the invoice's entry and the voucher's entry
  // on the same account and currency.
  const matched = await tx.execute<{ documentEntry: number; voucherEntry: number; amount: string }>(sql`
    SELECT s.amount::text AS amount,
           (SELECT e.id FROM account_entries e
             WHERE e.company_id = s.company_id AND e.document_id = s.document_id
               AND e.account_id = l.account_id AND e.currency = l.currency ORDER BY e.id LIMIT 1) AS "documentEntry",
           (SELECT e.id FROM account_entries e
             WHERE e.company_id = s.company_id AND e.voucher_id = s.voucher_id
               AND e.account_id = l.account_id AND e.currency = l.currency ORDER BY e.id LIMIT 1) AS "voucherEntry"
      FROM settlements s JOIN voucher_lines l ON l.company_id = s.company_id AND l.id = s.voucher_line_id
     WHERE s.company_id = current_setting('app.company_id')::int
       AND (l.account_id, l.currency) IN (
             SELECT * FROM unnest(${sql.param(pairs.rows.map((row) => row.account_id))}::int[],
                                  ${sql.param(pairs.rows.map((row) => row.currency))}::text[]))`);
  const matches: Match[] = matched.rows.flatMap((row) =>
    row.documentEntry && row.voucherEntry
      ? [{ entries: [row.documentEntry, row.voucherEntry] as [number, number], amount: row.amount }]
      : [],
  );
  const groups = new Map<string, EntryRow[]>();
  for (const row of entries.rows) {
    const key = `${row.accountId}:${row.currency}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const items = [];
  const accounts = [];
  for (const rows of groups.values()) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const { side, items: open } = openItemsFifo(
      rows,
      matches.filter((match) => byId.has(match.entries[0])),
    );
    const shown = open
      .map((item) => {
        const row = byId.get(item.id)!;
        const due = item.dueDate ?? item.date;
        return {
          ...item,
          due,
          side,
          daysOverdue: daysOverdue(due, asOf),
          accountId: row.accountId,
          code: row.code,
          title: row.title,
          currency: row.currency,
          source: row.source,
          number: row.number,
          documentId: row.documentId,
          voucherId: row.voucherId,
          description: row.description,
        };
      })
      .filter(
        (item) =>
          (!filters.dueFrom || item.due >= filters.dueFrom) &&
          (!filters.dueTo || item.due <= filters.dueTo) &&
          (filters.overdue === 'false' || item.daysOverdue > 0),
      );
    if (shown.length === 0) continue;
    const first = rows[0]!;
    const total = (list: typeof shown) =>
      list.reduce((sum, item) => sum.plus(item.remaining), new Big(0)).toFixed(4);
    accounts.push({
      accountId: first.accountId,
      code: first.code,
      title: first.title,
      currency: first.currency,
      side,
      open: total(shown),
      overdue: total(shown.filter((item) => item.daysOverdue > 0)),
    });
    items.push(...shown);
  }
  return {
    asOf,
    list: items,
    /** Accounts (per currency) with an open balance: what the pages walk. */
    total,
    accounts,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

export function registerOpenItemRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/open-items', {
    config: { access: { menu: MenuId.instalmentAccounts } },
    schema: { tags: ['ledgers'], querystring: query },
    handler: async (request) => ok(await request.tenant((tx) => openItems(tx, request.query))),
  });
}
