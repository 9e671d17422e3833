import type { PickInput } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { HELD_ELSEWHERE, type PickingRules, pickingRules, SHELVES_OF } from './picking.read.ts';

// Recording a round: which orders it takes, and what the picker collects of each line at a shelf.
// Every change locks the order line first, so two pickers (or a picker and a clerk writing a
// waybill from the same order) queue on it and nobody collects more than is left to supply.

/** Starts a round from open sales orders, in the settings' picking warehouse. */
export async function startPicking(tx: Db, session: Session, orderIds: number[]): Promise<number> {
  const ids = [...new Set(orderIds)];
  const found = await tx.execute<{ id: number; open: boolean }>(sql`
    SELECT id, (doc_type = 'salesOrder' AND status = 'saved' AND supply_status <> 'full') AS open
      FROM documents WHERE company_id = current_setting('app.company_id')::int AND id = ANY(${sql.param(ids)}::int[])`);
  if (found.rows.length !== ids.length) throw invalidField('orderIds', 'v.referenceMissing');
  if (found.rows.some((row) => !row.open)) throw invalidField('orderIds', 'pick.orderNotOpen');
  const rules = await pickingRules(tx);
  const created = await tx.execute<{ id: number }>(sql`
    INSERT INTO pickings (company_id, warehouse_id, created_by)
    VALUES (current_setting('app.company_id')::int, ${rules.pickingWarehouseId}, ${session.userId}) RETURNING id`);
  const id = created.rows[0]!.id;
  await tx.execute(sql`
    INSERT INTO picking_orders (company_id, picking_id, order_id)
    SELECT current_setting('app.company_id')::int, ${id}, unnest(${sql.param(ids)}::int[])`);
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'picking',
    entityId: id,
    action: 'create',
    after: { orderIds: ids },
  });
  return id;
}

/** The round, locked against finishing while a pick is being written; only an open one takes picks. */
async function openPicking(tx: Db, id: number, lock: 'share' | 'update') {
  const found = await tx.execute<{
    id: number;
    status: string;
    warehouse_id: number | null;
    waybill_ids: number[];
  }>(
    sql`SELECT id, status, warehouse_id, waybill_ids FROM pickings
         WHERE company_id = current_setting('app.company_id')::int AND id = ${id}
         ${lock === 'share' ? sql`FOR SHARE` : sql`FOR UPDATE`}`,
  );
  const picking = found.rows[0];
  if (!picking) throw notFound();
  return picking;
}

interface LockedLine {
  id: number;
  itemId: number;
  warehouseId: number;
  /** Ordered less supplied less what other open rounds hold: what this round may still take. */
  room: Big;
}

/**
 * Order lines of the round's orders, locked in id order (one line, or every line of an item). The
 * room is read by a second statement, after the locks: a picker who waited for another sees what
 * the other committed (a statement that waits for a lock keeps reading the older picture).
 */
async function lockLines(tx: Db, pickingId: number, match: { lineId?: number; itemId?: number }) {
  const filter = match.lineId ? sql`l.id = ${match.lineId}` : sql`l.item_id = ${match.itemId}`;
  const locked = await tx.execute<{ id: number }>(sql`
    SELECT l.id
      FROM picking_orders po
      JOIN documents d ON d.company_id = po.company_id AND d.id = po.order_id AND d.status = 'saved'
      JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
     WHERE po.company_id = current_setting('app.company_id')::int AND po.picking_id = ${pickingId} AND ${filter}
     ORDER BY l.id FOR UPDATE OF l`);
  if (locked.rows.length === 0) return [];
  const found = await tx.execute<{ id: number; item_id: number; warehouse_id: number; room: string }>(sql`
    SELECT l.id, l.item_id, coalesce(p.warehouse_id, d.warehouse_id) AS warehouse_id,
           (round(l.quantity * l.unit_factor, 4) - l.supplied_quantity - ${HELD_ELSEWHERE(pickingId, sql`l.id`)})::text AS room
      FROM document_lines l
      JOIN documents d ON d.company_id = l.company_id AND d.id = l.document_id
      JOIN pickings p ON p.company_id = l.company_id AND p.id = ${pickingId}
     WHERE l.company_id = current_setting('app.company_id')::int
       AND l.id = ANY(${sql.param(locked.rows.map((row) => row.id))}::int[])
     ORDER BY l.id`);
  return found.rows.map(
    (row): LockedLine => ({
      id: row.id,
      itemId: row.item_id,
      warehouseId: row.warehouse_id,
      room: new Big(row.room),
    }),
  );
}

/** What this round holds of a line: in all, and at one shelf. */
async function heldHere(tx: Db, pickingId: number, lineId: number, locationId: number | null) {
  const found = await tx.execute<{ total: string; shelf: string }>(sql`
    SELECT coalesce(sum(quantity), 0)::text AS total,
           coalesce(sum(quantity) FILTER (WHERE location_id IS NOT DISTINCT FROM ${locationId}::int), 0)::text AS shelf
      FROM picking_lines
     WHERE company_id = current_setting('app.company_id')::int AND picking_id = ${pickingId} AND order_line_id = ${lineId}`);
  return { total: new Big(found.rows[0]!.total), shelf: new Big(found.rows[0]!.shelf) };
}

