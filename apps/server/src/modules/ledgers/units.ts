import { DOCUMENT_KINDS, MenuId } from '@kibo/contracts';
import { Big, round } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';

const typesMoving = (sign: 1 | -1) =>
  Object.entries(DOCUMENT_KINDS)
    .filter(([, kind]) => kind.stock === sign)
    .map(([name]) => name);

/**
 * A line's effect on stock, as its type says: in, out, or none (orders, transfers between own
 * warehouses, an invoice whose waybill already moved the goods).
 */
const EFFECT = sql`CASE
  WHEN l.source_line_id IS NOT NULL AND EXISTS (
         SELECT 1 FROM document_lines s JOIN documents sd ON sd.company_id = s.company_id AND sd.id = s.document_id
          WHERE s.company_id = l.company_id AND s.id = l.source_line_id AND sd.doc_type IN ('despatchOut', 'despatchIn'))
    THEN 'none'
  WHEN d.doc_type = ANY(${sql.param(typesMoving(1))}::text[]) THEN 'in'
  WHEN d.doc_type = ANY(${sql.param(typesMoving(-1))}::text[]) THEN 'out'
  ELSE 'none' END`;

interface UnitQuery {
  dateFrom: string;
  dateTo: string;
  page: number;
  pageSize: number;
}

type ItemUnit = { unitId: number; name: string; factor: string };

/**
 * `/fis/birimtakip/:id`: an item's quantities per unit of measure — on hand in every unit it is
 * counted in, its document lines in the unit entered and in the main unit, and totals per unit.
 */
async function unitTracking(tx: Db, id: number, query: UnitQuery) {
  const found = await tx.execute<{ code: string; name: string; units: ItemUnit[] }>(sql`
    SELECT i.code, i.name,
           json_build_array(json_build_object('unitId', i.unit_id, 'name', coalesce(mu.name, ''), 'factor', '1'))::jsonb
           || coalesce((SELECT jsonb_agg(jsonb_build_object('unitId', (x->>'unitId')::int, 'name', coalesce(u.name, ''),
                                                           'factor', x->>'factor') ORDER BY n)
                          FROM jsonb_array_elements(i.units) WITH ORDINALITY AS e(x, n)
                          LEFT JOIN units u ON u.company_id = i.company_id AND u.id = (x->>'unitId')::int), '[]') AS units
      FROM items i LEFT JOIN units mu ON mu.company_id = i.company_id AND mu.id = i.unit_id
     WHERE i.company_id = current_setting('app.company_id')::int AND i.id = ${id}`);
  const item = found.rows[0];
  if (!item) throw notFound();
  const stock = await tx.execute<{ warehouseId: number; warehouse: string; quantity: string }>(sql`
    SELECT b.warehouse_id AS "warehouseId", w.name AS warehouse, b.quantity::text AS quantity
      FROM stock_balances b JOIN warehouses w ON w.company_id = b.company_id AND w.id = b.warehouse_id
     WHERE b.company_id = current_setting('app.company_id')::int AND b.item_id = ${id}
     ORDER BY w.name COLLATE "tr-TR-x-icu"`);
  const onHand = stock.rows.reduce((total, row) => total.plus(row.quantity), new Big(0));
  const tables = sql`
      FROM document_lines l
      JOIN documents d ON d.company_id = l.company_id AND d.id = l.document_id AND d.status <> 'cancelled'`;
  const where = sql`
     WHERE l.company_id = current_setting('app.company_id')::int AND l.item_id = ${id}
       AND d.date BETWEEN ${query.dateFrom} AND ${query.dateTo}`;
  const from = sql`${tables} ${where}`;
  const lines = await tx.execute(sql`
    SELECT d.id AS "documentId", d.doc_type AS "docType", d.number, d.date, coalesce(a.title, '') AS "accountTitle",
           l.quantity::text AS quantity, l.unit_id AS "unitId", l.unit_factor::text AS factor,
           (l.quantity * l.unit_factor)::numeric(19,4)::text AS "mainQuantity", ${EFFECT} AS effect
      ${tables}
      LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
      ${where}
     ORDER BY d.date DESC, d.id DESC, l.line_no
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const totals = await tx.execute<{
    unitId: number;
    effect: string;
    lines: number;
    quantity: string;
    main: string;
  }>(sql`
    SELECT l.unit_id AS "unitId", ${EFFECT} AS effect, count(*)::int AS lines,
           sum(l.quantity)::text AS quantity, sum(l.quantity * l.unit_factor)::numeric(19,4)::text AS main
      ${from}
     GROUP BY 1, 2`);
  return {
    item: { id, code: item.code, name: item.name },
    units: item.units.map((unit) => ({
      ...unit,
      // What is on hand, counted in this unit (24 pieces = 2 boxes of 12).
      onHand: round(onHand.div(new Big(unit.factor || 1)), 4),
    })),
    onHand: round(onHand, 4),
    stock: stock.rows,
    lines: lines.rows,
    totals: totals.rows,
  };
}

export function registerUnitTrackingRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/items/:id/units', {
    config: { access: { menu: MenuId.unitTracking } },
    schema: {
      tags: ['ledgers'],
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      querystring: z.object({
        dateFrom: z.iso.date({ error: 'v.date' }).default('0001-01-01'),
        dateTo: z.iso.date({ error: 'v.date' }).default('9999-12-31'),
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(500).default(100),
      }),
    },
    handler: async (request) =>
      ok(await request.tenant((tx) => unitTracking(tx, request.params.id, request.query))),
  });
}
