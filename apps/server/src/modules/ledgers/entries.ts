import {
  CURRENCIES,
  DOCUMENT_KIND_NAMES,
  MenuId,
  type MessageKey,
  VOUCHER_KIND_NAMES,
} from '@kibo/contracts';
import { RESOURCE_LABELS } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { containsTr } from '../../platform/db/search.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { sendWorkbook, streamWorkbook } from '../../platform/http/workbook.ts';

// `/cari/islem`: the entries of every account, filtered, in date order with a running balance per
// currency, the totals of everything that matched, and the same list as an Excel file.

const SOURCES = [...DOCUMENT_KIND_NAMES, ...VOUCHER_KIND_NAMES] as string[];

const filters = z.object({
  dateFrom: z.iso.date({ error: 'v.date' }).optional(),
  dateTo: z.iso.date({ error: 'v.date' }).optional(),
  accountId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Document or voucher types, comma separated. */
  source: z
    .string()
    .max(400)
    .transform((value) => value.split(','))
    .refine((values) => values.every((value) => SOURCES.includes(value)), { error: 'v.enum' })
    .optional(),
  currency: z.enum(CURRENCIES, { error: 'v.enum' }).optional(),
  search: z.string().trim().max(100).optional(),
});
type Filters = z.output<typeof filters>;

const FROM = sql`FROM account_entries e
  JOIN accounts a ON a.company_id = e.company_id AND a.id = e.account_id
  LEFT JOIN documents d ON d.company_id = e.company_id AND d.id = e.document_id
  LEFT JOIN vouchers v ON v.company_id = e.company_id AND v.id = e.voucher_id`;

