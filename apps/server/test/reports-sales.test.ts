import type { DocumentKindName } from '@kibo/contracts';
import type { ReportPage } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainRecostQueue } from '../src/modules/stock/index.ts';
import type { TestApp } from './harness.ts';
import { type StockWorld, stockWorld } from './stock-world.ts';

// The sales reports against the documents and moves themselves: net sales in lira less returns,
// the cost the moves carried (an invoiced waybill's share of its moves), profit per item and per
// document, purchases against sales, and sales grouped by category or by the user who sold.

let world: StockWorld;
let t: TestApp;
const items: number[] = [];

const report = async (name: string, query: Record<string, string>) => {
  const answer = await t.call(
    'GET',
    `/api/reports/${name}?${new URLSearchParams({ pageSize: '500', ...query })}`,
    {
      token: world.admin,
    },
  );
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data as ReportPage;
};
const eq = (value: unknown, expected: Big) =>
  expect(new Big((value as string) ?? '0').minus(expected).abs().lt('0.0001')).toBe(true);

/** Per sales line of the period, as the ledgers say: sign, item, document, net in lira, cost. */
async function naiveLines(dateFrom: string, dateTo: string) {
  const { rows } = await t.database.pool.query(
    `SELECT d.id AS document, d.doc_type, l.id AS line, l.item_id, l.source_line_id,
            (l.quantity * l.unit_factor)::numeric(19,4)::text AS base, (l.net * d.exchange_rate)::text AS revenue,
            (SELECT coalesce(sum(value), 0)::text FROM stock_moves m WHERE m.line_id = l.id) AS own,
            (SELECT count(*)::int FROM stock_moves m WHERE m.line_id = l.id) AS moves,
            (SELECT coalesce(sum(m.value), 0)::text FROM stock_moves m WHERE m.line_id = l.source_line_id) AS source_value,
            (SELECT (s.quantity * s.unit_factor)::numeric(19,4)::text FROM document_lines s WHERE s.id = l.source_line_id) AS source_base
       FROM documents d JOIN document_lines l ON l.document_id = d.id
      WHERE d.company_id = $1 AND d.status = 'saved' AND d.date BETWEEN $2 AND $3
        AND d.doc_type IN ('salesInvoice', 'salesReturn', 'posReceipt', 'posRefund')`,
    [world.acme.id, dateFrom, dateTo],
  );
  return rows.map((row) => {
    const sign = row.doc_type === 'salesReturn' || row.doc_type === 'posRefund' ? -1 : 1;
    const cost =
      row.moves > 0
        ? new Big(row.own).neg()
        : row.source_line_id
          ? new Big(row.source_value).times(row.base).div(row.source_base).neg()
          : new Big(0);
    return {
      document: row.document as number,
      item: row.item_id as number,
      quantity: new Big(row.base).times(sign),
      revenue: new Big(row.revenue).times(sign),
      cost,
    };
  });
}

beforeAll(async () => {
  world = await stockWorld();
  t = world.t;
  const books = (await world.create('/api/categories', { name: 'Kitap' })).id;
  const pens = (await world.create('/api/categories', { name: 'Kalem' })).id;
  for (const [code, category] of [
    ['S1', books],
    ['S2', books],
    ['S3', pens],
  ] as const)
    items.push(
      (
        await world.create('/api/items', {
          code,
          name: `Satılık ${code}`,
          unitId: world.ids.unit,
          categoryId: category,
        })
      ).id,
    );
});
afterAll(() => t.close());

