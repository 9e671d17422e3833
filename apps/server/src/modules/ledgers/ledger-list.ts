import { CURRENCIES, type MessageKey } from '@kibo/contracts';
import { RESOURCE_LABELS } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { containsAnyTr } from '../../platform/db/search.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { sendWorkbook, streamWorkbook } from '../../platform/http/workbook.ts';

// A ledger's list of entries (`/cari/islem`, `/kasa/islem`): filtered, in date order with a running
// balance per currency, the totals of everything that matched, and the same list as an Excel file.
// Each ledger declares its table, whose entries they are and how a row reads; the rest is here.

/** The columns every ledger row has; a ledger adds its own (whose, where from) in `columns`. */
export type LedgerRow = {
  id: number;
  date: string;
  currency: string;
  debit: string;
  credit: string;
  description: string;
  source: string | null;
  number: string | null;
};

export interface LedgerListSpec<Row extends LedgerRow & Record<string, unknown>> {
  /** `GET /api/<path>` and `GET /api/<path>/export`. */
  path: string;
  menu: number;
  /** The entries' table, aliased `e` in `from`. */
  table: string;
  /** The query parameter and the column naming whose entries they are (an account, a register). */
  owner: { param: string; column: string };
  /** `FROM <table> e JOIN …`: what the columns, the source and the search read. */
  from: SQL;
  /** The select list: at least the `LedgerRow` columns under those names. */
  columns: SQL;
  /** The entry's document or voucher type. */
  source: SQL;
  /** Columns the search box looks in (Turkish-aware). */
  search: SQL[];
  /** Source types that may be filtered on. */
  sources: readonly string[];
  sheet: MessageKey;
  excel: [MessageKey, number][];
  /** One Excel row, given the running balance after it and the name of its source type. */
  excelRow(row: Row, balance: Big, typeName: string): unknown[];
}

const id = z.coerce.number().int().positive().max(2_147_483_647);

