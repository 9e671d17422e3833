import type { DocumentKindName } from '@kibo/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainRecostQueue, startRecostWorker } from '../src/modules/stock/index.ts';
import { expectBooksHold } from './books.ts';
import { expectCostsHold } from './costs.ts';
import type { CompanyFixture, TestApp } from './harness.ts';
import { type StockWorld, stockWorld } from './stock-world.ts';

// Cost of goods: every move carries the moving average of its item and warehouse when it is posted;
// what a back-dated, edited or cancelled document changes is re-costed by the queue's worker, after
// which every move and balance equals a walk of the history from its first move.

let world: StockWorld;
let t: TestApp;
let acme: CompanyFixture;
let admin: string;
const ids = { store: 0, depot: 0, customer: 0, supplier: 0, items: [] as number[] };
const documentOf: StockWorld['documentOf'] = (...args) => world.documentOf(...args);
const post = (body: object) => world.post(body);
const create = (path: string, body: object) => world.create(path, body);
const moveCosts = async (documentId: number) =>
  (
    await t.database.pool.query(
      'SELECT unit_cost::text, value::text FROM stock_moves WHERE document_id = $1 ORDER BY id',
      [documentId],
    )
  ).rows.map((row) => [Number(row.unit_cost).toFixed(2), Number(row.value).toFixed(2)]);
const balance = async (itemId: number, warehouseId = ids.store) =>
  (
    await t.database.pool.query(
      `SELECT quantity::text, value::text, unit_cost::text FROM stock_balances
        WHERE company_id = $1 AND item_id = $2 AND warehouse_id = $3`,
      [acme.id, itemId, warehouseId],
    )
  ).rows[0];
const pending = async () =>
  (
    await t.database.pool.query('SELECT item_id, from_date FROM stock_recost WHERE company_id = $1', [
      acme.id,
    ])
  ).rows;

beforeAll(async () => {
  world = await stockWorld();
  ({ t, acme, admin } = world);
  Object.assign(ids, world.ids);
  for (const code of ['D1', 'D2', 'D3', 'D4', 'D5'])
    ids.items.push(
      (
        await create('/api/items', {
          code,
          name: `Defter ${code}`,
          unitId: world.ids.unit,
          purchasePrice: '4',
        })
      ).id,
    );
});
afterAll(() => t.close());

describe('cost at posting', () => {
  it('averages purchases, sells at the average, and keeps the value on the balance', async () => {
    const [item] = ids.items;
    await post(documentOf('purchaseInvoice', '2026-03-01', [[item!, '10', '5']]));
    await post(documentOf('purchaseInvoice', '2026-03-02', [[item!, '10', '7']]));
    const sale = await post(documentOf('salesInvoice', '2026-03-03', [[item!, '5', '20']]));
    expect(await moveCosts(sale.id)).toEqual([['6.00', '-30.00']]);
    expect(await balance(item!)).toEqual({ quantity: '15.0000', value: '90.0000', unit_cost: '6.000000' });
    expect(await pending()).toEqual([]);
    await expectCostsHold(t.database.pool, acme.id);
  });

  it('a transfer carries the cost into the other warehouse; a sale there takes it', async () => {
    const item = ids.items[1]!;
    await post(documentOf('purchaseInvoice', '2026-03-01', [[item, '4', '12.50']]));
    const transfer = await post(documentOf('stockTransfer', '2026-03-02', [[item, '3', '0']]));
    expect(await moveCosts(transfer.id)).toEqual([
      ['12.50', '-37.50'],
      ['12.50', '37.50'],
    ]);
    const sale = await post(documentOf('salesInvoice', '2026-03-03', [[item, '1', '20']], ids.depot));
    expect(await moveCosts(sale.id)).toEqual([['12.50', '-12.50']]);
    await expectCostsHold(t.database.pool, acme.id);
  });

  it('an item never bought goes out at its card’s buying price', async () => {
    const sale = await post(documentOf('salesInvoice', '2026-03-05', [[ids.items[4]!, '2', '9']]));
    expect(await moveCosts(sale.id)).toEqual([['4.00', '-8.00']]);
  });
});

