import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { documentsFrom } from '../documents/index.ts';

/** The warehouse settings a picking round follows (`/depo/ayar`). */
export type PickingRules = {
  pickingWarehouseId: number | null;
  pickingOrder: 'shelf' | 'document';
  scanEachUnit: boolean;
  scanShelf: boolean;
  allowShort: boolean;
};

export async function pickingRules(tx: Db): Promise<PickingRules> {
  const found = await tx.execute<PickingRules>(sql`
    SELECT picking_warehouse_id AS "pickingWarehouseId", picking_order AS "pickingOrder",
           pick_scan_each_unit AS "scanEachUnit", pick_scan_shelf AS "scanShelf", pick_allow_short AS "allowShort"
      FROM companies WHERE id = current_setting('app.company_id')::int`);
  return found.rows[0]!;
}

/** What every open round other than this one holds of an order line (main units). */
export const HELD_ELSEWHERE = (pickingId: unknown, orderLineId: unknown) => sql`
  (SELECT coalesce(sum(pl.quantity), 0) FROM picking_lines pl
     JOIN pickings op ON op.company_id = pl.company_id AND op.id = pl.picking_id AND op.status = 'open'
    WHERE pl.company_id = current_setting('app.company_id')::int AND pl.order_line_id = ${orderLineId}
      AND pl.picking_id <> ${pickingId})`;

/** An item's shelves in a warehouse, first to visit first. */
export const SHELVES_OF = (itemId: unknown, warehouseId: unknown) => sql`
  SELECT s.location_id AS "locationId", loc.code, s.priority FROM item_shelves s
    JOIN locations loc ON loc.company_id = s.company_id AND loc.id = s.location_id AND loc.warehouse_id = ${warehouseId}
   WHERE s.company_id = current_setting('app.company_id')::int AND s.item_id = ${itemId}
   ORDER BY s.priority, loc.code COLLATE "C"`;

export type PickingLine = {
  orderLineId: number;
  orderId: number;
  orderNumber: string;
  accountTitle: string;
  lineNo: number;
  itemId: number;
  itemCode: string;
  itemName: string;
  barcodes: string[];
  unitName: string;
  warehouseId: number;
  /** Main units: ordered, supplied before, picked in this round, held by other open rounds. */
  ordered: string;
  supplied: string;
  picked: string;
  heldElsewhere: string;
  shelves: { locationId: number; code: string; priority: number }[];
  picks: { locationId: number | null; quantity: string }[];
};

/**
 * A round with its lines in the order the picker walks: by the first shelf of each line's item
 * (codes in character order, which is how shelves are numbered) or down each order's lines.
 */
