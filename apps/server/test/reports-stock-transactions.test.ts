import type { DocumentKindName } from '@kibo/contracts';
import type { ReportPage } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainRecostQueue } from '../src/modules/stock/index.ts';
import { fieldErrors, type TestApp } from './harness.ts';
import { type StockWorld, stockWorld } from './stock-world.ts';

// `/rapor/stokislem`: every move of a period with its document, quantities in and out and value,
// equal to the moves table however the documents came, paged in date and posting order.

let world: StockWorld;
let t: TestApp;
const items: number[] = [];

const report = async (query: Record<string, string>) => {
  const answer = await t.call('GET', `/api/reports/stock-transactions?${new URLSearchParams(query)}`, {
    token: world.admin,
  });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data as ReportPage;
};
const allRows = async (query: Record<string, string>) => {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const answer = await report({ ...query, page: String(page), pageSize: '9' });
    rows.push(...answer.list);
    if (rows.length >= answer.total) return { rows, answer };
  }
};

beforeAll(async () => {
  world = await stockWorld();
  t = world.t;
  for (const code of ['H1', 'H2', 'H3'])
    items.push(
      (await world.create('/api/items', { code, name: `Hareketli ${code}`, unitId: world.ids.unit })).id,
    );
});
afterAll(() => t.close());

describe('stock movements of a period', () => {
  it('list every move between the dates with its sums, in date and posting order', async () => {
    const kinds: DocumentKindName[] = [
      'purchaseInvoice',
      'salesInvoice',
      'stockTransfer',
      'stockIn',
      'stockOut',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            day: fc.integer({ min: 1, max: 28 }),
            item: fc.integer({ min: 0, max: 2 }),
            quantity: fc.integer({ min: 1, max: 30 }),
            price: fc.integer({ min: 0, max: 5000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 27 }),
        fc.option(fc.constantFrom(...kinds), { nil: undefined }),
        async (steps, from, span, only) => {
          for (const step of steps)
            await world.post(
              world.documentOf(step.kind, `2026-04-${String(step.day).padStart(2, '0')}`, [
                [items[step.item]!, String(step.quantity), (step.price / 100).toFixed(2)],
              ]),
            );
          await drainRecostQueue(t.database);
          const dateFrom = `2026-04-${String(from).padStart(2, '0')}`;
          const dateTo = `2026-04-${String(Math.min(28, from + span)).padStart(2, '0')}`;
          const { rows, answer } = await allRows({ dateFrom, dateTo, ...(only ? { docType: only } : {}) });
          const { rows: expected } = await t.database.pool.query(
            `SELECT m.date, d.number, m.quantity::text, m.value::text FROM stock_moves m
               JOIN documents d ON d.id = m.document_id
              WHERE m.company_id = $1 AND m.date BETWEEN $2 AND $3 AND ($4::text IS NULL OR d.doc_type = $4)
              ORDER BY m.date, m.id`,
            [world.acme.id, dateFrom, dateTo, only ?? null],
          );
          expect(
            rows.map((row) => ({
              date: row.date,
              number: row.number,
              quantity: new Big((row.quantityIn as string) ?? '0')
                .minus((row.quantityOut as string) ?? '0')
                .toFixed(4),
              value: new Big(row.value as string).toFixed(4),
            })),
          ).toEqual(
            expected.map((row) => ({
              ...row,
              quantity: new Big(row.quantity).toFixed(4),
              value: new Big(row.value).toFixed(4),
            })),
          );
          const sum = (key: string) =>
            rows.reduce((total, row) => total.plus((row[key] as string) ?? '0'), new Big(0));
          for (const key of ['quantityIn', 'quantityOut', 'value'])
            expect(new Big(answer.totals[key]!).eq(sum(key))).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('names the document type in the reader’s language and opens the document', async () => {
    const bought = await world.post(
      world.documentOf('purchaseInvoice', '2026-05-02', [[items[0]!, '2', '3']]),
    );
    const answer = await report({ dateFrom: '2026-05-02', dateTo: '2026-05-02' });
    expect(answer.list[0]).toMatchObject({
      docType: 'Alış Faturası',
      documentId: bought.id,
      documentType: 'purchaseInvoice',
    });
    const english = await t.call(
      'GET',
      '/api/reports/stock-transactions?dateFrom=2026-05-02&dateTo=2026-05-02',
      {
        token: world.admin,
        headers: { 'accept-language': 'en' },
      },
    );
    expect(english.envelope.data.list[0].docType).toBe('Purchase invoice');
  });

  it('refuses a period whose start is after its end, on the start', async () => {
    const answer = await t.call(
      'GET',
      '/api/reports/stock-transactions?dateFrom=2026-05-10&dateTo=2026-05-01',
      {
        token: world.admin,
      },
    );
    expect(answer.statusCode).toBe(422);
    expect(fieldErrors(answer).dateFrom).toBe('Başlangıç tarihi bitiş tarihinden büyük olamaz');
  });
});
