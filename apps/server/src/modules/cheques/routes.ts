import { CURRENCIES, MenuId, VOUCHER_KINDS } from '@kibo/contracts';
import { type InstrumentListRow, RESOURCE_LABELS } from '@kibo/contracts/resources';
import { INSTRUMENT_STATES, PAYABLE_STATES, RECEIVABLE_STATES } from '@kibo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { containsAnyTr } from '../../platform/db/search.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage, t } from '../../platform/http/i18n.ts';
import { sendWorkbook, streamWorkbook } from '../../platform/http/workbook.ts';

// `/ceksenet/list` (the portfolio, its totals, Excel), its due-date view for cash planning, and
// `/ceksenet/islem` (every move, or one instrument's history).

const id = z.coerce.number().int().positive().max(2_147_483_647);
const stateList = z
  .string()
  .max(300)
  .transform((value) => value.split(','))
  .refine((values) => values.every((value) => (INSTRUMENT_STATES as readonly string[]).includes(value)), {
    error: 'v.enum',
  });

const filters = z.object({
  state: stateList.optional(),
  own: z.enum(['true', 'false'], { error: 'v.enum' }).optional(),
  kind: z.enum(['cheque', 'note'], { error: 'v.enum' }).optional(),
  currency: z.enum(CURRENCIES, { error: 'v.enum' }).optional(),
  accountId: id.optional(),
  dueFrom: z.iso.date({ error: 'v.date' }).optional(),
  dueTo: z.iso.date({ error: 'v.date' }).optional(),
  search: z.string().trim().max(100).optional(),
});
type Filters = z.output<typeof filters>;

const FROM = sql`FROM instruments i
  JOIN accounts a ON a.company_id = i.company_id AND a.id = i.account_id
  LEFT JOIN accounts h ON h.company_id = i.company_id AND h.id = i.holder_account_id
  LEFT JOIN cash_accounts r ON r.company_id = i.company_id AND r.id = i.cash_account_id`;

const COLUMNS = sql`i.id, i.kind, i.own, i.serial_no AS "serialNo", i.drawer, i.bank_name AS "bankName",
  i.branch, i.account_no AS "accountNo", i.due_date AS "dueDate", i.currency, i.amount::text AS amount,
  i.state, i.account_id AS "accountId", a.title AS "accountTitle", h.title AS "holderTitle",
  r.name AS "cashAccountName"`;

function whereOf(filter: Filters): SQL {
  const conditions: SQL[] = [sql`true`];
  // Voided instruments (a cancelled receipt's) are history, listed only when asked for.
  conditions.push(
    filter.state ? sql`i.state = ANY(${sql.param(filter.state)}::text[])` : sql`i.state <> 'voided'`,
  );
  if (filter.own) conditions.push(sql`i.own = ${filter.own === 'true'}`);
  if (filter.kind) conditions.push(sql`i.kind = ${filter.kind}`);
  if (filter.currency) conditions.push(sql`i.currency = ${filter.currency}`);
  if (filter.accountId)
    conditions.push(sql`(i.account_id = ${filter.accountId} OR i.holder_account_id = ${filter.accountId})`);
  if (filter.dueFrom) conditions.push(sql`i.due_date >= ${filter.dueFrom}`);
  if (filter.dueTo) conditions.push(sql`i.due_date <= ${filter.dueTo}`);
  if (filter.search)
    conditions.push(
      containsAnyTr(
        [sql`i.serial_no`, sql`i.drawer`, sql`i.bank_name`, sql`a.title`, sql`coalesce(h.title, '')`],
        filter.search,
      ),
    );
  return sql.join(conditions, sql` AND `);
}

type InstrumentRow = InstrumentListRow;