export async function getPicking(tx: Db, id: number) {
  const found = await tx.execute<{
    id: number;
    status: string;
    warehouseId: number | null;
    warehouse: string;
    waybills: { id: number; number: string }[];
    createdAt: string;
  }>(sql`
    SELECT p.id, p.status, p.warehouse_id AS "warehouseId", coalesce(w.name, '') AS warehouse,
           p.created_at AS "createdAt",
           coalesce((SELECT json_agg(json_build_object('id', d.id, 'number', d.number) ORDER BY d.id)
                       FROM documents d WHERE d.company_id = p.company_id AND d.id = ANY(p.waybill_ids)), '[]') AS waybills
      FROM pickings p LEFT JOIN warehouses w ON w.company_id = p.company_id AND w.id = p.warehouse_id
     WHERE p.company_id = current_setting('app.company_id')::int AND p.id = ${id}`);
  const picking = found.rows[0];
  if (!picking) throw notFound();
  const rules = await pickingRules(tx);
  const order =
    rules.pickingOrder === 'shelf'
      ? sql`first_shelf.code COLLATE "C" NULLS LAST, d.date, d.id, l.line_no`
      : sql`d.date, d.id, l.line_no`;
  const lines = await tx.execute<PickingLine>(sql`
    SELECT l.id AS "orderLineId", d.id AS "orderId", d.number AS "orderNumber", coalesce(a.title, '') AS "accountTitle",
           l.line_no AS "lineNo", l.item_id AS "itemId", i.code AS "itemCode", i.name AS "itemName", i.barcodes,
           coalesce(u.name, '') AS "unitName", coalesce(p.warehouse_id, d.warehouse_id) AS "warehouseId",
           round(l.quantity * l.unit_factor, 4)::text AS ordered, l.supplied_quantity::text AS supplied,
           coalesce(mine.picked, 0)::text AS picked,
           ${HELD_ELSEWHERE(sql`p.id`, sql`l.id`)}::text AS "heldElsewhere",
           coalesce((SELECT json_agg(s) FROM (${SHELVES_OF(sql`l.item_id`, sql`coalesce(p.warehouse_id, d.warehouse_id)`)}) s), '[]') AS shelves,
           coalesce(mine.picks, '[]') AS picks
      FROM pickings p
      JOIN picking_orders po ON po.company_id = p.company_id AND po.picking_id = p.id
      JOIN documents d ON d.company_id = po.company_id AND d.id = po.order_id
      JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
      JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
      LEFT JOIN units u ON u.company_id = i.company_id AND u.id = i.unit_id
      LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
      LEFT JOIN LATERAL (
        SELECT sum(pl.quantity) AS picked,
               json_agg(json_build_object('locationId', pl.location_id, 'quantity', pl.quantity::text)
                        ORDER BY pl.location_id NULLS FIRST) AS picks
          FROM picking_lines pl
         WHERE pl.company_id = p.company_id AND pl.picking_id = p.id AND pl.order_line_id = l.id AND pl.quantity > 0) mine ON true
      LEFT JOIN LATERAL (${SHELVES_OF(sql`l.item_id`, sql`coalesce(p.warehouse_id, d.warehouse_id)`)} LIMIT 1) first_shelf ON true
     WHERE p.company_id = current_setting('app.company_id')::int AND p.id = ${id}
       AND (l.supplied_quantity < round(l.quantity * l.unit_factor, 4) OR mine.picked > 0)
     ORDER BY ${order}`);
  return { ...picking, rules, lines: lines.rows };
}

/** The open rounds, newest first, with their orders' numbers: a picker comes back to one. */
export async function listPickings(tx: Db, status: string) {
  const found = await tx.execute(sql`
    SELECT p.id, p.status, p.created_at AS "createdAt", coalesce(us.name, '') AS "createdBy",
           (SELECT json_agg(d.number ORDER BY d.id) FROM picking_orders po
              JOIN documents d ON d.company_id = po.company_id AND d.id = po.order_id
             WHERE po.company_id = p.company_id AND po.picking_id = p.id) AS orders
      FROM pickings p LEFT JOIN users us ON us.company_id = p.company_id AND us.id = p.created_by
     WHERE p.company_id = current_setting('app.company_id')::int AND p.status = ${status}
     ORDER BY p.id DESC LIMIT 100`);
  return { list: found.rows };
}

/** Open sales orders a round may start from, oldest first, with what is left of them (main units). */
export async function pickableOrders(
  tx: Db,
  query: { search?: string | undefined; page: number; pageSize: number },
) {
  const from = documentsFrom(
    [
      sql`d.company_id = current_setting('app.company_id')::int`,
      sql`d.doc_type = 'salesOrder' AND d.status = 'saved' AND d.supply_status <> 'full'`,
    ],
    query.search,
  );
  const rows = await tx.execute(sql`
    SELECT d.id, d.number, d.date, coalesce(a.title, '') AS "accountTitle", d.supply_status AS state,
           (SELECT sum(round(l.quantity * l.unit_factor, 4) - l.supplied_quantity) FROM document_lines l
             WHERE l.company_id = d.company_id AND l.document_id = d.id)::numeric(19,4)::text AS remaining,
           (SELECT coalesce(json_agg(po.picking_id), '[]') FROM picking_orders po
              JOIN pickings p ON p.company_id = po.company_id AND p.id = po.picking_id AND p.status = 'open'
             WHERE po.company_id = d.company_id AND po.order_id = d.id) AS "openPickings"
    ${from} ORDER BY d.date, d.id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const [count] = (await tx.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from}`)).rows;
  return { list: rows.rows, total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
