import type { DocumentKindName } from '@kibo/contracts';
import type { ReportPage } from '@kibo/contracts/resources';
import { Big } from '@kibo/domain';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { drainRecostQueue } from '../src/modules/stock/index.ts';
import { type CompanyFixture, FIXTURE_PASSWORD, fieldErrors, pdfText, type TestApp } from './harness.ts';
import { type StockWorld, stockWorld } from './stock-world.ts';

// `/rapor/stokbakiye`: stock on hand and its value at any date equal the moves up to that date,
// paged, totalled and grouped by the one report engine, as Excel and PDF too, cost only for buyers.

let world: StockWorld;
let t: TestApp;
let acme: CompanyFixture;
let admin: string;
const ids = { store: 0, depot: 0, parent: 0, child: 0, items: [] as number[] };
const create = (path: string, body: object) => world.create(path, body);
const post = (
  docType: DocumentKindName,
  date: string,
  itemId: number,
  quantity: number,
  price: string,
  depot = false,
) =>
  world.post(
    world.documentOf(docType, date, [[itemId, String(quantity), price]], depot ? ids.depot : ids.store),
  );
const report = async (query: Record<string, string>, token = admin) => {
  const answer = await t.call('GET', `/api/reports/stock-balance?${new URLSearchParams(query)}`, { token });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data as ReportPage;
};
/** Every row of the report, page after page. */
const allRows = async (query: Record<string, string>) => {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const answer = await report({ ...query, page: String(page), pageSize: '7' });
    rows.push(...answer.list);
    if (rows.length >= answer.total) return { rows, answer };
  }
};
/** What the moves say: per item and warehouse, quantity and value up to the date. */
const naive = async (date: string) =>
  (
    await t.database.pool.query(
      `SELECT i.code, w.name AS warehouse, sum(m.quantity)::numeric(19,4)::text AS quantity, sum(m.value)::numeric(19,4)::text AS value
         FROM stock_moves m JOIN items i ON i.id = m.item_id JOIN warehouses w ON w.id = m.warehouse_id
        WHERE m.company_id = $1 AND m.date <= $2 GROUP BY 1, 2
       HAVING sum(m.quantity) <> 0 OR sum(m.value) <> 0 ORDER BY 1, 2`,
      [acme.id, date],
    )
  ).rows;

beforeAll(async () => {
  world = await stockWorld();
  ({ t, acme, admin } = world);
  Object.assign(ids, world.ids);
  ids.parent = (await create('/api/categories', { name: 'Kırtasiye' })).id;
  ids.child = (await create('/api/categories', { name: 'Defterler', parentId: ids.parent })).id;
  const other = (await create('/api/categories', { name: 'Oyuncak' })).id;
  for (const [code, name, category] of [
    ['D1', 'Çizgili Defter', ids.child],
    ['D2', 'Kareli Defter', ids.child],
    ['K1', 'Işıklı Kalem', ids.parent],
    ['O1', 'Ahşap Oyuncak', other],
  ] as const)
    ids.items.push(
      (
        await create('/api/items', {
          code,
          name,
          unitId: world.ids.unit,
          categoryId: category,
          salePrice: '25',
        })
      ).id,
    );
});
afterAll(() => t.close());

describe('stock balance at a date', () => {
  it('equals the moves up to any date, paged and totalled, after random documents', async () => {
    const kinds: DocumentKindName[] = [
      'purchaseInvoice',
      'purchaseInvoice',
      'salesInvoice',
      'stockTransfer',
      'salesReturn',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            day: fc.integer({ min: 1, max: 28 }),
            item: fc.integer({ min: 0, max: 3 }),
            quantity: fc.integer({ min: 1, max: 20 }),
            price: fc.integer({ min: 1, max: 9999 }),
            depot: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 28 }),
        async (steps, asked) => {
          for (const step of steps)
            await post(
              step.kind,
              `2026-02-${String(step.day).padStart(2, '0')}`,
              ids.items[step.item]!,
              step.quantity,
              (step.price / 100).toFixed(2),
              step.depot,
            );
          await drainRecostQueue(t.database);
          const date = `2026-02-${String(asked).padStart(2, '0')}`;
          const { rows, answer } = await allRows({ date, sort: 'code' });
          const expected = await naive(date);
          expect(
            rows.map((row) => ({
              code: row.code,
              warehouse: row.warehouse,
              quantity: new Big(row.quantity as string).toFixed(4),
              value: new Big(row.value as string).toFixed(4),
            })),
          ).toEqual(expected.map((row) => ({ ...row })));
          const sum = (key: string) =>
            rows.reduce((total, row) => total.plus(row[key] as string), new Big(0));
          expect(new Big(answer.totals.quantity!).eq(sum('quantity'))).toBe(true);
          expect(new Big(answer.totals.value!).eq(sum('value'))).toBe(true);
          expect(answer.pendingRecost).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('filters by warehouse, a category with its subcategories and a Turkish search, and groups with subtotals', async () => {
    await post('purchaseInvoice', '2026-03-01', ids.items[0]!, 5, '10');
    await post('purchaseInvoice', '2026-03-01', ids.items[2]!, 3, '4');
    const stationery = await report({ category: String(ids.parent), warehouse: String(ids.store) });
    const codes = stationery.list.map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['D1', 'K1']));
    expect(codes).not.toContain('O1');
    expect(new Set(stationery.list.map((row) => row.category))).toEqual(new Set(['Defterler', 'Kırtasiye']));
    expect(new Set(stationery.list.map((row) => row.warehouse))).toEqual(new Set(['Merkez']));
    expect(new Set((await report({ search: 'isikli' })).list.map((row) => row.code))).toEqual(
      new Set(['K1']),
    );

    const grouped = await report({ group: 'category,warehouse', includeZero: 'true' });
    const first = grouped.groups.filter((group) => group.level === 0);
    const all = await allRows({ includeZero: 'true' });
    for (const group of first) {
      const inGroup = all.rows.filter((row) => row.category === group.values.category);
      expect(group.count).toBe(inGroup.length);
      expect(
        new Big(group.totals.quantity!).eq(
          inGroup.reduce((s, row) => s.plus(row.quantity as string), new Big(0)),
        ),
      ).toBe(true);
    }
    // Rows of one group come together, groups in order.
    const categories = grouped.list.map((row) => row.category);
    expect(categories).toEqual(
      [...categories].sort((a, b) => String(a ?? '\uffff').localeCompare(String(b ?? '\uffff'), 'tr')),
    );
  });

  it('refuses bad filters with a field message', async () => {
    for (const [query, field, message] of [
      ['date=2026-13-01', 'date', 'Geçerli bir tarih giriniz'],
      ['warehouse=abc', 'warehouse', 'Bu alan tam sayı olmalıdır'],
      ['sort=nothing', 'sort', 'Listeden bir değer seçiniz'],
      ['group=name', 'group', 'Listeden bir değer seçiniz'],
      ['group=warehouse,category,producer', 'group', 'Listeden bir değer seçiniz'],
    ]) {
      const answer = await t.call('GET', `/api/reports/stock-balance?${query}`, { token: admin });
      expect(answer.statusCode, query).toBe(422);
      expect(fieldErrors(answer)[field!], query).toBe(message);
    }
  });
});

