import { Big } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { refused } from '../../platform/http/errors.ts';

/** A change of quantity on hand: item, warehouse, signed quantity in main units. */
export interface StockDelta {
  itemId: number;
  warehouseId: number;
  quantity: Big;
}

export type NegativeStockRule = 'allow' | 'warn' | 'refuse';

/** Adds up deltas per item and warehouse, in (item, warehouse) order: the order rows are locked in. */
export function netDeltas(deltas: StockDelta[]): StockDelta[] {
  const byKey = new Map<string, StockDelta>();
  for (const delta of deltas) {
    const key = `${delta.itemId}:${delta.warehouseId}`;
    const found = byKey.get(key);
    byKey.set(key, found ? { ...found, quantity: found.quantity.plus(delta.quantity) } : { ...delta });
  }
  return [...byKey.values()]
    .filter((delta) => !delta.quantity.eq(0))
    .sort((a, b) => a.itemId - b.itemId || a.warehouseId - b.warehouseId);
}

/**
 * Applies quantity changes to `stock_balances` with the rows locked in item order, so two documents
 * touching the same items queue instead of deadlocking or losing an update; then `judgeBelowZero`.
 * (A save posts its balances in `writePosting`; this is for a cancel.)
 */
export async function applyStock(
  tx: Db,
  deltas: StockDelta[],
  ruleOf: () => Promise<NegativeStockRule>,
): Promise<string[]> {
  const changes = netDeltas(deltas);
  if (changes.length === 0) return [];
  // One upsert in (item, warehouse) order: it locks each balance row as it adds to it, so
  // documents touching the same items queue in the same order and never deadlock.
  const updated = await tx.execute<{ item_id: number; warehouse_id: number; quantity: string }>(sql`
    INSERT INTO stock_balances AS b (company_id, item_id, warehouse_id, quantity)
    SELECT current_setting('app.company_id')::int, d.i, d.w, d.q
      FROM unnest(${sql.param(changes.map((change) => change.itemId))}::int[],
                  ${sql.param(changes.map((change) => change.warehouseId))}::int[],
                  ${sql.param(changes.map((change) => change.quantity.toFixed(4)))}::numeric[]) WITH ORDINALITY AS d(i, w, q, n)
     ORDER BY d.n
    ON CONFLICT (company_id, item_id, warehouse_id) DO UPDATE SET quantity = b.quantity + excluded.quantity
    RETURNING b.item_id, b.warehouse_id, b.quantity::text AS quantity`);
  return judgeBelowZero(
    tx,
    changes,
    updated.rows
      .filter((row) => new Big(row.quantity).lt(0))
      .map((row) => ({ itemId: row.item_id, warehouseId: row.warehouse_id, quantity: row.quantity })),
    ruleOf,
  );
}

/**
 * The balances a posting left below zero, judged by the company's rule: under 'refuse' one that a
 * decrease took below zero stops the save, under 'warn' it is reported. `ruleOf` reads the rule,
 * asked only when some balance is below zero. Answers the names of the items that went below zero.
 */
export async function judgeBelowZero(
  tx: Db,
  changes: StockDelta[],
  belowZero: { itemId: number; warehouseId: number; quantity: string }[],
  ruleOf: () => Promise<NegativeStockRule>,
): Promise<string[]> {
  const deltaOf = new Map(
    changes.map((change) => [`${change.itemId}:${change.warehouseId}`, change.quantity]),
  );
  // A balance already below zero that this posting raised (or left alone) is not its doing.
  const below = belowZero
    .map((row) => ({ ...row, delta: deltaOf.get(`${row.itemId}:${row.warehouseId}`) }))
    .filter((row) => row.delta?.lt(0));
  if (below.length === 0) return [];
  // The company's rule is read only when a balance went below zero: most saves never need it.
  const rule = await ruleOf();
  if (rule === 'allow') return [];
  const names = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM items WHERE id = ANY(${sql.param(below.map((row) => row.itemId))}::int[])`,
  );
  const nameOf = new Map(names.rows.map((row) => [row.id, row.name]));
  if (rule === 'refuse') {
    const first = below[0]!;
    throw refused('doc.negativeStock', {
      item: nameOf.get(first.itemId) ?? first.itemId,
      onHand: new Big(first.quantity).minus(first.delta!).toString(),
    });
  }
  return below.map((row) => nameOf.get(row.itemId) ?? String(row.itemId));
}
