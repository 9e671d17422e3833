import { DOCUMENT_KINDS, type DocumentKindName } from '@kibo/contracts';
import { expect } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

// One company with a store, shelves, three stocked items and two accounts, for the order tracking
// and picking tests (each test file gets its own database and its own copy of this world).
export let t: TestApp;
export let acme: CompanyFixture;
export let admin: string;
export type Named =
  | 'store'
  | 'piece'
  | 'box'
  | 'customer'
  | 'supplier'
  | 'A'
  | 'B'
  | 'C'
  | 'shelfA01'
  | 'shelfB02'
  | 'shelfC03';
export const ids = {} as Record<Named, number>;

export const create = async (path: string, body: object, token = admin) => {
  const answer = await t.call('POST', path, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
export const today = '2026-11-23';
export const line = (itemId: number, quantity: string | number, extra: object = {}) => ({
  itemId,
  quantity: String(quantity),
  unitPrice: '10',
  vatRate: '20',
  ...extra,
});
export const documentOf = (docType: DocumentKindName, lines: object[], extra: object = {}) => {
  const kind = DOCUMENT_KINDS[docType];
  return {
    docType,
    date: today,
    warehouseId: ids.store,
    accountId: kind.party === 'none' ? null : kind.side === 'purchase' ? ids.supplier : ids.customer,
    lines,
    ...extra,
  };
};
/** Saves a document and reads it back whole. */
export const saved = async (body: object) => {
  const id = await create('/api/documents', body);
  return (await t.call('GET', `/api/documents/${id}`, { token: admin })).envelope.data;
};
export const get = async (path: string, token = admin) => {
  const answer = await t.call('GET', path, { token });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data;
};
export const send = (path: string, body: object = {}, token = admin) => t.call('POST', path, { token, body });
export const onHand = async (itemId: number) =>
  (
    await t.database.pool.query(
      'SELECT quantity::text FROM stock_balances WHERE company_id = $1 AND item_id = $2 AND warehouse_id = $3',
      [acme.id, itemId, ids.store],
    )
  ).rows[0]?.quantity ?? '0.0000';
export const settings = (body: object) =>
  t.call('PUT', '/api/settings/warehouse-settings', {
    token: admin,
    body: { pickingWarehouseId: ids.store, ...body },
  });
export const n = (value: string) => Number(value);

export async function setUpOrderWorld() {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.box = await create('/api/units', { code: 'XBX', name: 'Koli', decimals: 0 });
  for (const code of ['A', 'B', 'C'] as const)
    ids[code] = await create('/api/items', {
      code: `K-${code}`,
      name: `Kalem ${code}`,
      unitId: ids.piece,
      barcodes: [`869000000000${code.charCodeAt(0)}`],
      units: [{ unitId: ids.box, factor: '12' }],
    });
  ids.customer = await create('/api/accounts', { title: 'Işık Kırtasiye' });
  ids.supplier = await create('/api/accounts', { title: 'Kağıt Tedarik', role: 'supplier' });
  ids.shelfA01 = await create('/api/locations', { warehouseId: ids.store, code: 'A-01' });
  ids.shelfB02 = await create('/api/locations', { warehouseId: ids.store, code: 'B-02' });
  ids.shelfC03 = await create('/api/locations', { warehouseId: ids.store, code: 'C-03' });
  // A sits at the far end; B near the door; C on two shelves, B-02 first.
  await create('/api/item-shelves', { itemId: ids.A, locationId: ids.shelfC03, priority: 1 });
  await create('/api/item-shelves', { itemId: ids.B, locationId: ids.shelfA01, priority: 1 });
  await create('/api/item-shelves', { itemId: ids.C, locationId: ids.shelfC03, priority: 2 });
  await create('/api/item-shelves', { itemId: ids.C, locationId: ids.shelfB02, priority: 1 });
  await saved(documentOf('stockIn', [line(ids.A, 100), line(ids.B, 100), line(ids.C, 100)]));
  expect((await settings({ pickScanEachUnit: false })).statusCode).toBe(200);
}
export const closeOrderWorld = () => t.close();
