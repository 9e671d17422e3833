import type { DocumentKindName } from '@kibo/contracts';
import { Big, type CostState, costMove, emptyCostState } from '@kibo/domain';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { costMoveOf, fallbackCost, type PricedLine } from './cost-rules.ts';

// Re-costing: an item's moves from a date walked again in date and id order, in all its warehouses
// at once (a transfer carries one warehouse's cost into another), with the values written back
// where they changed. The item's balance rows stay locked throughout, so its postings wait for the
// job instead of costing against values it is about to rewrite.

const tenant = `current_setting('app.company_id')::int`;

/**
 * The queue: an item waiting for re-costing from a date; the earliest date wins. `rows` is a query
 * answering (item_id, from_date); the worker is told at commit.
 */
export const queueRecostSql = (rows: string) => `
    INSERT INTO stock_recost AS q (company_id, item_id, from_date)
    SELECT ${tenant}, r.item_id, min(r.from_date) FROM (${rows}) AS r GROUP BY r.item_id
    ON CONFLICT (company_id, item_id)
    DO UPDATE SET from_date = least(q.from_date, excluded.from_date), queued_at = clock_timestamp()
    RETURNING (SELECT pg_notify('stock_recost', ''))`;

const queue = prepared(
  'stock.recost.queue',
  queueRecostSql('SELECT * FROM json_to_recordset($1::json) AS j(item_id int, from_date date)'),
);

/** Puts items in the queue from the given dates (inside the caller's transaction: only if it commits). */
export async function queueRecost(tx: Db, wanted: { itemId: number; fromDate: string }[]): Promise<void> {
  if (wanted.length === 0) return;
  await queue(tx, [
    JSON.stringify(wanted.map((each) => ({ item_id: each.itemId, from_date: each.fromDate }))),
  ]);
}

const lockItem = prepared<{ warehouse_id: number }>(
  'stock.recost.lock',
  `SELECT warehouse_id FROM stock_balances WHERE company_id = ${tenant} AND item_id = $1
    ORDER BY warehouse_id FOR UPDATE`,
);

// The time as text: a JavaScript Date would drop its microseconds and never match again.
const claim = prepared<{ from_date: string; queued_at: string }>(
  'stock.recost.claim',
  `SELECT from_date, queued_at::text FROM stock_recost WHERE company_id = ${tenant} AND item_id = $1 FOR UPDATE`,
);

const release = prepared(
  'stock.recost.release',
  `DELETE FROM stock_recost WHERE company_id = ${tenant} AND item_id = $1 AND queued_at = $2::timestamptz`,
);

/** Per warehouse, what the moves before the date left: quantity, value, and the last move's cost. */
const opening = prepared<{ warehouse_id: number; quantity: string; value: string; unit_cost: string | null }>(
  'stock.recost.opening',
  `SELECT warehouse_id, sum(quantity)::text AS quantity, sum(value)::text AS value,
          (array_agg(unit_cost ORDER BY date DESC, id DESC))[1]::text AS unit_cost
     FROM stock_moves WHERE company_id = ${tenant} AND item_id = $1 AND date < $2
    GROUP BY warehouse_id`,
);

interface MoveRow {
  id: string;
  line_id: number;
  warehouse_id: number;
  quantity: string;
  unit_cost: string;
  value: string;
  doc_type: DocumentKindName;
  net: string;
  otv: string;
  rate: string;
  base: string;
  /** A waybill line's invoiced amount in lira and quantity, when purchase invoices invoiced it. */
  invoiced_amount: string | null;
  invoiced_base: string | null;
}

const movesFrom = prepared<MoveRow>(
  'stock.recost.moves',
  `SELECT m.id::text, m.line_id, m.warehouse_id, m.quantity::text, m.unit_cost::text, m.value::text,
          d.doc_type, l.net::text, l.otv::text, d.exchange_rate::text AS rate,
          round(l.quantity * l.unit_factor, 4)::text AS base,
          inv.amount::text AS invoiced_amount, inv.base::text AS invoiced_base
     FROM stock_moves m
     JOIN documents d ON d.company_id = m.company_id AND d.id = m.document_id
     JOIN document_lines l ON l.company_id = m.company_id AND l.id = m.line_id
     LEFT JOIN LATERAL (
       SELECT sum((f.net + f.otv) * fd.exchange_rate) AS amount, sum(round(f.quantity * f.unit_factor, 4)) AS base
         FROM document_lines f
         JOIN documents fd ON fd.company_id = f.company_id AND fd.id = f.document_id
                          AND fd.doc_type = 'purchaseInvoice' AND fd.status = 'saved'
        WHERE d.doc_type = 'despatchIn' AND f.company_id = m.company_id AND f.source_line_id = l.id
       HAVING count(*) > 0) inv ON true
    WHERE m.company_id = ${tenant} AND m.item_id = $1 AND m.date >= $2
    ORDER BY m.date, m.id`,
);

