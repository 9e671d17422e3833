import { getTableColumns, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allBindings, columnsOf } from '../src/platform/resources/service.ts';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
  tenantSearchPlan,
} from './harness.ts';

// Shop staff type without Turkish letters ("isikli" for "IŞIKLI") and customers of a bookshop ask by
// author and publisher: every list's search folds Turkish letters both ways (search_fold), and the
// stock list also finds items by their persons and producer.
let t: TestApp;
let acme: CompanyFixture;
let admin: string;
const ids: Record<string, number> = {};
let COAT: Record<string, unknown>;

const create = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const listed = async (path: string, search: string, field: string) => {
  const answer = await t.call(
    'GET',
    `${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}`,
    {
      token: admin,
    },
  );
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return (answer.envelope.data.list as Record<string, unknown>[]).map((row) => row[field]).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.author = await create('/api/persons', { name: 'Sabahattin Ali' });
  ids.translator = await create('/api/persons', { name: 'Şükrü Öğüt' });
  ids.publisher = await create('/api/producers', { name: 'Yapı Kredi Yayınları', kind: 'publisher' });
  const item = (code: string, name: string, extra: object = {}) =>
    create('/api/items', { code, name, unitId: ids.piece, ...extra });
  ids.lamp = await item('L-1', 'IŞIKLI Defter');
  ids.pencil = await item('L-2', 'isikli kalem');
  COAT = {
    code: 'K-1',
    name: 'Kürk Mantolu Madonna',
    unitId: ids.piece,
    kind: 'book',
    producerId: ids.publisher,
    contributors: [
      { personId: ids.author, role: 'author' },
      { personId: ids.translator, role: 'editor' },
    ],
  };
  ids.coat = await create('/api/items', COAT);
  ids.wind = await item('R-1', 'Rüzgâr Gülü');
  ids.other = await item('O-1', 'Kırk Ambar');
  ids.customer = await create('/api/accounts', { title: 'ÇAĞLA IŞIK Kırtasiye' });
  ids.supplier = await create('/api/accounts', { title: 'cagla isik gida', role: 'supplier' });
  ids.otherAccount = await create('/api/accounts', { title: 'Kaya Ticaret' });
  await create('/api/documents', {
    docType: 'stockIn',
    date: '2026-11-23',
    warehouseId: ids.store,
    accountId: null,
    lines: [{ itemId: ids.lamp, quantity: '5', unitPrice: '10', vatRate: '20' }],
  });
  await create('/api/documents', {
    docType: 'salesInvoice',
    date: '2026-11-23',
    warehouseId: ids.store,
    accountId: ids.customer,
    lines: [{ itemId: ids.lamp, quantity: '1', unitPrice: '10', vatRate: '20' }],
  });
});
afterAll(() => t.close());

describe('search with and without Turkish letters', () => {
  it('finds stock items both ways: plain letters find Turkish ones and Turkish letters plain ones', async () => {
    expect(await listed('/api/items', 'isikli', 'name')).toEqual(['IŞIKLI Defter', 'isikli kalem']);
    expect(await listed('/api/items', 'IŞIKLI', 'name')).toEqual(['IŞIKLI Defter', 'isikli kalem']);
    expect(await listed('/api/items', 'ışıklı', 'name')).toEqual(['IŞIKLI Defter', 'isikli kalem']);
    expect(await listed('/api/items', 'kurk', 'name')).toEqual(['Kürk Mantolu Madonna']);
    expect(await listed('/api/items', 'KÜRK', 'name')).toEqual(['Kürk Mantolu Madonna']);
    // The circumflex folds too; and a different word stays different ("kırk" is not "kürk").
    expect(await listed('/api/items', 'ruzgar', 'name')).toEqual(['Rüzgâr Gülü']);
    expect(await listed('/api/items', 'kirk', 'name')).toEqual(['Kırk Ambar']);
  });

  it('finds accounts both ways', async () => {
    expect(await listed('/api/accounts', 'cagla isik', 'title')).toEqual([
      'cagla isik gida',
      'ÇAĞLA IŞIK Kırtasiye',
    ]);
    expect(await listed('/api/accounts', 'ÇAĞLA IŞIK', 'title')).toEqual([
      'cagla isik gida',
      'ÇAĞLA IŞIK Kırtasiye',
    ]);
  });

  it('finds documents by their account typed without Turkish letters', async () => {
    const found = await listed('/api/documents?docType=salesInvoice', 'cagla isik', 'accountTitle');
    expect(found).toEqual(['ÇAĞLA IŞIK Kırtasiye']);
    expect(await listed('/api/documents?docType=salesInvoice', 'kaya', 'accountTitle')).toEqual([]);
  });

  it('finds balances in the hand-written account balance list without Turkish letters', async () => {
    expect(await listed('/api/account-balances', 'cagla isik kirtasiye', 'title')).toEqual([
      'ÇAĞLA IŞIK Kırtasiye',
    ]);
  });

  it('finds an item by its author, translator or publisher, typed either way', async () => {
    expect(await listed('/api/items', 'sabahattin', 'name')).toEqual(['Kürk Mantolu Madonna']);
    expect(await listed('/api/items', 'sukru ogut', 'name')).toEqual(['Kürk Mantolu Madonna']);
    expect(await listed('/api/items', 'YAPI KREDİ', 'name')).toEqual(['Kürk Mantolu Madonna']);
    expect(await listed('/api/items', 'yapi kredi', 'name')).toEqual(['Kürk Mantolu Madonna']);
    // A person taken off the card no longer finds it.
    const saved = await t.call('PUT', `/api/items/${ids.coat}`, {
      token: admin,
      body: { ...COAT, contributors: [{ personId: ids.author, role: 'author' }] },
    });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    expect(await listed('/api/items', 'sukru', 'name')).toEqual([]);
    expect(await listed('/api/items', 'sabahattin', 'name')).toEqual(['Kürk Mantolu Madonna']);
  });

  it('uses the trigram indexes on the folded names under row-level security', async () => {
    await t.database.pool.query(
      `INSERT INTO persons (company_id, name) SELECT $1, 'Yazar ' || i FROM generate_series(1, 30000) i`,
      [acme.id],
    );
    await t.database.pool.query('ANALYZE persons');
    const plan = await tenantSearchPlan(
      t.database,
      acme.id,
      `SELECT id FROM persons WHERE search_fold(name) LIKE '%ogut%'`,
    );
    expect(plan).toContain('persons_name_search');
  });

  it("folds in each large table's search_text exactly the columns its list searches", async () => {
    const folded = allBindings().filter((binding) => columnsOf(binding).searchText);
    expect(folded.map((binding) => binding.def.name).sort()).toEqual(['accounts', 'items']);
    for (const { def, table } of folded) {
      const { rows } = await t.database.pool.query<{ expression: string }>(
        `SELECT pg_get_expr(d.adbin, d.adrelid) AS expression
           FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
          WHERE d.adrelid = $1::regclass AND a.attname = 'search_text'`,
        [getTableName(table)],
      );
      const columns = getTableColumns(table) as Record<string, { name: string }>;
      const inExpression = [...rows[0]!.expression.matchAll(/search_fold\(COALESCE\((\w+),/g)].map(
        (match) => match[1],
      );
      expect(inExpression, def.name).toEqual(def.list.search.map((field) => columns[field]!.name));
    }
  });
});
