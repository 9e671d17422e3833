import type { TableOrderForTill, TableSplit } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { invalidField, refused } from '../../platform/http/errors.ts';
import { linesOf, lockFamilies, type OrderRow, openOnly, tableOf } from './order-rows.ts';
import { refuseOpenParts } from './orders.ts';
import { totalOf } from './rights.ts';

// Moving an order to a free table, merging it into an occupied one, splitting a bill off it, and
// closing it (or a split bill) with the till receipt that paid it. Anyone with the tables menu may
// move and merge (the spec's passive user too); each move and merge leaves an audit row.

/** The open order of a table, if any (bills split off it sit at the same table and follow it). */
async function openOrderAt(tx: Db, tableId: number): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM pos_table_orders WHERE company_id = current_setting('app.company_id')::int
       AND table_id = ${tableId} AND status = 'open' AND split_of IS NULL`);
  return rows[0]?.id ?? null;
}

async function tableNamed(tx: Db, tableId: number): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    SELECT name FROM pos_tables WHERE company_id = current_setting('app.company_id')::int AND id = ${tableId} AND active`);
  if (!rows[0]) throw invalidField('tableId', 'v.referenceMissing');
  return rows[0].name;
}

const openIds = (family: Map<number, OrderRow>) =>
  [...family.values()].filter((order) => order.status === 'open').map((order) => order.id);

/**
 * Moves an order (and the bills split off it) to a free table. Another order arriving there at the
 * same moment meets the one-open-order index and this move is refused (`tableNotFree`).
 */
export async function moveOrder(tx: Db, user: Session, orderId: number, tableId: number): Promise<void> {
  const family = await lockFamilies(tx, [orderId]);
  const order = await openOnly(tx, family.get(orderId));
  if (order.splitOf !== null) throw refused('posTables.partFollowsMain');
  const target = await tableNamed(tx, tableId);
  if (order.tableId === tableId) throw refused('posTables.sameTable');
  if ((await openOrderAt(tx, tableId)) !== null) throw refused('posTables.tableNotFree', { table: target });
  const from = await tableOf(tx, orderId);
  await tx.execute(sql`
    UPDATE pos_table_orders SET table_id = ${tableId}
     WHERE company_id = current_setting('app.company_id')::int AND id = ANY(${sql.param(openIds(family))}::int[])`);
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posTableOrder',
    entityId: orderId,
    action: 'update',
    before: { tableId: order.tableId, table: from.name },
    after: { tableId, table: target, moved: true },
  });
}

/**
 * Merges an order into the open order of an occupied table: its lines (sent or not, with who added
 * them) and its split bills join the target, and its own table becomes free. Both orders are locked
 * in id order, so two merges of the same two tables in opposite directions queue: the second finds
 * its target merged away and is refused, and no line is lost. A split bill merged into its own
 * order is how a split is undone.
 */
export async function mergeOrder(tx: Db, user: Session, orderId: number, tableId: number): Promise<number> {
  const target = await tableNamed(tx, tableId);
  const targetId = await openOrderAt(tx, tableId);
  if (targetId === null) throw refused('posTables.tableFree', { table: target });
  if (targetId === orderId) throw refused('posTables.sameTable');
  const family = await lockFamilies(tx, [orderId, targetId]);
  const source = await openOnly(tx, family.get(orderId));
  const into = family.get(targetId);
  if (into?.status !== 'open' || into.tableId !== tableId) throw refused('posTables.tableChanged');
  const from = await tableOf(tx, orderId);
  await tx.execute(sql`
    UPDATE pos_table_lines SET order_id = ${targetId}
     WHERE company_id = current_setting('app.company_id')::int AND order_id = ${orderId}`);
  await tx.execute(sql`
    UPDATE pos_table_orders SET split_of = ${targetId}, table_id = ${tableId}
     WHERE company_id = current_setting('app.company_id')::int AND split_of = ${orderId} AND status = 'open'`);
  await tx.execute(sql`
    UPDATE pos_table_orders SET status = 'merged', merged_into = ${targetId}, closed_by = ${user.userId}, closed_at = now()
     WHERE company_id = current_setting('app.company_id')::int AND id = ${orderId}`);
  await writeAudit(tx, {
    companyId: user.companyId,
    userId: user.userId,
    entity: 'posTableOrder',
    entityId: orderId,
    action: 'update',
    before: { tableId: source.tableId, table: from.name, status: 'open' },
    after: { status: 'merged', mergedInto: targetId, tableId, table: target },
  });
  return targetId;
}

/**
 * Splits a bill off an order: the chosen lines, or quantities of them, go onto an order of their own
 * at the same table, paid at the till on its own. A line split in part keeps who added it and
 * whether the kitchen has it on both sides.
 */