/** Is the item placed on that shelf, in the warehouse the line is picked from? */
async function onShelf(tx: Db, line: LockedLine, locationId: number): Promise<boolean> {
  const found = await tx.execute(sql`SELECT 1 FROM (${SHELVES_OF(line.itemId, line.warehouseId)}) s
                                      WHERE s."locationId" = ${locationId}`);
  return found.rows.length > 0;
}

async function write(tx: Db, pickingId: number, lineId: number, locationId: number | null, quantity: Big) {
  await tx.execute(sql`
    INSERT INTO picking_lines (company_id, picking_id, order_line_id, location_id, quantity)
    VALUES (current_setting('app.company_id')::int, ${pickingId}, ${lineId}, ${locationId}, ${quantity.toFixed(4)})
    ON CONFLICT ON CONSTRAINT picking_lines_shelf DO UPDATE SET quantity = excluded.quantity, updated_at = now()`);
}

/** A quantity typed (or one unit scanned) for an order line at a shelf. */
export async function recordPick(tx: Db, pickingId: number, input: PickInput) {
  const picking = await openPicking(tx, pickingId, 'share');
  if (picking.status !== 'open') throw refused('pick.closed');
  const rules = await pickingRules(tx);
  const [line] = await lockLines(tx, pickingId, { lineId: input.orderLineId });
  if (!line) throw invalidField('orderLineId', 'v.referenceMissing');
  if (input.locationId === null && rules.scanShelf) throw invalidField('locationId', 'pick.scanShelfFirst');
  if (input.locationId !== null && !(await onShelf(tx, line, input.locationId)))
    throw invalidField('locationId', 'pick.notOnShelf');
  const held = await heldHere(tx, pickingId, line.id, input.locationId);
  const next = input.mode === 'add' ? held.shelf.plus(input.quantity) : new Big(input.quantity);
  // Where every unit must pass the scanner, a typed quantity may only take back what was scanned.
  if (rules.scanEachUnit && next.gt(held.shelf) && !(input.mode === 'add' && next.minus(held.shelf).eq(1)))
    throw invalidField('quantity', 'pick.scanEachUnit');
  if (held.total.minus(held.shelf).plus(next).gt(line.room)) throw invalidField('quantity', 'pick.overOrder');
  await write(tx, pickingId, line.id, input.locationId, next);
  return { orderLineId: line.id, locationId: input.locationId, quantity: next.toFixed(4) };
}

async function findShelf(tx: Db, code: string, rules: PickingRules) {
  if (!code) {
    if (rules.scanShelf) throw refused('pick.scanShelfFirst');
    return null;
  }
  const found = await tx.execute<{ id: number }>(
    sql`SELECT id FROM locations WHERE company_id = current_setting('app.company_id')::int AND code = ${code}`,
  );
  if (!found.rows[0]) throw refused('pick.shelfUnknown');
  return found.rows[0].id;
}

/**
 * A scanner read: the item by barcode or code, the first line of it in the round with room left.
 * One unit where every item is scanned; otherwise the line's whole remainder at once.
 */
export async function recordScan(tx: Db, pickingId: number, scan: { code: string; shelfCode: string }) {
  const picking = await openPicking(tx, pickingId, 'share');
  if (picking.status !== 'open') throw refused('pick.closed');
  const rules = await pickingRules(tx);
  const shelf = await findShelf(tx, scan.shelfCode, rules);
  const item = await tx.execute<{ id: number }>(sql`
    SELECT id FROM items WHERE company_id = current_setting('app.company_id')::int AND code = ${scan.code}
    UNION SELECT item_id FROM item_barcodes
     WHERE company_id = current_setting('app.company_id')::int AND barcode = ${scan.code} LIMIT 1`);
  const itemId = item.rows[0]?.id;
  const lines = itemId ? await lockLines(tx, pickingId, { itemId }) : [];
  if (lines.length === 0) throw refused('pick.itemNotInPicking');
  for (const line of lines) {
    const held = await heldHere(tx, pickingId, line.id, null);
    const left = line.room.minus(held.total);
    if (left.lte(0)) continue;
    let locationId = shelf;
    if (locationId !== null && !(await onShelf(tx, line, locationId))) throw refused('pick.notOnShelf');
    if (locationId === null) {
      const first = await tx.execute<{ locationId: number }>(
        sql`${SHELVES_OF(line.itemId, line.warehouseId)} LIMIT 1`,
      );
      locationId = first.rows[0]?.locationId ?? null;
    }
    const atShelf = (await heldHere(tx, pickingId, line.id, locationId)).shelf;
    const quantity = atShelf.plus(rules.scanEachUnit ? 1 : left);
    await write(tx, pickingId, line.id, locationId, quantity);
    return { orderLineId: line.id, locationId, quantity: quantity.toFixed(4) };
  }
  throw refused('pick.overOrder');
}

/** Gives up a round: what it held goes back to the orders. */
export async function cancelPicking(tx: Db, session: Session, pickingId: number): Promise<void> {
  const picking = await openPicking(tx, pickingId, 'update');
  if (picking.status !== 'open') throw refused('pick.closed');
  await tx.execute(sql`UPDATE pickings SET status = 'cancelled', finished_at = now()
                        WHERE company_id = current_setting('app.company_id')::int AND id = ${pickingId}`);
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'picking',
    entityId: pickingId,
    action: 'deactivate',
    before: { status: 'open' },
    after: { status: 'cancelled' },
  });
}
