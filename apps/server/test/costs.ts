import type { DocumentKindName } from '@kibo/contracts';
import { Big, type CostState, costMove, emptyCostState } from '@kibo/domain';
import { expect } from 'vitest';
import { costMoveOf, fallbackCost } from '../src/modules/stock/index.ts';

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The costs a company's moves must carry, recomputed from nothing: every item's moves from its first,
 * in date and id order, through the cost rules, compared with what postings and re-costing stored on
 * each move and balance. Read by the connecting role, past row-level security.
 */
export async function expectCostsHold(db: Queryable, companyId: number): Promise<void> {
  const { rows: moves } = await db.query(
    `SELECT m.id::text, m.item_id, m.warehouse_id, m.line_id, m.quantity::text, m.unit_cost::text, m.value::text,
            d.doc_type, d.exchange_rate::text AS rate, l.net::text, l.otv::text,
            (l.quantity * l.unit_factor)::text AS base, i.purchase_price::text, i.purchase_currency
       FROM stock_moves m
       JOIN documents d ON d.company_id = m.company_id AND d.id = m.document_id
       JOIN document_lines l ON l.company_id = m.company_id AND l.id = m.line_id
       JOIN items i ON i.company_id = m.company_id AND i.id = m.item_id
      WHERE m.company_id = $1 ORDER BY m.item_id, m.date, m.id`,
    [companyId],
  );
  const { rows: invoicing } = await db.query(
    `SELECT f.source_line_id AS line_id, (f.net + f.otv) * fd.exchange_rate AS amount,
            round(f.quantity * f.unit_factor, 4) AS base
       FROM document_lines f JOIN documents fd ON fd.company_id = f.company_id AND fd.id = f.document_id
      WHERE f.company_id = $1 AND fd.doc_type = 'purchaseInvoice' AND fd.status = 'saved'
        AND f.source_line_id IS NOT NULL`,
    [companyId],
  );
  const invoiced = new Map<number, { amount: Big; base: Big }>();
  for (const row of invoicing) {
    const sum = invoiced.get(row.line_id as number) ?? { amount: new Big(0), base: new Big(0) };
    invoiced.set(row.line_id as number, {
      amount: sum.amount.plus(row.amount as string),
      base: sum.base.plus(row.base as string),
    });
  }

  const states = new Map<string, CostState>();
  const transferred = new Map<number, Big>();
  const wrongMoves: unknown[] = [];
  for (const row of moves) {
    const key = `${row.item_id}:${row.warehouse_id}`;
    const quantity = new Big(row.quantity as string);
    const docType = row.doc_type as DocumentKindName;
    const inHalf = docType === 'stockTransfer' && quantity.gt(0);
    const byInvoice = docType === 'despatchIn' ? invoiced.get(row.line_id as number) : undefined;
    const step = costMove(
      states.get(key) ?? emptyCostState(),
      costMoveOf({
        docType,
        quantity,
        line: {
          net: row.net as string,
          otv: row.otv as string,
          rate: row.rate as string,
          base: new Big(row.base as string).round(4).toString(),
        },
        invoiced: byInvoice
          ? { net: byInvoice.amount.toString(), otv: '0', rate: '1', base: byInvoice.base.toString() }
          : null,
        transferredAt: inHalf ? transferred.get(row.line_id as number) : undefined,
      }),
      fallbackCost(row.purchase_price as string | null, row.purchase_currency as string | null),
    );
    states.set(key, step.state);
    if (docType === 'stockTransfer' && !inHalf) transferred.set(row.line_id as number, step.costed.unitCost);
    if (!step.costed.value.eq(row.value as string) || !step.costed.unitCost.eq(row.unit_cost as string))
      wrongMoves.push({
        move: row.id,
        docType,
        stored: [row.unit_cost, row.value],
        expected: [step.costed.unitCost.toFixed(6), step.costed.value.toFixed(4)],
      });
  }
  expect(wrongMoves, 'every move carries the cost a walk from the first move gives').toEqual([]);

  const { rows: balances } = await db.query(
    'SELECT item_id, warehouse_id, value::text, unit_cost::text FROM stock_balances WHERE company_id = $1',
    [companyId],
  );
  const wrongBalances = balances.filter((row) => {
    const state = states.get(`${row.item_id}:${row.warehouse_id}`) ?? emptyCostState();
    return !state.value.eq(row.value as string);
  });
  expect(wrongBalances, 'every balance holds the value of its moves').toEqual([]);
  const { rows: pending } = await db.query('SELECT item_id FROM stock_recost WHERE company_id = $1', [
    companyId,
  ]);
  expect(pending, 'nothing waits for re-costing').toEqual([]);
}
