import type { ReportPage } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import { type StockWorld, stockWorld } from './stock-world.ts';

// `/rapor/geneluruntedarik` against balances and open orders, and `/rapor/genelyonetimsatis`
// against the sales documents of each stretch and the one before it.

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
const same = (value: unknown, expected: Big | string | number) =>
  expect(new Big((value as string) ?? '0').minus(expected).abs().lt('0.0001'), `${value} ≠ ${expected}`).toBe(
    true,
  );

beforeAll(async () => {
  world = await stockWorld();
  t = world.t;
  for (const [code, min, max] of [
    ['T1', '10', '30'],
    ['T2', '5', '0'],
    ['T3', '0', '0'],
  ])
    items.push(
      (
        await world.create('/api/items', {
          code,
          name: `Tedarik ${code}`,
          unitId: world.ids.unit,
          minStock: min,
          maxStock: max,
        })
      ).id,
    );
});
afterAll(() => t.close());

describe('supply needs', () => {
  it('suggest what reaches the maximum, else the minimum, else covers the orders', async () => {
    await world.post(world.documentOf('purchaseInvoice', '2026-02-01', [[items[0]!, '12', '5']]));
    await world.post(world.documentOf('purchaseInvoice', '2026-02-01', [[items[1]!, '2', '5']]));
    await world.post(world.documentOf('salesOrder', '2026-02-02', [[items[0]!, '7', '9']]));
    await world.post(world.documentOf('purchaseOrder', '2026-02-02', [[items[0]!, '4', '5']]));
    await world.post(world.documentOf('salesOrder', '2026-02-02', [[items[2]!, '3', '9']]));
    const rows = (await report('product-supply', {})).list;
    const row = (index: number) => rows.find((each) => each.itemId === items[index]);
    // T1: 12 on hand − 7 ordered + 4 coming = 9 available; 30 − 9 = 21 to buy.
    expect(row(0)).toMatchObject({ onHand: '12.0000', reserved: '7.0000', incoming: '4.0000' });
    same(row(0)!.available, 9);
    same(row(0)!.suggested, 21);
    // T2: no maximum, minimum 5, 2 on hand: 3. T3: nothing kept, 3 ordered by a customer: 3.
    same(row(1)!.suggested, 3);
    same(row(2)!.suggested, 3);
    same(row(0)!.suggestedValue, 21 * 5);
    // Enough on hand: left out unless asked for.
    await world.post(world.documentOf('purchaseInvoice', '2026-02-03', [[items[1]!, '10', '5']]));
    expect((await report('product-supply', {})).list.some((each) => each.itemId === items[1])).toBe(false);
    expect(
      (await report('product-supply', { all: 'true' })).list.some((each) => each.itemId === items[1]),
    ).toBe(true);
  });
});

describe('management overview', () => {
  // Last year's documents first: a series that has numbered this year's takes no earlier year's.
  beforeAll(async () => {
    for (const [kind, date, price] of [
      ['salesInvoice', '2025-03-01', '40'],
      ['salesInvoice', '2025-06-17', '25.50'],
      ['salesReturn', '2025-06-10', '5'],
      ['salesInvoice', '2025-06-18', '99'],
    ] as const)
      await world.post(world.documentOf(kind, date, [[items[0]!, '1', price]]));
  });

  it('compares each stretch with the one before, in total and broken down, as the documents add up', async () => {
    const day = '2026-06-17'; // a Wednesday
    const stretches = {
      today: [
        ['2026-06-17', '2026-06-17'],
        ['2026-06-16', '2026-06-16'],
      ],
      week: [
        ['2026-06-15', '2026-06-17'],
        ['2026-06-08', '2026-06-10'],
      ],
      month: [
        ['2026-06-01', '2026-06-17'],
        ['2026-05-01', '2026-05-17'],
      ],
      year: [
        ['2026-01-01', '2026-06-17'],
        ['2025-01-01', '2025-06-17'],
      ],
    } as const;
    const dates = fc.constantFrom(
      '2026-06-17',
      '2026-06-16',
      '2026-06-15',
      '2026-06-09',
      '2026-05-20',
      '2026-05-03',
      '2026-02-11',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('salesInvoice', 'salesInvoice', 'salesReturn'),
            date: dates,
            price: fc.integer({ min: 1, max: 100_000 }),
            depot: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          for (const step of steps)
            await world.post(
              world.documentOf(
                step.kind as 'salesInvoice',
                step.date,
                [[items[0]!, '1', (step.price / 100).toFixed(2)]],
                step.depot ? world.ids.depot : world.ids.store,
              ),
            );
          const { rows: documents } = await t.database.pool.query(
            `SELECT date, doc_type, grand_total_local::text AS total FROM documents
              WHERE company_id = $1 AND status = 'saved' AND doc_type IN ('salesInvoice', 'salesReturn')`,
            [world.acme.id],
          );
          const sumOf = ([from, to]: readonly [string, string]) =>
            documents
              .filter((row) => row.date >= from && row.date <= to)
              .reduce(
                (sum, row) => sum.plus(new Big(row.total).times(row.doc_type === 'salesReturn' ? -1 : 1)),
                new Big(0),
              );
          const totals = await report('management-sales', { date: day });
          const broken = await report('management-sales', { date: day, by: 'warehouse' });
          const hours = await report('management-sales', { date: day, by: 'hour' });
          for (const [index, [now, before]] of Object.values(stretches).entries()) {
            const label = (row: Record<string, unknown>) => String(row.period).startsWith(`${index + 1}.`);
            const row = totals.list.find(label);
            if (!row) {
              expect(sumOf(now).eq(0) && sumOf(before).eq(0)).toBe(true);
              continue;
            }
            same(row.current, sumOf(now));
            same(row.previous, sumOf(before));
            for (const breakdown of [broken, hours]) {
              const parts = breakdown.list.filter(label);
              same(
                parts.reduce((sum, part) => sum.plus(part.current as string), new Big(0)),
                sumOf(now),
              );
              same(
                parts.reduce((sum, part) => sum.plus(part.previous as string), new Big(0)),
                sumOf(before),
              );
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
