import type { TableOrderStatus, TableOrderView } from '@kibo/contracts/resources';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { notFound, refused } from '../../platform/http/errors.ts';
import { posRights, totalOf } from './rights.ts';

// Reading and locking table orders. Every statement that locks more than one order goes through
// `lockFamilies`, which takes them in one statement in id order, so two moves or merges of the same
// tables queue instead of deadlocking.

export type OrderRow = {
  id: number;
  tableId: number;
  splitOf: number | null;
  status: TableOrderStatus;
  mergedInto: number | null;
};

const orderColumns = sql`id, table_id AS "tableId", split_of AS "splitOf", status, merged_into AS "mergedInto"`;

/** One order, locked: FOR SHARE while lines are added or changed (a move or merge then waits), else FOR UPDATE. */
export async function lockedOrder(tx: Db, id: number, mode: 'share' | 'update'): Promise<OrderRow> {
  const { rows } = await tx.execute<OrderRow>(sql`
    SELECT ${orderColumns} FROM pos_table_orders
     WHERE company_id = current_setting('app.company_id')::int AND id = ${id}
       FOR ${mode === 'share' ? sql`SHARE` : sql`UPDATE`}`);
  return openOnly(tx, rows[0]);
}

/**
 * Orders and the open bills split off them, locked in id order in one statement. Answers them by id;
 * a caller checks each is still what it expected once it holds the lock.
 */
export async function lockFamilies(tx: Db, ids: number[]): Promise<Map<number, OrderRow>> {
  const { rows } = await tx.execute<OrderRow>(sql`
    SELECT ${orderColumns} FROM pos_table_orders
     WHERE company_id = current_setting('app.company_id')::int
       AND (id = ANY(${sql.param(ids)}::int[]) OR (split_of = ANY(${sql.param(ids)}::int[]) AND status = 'open'))
     ORDER BY id FOR UPDATE`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** An order a waiter can still work on; a merged one says where its lines went. */
export async function openOnly(tx: Db, order: OrderRow | undefined): Promise<OrderRow> {
  if (!order) throw notFound();
  if (order.status === 'merged' && order.mergedInto) {
    const { table } = await tableOf(tx, order.mergedInto);
    throw refused('posTables.orderMerged', { table });
  }
  if (order.status !== 'open') throw refused('posTables.orderNotOpen');
  return order;
}

/** The table an order sits at, as the staff and the kitchen call it ("Bahçe / B3"). */
export async function tableOf(
  tx: Db,
  orderId: number,
): Promise<{ id: number; name: string; area: string; table: string }> {
  const { rows } = await tx.execute<{ id: number; name: string; area: string }>(sql`
    SELECT t.id, t.name, a.name AS area FROM pos_table_orders o
      JOIN pos_tables t ON t.company_id = o.company_id AND t.id = o.table_id
      JOIN pos_areas a ON a.company_id = t.company_id AND a.id = t.area_id
     WHERE o.company_id = current_setting('app.company_id')::int AND o.id = ${orderId}`);
  const row = rows[0];
  if (!row) throw notFound();
  return { ...row, table: `${row.area} / ${row.name}` };
}

export async function userName(tx: Db, userId: number): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    SELECT name FROM users WHERE company_id = current_setting('app.company_id')::int AND id = ${userId}`);
  return rows[0]?.name ?? '';
}

type LineRow = Omit<TableOrderView['lines'][number], 'amount'> & { orderId: number };

/** The lines of some orders, oldest first, with who added them. */
export async function linesOf(tx: Db, orderIds: number[]): Promise<LineRow[]> {
  const { rows } = await tx.execute<LineRow>(sql`
    SELECT l.id, l.order_id AS "orderId", l.item_id AS "itemId", i.code AS "itemCode", l.name,
           l.quantity::text, l.unit_price::text AS "unitPrice", l.vat_rate AS "vatRate", l.note,
           u.name AS "addedBy", l.added_at AS "addedAt", l.sent_at AS "sentAt"
      FROM pos_table_lines l
      JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
      JOIN users u ON u.company_id = l.company_id AND u.id = l.added_by
     WHERE l.company_id = current_setting('app.company_id')::int AND l.order_id = ANY(${sql.param(orderIds)}::int[])
     ORDER BY l.id`);
  return rows;
}

/** An order as the order screen shows it: lines, total, the bills split off it, and the caller's rights. */
export async function orderView(tx: Db, user: Session, id: number): Promise<TableOrderView> {
  const { rows } = await tx.execute<
    OrderRow & { openedAt: string; openedBy: string; documentId: number | null }
  >(sql`
    SELECT o.id, o.table_id AS "tableId", o.split_of AS "splitOf", o.status, o.merged_into AS "mergedInto",
           o.opened_at AS "openedAt", u.name AS "openedBy", o.document_id AS "documentId"
      FROM pos_table_orders o
      JOIN users u ON u.company_id = o.company_id AND u.id = o.opened_by
     WHERE o.company_id = current_setting('app.company_id')::int AND o.id = ${id}`);
  const order = rows[0];
  if (!order) throw notFound();
  const table = await tableOf(tx, id);
  const { rows: parts } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM pos_table_orders WHERE company_id = current_setting('app.company_id')::int
       AND split_of = ${id} AND status = 'open' ORDER BY id`);
  const lines = await linesOf(tx, [id, ...parts.map((part) => part.id)]);
  const own = lines.filter((line) => line.orderId === id);
  return {
    id,
    status: order.status,
    table: { id: table.id, name: table.name, area: table.area },
    splitOf: order.splitOf,
    mergedInto: order.mergedInto,
    openedAt: order.openedAt,
    openedBy: order.openedBy,
    documentId: order.documentId,
    lines: own.map(({ orderId: _, ...line }) => ({ ...line, amount: totalOf([line]) })),
    total: totalOf(own),
    parts: parts.map((part) => {
      const of = lines.filter((line) => line.orderId === part.id);
      return { id: part.id, total: totalOf(of), lineCount: of.length };
    }),
    rights: await posRights(tx, user.userId),
  };
}