describe('rights and files', () => {
  it('shows cost only to those who buy; a cashier may not open it at all', async () => {
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', '/api/reports/stock-balance', { token: cashier })).statusCode).toBe(403);
    await t.database.pool.query(
      `INSERT INTO users (company_id, name, email, role, password_hash) VALUES ($1, 'Depocu', 'depo@acme.test', 'warehouse', $2)`,
      [acme.id, await hashPassword(FIXTURE_PASSWORD)],
    );
    const keeper = await t.login('depo@acme.test', FIXTURE_PASSWORD);
    const seen = await report({}, keeper);
    expect(seen.columns).not.toContain('value');
    expect(seen.columns).not.toContain('unitCost');
    expect(Object.keys(seen.list[0] ?? {})).not.toContain('value');
    expect(Object.keys(seen.totals)).not.toContain('value');
    // Asking for the cost column by name gets the file without it.
    const file = await t.call('GET', '/api/reports/stock-balance/export?columns=code,value', {
      token: keeper,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['Stok Kodu']);
  });

  it('exports every row to Excel with numbers as numbers and a totals row, and prints a PDF', async () => {
    const { rows, answer } = await allRows({});
    const file = await t.call('GET', '/api/reports/stock-balance/export', { token: admin });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Stok Bakiye Raporu');
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(head).toEqual(expect.arrayContaining(['Stok Kodu', 'Miktar', 'Maliyet Tutarı']));
    expect(sheet.rowCount).toBe(rows.length + 2);
    const quantityColumn = head.indexOf('Miktar') + 1;
    expect(typeof sheet.getRow(2).getCell(quantityColumn).value).toBe('number');
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Genel Toplam');
    expect(last.getCell(quantityColumn).value).toBeCloseTo(Number(answer.totals.quantity), 4);

    const pdf = await t.call('GET', `/api/reports/stock-balance/pdf?warehouse=${ids.store}`, {
      token: admin,
    });
    expect(pdf.statusCode).toBe(200);
    const { text, pages } = await pdfText(pdf.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Stok Bakiye Raporu');
    expect(text).toContain('Depo: Merkez');
    expect(text).toContain('Genel Toplam');
    expect(text).toContain('Acme Ticaret A.Ş.');
  });
});

describe('saved filter sets', () => {
  it('keeps each user’s own sets by name, replaces one saved again, and refuses what the report has not', async () => {
    const path = '/api/reports/stock-balance/filters';
    const save = (token: string, body: object) => t.call('POST', path, { token, body });
    const first = await save(admin, {
      name: 'Merkez bu ay',
      query: { warehouse: String(ids.store), group: 'category' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.envelope.kiboMessage).toBe('Filtre kaydedildi');
    await save(admin, { name: 'Merkez bu ay', query: { warehouse: String(ids.depot) } });
    const listed = await t.call('GET', path, { token: admin });
    expect(listed.envelope.data).toEqual([
      { id: first.envelope.data.id, name: 'Merkez bu ay', query: { warehouse: String(ids.depot) } },
    ]);

    const keeper = await t.login('depo@acme.test', FIXTURE_PASSWORD);
    expect((await t.call('GET', path, { token: keeper })).envelope.data).toEqual([]);
    expect((await t.call('DELETE', `${path}/${first.envelope.data.id}`, { token: keeper })).statusCode).toBe(
      404,
    );

    const unknown = await save(admin, { name: 'x', query: { price: '1' } });
    expect(unknown.statusCode).toBe(422);
    expect((await save(admin, { name: '', query: {} })).statusCode).toBe(422);
    const gone = await t.call('DELETE', `${path}/${first.envelope.data.id}`, { token: admin });
    expect(gone.envelope.kiboMessage).toBe('Filtre silindi');
    expect((await t.call('GET', path, { token: admin })).envelope.data).toEqual([]);
  });
});
