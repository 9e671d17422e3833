import { expect } from 'vitest';

/** Anything that runs a query: a pool, a client. */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * What must hold after any failure — a crash, a killed database, a terminated connection: every
 * balance equals its ledger, every document's lines add up to its total, and every series' numbers
 * run without a gap. Read by the connecting role, past row-level security, for one company.
 */
export async function expectBooksHold(db: Queryable, companyId: number): Promise<void> {
  const query = async (text: string) => (await db.query(text, [companyId])).rows;
  expect(
    await query(`
      SELECT coalesce(b.account_id, e.account_id) AS account, b.balance::text, e.sum::text AS ledger
        FROM (SELECT * FROM account_balances WHERE company_id = $1) b
        FULL JOIN (SELECT account_id, currency, sum(debit - credit) FROM account_entries WHERE company_id = $1
                    GROUP BY 1, 2) e ON e.account_id = b.account_id AND e.currency = b.currency
       WHERE coalesce(b.balance, 0) <> coalesce(e.sum, 0)`),
    'account balances equal their entries',
  ).toEqual([]);
  expect(
    await query(`
      SELECT coalesce(b.item_id, m.item_id) AS item, b.quantity::text, m.sum::text AS moved,
             b.value::text, m.value::text AS moved_value
        FROM (SELECT * FROM stock_balances WHERE company_id = $1) b
        FULL JOIN (SELECT item_id, warehouse_id, sum(quantity), sum(value) AS value FROM stock_moves
                    WHERE company_id = $1 GROUP BY 1, 2) m ON m.item_id = b.item_id AND m.warehouse_id = b.warehouse_id
       WHERE coalesce(b.quantity, 0) <> coalesce(m.sum, 0) OR coalesce(b.value, 0) <> coalesce(m.value, 0)`),
    'stock on hand and its value equal its moves',
  ).toEqual([]);
  expect(
    await query(`
      SELECT d.number, d.grand_total::text, sum(l.total)::text AS lines
        FROM documents d LEFT JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
       WHERE d.company_id = $1
       GROUP BY d.company_id, d.id HAVING d.grand_total <> coalesce(sum(l.total), 0) OR count(l.id) = 0`),
    "every document's lines add up to its total",
  ).toEqual([]);
  expect(
    await query(`
      SELECT series_id, count(*) AS documents, min(sequence), max(sequence)
        FROM documents WHERE company_id = $1
       GROUP BY series_id, extract(year FROM date)
      HAVING count(DISTINCT sequence) <> count(*) OR max(sequence) - min(sequence) + 1 <> count(*)`),
    'numbers are gapless',
  ).toEqual([]);
}