async function listInstruments(tx: Db, filter: Filters & { page: number; pageSize: number }) {
  const rows = await tx.execute<InstrumentRow>(sql`
    SELECT ${COLUMNS} ${FROM} WHERE ${whereOf(filter)}
     ORDER BY i.due_date, i.id LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`);
  const totals = await tx.execute<{ currency: string; count: number; amount: string }>(sql`
    SELECT i.currency, count(*)::int AS count, sum(i.amount)::text AS amount ${FROM}
     WHERE ${whereOf(filter)} GROUP BY i.currency ORDER BY i.currency`);
  return {
    list: rows.rows,
    total: totals.rows.reduce((count, row) => count + row.count, 0),
    totals: totals.rows,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/**
 * Cash planning: what falls due per month, money to come in (customers' instruments still ours to
 * collect) and to go out (our own not yet paid), with what is already overdue on its own line.
 */
async function dueView(tx: Db, today: string) {
  const rows = await tx.execute<{ month: string; currency: string; receivable: string; payable: string }>(sql`
    SELECT month, currency, receivable, payable FROM (
      SELECT CASE WHEN due_date < ${today}::date THEN 'overdue' ELSE to_char(due_date, 'YYYY-MM') END AS month,
             currency,
             sum(amount) FILTER (WHERE state = ANY(${sql.param([...RECEIVABLE_STATES])}::text[]))::text AS receivable,
             sum(amount) FILTER (WHERE state = ANY(${sql.param([...PAYABLE_STATES])}::text[]))::text AS payable
        FROM instruments
       WHERE state = ANY(${sql.param([...RECEIVABLE_STATES, ...PAYABLE_STATES])}::text[])
       GROUP BY 1, 2) due
     ORDER BY month = 'overdue' DESC, month, currency`);
  return rows.rows.map((row) => ({ ...row, receivable: row.receivable ?? '0', payable: row.payable ?? '0' }));
}

const moveFilters = z.object({
  instrumentId: id.optional(),
  dateFrom: z.iso.date({ error: 'v.date' }).optional(),
  dateTo: z.iso.date({ error: 'v.date' }).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/** Every move (or one instrument's), newest first, with the bordro that made it and where it left it. */
async function listMoves(tx: Db, filter: z.output<typeof moveFilters>) {
  const conditions: SQL[] = [sql`true`];
  if (filter.instrumentId) conditions.push(sql`m.instrument_id = ${filter.instrumentId}`);
  if (filter.dateFrom) conditions.push(sql`m.date >= ${filter.dateFrom}`);
  if (filter.dateTo) conditions.push(sql`m.date <= ${filter.dateTo}`);
  if (filter.search)
    conditions.push(
      containsAnyTr(
        [sql`i.serial_no`, sql`i.drawer`, sql`v.number`, sql`coalesce(a.title, '')`],
        filter.search,
      ),
    );
  const where = sql.join(conditions, sql` AND `);
  const from = sql`FROM instrument_moves m
    JOIN instruments i ON i.company_id = m.company_id AND i.id = m.instrument_id
    JOIN vouchers v ON v.company_id = m.company_id AND v.id = m.voucher_id
    JOIN voucher_lines l ON l.company_id = m.company_id AND l.id = m.voucher_line_id
    LEFT JOIN accounts a ON a.company_id = m.company_id AND a.id = l.account_id
    LEFT JOIN cash_accounts r ON r.company_id = m.company_id AND r.id = m.cash_account_id`;
  const rows = await tx.execute(sql`
    SELECT m.id, m.date, m.move, m.to_state AS "toState", m.cancelled, m.instrument_id AS "instrumentId",
           i.kind, i.own, i.serial_no AS "serialNo", i.drawer, i.due_date AS "dueDate", i.currency,
           i.amount::text AS amount, v.id AS "voucherId", v.voucher_type AS "voucherType", v.number,
           l.account_id AS "accountId", a.title AS "accountTitle", r.name AS "cashAccountName"
      ${from} WHERE ${where}
     ORDER BY m.date DESC, m.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`);
  const [count] = (
    await tx.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from} WHERE ${where}`)
  ).rows;
  return { list: rows.rows, total: count?.total ?? 0, page: filter.page, pageSize: filter.pageSize };
}

// The bordro editors pick instruments from the portfolio, so their menus read it too.
const CHEQUE_MENUS = Object.values(VOUCHER_KINDS).flatMap((kind) => ('cheque' in kind ? [kind.menu] : []));

export function registerChequeRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cheques'];
  const listAccess = { menu: [MenuId.chequeList, MenuId.chequeTransactions, ...CHEQUE_MENUS] };

  api.get('/api/instruments', {
    config: { access: listAccess },
    schema: {
      tags,
      querystring: filters.extend({
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(500).default(50),
      }),
    },
    handler: async (request) => ok(await request.tenant((tx) => listInstruments(tx, request.query))),
  });

  api.get('/api/instruments/due', {
    config: { access: { menu: MenuId.chequeList } },
    schema: { tags, querystring: z.object({ today: z.iso.date({ error: 'v.date' }) }) },
    handler: async (request) => ok({ list: await request.tenant((tx) => dueView(tx, request.query.today)) }),
  });

  api.get('/api/instruments/export', {
    config: { access: { menu: MenuId.chequeList } },
    schema: { tags, querystring: filters },
    handler: async (request, reply) => {
      const { options } = RESOURCE_LABELS[requestLanguage(request)].resources.instruments;
      const kinds: Record<string, string> = options.kind;
      const states: Record<string, string> = options.state;
      let offset = 0;
      const stream = streamWorkbook(
        t(request, 'xls.instruments'),
        [
          { header: t(request, 'xls.instrumentKind'), width: 10 },
          { header: t(request, 'xls.serialNo'), width: 14 },
          { header: t(request, 'xls.drawer'), width: 28 },
          { header: t(request, 'xls.bank'), width: 20 },
          { header: t(request, 'xls.dueDate'), width: 12 },
          { header: t(request, 'xls.account'), width: 32 },
          { header: t(request, 'xls.state'), width: 18 },
          { header: t(request, 'xls.currency'), width: 8 },
          { header: t(request, 'xls.amount'), width: 14 },
        ],
        async (size) => {
          const rows = await request.tenant((tx) =>
            tx.execute<InstrumentRow>(sql`SELECT ${COLUMNS} ${FROM} WHERE ${whereOf(request.query)}
              ORDER BY i.due_date, i.id LIMIT ${size} OFFSET ${offset}`),
          );
          offset += size;
          return rows.rows.map((row) => [
            kinds[row.kind] ?? row.kind,
            row.serialNo,
            row.drawer,
            row.bankName,
            row.dueDate,
            row.accountTitle,
            states[row.state] ?? row.state,
            row.currency,
            Number(row.amount),
          ]);
        },
      );
      return sendWorkbook(reply, `${t(request, 'xls.instruments')}.xlsx`, stream);
    },
  });

  api.get('/api/instrument-moves', {
    config: { access: { menu: [MenuId.chequeTransactions, MenuId.chequeList] } },
    schema: { tags, querystring: moveFilters },
    handler: async (request) => ok(await request.tenant((tx) => listMoves(tx, request.query))),
  });
}
