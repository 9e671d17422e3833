import { stockBalanceReport } from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';
import { containsAnyTr } from '../../platform/db/search.ts';
import type { ReportSource } from './engine.ts';
import { inCategoryTree, tenant, whereAll } from './sql.ts';

/**
 * Stock on hand at a date, with the value the moves carried, so a past date shows the value at cost
 * as it stood then. Whichever reads fewer moves (through `stock_moves_date`): today's balances less
 * what moved after the date, or the moves up to it added up.
 */
const inWarehouse = (column: SQL, warehouse: unknown) =>
  warehouse ? sql`AND ${column} = ${warehouse}` : sql``;

/** Per item and warehouse: the balance less the moves after the date (a recent date). */
const balancesLessLater = (date: string, warehouse: unknown) => sql`
  SELECT b.item_id, b.warehouse_id,
         b.quantity - coalesce(later.quantity, 0) AS quantity, b.value - coalesce(later.value, 0) AS value
    FROM stock_balances b
    LEFT JOIN (SELECT item_id, warehouse_id, sum(quantity) AS quantity, sum(value) AS value
                 FROM stock_moves WHERE company_id = ${tenant} AND date > ${date}::date
                GROUP BY item_id, warehouse_id) later
           ON later.item_id = b.item_id AND later.warehouse_id = b.warehouse_id
   WHERE b.company_id = ${tenant} ${inWarehouse(sql`b.warehouse_id`, warehouse)}`;

/** Per item and warehouse: the moves up to the date added up (an early date). */
const movesUpTo = (date: string, warehouse: unknown) => sql`
  SELECT item_id, warehouse_id, sum(quantity) AS quantity, sum(value) AS value
    FROM stock_moves WHERE company_id = ${tenant} AND date <= ${date}::date ${inWarehouse(sql`warehouse_id`, warehouse)}
   GROUP BY item_id, warehouse_id`;

export const stockBalance: ReportSource = {
  def: stockBalanceReport,
  rows: async (filters, { tx }) => {
    const date = filters.date as string;
    const [span] = (
      await tx.execute<{ first: string | null; last: string | null }>(sql`
        SELECT (SELECT min(date) FROM stock_moves WHERE company_id = ${tenant})::text AS first,
               (SELECT max(date) FROM stock_moves WHERE company_id = ${tenant})::text AS last`)
    ).rows;
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    const fromMoves = Boolean(span?.first && span.last && days(span.first, date) < days(date, span.last));
    const conditions = [
      ...(filters.includeZero === 'true' ? [] : [sql`(s.quantity <> 0 OR s.value <> 0)`]),
      ...(filters.category ? [inCategoryTree(sql`i.category_id`, filters.category)] : []),
      ...(filters.producer ? [sql`i.producer_id = ${filters.producer}`] : []),
      ...(filters.search
        ? [
            sql`(${containsAnyTr([sql`i.code`, sql`i.name`], filters.search as string)} OR EXISTS (
                  SELECT 1 FROM item_barcodes ib WHERE ib.company_id = ${tenant} AND ib.item_id = i.id
                     AND ib.barcode = ${filters.search}))`,
          ]
        : []),
    ];
    return sql`
      SELECT i.code AS "code", i.name AS "name", c.name AS "category", p.name AS "producer", w.name AS "warehouse",
             u.name AS "unit", s.quantity AS "quantity",
             CASE WHEN s.quantity > 0 THEN round(s.value / s.quantity, 4) END AS "unitCost",
             s.value AS "value", i.sale_price AS "salePrice", round(s.quantity * i.sale_price, 2) AS "saleValue",
             i.id AS "itemId", s.warehouse_id AS "warehouseId"
        FROM (${fromMoves ? movesUpTo(date, filters.warehouse) : balancesLessLater(date, filters.warehouse)}) s
        JOIN items i ON i.company_id = ${tenant} AND i.id = s.item_id
        JOIN warehouses w ON w.company_id = ${tenant} AND w.id = s.warehouse_id
        LEFT JOIN categories c ON c.company_id = ${tenant} AND c.id = i.category_id
        LEFT JOIN producers p ON p.company_id = ${tenant} AND p.id = i.producer_id
        LEFT JOIN units u ON u.company_id = ${tenant} AND u.id = i.unit_id
       ${whereAll(conditions)}`;
  },
};