const fallbackOf = prepared<{ purchase_price: string | null; purchase_currency: string | null }>(
  'stock.recost.fallback',
  `SELECT purchase_price::text, purchase_currency FROM items WHERE company_id = ${tenant} AND id = $1`,
);

const rewriteMoves = prepared(
  'stock.recost.rewrite',
  `UPDATE stock_moves m SET unit_cost = u.unit_cost, value = u.value
     FROM unnest($1::bigint[], $2::numeric[], $3::numeric[]) AS u(id, unit_cost, value)
    WHERE m.company_id = ${tenant} AND m.id = u.id`,
);

const rewriteBalances = prepared<{ warehouse_id: number; quantity: string }>(
  'stock.recost.balances',
  `UPDATE stock_balances b SET value = u.value, unit_cost = u.unit_cost
     FROM unnest($2::int[], $3::numeric[], $4::numeric[]) AS u(warehouse_id, value, unit_cost)
    WHERE b.company_id = ${tenant} AND b.item_id = $1 AND b.warehouse_id = u.warehouse_id
   RETURNING b.warehouse_id, b.quantity::text`,
);

const BATCH = 5_000;

/**
 * Re-costs one item's moves from `fromDate`; the caller holds the item's balance rows, in
 * `warehouses`. Answers how many moves got a new cost.
 */
export async function recostItem(
  tx: Db,
  itemId: number,
  fromDate: string,
  warehouses: number[],
): Promise<number> {
  const [found] = await fallbackOf(tx, [itemId]);
  const fallback = fallbackCost(found?.purchase_price ?? null, found?.purchase_currency ?? null);
  // Every balance is rewritten, also one whose moves a cancel took away entirely.
  const states = new Map<number, CostState>(warehouses.map((id) => [id, emptyCostState()]));
  for (const row of await opening(tx, [itemId, fromDate]))
    states.set(row.warehouse_id, {
      quantity: new Big(row.quantity),
      value: new Big(row.value),
      unitCost: row.unit_cost === null ? null : new Big(row.unit_cost),
    });

  const changed: { id: string; unitCost: string; value: string }[] = [];
  // A transfer's outgoing half comes first (lower id): its cost waits here for the incoming half.
  const transferred = new Map<number, Big>();
  for (const row of await movesFrom(tx, [itemId, fromDate])) {
    const quantity = new Big(row.quantity);
    const line: PricedLine = { net: row.net, otv: row.otv, rate: row.rate, base: row.base };
    const inHalf = row.doc_type === 'stockTransfer' && quantity.gt(0);
    const move = costMoveOf({
      docType: row.doc_type,
      quantity,
      line,
      invoiced:
        row.invoiced_amount === null
          ? null
          : { net: row.invoiced_amount, otv: '0', rate: '1', base: row.invoiced_base ?? '0' },
      transferredAt: inHalf ? transferred.get(row.line_id) : undefined,
    });
    const step = costMove(states.get(row.warehouse_id) ?? emptyCostState(), move, fallback);
    states.set(row.warehouse_id, step.state);
    if (row.doc_type === 'stockTransfer' && !inHalf) transferred.set(row.line_id, step.costed.unitCost);
    const unitCost = step.costed.unitCost.toFixed(6);
    const value = step.costed.value.toFixed(4);
    if (!new Big(row.unit_cost).eq(unitCost) || !new Big(row.value).eq(value))
      changed.push({ id: row.id, unitCost, value });
  }

  for (let at = 0; at < changed.length; at += BATCH) {
    const batch = changed.slice(at, at + BATCH);
    await rewriteMoves(tx, [
      batch.map((each) => each.id),
      batch.map((each) => each.unitCost),
      batch.map((each) => each.value),
    ]);
  }
  const walked = [...states.keys()];
  const written = await rewriteBalances(tx, [
    itemId,
    walked,
    walked.map((id) => states.get(id)!.value.toFixed(4)),
    walked.map((id) => states.get(id)!.unitCost?.toFixed(6) ?? null),
  ]);
  // The walk must end where the balances are; anything else means the books were broken before.
  for (const row of written)
    if (!new Big(row.quantity).eq(states.get(row.warehouse_id)!.quantity))
      throw new Error(`stock of item ${itemId} in warehouse ${row.warehouse_id} disagrees with its moves`);
  return changed.length;
}

/**
 * Takes the item's queue entry, if it is still there, and re-costs it. Balances first, then the
 * entry: the order a posting that queues the item takes them in, so the two wait for each other
 * instead of deadlocking. Answers the number of moves re-costed, or null when nothing was queued.
 */
export async function recostQueued(tx: Db, itemId: number): Promise<number | null> {
  const locked = await lockItem(tx, [itemId]);
  const [queued] = await claim(tx, [itemId]);
  if (!queued) return null;
  const count = await recostItem(
    tx,
    itemId,
    queued.from_date,
    locked.map((row) => row.warehouse_id),
  );
  await release(tx, [itemId, queued.queued_at]);
  return count;
}
