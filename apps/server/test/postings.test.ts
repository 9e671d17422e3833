import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, FIXTURE_PASSWORD, type TestApp } from './harness.ts';

// A posting is one statement (header, lines, moves, balances, number, audit): what it refuses leaves
// nothing behind, and saves, edits and cancels of documents sharing rows neither deadlock nor lose a
// change.

let t: TestApp;
let companyId: number;
let admin: string;
const ids = { warehouse: 0, unit: 0, items: [] as number[], accounts: [] as number[] };

const call = (method: 'POST' | 'PUT', path: string, body?: object) =>
  t.call(method, path, { token: admin, ...(body ? { body } : {}) });
const idOf = async (path: string, body: object) => {
  const answer = await call('POST', path, body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const invoice = (accountId: number, lines: [number, number][], extra: object = {}) => ({
  docType: 'salesInvoice',
  date: '2026-11-24',
  warehouseId: ids.warehouse,
  accountId,
  lines: lines.map(([itemId, quantity]) => ({
    itemId,
    quantity: String(quantity),
    unitPrice: '10',
    vatRate: '20',
  })),
  ...extra,
});
const rows = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, [companyId, ...values])).rows;
const count = async (table: string) =>
  Number((await rows(`SELECT count(*) FROM ${table} WHERE company_id = $1`))[0].count);
/** What a posting writes: row counts of its tables, and every running balance. */
const books = async () => ({
  documents: await count('documents'),
  lines: await count('document_lines'),
  moves: await count('stock_moves'),
  entries: await count('account_entries'),
  audit: await count('audit_log'),
  stock: await rows('SELECT item_id, quantity::text FROM stock_balances WHERE company_id = $1 ORDER BY 1'),
  balances: await rows(
    'SELECT account_id, balance::text FROM account_balances WHERE company_id = $1 ORDER BY 1',
  ),
});

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database, 'Defter Evi');
  companyId = company.id;
  admin = await t.login(company.admin.email, FIXTURE_PASSWORD);
  ids.warehouse = await idOf('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.unit = await idOf('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  for (const code of ['K1', 'K2', 'K3'])
    ids.items.push(await idOf('/api/items', { code, name: `Kalem ${code}`, unitId: ids.unit }));
  for (const title of ['Çağla Kırtasiye', 'Ilgaz Büro'])
    ids.accounts.push(await idOf('/api/accounts', { title }));
});
afterAll(() => t.close());

describe('numbering inside the posting', () => {
  it('writes the number drawn last with the document and its audit row', async () => {
    const answer = await call('POST', '/api/documents', invoice(ids.accounts[0]!, [[ids.items[0]!, 2]]));
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const record = answer.envelope.data.record;
    expect(record).toMatchObject({ number: 'SF000001', sequence: 1, grandTotal: '24.0000', status: 'saved' });
    const [audit] = await rows(
      `SELECT user_id, action, after FROM audit_log WHERE company_id = $1 AND entity = 'document' AND entity_id = $2`,
      [String(record.id)],
    );
    expect(audit).toMatchObject({
      action: 'create',
      after: { docType: 'salesInvoice', number: 'SF000001', grandTotal: '24.00', lines: 1 },
    });
    expect(audit.user_id).toBeGreaterThan(0);
  });

  it('refuses a number from a deactivated series or from a year the series has left, and saves nothing', async () => {
    const closed = await idOf('/api/document-series', {
      docType: 'salesInvoice',
      name: 'Kapalı',
      prefix: 'KP',
      year: 2026,
    });
    await t.database.pool.query('UPDATE document_series SET active = false WHERE id = $1', [closed]);
    const yearly = await idOf('/api/document-series', {
      docType: 'salesInvoice',
      name: 'Yıllık',
      prefix: 'YL',
      year: 2027,
      yearlyReset: true,
    });
    const before = await books();

    const inactive = await call('POST', '/api/documents', {
      ...invoice(ids.accounts[1]!, [[ids.items[1]!, 1]]),
      seriesId: closed,
    });
    expect(inactive.statusCode).toBe(400);
    const pastYear = await call('POST', '/api/documents', {
      ...invoice(ids.accounts[1]!, [[ids.items[1]!, 1]]),
      seriesId: yearly,
    });
    expect(pastYear.statusCode).toBe(400);
    expect(pastYear.envelope.kiboMessage).toMatch(/2027/);

    expect(await books()).toEqual(before);
    const [series] = await rows('SELECT next_number FROM document_series WHERE company_id = $1 AND id = $2', [
      yearly,
    ]);
    expect(series.next_number).toBe(1);
  });

  it('keeps a number longer than its series’ digits whole', async () => {
    const short = await idOf('/api/document-series', {
      docType: 'stockIn',
      name: 'Kısa',
      prefix: 'G',
      year: 2026,
      digits: 1,
      nextNumber: 12,
    });
    const answer = await call('POST', '/api/documents', {
      docType: 'stockIn',
      date: '2026-11-24',
      warehouseId: ids.warehouse,
      seriesId: short,
      lines: [{ itemId: ids.items[2]!, quantity: '500', unitPrice: '1', vatRate: '20' }],
    });
    expect(answer.envelope.data.record.number).toBe('G12');
  });
});

