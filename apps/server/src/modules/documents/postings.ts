import { Big, netInLockOrder } from '@kibo/domain';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { refused } from '../../platform/http/errors.ts';
import { costPosting, lockBalances, writeBalancesSql } from './costing.ts';

/** A change of quantity on hand: item, warehouse, signed quantity in main units. */
export interface StockDelta {
  itemId: number;
  warehouseId: number;
  quantity: Big;
}

/** A move an edit or cancel takes back: its quantity and value, negated. */
export interface TakenBack extends StockDelta {
  value: Big;
}

export type NegativeStockRule = 'allow' | 'warn' | 'refuse';

/** Adds up deltas per item and warehouse, in (item, warehouse) order: the order rows are locked in. */
export const netDeltas = (deltas: StockDelta[]): StockDelta[] =>
  netInLockOrder(deltas, (delta) => [delta.itemId, delta.warehouseId], 'quantity');

/** A balance a posting left below zero, with its item's name. */
export interface BelowZero {
  itemId: number;
  warehouseId: number;
  quantity: string;
  name: string;
}

/**
 * Columns `below` (the balances of the CTE `stock` now below zero, with their items' names, looked up
 * by index one by one) and `rule` (the company's negative-stock rule), for `judgeBelowZero`.
 */
export const belowZeroSql = `
       (SELECT json_agg(json_build_object('itemId', s.item_id, 'warehouseId', s.warehouse_id, 'quantity', s.quantity::text,
                 'name', (SELECT name FROM items i WHERE i.company_id = current_setting('app.company_id')::int AND i.id = s.item_id)))
          FROM stock s WHERE s.quantity < 0) AS below,
       (SELECT negative_stock FROM companies WHERE id = current_setting('app.company_id')::int) AS rule`;

const writeStock = prepared<{ below: BelowZero[] | null; rule: NegativeStockRule }>(
  'documents.stock',
  `WITH stock AS (${writeBalancesSql('$1')}) SELECT ${belowZeroSql}`,
);

/**
 * A cancel's stock: takes its moves back from the balances, with the value they had (the items are
 * re-costed from the document's date afterwards), then `judgeBelowZero`.
 */
export async function applyStock(tx: Db, takenBack: TakenBack[]): Promise<string[]> {
  if (takenBack.length === 0) return [];
  const locked = await lockBalances(tx, takenBack);
  const { balances } = costPosting({ locked, takenBack, moves: [], date: null, fallback: () => new Big(0) });
  const [answer] = await writeStock(tx, [JSON.stringify(balances)]);
  return judgeBelowZero(netDeltas(takenBack), answer!.below ?? [], answer!.rule);
}

/**
 * The balances a posting left below zero, judged by the company's rule: under 'refuse' one that a
 * decrease took below zero stops the save, under 'warn' it is reported. Answers the names of the
 * items that went below zero.
 */
export function judgeBelowZero(
  changes: StockDelta[],
  belowZero: BelowZero[],
  rule: NegativeStockRule,
): string[] {
  if (belowZero.length === 0 || rule === 'allow') return [];
  const deltaOf = new Map(
    changes.map((change) => [`${change.itemId}:${change.warehouseId}`, change.quantity]),
  );
  // A balance already below zero that this posting raised (or left alone) is not its doing.
  const below = belowZero
    .map((row) => ({ ...row, delta: deltaOf.get(`${row.itemId}:${row.warehouseId}`) }))
    .filter((row) => row.delta?.lt(0));
  if (below.length === 0) return [];
  if (rule === 'refuse') {
    const first = below[0]!;
    throw refused('doc.negativeStock', {
      item: first.name,
      onHand: new Big(first.quantity).minus(first.delta!).toString(),
    });
  }
  return below.map((row) => row.name);
}
