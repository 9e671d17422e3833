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
 * touching the same items queue instead of deadlocking or losing an update. Under the 'refuse' rule
 * a balance that a decrease takes below zero stops the save; under 'warn' it is reported.
 * Answers the names of the items that went below zero.
 */
export async function applyStock(tx: Db, deltas: StockDelta[], rule: NegativeStockRule): Promise<string[]> {
  const changes = netDeltas(deltas);
  if (changes.length === 0) return [];
  const itemIds = sql.param(changes.map((change) => change.itemId));
  const warehouseIds = sql.param(changes.map((change) => change.warehouseId));
  const quantities = sql.param(changes.map((change) => change.quantity.toFixed(4)));
  await tx.execute(sql`
    INSERT INTO stock_balances (company_id, item_id, warehouse_id, quantity)
    SELECT current_setting('app.company_id')::int, i, w, 0
      FROM unnest(${itemIds}::int[], ${warehouseIds}::int[]) AS d(i, w)
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    SELECT 1 FROM stock_balances
     WHERE company_id = current_setting('app.company_id')::int
       AND (item_id, warehouse_id) IN (SELECT * FROM unnest(${itemIds}::int[], ${warehouseIds}::int[]))
     ORDER BY item_id, warehouse_id FOR UPDATE`);
  const updated = await tx.execute<{ item_id: number; quantity: string; delta: string }>(sql`
    UPDATE stock_balances b SET quantity = b.quantity + d.q
      FROM unnest(${itemIds}::int[], ${warehouseIds}::int[], ${quantities}::numeric[]) AS d(i, w, q)
     WHERE b.company_id = current_setting('app.company_id')::int AND b.item_id = d.i AND b.warehouse_id = d.w
    RETURNING b.item_id, b.quantity::text AS quantity, d.q::text AS delta`);
  const below = updated.rows.filter((row) => new Big(row.delta).lt(0) && new Big(row.quantity).lt(0));
  if (below.length === 0 || rule === 'allow') return [];
  const names = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM items WHERE id = ANY(${sql.param(below.map((row) => row.item_id))}::int[])`,
  );
  const nameOf = new Map(names.rows.map((row) => [row.id, row.name]));
  if (rule === 'refuse') {
    const first = below[0]!;
    throw refused('doc.negativeStock', {
      item: nameOf.get(first.item_id) ?? first.item_id,
      onHand: new Big(first.quantity).minus(first.delta).toString(),
    });
  }
  return below.map((row) => nameOf.get(row.item_id) ?? String(row.item_id));
}

/** Adds to an account's balance in a currency; the upsert locks the row until commit. */
export async function applyAccount(tx: Db, accountId: number, currency: string, change: Big): Promise<void> {
  if (change.eq(0)) return;
  await tx.execute(sql`
    INSERT INTO account_balances (company_id, account_id, currency, balance)
    VALUES (current_setting('app.company_id')::int, ${accountId}, ${currency}, ${change.toFixed(4)})
    ON CONFLICT (company_id, account_id, currency)
    DO UPDATE SET balance = account_balances.balance + excluded.balance`);
}
