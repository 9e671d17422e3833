import { DASHBOARD_CATALOGUE, type DashboardFigures, dashboardFigures, envelopeOf } from '@kibo/contracts';
import { todayInTurkey } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { openItemsSql } from '../reports/index.ts';

type Figure = DashboardFigures[number];
type Amounts = { currency: string; amount: string; count: number }[];

const company = sql`current_setting('app.company_id')::int`;

/** Lira first, then the other currencies in code order. */
const inOrder = (rows: Amounts) =>
  [...rows].sort((a, b) =>
    a.currency === 'TRY' ? -1 : b.currency === 'TRY' ? 1 : a.currency.localeCompare(b.currency),
  );

const figureOf = (key: string, rows: Amounts): Figure => ({
  key,
  amounts: inOrder(rows)
    .filter((row) => row.currency)
    .map(({ currency, amount }) => ({ currency, amount })),
  count: rows.reduce((sum, row) => sum + Number(row.count), 0),
});

async function dueThisWeek(tx: Db, day: string, key: string, side: 1 | -1): Promise<Figure> {
  const sunday = sql`(date_trunc('week', ${day}::date)::date + 6)`;
  const { rows } = await tx.execute<Amounts[number]>(sql`
    WITH ${openItemsSql(sql`${day}::date`)}
    SELECT b.currency, sum(o.open)::text AS amount, count(DISTINCT b.account_id)::int AS count
      FROM b JOIN o ON o.account_id = b.account_id AND o.currency = b.currency
     WHERE sign(b.balance) = ${side} AND o.due >= date_trunc('week', ${day}::date)::date AND o.due <= ${sunday}
     GROUP BY b.currency`);
  return figureOf(key, rows);
}

/** One query per figure, each from the table that keeps it; row-level security keeps it to the company. */
const FIGURES: Record<string, (tx: Db, day: string) => Promise<Figure>> = {
  // Sales invoices and till receipts of the day less the day's returns and till refunds, in the
  // document's currency.
  async todaySales(tx, day) {
    const { rows } = await tx.execute<Amounts[number]>(sql`
      SELECT currency,
             sum(CASE WHEN doc_type IN ('salesReturn', 'posRefund') THEN -grand_total ELSE grand_total END)::text AS amount,
             count(*)::int AS count
        FROM documents
       WHERE company_id = ${company} AND doc_type IN ('salesInvoice', 'salesReturn', 'posReceipt', 'posRefund')
         AND date = ${day} AND status <> 'cancelled'
       GROUP BY currency`);
    // In lira, to compare with the day before and the same day a week before.
    const { rows: before } = await tx.execute<{ yesterday: string; last_week: string }>(sql`
      SELECT coalesce(sum(amount) FILTER (WHERE date = ${day}::date - 1), 0)::text AS yesterday,
             coalesce(sum(amount) FILTER (WHERE date = ${day}::date - 7), 0)::text AS last_week
        FROM (SELECT date, CASE WHEN doc_type IN ('salesReturn', 'posRefund') THEN -grand_total_local
                                ELSE grand_total_local END AS amount
                FROM documents
               WHERE company_id = ${company} AND doc_type IN ('salesInvoice', 'salesReturn', 'posReceipt', 'posRefund')
                 AND date IN (${day}::date - 1, ${day}::date - 7) AND status <> 'cancelled') d`);
    return {
      ...figureOf('todaySales', rows),
      compare: { yesterday: before[0]!.yesterday, lastWeek: before[0]!.last_week },
    };
  },
  // What the cash registers (not the banks) hold now.
  async cashBalance(tx) {
    const { rows } = await tx.execute<Amounts[number]>(sql`
      SELECT b.currency, sum(b.balance)::text AS amount, count(DISTINCT b.cash_account_id)::int AS count
        FROM cash_balances b
        JOIN cash_accounts a ON a.company_id = b.company_id AND a.id = b.cash_account_id
       WHERE b.company_id = ${company} AND a.kind = 'cash'
       GROUP BY b.currency`);
    return figureOf('cashBalance', rows);
  },
  // What customers owe: the accounts whose balance is on the debit side.
  async receivables(tx) {
    const { rows } = await tx.execute<Amounts[number]>(sql`
      SELECT currency, sum(balance)::text AS amount, count(*)::int AS count
        FROM account_balances
       WHERE company_id = ${company} AND balance > 0
       GROUP BY currency`);
    return figureOf('receivables', rows);
  },
  // What falls due this week (Monday to Sunday), of what is still open: the same open items the
  // balance report ages (`openItemsSql`), debtors' for receivables, creditors' for payables.
  receivablesDue: (tx, day) => dueThisWeek(tx, day, 'receivablesDue', 1),
  payablesDue: (tx, day) => dueThisWeek(tx, day, 'payablesDue', -1),
  // Customers' cheques and notes still to collect, due by Sunday (overdue ones too).
  async chequesDue(tx, day) {
    const { rows } = await tx.execute<Amounts[number]>(sql`
      SELECT currency, sum(amount)::text AS amount, count(*)::int AS count
        FROM instruments
       WHERE company_id = ${company} AND NOT own AND state IN ('portfolio', 'atBankCollection', 'atBankCollateral')
         AND due_date <= date_trunc('week', ${day}::date)::date + 6
       GROUP BY currency`);
    return figureOf('chequesDue', rows);
  },
  // Till sessions open now.
  async openTills(tx) {
    const { rows } = await tx.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM cash_sessions WHERE company_id = ${company} AND status = 'open'`);
    return { key: 'openTills', amounts: [], count: Number(rows[0]?.count ?? 0) };
  },
  // Active items with a minimum whose quantity on hand, over every warehouse, is below it.
  async lowStock(tx) {
    const { rows } = await tx.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count
        FROM items i
       WHERE i.company_id = ${company} AND i.active AND i.min_stock > 0
         AND coalesce((SELECT sum(b.quantity) FROM stock_balances b
                        WHERE b.company_id = i.company_id AND b.item_id = i.id), 0) < i.min_stock`);
    return { key: 'lowStock', amounts: [], count: Number(rows[0]?.count ?? 0) };
  },
};

export function registerFigureRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/figures', {
    config: { access: { authenticated: true } },
    schema: {
      tags: ['dashboard'],
      querystring: z.object({ date: z.iso.date({ error: 'v.date' }).optional() }),
      response: { 200: envelopeOf(dashboardFigures) },
    },
    handler: async (request) => {
      const held = request.session!.menuIds;
      // Only the figures of tiles the user holds: a cashier without the balance list sees no receivables.
      const keys = DASHBOARD_CATALOGUE.filter(
        (item) => item.kind === 'figure' && held.has(item.menuId) && item.key in FIGURES,
      ).map((item) => item.key);
      const day = request.query.date ?? todayInTurkey();
      const figures = await request.tenant(async (tx) => {
        const found: Figure[] = [];
        for (const key of keys) found.push(await FIGURES[key]!(tx, day));
        return found;
      });
      return ok(figures);
    },
  });
}
