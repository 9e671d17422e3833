import { MenuId } from '@kibo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { containsAnyTr } from '../../platform/db/search.ts';
import { ok } from '../../platform/http/envelope.ts';

// `/kasa/gelirgiderhareket`: the income and expense entries, each line with its type, register, net
// amount and VAT, and the totals of what matched per side and currency.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const filters = z.object({
  kind: z.enum(['income', 'expense'], { error: 'v.enum' }).optional(),
  incomeExpenseTypeId: id.optional(),
  cashAccountId: id.optional(),
  dateFrom: z.iso.date({ error: 'v.date' }).optional(),
  dateTo: z.iso.date({ error: 'v.date' }).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

const FROM = sql`FROM voucher_lines l
  JOIN vouchers v ON v.company_id = l.company_id AND v.id = l.voucher_id
  JOIN income_expense_types ty ON ty.company_id = l.company_id AND ty.id = l.income_expense_type_id
  JOIN cash_accounts r ON r.company_id = v.company_id AND r.id = v.cash_account_id`;

async function list(tx: Db, filter: z.output<typeof filters>) {
  // Cancelled entries are kept in the books but out of the list and its totals.
  const conditions: SQL[] = [sql`v.status = 'saved'`, sql`v.voucher_type IN ('income', 'expense')`];
  if (filter.kind) conditions.push(sql`v.voucher_type = ${filter.kind}`);
  if (filter.incomeExpenseTypeId)
    conditions.push(sql`l.income_expense_type_id = ${filter.incomeExpenseTypeId}`);
  if (filter.cashAccountId) conditions.push(sql`v.cash_account_id = ${filter.cashAccountId}`);
  if (filter.dateFrom) conditions.push(sql`v.date >= ${filter.dateFrom}`);
  if (filter.dateTo) conditions.push(sql`v.date <= ${filter.dateTo}`);
  if (filter.search)
    conditions.push(containsAnyTr([sql`ty.name`, sql`l.description`, sql`v.number`], filter.search));
  const where = sql.join(conditions, sql` AND `);
  const rows = await tx.execute(sql`
    SELECT l.id, v.id AS "voucherId", v.voucher_type AS kind, v.number, v.date, v.version, v.currency,
           v.exchange_rate::text AS "exchangeRate", v.cash_account_id AS "cashAccountId",
           r.code || ' ' || r.name AS "cashAccount", l.income_expense_type_id AS "incomeExpenseTypeId",
           ty.name AS "typeName", l.description, l.vat_rate AS "vatRate",
           (l.debit + l.credit)::text AS total, l.vat_amount::text AS vat,
           (l.debit + l.credit - l.vat_amount)::text AS net
      ${FROM} WHERE ${where}
     ORDER BY v.date DESC, v.id DESC, l.line_no
     LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`);
  const totals = await tx.execute<{ kind: string; currency: string; count: number }>(sql`
    SELECT v.voucher_type AS kind, v.currency, count(*)::int AS count,
           sum(l.debit + l.credit - l.vat_amount)::text AS net, sum(l.vat_amount)::text AS vat,
           sum(l.debit + l.credit)::text AS total
      ${FROM} WHERE ${where} GROUP BY 1, 2 ORDER BY 1 DESC, 2`);
  return {
    list: rows.rows,
    total: totals.rows.reduce((count, row) => count + row.count, 0),
    totals: totals.rows,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export function registerIncomeExpenseRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/income-expense-entries', {
    config: { access: { menu: MenuId.incomeExpenseMovements } },
    schema: { tags: ['cash'], querystring: filters },
    handler: async (request) => ok(await request.tenant((tx) => list(tx, request.query))),
  });
}
