import { Big, type CostMove, type CostState, costMove, emptyCostState } from '@kibo/domain';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { queueRecostSql } from '../stock/index.ts';

// The cost side of a posting: the balances it touches are read and locked first, then its moves are
// costed one after the other on them (the function the re-costing job walks history with), and the
// posting writes moves and balances with their values. See docs/decisions/0002-cost-and-reports.md.

const tenant = `current_setting('app.company_id')::int`;

/** A balance as the posting found it (locked until the transaction ends) and as it leaves it. */
export interface BalanceRow {
  item_id: number;
  warehouse_id: number;
  quantity: string;
  value: string;
  unit_cost: string | null;
  last_date: string | null;
}

/**
 * Reads and locks the balances of (item, warehouse) pairs, creating the missing ones, in (item,
 * warehouse) order: the order every posting takes them in, so two postings of the same items queue
 * instead of deadlocking. `DO UPDATE` rather than `SELECT … FOR UPDATE`: it also locks a row another
 * posting is inserting at the same moment, once that one commits. Pairs whose item or warehouse
 * the company does not have are left out; the posting's own keys refuse them.
 */
const lock = prepared<BalanceRow>(
  'documents.stock.lock',
  `INSERT INTO stock_balances AS b (company_id, item_id, warehouse_id)
   SELECT ${tenant}, k.item_id, k.warehouse_id
     FROM json_to_recordset($1::json) AS k(item_id int, warehouse_id int)
     JOIN items i ON i.company_id = ${tenant} AND i.id = k.item_id
     JOIN warehouses w ON w.company_id = ${tenant} AND w.id = k.warehouse_id
    ORDER BY k.item_id, k.warehouse_id
   ON CONFLICT (company_id, item_id, warehouse_id) DO UPDATE SET quantity = b.quantity
   RETURNING b.item_id, b.warehouse_id, b.quantity::text, b.value::text, b.unit_cost::text, b.last_date`,
);

const keyOf = (itemId: number, warehouseId: number) => `${itemId}:${warehouseId}`;

/** Locks the balances of the pairs given (repeats are fine); answers them by `keyOf`. */
export function lockBalances(
  tx: Db,
  pairs: { itemId: number; warehouseId: number }[],
): Promise<BalanceRow[]> {
  const unique = new Map(pairs.map((pair) => [keyOf(pair.itemId, pair.warehouseId), pair]));
  if (unique.size === 0) return Promise.resolve([]);
  return lock(tx, [
    JSON.stringify(
      [...unique.values()].map((pair) => ({ item_id: pair.itemId, warehouse_id: pair.warehouseId })),
    ),
  ]);
}

/** A move the posting writes, costed. */
export interface CostedMoveRow {
  itemId: number;
  warehouseId: number;
  unitCost: string;
  value: string;
}

export interface PlannedMove {
  itemId: number;
  warehouseId: number;
  cost: CostMove;
  /** A transfer's incoming half: costed at the move `transferOf` (its outgoing half) took. */
  transferOf?: number;
}

/**
 * Costs a posting on its locked balances: first the moves an edit or cancel takes back (with the
 * value they had), then the new moves in their order. Answers each new move's cost, the balances
 * after, and the items whose later moves need re-costing because this posting is dated before them.
 */