describe('re-costing', () => {
  it('a back-dated purchase re-costs the later sale once the queue has run', async () => {
    const item = ids.items[2]!;
    await post(documentOf('purchaseInvoice', '2026-04-10', [[item, '10', '10']]));
    const sale = await post(documentOf('salesInvoice', '2026-04-20', [[item, '10', '30']]));
    expect(await moveCosts(sale.id)).toEqual([['10.00', '-100.00']]);
    // Ten more, bought before the sale at 4: the sale's cost was (10×4 + 10×10) / 20 = 7.
    await post(documentOf('purchaseInvoice', '2026-04-15', [[item, '10', '4']]));
    expect(await pending()).toEqual([{ item_id: item, from_date: '2026-04-15' }]);
    // Until the queue has run, the reports at cost say so.
    const profit = async () =>
      (
        await t.call('GET', '/api/reports/sales-profit?dateFrom=2026-04-01&dateTo=2026-04-30', {
          token: admin,
        })
      ).envelope.data;
    expect((await profit()).pendingRecost).toBe(1);
    expect(await drainRecostQueue(t.database)).toBe(1);
    expect(await profit()).toMatchObject({ pendingRecost: 0, totals: { cost: '70.0000' } });
    expect(await moveCosts(sale.id)).toEqual([['7.00', '-70.00']]);
    expect(await balance(item)).toMatchObject({ quantity: '10.0000', value: '70.0000' });
    await expectCostsHold(t.database.pool, acme.id);
  });

  it('an edited or cancelled purchase re-costs what came after it', async () => {
    const item = ids.items[3]!;
    const bought = await post(documentOf('purchaseInvoice', '2026-05-01', [[item, '5', '8']]));
    const sale = await post(documentOf('salesInvoice', '2026-05-02', [[item, '2', '30']]));
    const edited = await t.call('PUT', `/api/documents/${bought.id}`, {
      token: admin,
      body: { ...documentOf('purchaseInvoice', '2026-05-01', [[item, '5', '9']]), version: bought.version },
    });
    expect(edited.statusCode, JSON.stringify(edited.envelope)).toBe(200);
    await drainRecostQueue(t.database);
    expect(await moveCosts(sale.id)).toEqual([['9.00', '-18.00']]);
    await expectCostsHold(t.database.pool, acme.id);

    const cancelled = await t.call('POST', `/api/documents/${bought.id}/cancel`, { token: admin });
    expect(cancelled.statusCode).toBe(200);
    await drainRecostQueue(t.database);
    // Nothing bought any more: the sale goes out at the card's buying price.
    expect(await moveCosts(sale.id)).toEqual([['4.00', '-8.00']]);
    await expectCostsHold(t.database.pool, acme.id);
    await expectBooksHold(t.database.pool, acme.id);
  });

  it('an edit re-costs the moves after it on the same day too', async () => {
    const item = ids.items[4]!;
    const bought = await post(documentOf('purchaseInvoice', '2026-07-01', [[item, '4', '3']]));
    const sale = await post(documentOf('salesInvoice', '2026-07-01', [[item, '2', '9']]));
    const edited = await t.call('PUT', `/api/documents/${bought.id}`, {
      token: admin,
      body: { ...documentOf('purchaseInvoice', '2026-07-01', [[item, '4', '5']]), version: bought.version },
    });
    expect(edited.statusCode).toBe(200);
    expect(await pending()).toEqual([{ item_id: item, from_date: '2026-07-01' }]);
    await drainRecostQueue(t.database);
    // Written again, the purchase now comes after the sale within the day: the sale took the average
    // of what was on hand before it.
    expect(await moveCosts(sale.id)).not.toEqual([['3.00', '-6.00']]);
    await expectCostsHold(t.database.pool, acme.id);
  });

  it('a waybill without prices takes the average until its purchase invoice prices it', async () => {
    const item = ids.items[0]!;
    const waybill = await post(documentOf('despatchIn', '2026-06-01', [[item, '5', '0']]));
    const read = await t.call('GET', `/api/documents/${waybill.id}`, { token: admin });
    const waybillLine = read.envelope.data.lines[0].id as number;
    const invoice = await create('/api/documents', {
      ...documentOf('purchaseInvoice', '2026-06-03', [[item, '5', '11']]),
      lines: [{ itemId: item, quantity: '5', unitPrice: '11', vatRate: '20', sourceLineId: waybillLine }],
    });
    expect(await pending()).toEqual([{ item_id: item, from_date: '2026-06-01' }]);
    await drainRecostQueue(t.database);
    expect(await moveCosts(waybill.id)).toEqual([['11.00', '55.00']]);
    expect(await moveCosts(invoice.id)).toEqual([]);
    await expectCostsHold(t.database.pool, acme.id);
  });

  it('the server’s worker picks up a back-dated posting by itself', async () => {
    const worker = startRecostWorker(t.database, (error) => {
      throw error;
    });
    try {
      await worker.ready;
      const item = ids.items[1]!;
      const started = Date.now();
      await post(documentOf('purchaseInvoice', '2026-01-05', [[item, '2', '1']]));
      for (let tries = 0; tries < 100 && (await pending()).length > 0; tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await pending()).toEqual([]);
      // Woken by the posting's notice, not by the poll 5 s later.
      expect(Date.now() - started).toBeLessThan(2_000);
      await expectCostsHold(t.database.pool, acme.id);
    } finally {
      await worker.stop();
    }
  });
});