export function registerLedgerList<Row extends LedgerRow & Record<string, unknown>>(
  app: FastifyInstance,
  spec: LedgerListSpec<Row>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const filters = z.object({
    dateFrom: z.iso.date({ error: 'v.date' }).optional(),
    dateTo: z.iso.date({ error: 'v.date' }).optional(),
    [spec.owner.param]: id.optional(),
    /** Document or voucher types, comma separated. */
    source: z
      .string()
      .max(400)
      .transform((value) => value.split(','))
      .refine((values) => values.every((value) => spec.sources.includes(value)), { error: 'v.enum' })
      .optional(),
    currency: z.enum(CURRENCIES, { error: 'v.enum' }).optional(),
    search: z.string().trim().max(100).optional(),
  });
  type Filters = {
    dateFrom?: string;
    dateTo?: string;
    source?: string[];
    currency?: string;
    search?: string;
  } & Record<string, unknown>;
  const ownerColumn = sql.raw(`e.${spec.owner.column}`);
  const ownerOf = (filter: Filters) => filter[spec.owner.param] as number | undefined;

  const whereOf = (filter: Filters): SQL => {
    const conditions: SQL[] = [sql`true`];
    const owner = ownerOf(filter);
    if (filter.dateFrom) conditions.push(sql`e.date >= ${filter.dateFrom}`);
    if (filter.dateTo) conditions.push(sql`e.date <= ${filter.dateTo}`);
    if (owner) conditions.push(sql`${ownerColumn} = ${owner}`);
    if (filter.currency) conditions.push(sql`e.currency = ${filter.currency}`);
    if (filter.source) conditions.push(sql`${spec.source} = ANY(${sql.param(filter.source)}::text[])`);
    if (filter.search) conditions.push(containsAnyTr(spec.search, filter.search));
    return sql.join(conditions, sql` AND `);
  };

  /**
   * One owner's entries from a date on are that owner's ledger: the running balance starts from what
   * it held before that day, as on a statement. Other lists run from zero: the sum of what is listed.
   */
  async function openingsOf(tx: Db, filter: Filters): Promise<Map<string, Big>> {
    const owner = ownerOf(filter);
    if (!owner || !filter.dateFrom || filter.source || filter.search) return new Map();
    const found = await tx.execute<{ currency: string; opening: string }>(sql`
      SELECT currency, sum(debit - credit)::text AS opening FROM ${sql.raw(spec.table)}
       WHERE ${sql.raw(spec.owner.column)} = ${owner} AND date < ${filter.dateFrom}
         ${filter.currency ? sql`AND currency = ${filter.currency}` : sql``}
       GROUP BY currency`);
    return new Map(found.rows.map((row) => [row.currency, new Big(row.opening)]));
  }

  async function list(tx: Db, filter: Filters & { page: number; pageSize: number }) {
    // The running balance of each currency over everything that matched, then the page of it.
    const openings = await openingsOf(tx, filter);
    const rows = await tx.execute<Row & { balance: string }>(sql`
      SELECT * FROM (
        SELECT ${spec.columns}, sum(e.debit - e.credit) OVER (PARTITION BY e.currency ORDER BY e.date, e.id)::text AS balance
        ${spec.from} WHERE ${whereOf(filter)}) r
      ORDER BY r.date, r.id LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`);
    const totals = await tx.execute<{ currency: string; count: number; debit: string; credit: string }>(sql`
      SELECT e.currency, count(*)::int AS count, sum(e.debit)::text AS debit, sum(e.credit)::text AS credit
      ${spec.from} WHERE ${whereOf(filter)} GROUP BY e.currency ORDER BY e.currency`);
    return {
      list: rows.rows.map((row) => {
        const opening = openings.get(row.currency);
        return opening ? { ...row, balance: opening.plus(row.balance).toFixed(4) } : row;
      }),
      openings: Object.fromEntries(
        [...openings].map(([currency, opening]) => [currency, opening.toFixed(4)]),
      ),
      total: totals.rows.reduce((count, row) => count + row.count, 0),
      totals: totals.rows.map(({ count: _count, ...row }) => row),
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  const access = { menu: spec.menu };
  const tags = ['ledgers'];
  api.get(`/api/${spec.path}`, {
    config: { access },
    schema: {
      tags,
      querystring: filters.extend({
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(500).default(50),
      }),
    },
    handler: async (request) =>
      ok(
        await request.tenant((tx) => list(tx, request.query as Filters & { page: number; pageSize: number })),
      ),
  });

  api.get(`/api/${spec.path}/export`, {
    config: { access },
    schema: { tags, querystring: filters },
    handler: async (request, reply) => {
      const filter = request.query as Filters;
      const typeNames = RESOURCE_LABELS[requestLanguage(request)].resources.documentSeries.options
        .docType as Record<string, string>;
      // Walked by (date, id), the running balances carried from batch to batch: linear in the rows.
      let after: { date: string; id: number } | null = null;
      const balances = await request.tenant((tx) => openingsOf(tx, filter));
      const stream = streamWorkbook(
        t(request, spec.sheet),
        spec.excel.map(([key, width]) => ({ header: t(request, key), width })),
        async (size) => {
          const from = after;
          const rows = await request.tenant((tx) =>
            tx.execute<Row>(sql`
              SELECT ${spec.columns} ${spec.from}
               WHERE ${whereOf(filter)} ${from ? sql`AND (e.date, e.id) > (${from.date}::date, ${from.id})` : sql``}
               ORDER BY e.date, e.id LIMIT ${size}`),
          );
          const last = rows.rows.at(-1);
          if (last) after = { date: last.date, id: last.id };
          return rows.rows.map((row) => {
            const balance = (balances.get(row.currency) ?? new Big(0)).plus(row.debit).minus(row.credit);
            balances.set(row.currency, balance);
            return spec.excelRow(
              row as Row,
              balance,
              row.source ? (typeNames[row.source] ?? row.source) : '',
            );
          });
        },
      );
      return sendWorkbook(reply, `${t(request, spec.sheet)}.xlsx`, stream);
    },
  });
}
