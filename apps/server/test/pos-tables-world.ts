import { expect } from 'vitest';
import { FIXTURE_PASSWORD } from './harness.ts';
import { admin, call, cashier, ids, setUpShop, shop, t, today } from './pos-world.ts';

// A restaurant for the table tests, on the till tests' shop: dishes in categories (Kebaplar under
// Yemekler prints on Mutfak, İçecekler on Bar, Künefe in no category prints on the general ticket),
// two areas with tables, and a manager with both POS rights and a PIN. The cashier is the spec's
// passive user: a waiter without the delete or price rights.

export const dishes = {} as Record<'kebap' | 'ayran' | 'kunefe', number>;
export const tables = {} as Record<'S1' | 'S2' | 'S3' | 'B1' | 'B2', number>;
export const areas = {} as Record<'salon' | 'bahce', number>;
export const manager = { id: 0, token: '' };
export const MANAGER_PIN = '4071';

export const ok = async (answer: Promise<Awaited<ReturnType<typeof call>>>) => {
  const done = await answer;
  expect(done.statusCode, JSON.stringify(done.envelope)).toBe(200);
  return done.envelope.data;
};

const create = async (path: string, body: object, token = admin) =>
  (await ok(call(token, 'POST', path, body))).record.id as number;

export const openTable = async (tableId: number, token = cashier) =>
  (await ok(call(token, 'POST', `/api/pos-tables/tables/${tableId}/open`))).record;
export const addDish = (orderId: number, itemId: number, quantity = '1', note = '', token = cashier) =>
  call(token, 'POST', `/api/pos-tables/orders/${orderId}/lines`, { itemId, quantity, note });
export const order = async (orderId: number, token = cashier) =>
  ok(call(token, 'GET', `/api/pos-tables/orders/${orderId}`));
export const send = async (orderId: number, token = cashier) =>
  ok(call(token, 'POST', `/api/pos-tables/orders/${orderId}/send`));
export const floor = async (token = cashier) => ok(call(token, 'GET', '/api/pos-tables/floor'));
export const auditOf = async (entity: string) =>
  (
    await t.database.pool.query(
      'SELECT user_id, entity_id, action, before, after FROM audit_log WHERE company_id = $1 AND entity = $2 ORDER BY id',
      [shop.id, entity],
    )
  ).rows;

/** A manager's approval of one action, as the till asks it with the manager's PIN. */
export const approval = async (action: string, detail: object = {}, token = cashier) =>
  (await ok(call(token, 'POST', '/api/pos/approvals', { action, pin: MANAGER_PIN, detail }))).token as string;

export async function setUpRestaurant() {
  await setUpShop({ passiveCashier: true });
  const made = await call(admin, 'POST', '/api/users', {
    name: 'Müdür Selin',
    email: 'mudur@dukkan.test',
    role: 'manager',
    active: true,
    menuIds: [],
    posCanChangePrice: true,
    posCanDelete: true,
    posPin: MANAGER_PIN,
    password: FIXTURE_PASSWORD,
    mustChangePassword: false,
    phone: '',
  });
  expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
  await t.database.pool.query('UPDATE users SET must_change_password = false WHERE email = $1', [
    'mudur@dukkan.test',
  ]);
  manager.id = made.envelope.data.id;
  manager.token = await t.login('mudur@dukkan.test', FIXTURE_PASSWORD);

  const food = await create('/api/categories', { name: 'Yemekler' });
  const kebabs = await create('/api/categories', { name: 'Kebaplar', parentId: food });
  const drinks = await create('/api/categories', { name: 'İçecekler' });
  const dish = (code: string, name: string, extra: object) =>
    create('/api/items', { code, name, unitId: ids.piece, vatRate: '10', vatIncluded: true, ...extra });
  dishes.kebap = await dish('ADN', 'Adana Kebap', { categoryId: kebabs, salePrice: '300' });
  // Priced without VAT on the card: 40 + 20 % = 48 at the table.
  dishes.ayran = await dish('AYR', 'Ayran', {
    categoryId: drinks,
    salePrice: '40',
    vatRate: '20',
    vatIncluded: false,
  });
  dishes.kunefe = await dish('KNF', 'Künefe', { salePrice: '150' });
  await ok(
    call(admin, 'POST', '/api/documents', {
      docType: 'stockIn',
      date: today,
      warehouseId: ids.store,
      lines: Object.values(dishes).map((itemId) => ({
        itemId,
        quantity: '100',
        unitPrice: '1',
        vatRate: '20',
      })),
    }),
  );

  areas.salon = await create('/api/pos-tables/areas', { name: 'Salon', sort: 1 }, manager.token);
  areas.bahce = await create('/api/pos-tables/areas', { name: 'Bahçe', sort: 2 }, manager.token);
  const table = (areaId: number, name: string, x: number) =>
    create('/api/pos-tables/tables', { areaId, name, x, y: 20 }, manager.token);
  tables.S1 = await table(areas.salon, 'S1', 20);
  tables.S2 = await table(areas.salon, 'S2', 140);
  tables.S3 = await table(areas.salon, 'S3', 260);
  tables.B1 = await table(areas.bahce, 'B1', 20);
  tables.B2 = await table(areas.bahce, 'B2', 140);
  await create('/api/pos-tables/printers', { name: 'Mutfak', categoryIds: [food] }, manager.token);
  await create('/api/pos-tables/printers', { name: 'Bar', categoryIds: [drinks] }, manager.token);
}

export { admin, call, cashier, ids, shop, t };