export async function splitOrder(tx: Db, user: Session, orderId: number, input: TableSplit): Promise<number> {
  const family = await lockFamilies(tx, [orderId]);
  const order = await openOnly(tx, family.get(orderId));
  if (order.splitOf !== null) throw refused('posTables.splitOfPart');
  const { rows } = await tx.execute<{ id: number; quantity: string }>(sql`
    SELECT id, quantity::text FROM pos_table_lines WHERE company_id = current_setting('app.company_id')::int
       AND order_id = ${orderId} AND id = ANY(${sql.param(input.lines.map((line) => line.lineId))}::int[]) ORDER BY id FOR UPDATE`);
  const held = new Map(rows.map((row) => [row.id, row.quantity]));
  input.lines.forEach((line, index) => {
    const quantity = held.get(line.lineId);
    if (quantity === undefined) throw invalidField(`lines.${index}.lineId`, 'posTables.lineOther');
    if (new Big(line.quantity).gt(quantity))
      throw invalidField(`lines.${index}.quantity`, 'posTables.overQuantity', {
        quantity: quantity.replace(/\.?0+$/, ''),
      });
  });
  const { rows: made } = await tx.execute<{ id: number }>(sql`
    INSERT INTO pos_table_orders (company_id, table_id, split_of, opened_by)
    VALUES (current_setting('app.company_id')::int, ${order.tableId}, ${orderId}, ${user.userId}) RETURNING id`);
  const partId = made[0]!.id;
  for (const line of input.lines) {
    if (new Big(line.quantity).eq(held.get(line.lineId)!)) {
      await tx.execute(sql`
        UPDATE pos_table_lines SET order_id = ${partId}
         WHERE company_id = current_setting('app.company_id')::int AND id = ${line.lineId}`);
      continue;
    }
    await tx.execute(sql`
      UPDATE pos_table_lines SET quantity = quantity - ${line.quantity}::numeric
       WHERE company_id = current_setting('app.company_id')::int AND id = ${line.lineId}`);
    await tx.execute(sql`
      INSERT INTO pos_table_lines (company_id, order_id, item_id, name, quantity, unit_price, vat_rate, note, added_by, added_at, sent_at, printer)
      SELECT company_id, ${partId}, item_id, name, ${line.quantity}, unit_price, vat_rate, note, added_by, added_at, sent_at, printer
        FROM pos_table_lines WHERE company_id = current_setting('app.company_id')::int AND id = ${line.lineId}`);
  }
  return partId;
}

/**
 * `GET …/orders/:id/till`: an open order (or split bill) as the till loads it for `?masa=<id>`, in
 * the till's own line shape. Refused while bills split off it are unpaid, or when it has no lines.
 */
export async function orderForTill(tx: Db, orderId: number): Promise<TableOrderForTill> {
  const { rows } = await tx.execute<OrderRow>(sql`
    SELECT id, table_id AS "tableId", split_of AS "splitOf", status, merged_into AS "mergedInto"
      FROM pos_table_orders WHERE company_id = current_setting('app.company_id')::int AND id = ${orderId}`);
  await openOnly(tx, rows[0]);
  await refuseOpenParts(tx, orderId);
  const lines = await linesOf(tx, [orderId]);
  if (!lines.length) throw refused('posTables.orderEmpty');
  return {
    orderId,
    table: (await tableOf(tx, orderId)).table,
    total: totalOf(lines),
    lines: lines.map((line) => ({
      itemId: line.itemId,
      description: '',
      quantity: line.quantity,
      unitId: null,
      unitPrice: line.unitPrice,
      discounts: [],
      vatRate: line.vatRate as TableOrderForTill['lines'][number]['vatRate'],
      approval: null,
      scaleLabel: null,
      code: line.itemCode,
      name: line.name,
    })),
  };
}

/**
 * Part of the till's sale (`sell`, when the receipt names `tableOrderId`), in its transaction: closes
 * the order (or split bill) the receipt paid. Refused when it is no longer open (a second receipt),
 * while bills split off it are unpaid, or when the receipt leaves out dishes of the order (taking a
 * dish off is done on the order, under its delete rule, never by leaving it off the receipt). A
 * split bill's order closes with its last bill when nothing was left on it.
 */
export async function closeTableOrder(
  tx: Db,
  user: Session,
  orderId: number,
  documentId: number,
  sold: readonly { itemId: number; unitId: number | null; quantity: string }[],
): Promise<void> {
  const { rows } = await tx.execute<{ splitOf: number | null }>(sql`
    SELECT split_of AS "splitOf" FROM pos_table_orders
     WHERE company_id = current_setting('app.company_id')::int AND id = ${orderId}`);
  if (!rows[0]) throw invalidField('tableOrderId', 'v.referenceMissing');
  const mainId = rows[0].splitOf ?? orderId;
  const family = await lockFamilies(tx, [mainId]);
  const order = family.get(orderId);
  if (order?.status !== 'open') throw refused('posTables.orderNotOpen');
  const unpaid = [...family.values()].filter((part) => part.splitOf === orderId && part.status === 'open');
  if (unpaid.length) throw refused('posTables.partsOpen', { count: unpaid.length });

  const onReceipt = new Map<number, Big>();
  for (const line of sold)
    if (line.unitId === null)
      onReceipt.set(line.itemId, (onReceipt.get(line.itemId) ?? new Big(0)).plus(line.quantity));
  const ordered = new Map<number, { name: string; quantity: Big }>();
  for (const line of await linesOf(tx, [orderId])) {
    const seen = ordered.get(line.itemId);
    ordered.set(line.itemId, {
      name: line.name,
      quantity: (seen?.quantity ?? new Big(0)).plus(line.quantity),
    });
  }
  for (const [itemId, dish] of ordered)
    if ((onReceipt.get(itemId) ?? new Big(0)).lt(dish.quantity))
      throw invalidField('lines', 'posTables.receiptMissesLines', { item: dish.name });

  await tx.execute(sql`
    UPDATE pos_table_orders SET status = 'closed', document_id = ${documentId}, closed_by = ${user.userId}, closed_at = now()
     WHERE company_id = current_setting('app.company_id')::int AND id = ${orderId}`);
  const main = family.get(mainId);
  if (mainId === orderId || main?.status !== 'open') return;
  const othersUnpaid = [...family.values()].some(
    (part) => part.splitOf === mainId && part.id !== orderId && part.status === 'open',
  );
  if (othersUnpaid || (await linesOf(tx, [mainId])).length) return;
  await tx.execute(sql`
    UPDATE pos_table_orders SET status = 'closed', closed_by = ${user.userId}, closed_at = now()
     WHERE company_id = current_setting('app.company_id')::int AND id = ${mainId}`);
}