function whereOf(query: Filters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.dateFrom) conditions.push(sql`e.date >= ${query.dateFrom}`);
  if (query.dateTo) conditions.push(sql`e.date <= ${query.dateTo}`);
  if (query.accountId) conditions.push(sql`e.account_id = ${query.accountId}`);
  if (query.currency) conditions.push(sql`e.currency = ${query.currency}`);
  if (query.source)
    conditions.push(sql`coalesce(d.doc_type, v.voucher_type) = ANY(${sql.param(query.source)}::text[])`);
  if (query.search) {
    const search = query.search;
    const columns = [sql`a.title`, sql`a.code`, sql`coalesce(d.number, v.number, '')`, sql`e.description`];
    conditions.push(
      sql`(${sql.join(
        columns.map((column) => containsTr(column, search)),
        sql` OR `,
      )})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

const COLUMNS_SQL = sql`e.id, e.date, e.due_date AS "dueDate", e.account_id AS "accountId", a.code AS "accountCode",
  a.title AS "accountTitle", e.currency, e.debit::text AS debit, e.credit::text AS credit, e.description,
  e.document_id AS "documentId", e.voucher_id AS "voucherId", coalesce(d.doc_type, v.voucher_type) AS source,
  coalesce(d.number, v.number) AS number`;

type EntryRow = {
  id: number;
  date: string;
  dueDate: string | null;
  accountCode: string;
  accountTitle: string;
  currency: string;
  debit: string;
  credit: string;
  description: string;
  source: string | null;
  number: string | null;
  balance: string;
};

/**
 * One account's entries from a date on are that account's ledger: its running balance starts from
 * what it owed before that day, as on the statement. Other lists (every account, a type, a search)
 * run from zero: the sum of what is listed.
 */
async function openingsOf(tx: Db, query: Filters): Promise<Map<string, Big>> {
  if (!query.accountId || !query.dateFrom || query.source || query.search) return new Map();
  const found = await tx.execute<{ currency: string; opening: string }>(sql`
    SELECT currency, sum(debit - credit)::text AS opening FROM account_entries
     WHERE account_id = ${query.accountId} AND date < ${query.dateFrom}
       ${query.currency ? sql`AND currency = ${query.currency}` : sql``}
     GROUP BY currency`);
  return new Map(found.rows.map((row) => [row.currency, new Big(row.opening)]));
}

async function listEntries(tx: Db, query: Filters & { page: number; pageSize: number }) {
  // The running balance of each currency over everything that matched, then the page of it.
  const openings = await openingsOf(tx, query);
  const rows = await tx.execute<EntryRow>(sql`
    SELECT * FROM (
      SELECT ${COLUMNS_SQL}, sum(e.debit - e.credit) OVER (PARTITION BY e.currency ORDER BY e.date, e.id)::text AS balance
      ${FROM} WHERE ${whereOf(query)}) r
    ORDER BY r.date, r.id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const totals = await tx.execute<{ currency: string; count: number; debit: string; credit: string }>(sql`
    SELECT e.currency, count(*)::int AS count, sum(e.debit)::text AS debit, sum(e.credit)::text AS credit
    ${FROM} WHERE ${whereOf(query)} GROUP BY e.currency ORDER BY e.currency`);
  return {
    list: rows.rows.map((row) => {
      const opening = openings.get(row.currency);
      return opening ? { ...row, balance: opening.plus(row.balance).toFixed(4) } : row;
    }),
    openings: Object.fromEntries([...openings].map(([currency, opening]) => [currency, opening.toFixed(4)])),
    total: totals.rows.reduce((count, row) => count + row.count, 0),
    totals: totals.rows.map(({ count: _count, ...row }) => row),
    page: query.page,
    pageSize: query.pageSize,
  };
}

const COLUMNS: [MessageKey, number][] = [
  ['xls.date', 12],
  ['xls.number', 16],
  ['xls.type', 22],
  ['xls.accountCode', 14],
  ['xls.account', 36],
  ['xls.description', 36],
  ['xls.dueDate', 12],
  ['xls.currency', 8],
  ['xls.debit', 14],
  ['xls.credit', 14],
  ['xls.balance', 14],
];

export function registerEntryRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: MenuId.accountTransactions };
  const tags = ['ledgers'];

  api.get('/api/account-entries', {
    config: { access },
    schema: {
      tags,
      querystring: filters.extend({
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(500).default(50),
      }),
    },
    handler: async (request) => ok(await request.tenant((tx) => listEntries(tx, request.query))),
  });

  api.get('/api/account-entries/export', {
    config: { access },
    schema: { tags, querystring: filters },
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      const typeNames = RESOURCE_LABELS[lang].resources.documentSeries.options.docType as Record<
        string,
        string
      >;
      // Walked by (date, id), the running balances carried from batch to batch: linear in the rows.
      let after: { date: string; id: number } | null = null;
      const balances = await request.tenant((tx) => openingsOf(tx, request.query));
      const stream = streamWorkbook(
        t(request, 'xls.accountEntries'),
        COLUMNS.map(([key, width]) => ({ header: t(request, key), width })),
        async (size) => {
          const from = after;
          const rows = await request.tenant((tx) =>
            tx.execute<Omit<EntryRow, 'balance'>>(sql`
              SELECT ${COLUMNS_SQL} ${FROM}
               WHERE ${whereOf(request.query)} ${from ? sql`AND (e.date, e.id) > (${from.date}::date, ${from.id})` : sql``}
               ORDER BY e.date, e.id LIMIT ${size}`),
          );
          const last = rows.rows.at(-1);
          if (last) after = { date: last.date, id: last.id };
          return rows.rows.map((row) => {
            const balance = (balances.get(row.currency) ?? new Big(0)).plus(row.debit).minus(row.credit);
            balances.set(row.currency, balance);
            return [
              row.date,
              row.number ?? '',
              row.source ? (typeNames[row.source] ?? row.source) : '',
              row.accountCode,
              row.accountTitle,
              row.description,
              row.dueDate ?? '',
              row.currency,
              Number(row.debit),
              Number(row.credit),
              Number(balance.toFixed(4)),
            ];
          });
        },
      );
      return sendWorkbook(reply, `${t(request, 'xls.accountEntries')}.xlsx`, stream);
    },
  });
}
