import type { OfflineItem } from '@kibo/contracts/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

// What a till downloads to sell offline: every stock card and customer page by page in change order,
// then only what changed; stock levels and balances whole; never another company's rows.
let t: TestApp;
let acme: CompanyFixture;
let admin: string;
let cashier: string;
let storeman: string;
let otherAdmin: string;
const ids: Record<string, number> = {};

const call = async (path: string, token = cashier) => {
  const answer = await t.call('GET', path, { token });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data;
};
const create = async (path: string, body: object, token = admin) => {
  const answer = await t.call('POST', path, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

/** Every page from `after` on, the way a device walks them, and where it stands after them. */
async function download(path: string, after?: string, limit = 2) {
  const rows: Record<string, unknown>[] = [];
  const remaining: number[] = [];
  let cursor = after;
  for (;;) {
    const page = await call(`${path}?limit=${limit}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
    rows.push(...page.rows);
    remaining.push(page.remaining);
    cursor = page.cursor ?? undefined;
    if (!page.more) return { rows, remaining, last: cursor };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  const other = await createCompany(t.database, 'Other');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
  otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
  const made = await t.call('POST', '/api/users', {
    token: admin,
    body: { name: 'Depocu', email: 'depo@acme.test', role: 'warehouse', password: FIXTURE_PASSWORD },
  });
  expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
  storeman = await t.login('depo@acme.test', FIXTURE_PASSWORD);
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.box = await create('/api/units', { code: 'XBX', name: 'Koli', decimals: 0 });
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.pen = await create('/api/items', {
    code: 'K-1',
    name: 'Kurşun Kalem',
    unitId: ids.piece,
    barcodes: ['8690000000012'],
    units: [{ unitId: ids.box, factor: '12', barcode: '8690000000029' }],
    salePrice: '12.50',
    purchasePrice: '7',
    vatRate: '20',
    prices: [{ list: 'sale2', price: '11', currency: 'TRY' }],
  });
  for (const [index, name] of ['Silgi', 'Defter', 'Cetvel', 'Boya'].entries())
    ids[name] = await create('/api/items', { code: `S-${index}`, name, unitId: ids.piece, salePrice: '5' });
  ids.customer = await create('/api/accounts', { title: 'Işıklı Kırtasiye', loyaltyCard: 'KART-001' });
  await create('/api/documents', {
    docType: 'stockIn',
    date: '2026-11-23',
    warehouseId: ids.store,
    lines: [{ itemId: ids.pen, quantity: '30', unitPrice: '7', vatRate: '20' }],
  });
  await create(
    '/api/items',
    {
      code: 'X-1',
      name: 'Başka Firmanın Kalemi',
      unitId: await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 }, otherAdmin),
    },
    otherAdmin,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('offline catalogue', () => {
  it('gives every card page by page with its prices, units and barcodes, never its buying price', async () => {
    const { rows, remaining } = await download('/api/offline/items');
    expect(rows.map((row) => row.code)).toEqual(['K-1', 'S-0', 'S-1', 'S-2', 'S-3']);
    // The progress bar counts down: five rows to come, then three, then one.
    expect(remaining).toEqual([5, 3, 1]);
    const pen = rows[0] as unknown as OfflineItem;
    expect(pen).toMatchObject({
      name: 'Kurşun Kalem',
      unitName: 'Adet',
      salePrice: '12.5000',
      saleCurrency: 'TRY',
      vatRate: '20',
      units: [{ unitId: ids.box, unitName: 'Koli', factor: '12' }],
      prices: [{ list: 'sale2', price: '11' }],
    });
    expect(pen.barcodes).toEqual([
      { barcode: '8690000000012', unitId: null },
      { barcode: '8690000000029', unitId: ids.box },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/purchase|Başka Firmanın/);
  });

  it('then gives only what changed since, and the ids still sold', async () => {
    // Cards saved within the last minute are read again next time: a save still running may show one.
    const fresh = await download('/api/offline/items');
    expect((await download('/api/offline/items', fresh.last)).rows).toHaveLength(5);
    await t.database.pool.query(`UPDATE items SET updated_at = now() - interval '1 hour'`);
    const { last } = await download('/api/offline/items');
    expect((await call(`/api/offline/items?after=${encodeURIComponent(last!)}`)).rows).toEqual([]);
    await t.call('PUT', `/api/items/${ids.Defter}/active`, { token: admin, body: { active: false } });
    const changed = await download('/api/offline/items', last);
    expect(changed.rows).toMatchObject([{ code: 'S-1', active: false }]);
    const { ids: sold } = await call('/api/offline/items/ids');
    expect(sold).toHaveLength(4);
    expect(sold).not.toContain(ids.Defter);
  });

  it('gives the stock levels of the till’s warehouse and the customers with their balances', async () => {
    expect((await call(`/api/offline/stock?warehouseId=${ids.store}`)).levels).toEqual([
      [ids.pen, '30.0000'],
    ]);
    const { rows } = await download('/api/offline/accounts');
    expect(rows).toMatchObject([{ id: ids.customer, title: 'Işıklı Kırtasiye', loyaltyCard: 'KART-001' }]);
    expect((await call('/api/offline/accounts/balances')).balances).toEqual([]);
  });

  it('refuses a cursor it did not give and users who do not sell at a till', async () => {
    const bad = await t.call('GET', '/api/offline/items?after=yesterday', { token: cashier });
    expect(bad.statusCode).toBe(422);
    expect(bad.envelope.errors).toHaveProperty('after');
    expect((await t.call('GET', '/api/offline/items', { token: storeman })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/offline/accounts/balances', { token: storeman })).statusCode).toBe(403);
  });
});
