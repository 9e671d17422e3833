import { MenuId } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepared } from '../../platform/db/prepared.ts';
import { containsPattern } from '../../platform/db/search.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { registerEntryRoutes } from './entries.ts';
import { registerFigureRoutes } from './figures.ts';
import { registerOpenItemRoutes } from './open-items.ts';
import { registerStatementRoutes } from './statement.ts';
import { registerUnitTrackingRoutes } from './units.ts';

export { type LedgerListSpec, type LedgerRow, registerLedgerList } from './ledger-list.ts';
export {
  type AccountStatement,
  accountStatement,
  sourceNames,
  statementParams,
  statementQuery,
} from './statement.ts';

// Views on the ledgers the documents keep: balances are read from the running-balance tables,
// statements and item histories from the entries with a running sum. Nothing here writes.

const page = {
  page: z.coerce.number().int().min(1).default(1),
  // A whole customer list or price list at once (the balance list, a stock count sheet).
  pageSize: z.coerce.number().int().min(1).max(5000).default(100),
};
const dateRange = {
  dateFrom: z.iso.date({ error: 'v.date' }).optional(),
  dateTo: z.iso.date({ error: 'v.date' }).optional(),
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// The filters are parameters that may be null, so one prepared text serves every search (its plan is
// made once per connection); one language-aware sort, and the rows made JSON in Node.
const accountBalances = prepared<{
  accountId: number;
  code: string;
  title: string;
  currency: string;
  balance: string;
}>(
  'ledgers.accountBalances',
  `SELECT a.id AS "accountId", a.code, a.title, b.currency, b.balance::text AS balance
     FROM account_balances b JOIN accounts a ON a.company_id = b.company_id AND a.id = b.account_id
    WHERE b.company_id = current_setting('app.company_id')::int
      AND ($1::text IS NULL OR search_fold(a.title) LIKE $1 OR search_fold(a.code) LIKE $1)
      AND ($2::text IS NULL OR b.currency = $2)
      AND (NOT $3::bool OR b.balance <> 0)
    ORDER BY a.title COLLATE "tr-TR-x-icu", a.id, b.currency
    LIMIT $4 OFFSET $5`,
);

const stockSheet = prepared<{ itemId: number; quantity: string }>(
  'ledgers.stockSheet',
  `SELECT b.item_id AS "itemId", b.quantity::text AS quantity FROM stock_balances b
    WHERE b.company_id = current_setting('app.company_id')::int AND b.warehouse_id = $1
    ORDER BY b.item_id LIMIT $2 OFFSET $3`,
);

export function registerLedgerRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ledgers'];
  registerEntryRoutes(app);
  registerFigureRoutes(app);
  registerOpenItemRoutes(app);
  registerStatementRoutes(app);

  // `/cari/list`: what each account owes (debit balance) or is owed, per currency.
  api.get('/api/account-balances', {
    config: { access: { menu: MenuId.accountBalances } },
    schema: {
      tags,
      querystring: z.object({
        ...page,
        search: z.string().trim().max(100).optional(),
        currency: z.string().max(3).optional(),
        nonZero: z.enum(['true', 'false']).default('false'),
      }),
    },
    handler: async (request) => {
      const { search, currency, nonZero, page: pageNo, pageSize } = request.query;
      const list = await request.tenant((tx) =>
        accountBalances(tx, [
          search ? containsPattern(search) : null,
          currency ?? null,
          nonZero === 'true',
          pageSize,
          (pageNo - 1) * pageSize,
        ]),
      );
      return ok({ list, page: pageNo, pageSize });
    },
  });

  // Quantity on hand of every item in a warehouse, by item id: what a count sheet, a till's offline
  // cache or a marketplace's stock update needs beside the item cards it already holds (codes and names
  // come from /api/items). In key order, so no sort; read from the balance table alone, since at
  // thousands of rows each column sent costs more than the query (with code and name joined the 5,000
  // items of the benchmark took twice as long).
  api.get('/api/stock-balances', {
    config: { access: { menu: [MenuId.stockList, MenuId.stockTransactions] } },
    schema: {
      tags,
      querystring: z.object({ ...page, warehouseId: z.coerce.number().int().positive() }),
    },
    handler: async (request) => {
      const { warehouseId, page: pageNo, pageSize } = request.query;
      const list = await request.tenant((tx) =>
        stockSheet(tx, [warehouseId, pageSize, (pageNo - 1) * pageSize]),
      );
      return ok({ list, page: pageNo, pageSize });
    },
  });

  // `/stok/islem`: an item's moves with the running quantity, per warehouse or in all of them.
  api.get('/api/items/:id/moves', {
    config: { access: { menu: MenuId.stockTransactions } },
    schema: {
      tags,
      params: idParams,
      querystring: z.object({ ...dateRange, warehouseId: z.coerce.number().int().positive().optional() }),
    },
    handler: async (request) => {
      const { id } = request.params;
      const { dateFrom = '0001-01-01', dateTo = '9999-12-31', warehouseId } = request.query;
      const inWarehouse = warehouseId ? sql`AND m.warehouse_id = ${warehouseId}` : sql``;
      return ok(
        await request.tenant(async (tx) => {
          const item = await tx.execute(sql`SELECT 1 FROM items WHERE id = ${id}`);
          if (item.rows.length === 0) throw notFound();
          const opening = await tx.execute<{ quantity: string }>(sql`
            SELECT coalesce(sum(m.quantity), 0)::text AS quantity FROM stock_moves m
             WHERE m.item_id = ${id} ${inWarehouse} AND m.date < ${dateFrom}`);
          const openingQuantity = opening.rows[0]!.quantity;
          const moves = await tx.execute(sql`
            SELECT m.id, m.date, m.warehouse_id AS "warehouseId", w.name AS warehouse, m.quantity::text AS quantity,
                   d.id AS "documentId", d.doc_type AS "docType", d.number, coalesce(a.title, '') AS "accountTitle",
                   (${openingQuantity}::numeric + sum(m.quantity) OVER (ORDER BY m.date, m.id))::text AS balance
              FROM stock_moves m
              JOIN warehouses w ON w.company_id = m.company_id AND w.id = m.warehouse_id
              JOIN documents d ON d.company_id = m.company_id AND d.id = m.document_id
              LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
             WHERE m.item_id = ${id} ${inWarehouse} AND m.date BETWEEN ${dateFrom} AND ${dateTo}
             ORDER BY m.date, m.id`);
          return { openingQuantity, moves: moves.rows };
        }),
      );
    },
  });
  registerUnitTrackingRoutes(app);
}
