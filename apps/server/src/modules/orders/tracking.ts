import type { OrderState } from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsAnyTr } from '../../platform/db/search.ts';

export interface TrackingQuery {
  side?: 'sales' | 'purchase' | undefined;
  accountId?: number | undefined;
  itemId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** One of the order states, or 'open': saved and not wholly supplied. */
  status?: OrderState | 'open' | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

const ORDER_TYPES = { sales: ['salesOrder'], purchase: ['purchaseOrder'] } as const;

/** The state a screen labels an order with: cancelled, else how far it was supplied. */
const STATE = sql`CASE WHEN d.status = 'cancelled' THEN 'cancelled' ELSE d.supply_status END`;
const ORDERED = sql`round(l.quantity * l.unit_factor, 4)`;
/** A cancelled order waits for nothing. */
const REMAINING = sql`CASE WHEN d.status = 'saved' THEN greatest(${ORDERED} - l.supplied_quantity, 0) ELSE 0 END`;

function conditions(query: TrackingQuery): SQL {
  const types = query.side ? ORDER_TYPES[query.side] : [...ORDER_TYPES.sales, ...ORDER_TYPES.purchase];
  const where = [
    sql`d.company_id = current_setting('app.company_id')::int`,
    sql`d.doc_type = ANY(${sql.param(types)}::text[])`,
  ];
  if (query.accountId) where.push(sql`d.account_id = ${query.accountId}`);
  if (query.itemId) where.push(sql`l.item_id = ${query.itemId}`);
  if (query.dateFrom) where.push(sql`d.date >= ${query.dateFrom}`);
  if (query.dateTo) where.push(sql`d.date <= ${query.dateTo}`);
  // Written as the open-orders index's own condition, so a look at what is still open reads only those.
  if (query.status === 'open') where.push(sql`d.status = 'saved' AND d.supply_status <> 'full'`);
  else if (query.status === 'cancelled') where.push(sql`d.status = 'cancelled'`);
  else if (query.status) where.push(sql`d.status <> 'cancelled' AND d.supply_status = ${query.status}`);
  if (query.search)
    where.push(containsAnyTr([sql`d.number`, sql`a.title`, sql`i.name`, sql`i.code`], query.search));
  return sql.join(where, sql` AND `);
}

/**
 * `/siparis/takip`: order lines with what was ordered, supplied and is still to come (main units),
 * the order's state, newest orders first, and the totals of every line that matched.
 */
export async function trackOrders(tx: Db, query: TrackingQuery) {
  const from = sql`
    FROM documents d
    JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
    JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
    LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
    WHERE ${conditions(query)}`;
  const rows = await tx.execute(sql`
    SELECT d.id AS "orderId", d.doc_type AS "docType", d.number, d.date, d.due_date AS "dueDate",
           d.account_id AS "accountId", coalesce(a.title, '') AS "accountTitle", ${STATE} AS state,
           l.id AS "lineId", l.line_no AS "lineNo", l.item_id AS "itemId", i.code AS "itemCode",
           i.name AS "itemName", coalesce(u.name, '') AS "unitName", l.quantity::text AS "enteredQuantity",
           coalesce(lu.name, '') AS "enteredUnit", l.unit_factor::text AS "unitFactor",
           ${ORDERED}::numeric(19,4)::text AS ordered, l.supplied_quantity::text AS supplied,
           ${REMAINING}::numeric(19,4)::text AS remaining
      FROM (SELECT d.*, l.id AS line_id ${from}
             ORDER BY d.date DESC, d.id DESC, l.line_no
             LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}) d
      JOIN document_lines l ON l.company_id = d.company_id AND l.id = d.line_id
      JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
      LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
      LEFT JOIN units u ON u.company_id = i.company_id AND u.id = i.unit_id
      LEFT JOIN units lu ON lu.company_id = l.company_id AND lu.id = l.unit_id
     ORDER BY d.date DESC, d.id DESC, l.line_no`);
  const [summary] = (
    await tx.execute<{
      lines: number;
      orders: number;
      ordered: string;
      supplied: string;
      remaining: string;
    }>(sql`
      SELECT count(*)::int AS lines, count(DISTINCT d.id)::int AS orders,
             coalesce(sum(${ORDERED}), 0)::numeric(19,4)::text AS ordered,
             coalesce(sum(l.supplied_quantity), 0)::text AS supplied,
             coalesce(sum(${REMAINING}), 0)::numeric(19,4)::text AS remaining
      ${from}`)
  ).rows;
  return {
    list: rows.rows,
    total: summary?.lines ?? 0,
    totals: {
      orders: summary?.orders ?? 0,
      ordered: summary?.ordered ?? '0',
      supplied: summary?.supplied ?? '0',
      remaining: summary?.remaining ?? '0',
    },
    page: query.page,
    pageSize: query.pageSize,
  };
}