describe('concurrent postings on shared rows', () => {
  it('creates, edits and cancels touching the same items and accounts neither deadlock nor lose a change', async () => {
    const [first, second] = ids.accounts as [number, number];
    const [a, b, c] = ids.items as [number, number, number];
    // Documents to edit and cancel while new ones are posted on the same rows, in the opposite order too.
    const editable = [];
    for (let i = 0; i < 6; i++) {
      const answer = await call(
        'POST',
        '/api/documents',
        invoice(i % 2 ? first : second, [
          [a, 1],
          [c, 1],
        ]),
      );
      editable.push(answer.envelope.data.record as { id: number; version: number });
    }
    const work = [
      ...Array.from({ length: 12 }, (_, i) =>
        call(
          'POST',
          '/api/documents',
          invoice(
            i % 2 ? first : second,
            i % 3
              ? [
                  [c, 1],
                  [a, 2],
                ]
              : [
                  [b, 1],
                  [a, 1],
                ],
          ),
        ),
      ),
      ...editable.slice(0, 3).map((doc, i) =>
        call('PUT', `/api/documents/${doc.id}`, {
          ...invoice(i % 2 ? second : first, [
            [b, 3],
            [c, 2],
          ]),
          version: doc.version,
        }),
      ),
      ...editable.slice(3).map((doc) => t.call('POST', `/api/documents/${doc.id}/cancel`, { token: admin })),
    ];
    const answers = await Promise.all(work);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    // Every running balance equals the sum of its ledger.
    const stockDiff = await rows(`
      SELECT b.item_id, b.quantity::text, coalesce(sum(m.quantity), 0)::text AS moved
        FROM stock_balances b LEFT JOIN stock_moves m
          ON m.company_id = b.company_id AND m.item_id = b.item_id AND m.warehouse_id = b.warehouse_id
       WHERE b.company_id = $1 GROUP BY b.item_id, b.quantity HAVING b.quantity <> coalesce(sum(m.quantity), 0)`);
    expect(stockDiff).toEqual([]);
    const accountDiff = await rows(`
      SELECT b.account_id FROM account_balances b LEFT JOIN account_entries e
          ON e.company_id = b.company_id AND e.account_id = b.account_id AND e.currency = b.currency
       WHERE b.company_id = $1 GROUP BY b.account_id, b.balance HAVING b.balance <> coalesce(sum(e.debit - e.credit), 0)`);
    expect(accountDiff).toEqual([]);
    const numbers = await rows(
      `SELECT sequence FROM documents WHERE company_id = $1 AND doc_type = 'salesInvoice' AND series_id =
         (SELECT id FROM document_series WHERE company_id = $1 AND doc_type = 'salesInvoice' AND is_default) ORDER BY 1`,
    );
    expect(numbers.map((row) => row.sequence)).toEqual(numbers.map((_, i) => i + 1));
  });
});