describe('property: after any documents and a re-costing run, every cost equals a walk from the start', () => {
  const kinds: DocumentKindName[] = [
    'purchaseInvoice',
    'purchaseInvoice',
    'salesInvoice',
    'salesInvoice',
    'salesReturn',
    'purchaseReturn',
    'stockIn',
    'stockOut',
    'stockTransfer',
    'despatchIn',
  ];
  const step = fc.record({
    kind: fc.constantFrom(...kinds),
    // Few days: several documents share one, where the order within the day (ids) decides.
    day: fc.integer({ min: 1, max: 4 }),
    item: fc.integer({ min: 0, max: 4 }),
    quantity: fc.integer({ min: 1, max: 9 }),
    price: fc.integer({ min: 0, max: 4000 }),
    depot: fc.boolean(),
    afterwards: fc.constantFrom('keep', 'keep', 'edit', 'cancel'),
  });

  it('holds for random histories', async () => {
    let month = 6;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        // Each run in a month of its own (a later year), after everything earlier.
        month += 1;
        const year = 2027 + Math.floor(month / 12);
        const date = (day: number) =>
          `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        for (const each of steps) {
          const body = documentOf(
            each.kind,
            date(each.day),
            [[ids.items[each.item]!, String(each.quantity), (each.price / 100).toFixed(2)]],
            each.depot ? ids.depot : ids.store,
          );
          const saved = await post(body);
          if (each.afterwards === 'edit') {
            const edited = await t.call('PUT', `/api/documents/${saved.id}`, {
              token: admin,
              body: {
                ...body,
                date: date(Math.max(1, each.day - (each.quantity % 2))),
                lines: body.lines.map((line) => ({
                  ...line,
                  quantity: String(each.quantity + 1),
                  unitPrice: '7.77',
                })),
                version: saved.version,
              },
            });
            expect(edited.statusCode, JSON.stringify(edited.envelope)).toBe(200);
          } else if (each.afterwards === 'cancel')
            expect(
              (await t.call('POST', `/api/documents/${saved.id}/cancel`, { token: admin })).statusCode,
            ).toBe(200);
        }
        await drainRecostQueue(t.database);
        await expectCostsHold(t.database.pool, acme.id);
        await expectBooksHold(t.database.pool, acme.id);
      }),
      { numRuns: 15 },
    );
  });
});