export function costPosting(input: {
  locked: BalanceRow[];
  takenBack: { itemId: number; warehouseId: number; quantity: Big; value: Big }[];
  moves: PlannedMove[];
  date: string | null;
  fallback: (itemId: number) => Big;
}): { moves: CostedMoveRow[]; balances: BalanceRow[]; backDated: number[] } {
  const found = new Map(input.locked.map((row) => [keyOf(row.item_id, row.warehouse_id), row]));
  const states = new Map<string, CostState>();
  const stateOf = (itemId: number, warehouseId: number): CostState => {
    const key = keyOf(itemId, warehouseId);
    const known = states.get(key);
    if (known) return known;
    const row = found.get(key);
    return row
      ? {
          quantity: new Big(row.quantity),
          value: new Big(row.value),
          unitCost: row.unit_cost === null ? null : new Big(row.unit_cost),
        }
      : emptyCostState();
  };
  const moved = new Set<string>();
  const apply = (itemId: number, warehouseId: number, move: CostMove) => {
    const step = costMove(stateOf(itemId, warehouseId), move, input.fallback(itemId));
    states.set(keyOf(itemId, warehouseId), step.state);
    return step.costed;
  };

  for (const back of input.takenBack)
    apply(back.itemId, back.warehouseId, { kind: 'known', quantity: back.quantity, value: back.value });
  const costed: CostedMoveRow[] = [];
  for (const move of input.moves) {
    const cost =
      move.transferOf === undefined
        ? move.cost
        : {
            kind: 'priced' as const,
            quantity: move.cost.quantity,
            unitCost: new Big(costed[move.transferOf]!.unitCost),
          };
    const result = apply(move.itemId, move.warehouseId, cost);
    moved.add(keyOf(move.itemId, move.warehouseId));
    costed.push({
      itemId: move.itemId,
      warehouseId: move.warehouseId,
      unitCost: result.unitCost.toFixed(6),
      value: result.value.toFixed(4),
    });
  }

  const backDated = new Set<number>();
  const balances = [...states.entries()]
    .map(([key, state]) => {
      const [itemId, warehouseId] = key.split(':').map(Number) as [number, number];
      const before = found.get(key)?.last_date ?? null;
      let lastDate = before;
      if (moved.has(key) && input.date !== null) {
        if (before !== null && before > input.date) backDated.add(itemId);
        else lastDate = input.date;
      }
      return {
        item_id: itemId,
        warehouse_id: warehouseId,
        quantity: state.quantity.toFixed(4),
        value: state.value.toFixed(4),
        unit_cost: state.unitCost?.toFixed(6) ?? null,
        last_date: lastDate,
      };
    })
    .sort((a, b) => a.item_id - b.item_id || a.warehouse_id - b.warehouse_id);
  return { moves: costed, balances, backDated: [...backDated] };
}

/**
 * Writes the balances `costPosting` answered over the rows `lockBalances` holds (a pair it could not
 * lock is inserted, and its foreign keys refuse it). Statement text for the posting's CTE `stock`.
 */
export const writeBalancesSql = (param: string) => `
    INSERT INTO stock_balances AS b (company_id, item_id, warehouse_id, quantity, value, unit_cost, last_date)
    SELECT ${tenant}, s.item_id, s.warehouse_id, s.quantity, s.value, s.unit_cost, s.last_date
      FROM json_to_recordset(${param}::json)
           AS s(item_id int, warehouse_id int, quantity numeric, value numeric, unit_cost numeric, last_date date)
     ORDER BY s.item_id, s.warehouse_id
    ON CONFLICT (company_id, item_id, warehouse_id) DO UPDATE
       SET quantity = excluded.quantity, value = excluded.value, unit_cost = excluded.unit_cost,
           last_date = excluded.last_date
    RETURNING b.item_id, b.warehouse_id, b.quantity`;

/**
 * A purchase invoice's lines price the incoming waybill lines they invoice: saving or cancelling it
 * re-costs those waybills' items from the waybill's date.
 */
const queueInvoicedWaybills = prepared(
  'documents.recost.waybills',
  queueRecostSql(`
    SELECT s.item_id, w.date AS from_date
      FROM document_lines l
      JOIN document_lines s ON s.company_id = l.company_id AND s.id = l.source_line_id
      JOIN documents w ON w.company_id = s.company_id AND w.id = s.document_id AND w.doc_type = 'despatchIn'
     WHERE l.company_id = ${tenant} AND l.document_id = $1 AND l.source_line_id IS NOT NULL`),
);

export async function recostInvoicedWaybills(tx: Db, documentId: number): Promise<void> {
  await queueInvoicedWaybills(tx, [documentId]);
}