describe('sales reports equal the documents and moves', () => {
  it('holds for random purchases, sales, returns and invoiced waybills', async () => {
    const kinds: DocumentKindName[] = [
      'purchaseInvoice',
      'salesInvoice',
      'salesInvoice',
      'salesReturn',
      'purchaseReturn',
      'despatchOut',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            day: fc.integer({ min: 1, max: 28 }),
            item: fc.integer({ min: 0, max: 2 }),
            quantity: fc.integer({ min: 1, max: 12 }),
            price: fc.integer({ min: 1, max: 20_000 }),
            invoiced: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 27 }),
        async (steps, from, span) => {
          for (const step of steps) {
            const date = `2026-08-${String(step.day).padStart(2, '0')}`;
            const line: [number, string, string] = [
              items[step.item]!,
              String(step.quantity),
              (step.price / 100).toFixed(2),
            ];
            const made = await world.post(world.documentOf(step.kind, date, [line]));
            if (step.kind === 'despatchOut' && step.invoiced) {
              const read = await t.call('GET', `/api/documents/${made.id}`, { token: world.admin });
              await world.post({
                ...world.documentOf('salesInvoice', date, [line]),
                lines: [
                  {
                    itemId: line[0],
                    quantity: line[1],
                    unitPrice: line[2],
                    vatRate: '20',
                    sourceLineId: read.envelope.data.lines[0].id,
                  },
                ],
              });
            }
          }
          await drainRecostQueue(t.database);
          const dateFrom = `2026-08-${String(from).padStart(2, '0')}`;
          const dateTo = `2026-08-${String(Math.min(28, from + span)).padStart(2, '0')}`;
          const lines = await naiveLines(dateFrom, dateTo);

          const profit = await report('sales-profit', { dateFrom, dateTo });
          for (const item of items) {
            const mine = lines.filter((line) => line.item === item);
            const row = profit.list.find((each) => each.itemId === item);
            if (mine.length === 0) {
              expect(row).toBeUndefined();
              continue;
            }
            const revenue = mine.reduce((sum, line) => sum.plus(line.revenue), new Big(0));
            const cost = mine.reduce((sum, line) => sum.plus(line.cost), new Big(0));
            eq(row!.revenue, revenue);
            eq(row!.cost, cost);
            eq(row!.profit, revenue.minus(cost));
            eq(
              row!.quantity,
              mine.reduce((sum, line) => sum.plus(line.quantity), new Big(0)),
            );
          }

          const perDocument = await report('invoice-profit', { dateFrom, dateTo });
          const documents = [...new Set(lines.map((line) => line.document))];
          expect(perDocument.total).toBe(documents.length);
          for (const document of documents) {
            const mine = lines.filter((line) => line.document === document);
            const row = perDocument.list.find((each) => each.documentId === document)!;
            eq(
              row.revenue,
              mine.reduce((sum, line) => sum.plus(line.revenue), new Big(0)),
            );
            eq(
              row.cost,
              mine.reduce((sum, line) => sum.plus(line.cost), new Big(0)),
            );
          }
          const totalRevenue = lines.reduce((sum, line) => sum.plus(line.revenue), new Big(0));
          eq(perDocument.totals.revenue, totalRevenue);

          const { rows: bought } = await t.database.pool.query(
            `SELECT l.item_id, sum(CASE d.doc_type WHEN 'purchaseReturn' THEN -1 ELSE 1 END * l.quantity * l.unit_factor)::text AS quantity
               FROM documents d JOIN document_lines l ON l.document_id = d.id
              WHERE d.company_id = $1 AND d.doc_type IN ('purchaseInvoice', 'purchaseReturn') AND d.date BETWEEN $2 AND $3
              GROUP BY l.item_id`,
            [world.acme.id, dateFrom, dateTo],
          );
          const both = await report('purchase-sales', { dateFrom, dateTo });
          for (const row of both.list) {
            eq(
              row.purchasedQuantity,
              new Big(bought.find((each) => each.item_id === row.itemId)?.quantity ?? '0'),
            );
            eq(
              row.soldQuantity,
              lines
                .filter((line) => line.item === row.itemId)
                .reduce((sum, line) => sum.plus(line.quantity), new Big(0)),
            );
          }

          for (const by of ['category', 'user', 'warehouse']) {
            const grouped = await report('sales-by-group', { dateFrom, dateTo, by });
            eq(grouped.totals.revenue, totalRevenue);
            if (!totalRevenue.eq(0))
              expect(grouped.list.reduce((sum, row) => sum + Number(row.share), 0)).toBeCloseTo(100, 1);
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it('groups by category and by the user who sold, names what is not set', async () => {
    await world.post(world.documentOf('salesInvoice', '2026-09-01', [[items[0]!, '1', '10']]));
    const categories = await report('sales-by-group', {
      dateFrom: '2026-09-01',
      dateTo: '2026-09-01',
      by: 'category',
    });
    expect(categories.list.map((row) => row.label)).toEqual(['Kitap']);
    const users = await report('sales-by-group', {
      dateFrom: '2026-09-01',
      dateTo: '2026-09-01',
      by: 'customerGroup',
    });
    expect(users.list.map((row) => row.label)).toEqual(['(Belirtilmemiş)']);
    const people = await report('sales-by-group', {
      dateFrom: '2026-09-01',
      dateTo: '2026-09-01',
      by: 'user',
    });
    expect(people.list.map((row) => row.label)).toEqual(['Acme Yönetici']);
  });
});
