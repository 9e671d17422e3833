import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsTr } from '../../platform/db/search.ts';
import { documentsFrom } from '../documents/index.ts';

// `/siparis/temin`: what customers are still waiting for, against what is on hand and already on
// order from suppliers, so the buyer sees what to procure; and the orders nothing was supplied of.

/** Open order lines only: the open-orders index's condition, and a line not wholly supplied. */
const OPEN_LINES = sql`
  FROM documents d JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
 WHERE d.company_id = current_setting('app.company_id')::int
   AND d.doc_type IN ('salesOrder', 'purchaseOrder') AND d.status = 'saved' AND d.supply_status <> 'full'
   AND l.supplied_quantity < round(l.quantity * l.unit_factor, 4)`;

export interface ShortageQuery {
  warehouseId?: number | undefined;
  search?: string | undefined;
  /** Only the items customers wait for beyond what is on hand and coming. */
  shortOnly: boolean;
}

/**
 * Per item, in main units: open sales-order quantity, quantity on hand (`stock_balances`, one
 * warehouse or all), open purchase-order quantity, and the shortage — what is still to be bought.
 */
export async function shortages(tx: Db, query: ShortageQuery) {
  const inWarehouse = (column: SQL) =>
    query.warehouseId ? sql`AND ${column} = ${query.warehouseId}` : sql``;
  const filters = [sql`demand.waiting > 0`];
  if (query.search)
    filters.push(sql`(${containsTr(sql`i.name`, query.search)} OR ${containsTr(sql`i.code`, query.search)})`);
  const shortage = sql`greatest(demand.waiting - coalesce(stock.on_hand, 0) - demand.incoming, 0)`;
  if (query.shortOnly) filters.push(sql`${shortage} > 0`);
  const found = await tx.execute(sql`
    WITH demand AS (
      SELECT l.item_id,
             coalesce(sum(round(l.quantity * l.unit_factor, 4) - l.supplied_quantity) FILTER (WHERE d.doc_type = 'salesOrder'), 0) AS waiting,
             coalesce(sum(round(l.quantity * l.unit_factor, 4) - l.supplied_quantity) FILTER (WHERE d.doc_type = 'purchaseOrder'), 0) AS incoming,
             count(DISTINCT d.id) FILTER (WHERE d.doc_type = 'salesOrder')::int AS orders
        ${OPEN_LINES} ${inWarehouse(sql`d.warehouse_id`)}
       GROUP BY l.item_id),
    stock AS (
      SELECT b.item_id, sum(b.quantity) AS on_hand FROM stock_balances b
       WHERE b.company_id = current_setting('app.company_id')::int ${inWarehouse(sql`b.warehouse_id`)}
         AND b.item_id IN (SELECT item_id FROM demand)
       GROUP BY b.item_id)
    SELECT i.id AS "itemId", i.code, i.name, coalesce(u.name, '') AS "unitName", demand.orders,
           demand.waiting::numeric(19,4)::text AS waiting, coalesce(stock.on_hand, 0)::numeric(19,4)::text AS "onHand",
           demand.incoming::numeric(19,4)::text AS incoming, ${shortage}::numeric(19,4)::text AS shortage
      FROM demand
      JOIN items i ON i.company_id = current_setting('app.company_id')::int AND i.id = demand.item_id
      LEFT JOIN units u ON u.company_id = i.company_id AND u.id = i.unit_id
      LEFT JOIN stock ON stock.item_id = demand.item_id
     WHERE ${sql.join(filters, sql` AND `)}
     ORDER BY ${shortage} DESC, i.code COLLATE "C", i.id
     LIMIT 2000`);
  return { list: found.rows };
}

export interface NeverSuppliedQuery {
  side: 'sales' | 'purchase';
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/** Saved orders of one side nothing has been supplied of yet, oldest first: the longest waiting. */
export async function neverSupplied(tx: Db, query: NeverSuppliedQuery) {
  const from = documentsFrom(
    [
      sql`d.company_id = current_setting('app.company_id')::int`,
      sql`d.doc_type = ${query.side === 'sales' ? 'salesOrder' : 'purchaseOrder'}`,
      // The open-orders index's condition first, so the planner reads only open orders.
      sql`d.status = 'saved' AND d.supply_status <> 'full' AND d.supply_status = 'none'`,
    ],
    query.search,
  );
  const rows = await tx.execute(sql`
    SELECT d.id, d.doc_type AS "docType", d.number, d.date, d.due_date AS "dueDate", d.account_id AS "accountId",
           coalesce(a.title, '') AS "accountTitle", d.currency, d.grand_total::text AS "grandTotal",
           (current_date - d.date) AS "daysWaiting",
           (SELECT count(*)::int FROM document_lines l WHERE l.company_id = d.company_id AND l.document_id = d.id) AS lines
    ${from} ORDER BY d.date, d.id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const [summary] = (
    await tx.execute<{ total: number; grandTotal: string }>(sql`
      SELECT count(*)::int AS total, coalesce(sum(d.grand_total_local), 0)::text AS "grandTotal" ${from}`)
  ).rows;
  return {
    list: rows.rows,
    total: summary?.total ?? 0,
    totals: { grandTotalLocal: summary?.grandTotal ?? '0' },
    page: query.page,
    pageSize: query.pageSize,
  };
}
