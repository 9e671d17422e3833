import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  fieldErrors,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;
let admin: string;
let otherAdmin: string;
const ids: Record<string, number> = {};

const create = async (token: string, path: string, body: object) => {
  const answer = await t.call('POST', path, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  const other = await createCompany(t.database, 'Other');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
  ids.store = await create(admin, '/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.depot = await create(admin, '/api/warehouses', { code: 'DIS', name: 'Dış Depo' });
  ids.road = await create(admin, '/api/warehouses', { code: 'YOL', name: 'Yoldaki Mal' });
  ids.foreign = await create(otherAdmin, '/api/warehouses', { code: 'MRK', name: 'Başka Firma' });
  const unit = await create(admin, '/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.item = await create(admin, '/api/items', { code: 'D-1', name: 'Defter', unitId: unit });
  ids.a1 = await create(admin, '/api/locations', { warehouseId: ids.store, code: 'A-01' });
  ids.z9 = await create(admin, '/api/locations', { warehouseId: ids.depot, code: 'Z-09' });
});
afterAll(() => t.close());

describe('shelving (/depo/urunraf)', () => {
  it('places an item on its shelves once each, and the stock list shows them in picking order', async () => {
    await create(admin, '/api/item-shelves', { itemId: ids.item, locationId: ids.z9, priority: 1 });
    await create(admin, '/api/item-shelves', { itemId: ids.item, locationId: ids.a1, priority: 2 });
    const twice = await t.call('POST', '/api/item-shelves', {
      token: admin,
      body: { itemId: ids.item, locationId: ids.a1, priority: 3 },
    });
    expect(twice.statusCode).toBe(422);
    expect(fieldErrors(twice)).toEqual({ locationId: 'Bu ürün bu rafa zaten yerleştirilmiş' });

    const list = await t.call('GET', '/api/items?search=defter', { token: admin });
    expect(list.envelope.data.list[0]).toMatchObject({ code: 'D-1', shelves: 'Z-09, A-01' });

    const onShelf = await t.call('GET', `/api/item-shelves?locationId=${ids.a1}`, { token: admin });
    expect(onShelf.envelope.data.list).toMatchObject([{ itemId: ids.item, locationId: ids.a1 }]);
  });

  it('keeps a shelf that holds items, and another company cannot see or use them', async () => {
    const removed = await t.call('DELETE', `/api/locations/${ids.a1}`, { token: admin });
    expect(removed.statusCode).toBe(400);
    expect(removed.envelope.kiboMessage).toMatch(/kullanıl/i);

    expect((await t.call('GET', '/api/item-shelves', { token: otherAdmin })).envelope.data.list).toEqual([]);
    const borrowed = await t.call('POST', '/api/item-shelves', {
      token: otherAdmin,
      body: { itemId: ids.item, locationId: ids.a1 },
    });
    expect(borrowed.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(borrowed))).toContain('itemId');
  });
});

describe('warehouse settings (/depo/ayar)', () => {
  it('starts from sensible defaults', async () => {
    const read = await t.call('GET', '/api/settings/warehouse-settings', { token: admin });
    expect(read.envelope.data).toMatchObject({
      pickingWarehouseId: null,
      transitWarehouseId: null,
      pickingOrder: 'shelf',
      pickScanEachUnit: true,
      pickScanShelf: false,
      pickAllowShort: true,
    });
  });

  it('refuses goods in transit counted as ready to pick, and warehouses of another company', async () => {
    const same = await t.call('PUT', '/api/settings/warehouse-settings', {
      token: admin,
      body: { pickingWarehouseId: ids.store, transitWarehouseId: ids.store },
    });
    expect(fieldErrors(same)).toEqual({
      transitWarehouseId: 'Yoldaki mal ambarı toplama ambarıyla aynı olamaz',
    });
    const foreign = await t.call('PUT', '/api/settings/warehouse-settings', {
      token: admin,
      body: { pickingWarehouseId: ids.foreign },
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(foreign))).toEqual(['pickingWarehouseId']);
  });

  it('saves, names the warehouses back, audits, and is closed to a cashier', async () => {
    const saved = await t.call('PUT', '/api/settings/warehouse-settings', {
      token: admin,
      body: {
        pickingWarehouseId: ids.store,
        transitWarehouseId: ids.road,
        pickingOrder: 'document',
        pickScanShelf: true,
      },
    });
    expect(saved.envelope.kiboMessage).toBe('Kaydedildi');
    expect(saved.envelope.data.record).toMatchObject({
      pickingWarehouseId: ids.store,
      transitWarehouseId: ids.road,
      pickingOrder: 'document',
      pickScanShelf: true,
    });
    const { rows } = await t.database.pool.query(
      `SELECT before, after FROM audit_log WHERE company_id = $1 AND entity = 'warehouseSettings'`,
      [acme.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].before.pickingOrder).toBe('shelf');
    expect(rows[0].after.pickingOrder).toBe('document');

    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', '/api/settings/warehouse-settings', { token: cashier })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/item-shelves', { token: cashier })).statusCode).toBe(403);
  });
});
