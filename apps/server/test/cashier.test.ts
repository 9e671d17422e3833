import { MenuId } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  fieldErrors,
  type TestApp,
} from './harness.ts';

// A shop's first day from the till: what a cashier sees and may do, the modules a company works
// with, and the dashboard's figures.

let t: TestApp;
let shop: CompanyFixture;
let vendor: CompanyFixture;
let admin: string;
let cashier: string;
let storekeeper: string;
let support: string;
const ids: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) =>
  t.call(method, url, { token, ...(body ? { body } : {}) });
const create = async (path: string, body: object) => {
  const answer = await call('POST', path, admin, body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const newUser = async (email: string, role: string, menuIds: number[] = []) => {
  const made = await call('POST', '/api/users', admin, {
    name: email.split('@')[0],
    email,
    role,
    active: true,
    menuIds,
    posCanChangePrice: false,
    posCanDelete: false,
    password: FIXTURE_PASSWORD,
    mustChangePassword: false,
    phone: '',
  });
  expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
  // A password set by the administrator must be changed at first login; this user already did.
  await t.database.pool.query('UPDATE users SET must_change_password = false WHERE email = $1', [email]);
  return t.login(email, FIXTURE_PASSWORD);
};
/** Every menu id of a user's menu tree, groups and entries. */
const menuIdsOf = async (token: string) => {
  const answer = (await call('GET', '/api/modules/frontappui', token)).envelope.data;
  return new Set<number>(
    answer.items.menus.flatMap((group: { id: number; mn_subs: { id: number }[] }) => [
      group.id,
      ...group.mn_subs.map((sub) => sub.id),
    ]),
  );
};
const dashboardKeys = async (token: string) =>
  (await call('GET', '/api/modules/frontappui', token)).envelope.data.items.dashboard.map(
    (entry: { key: string }) => entry.key,
  );

beforeAll(async () => {
  t = await createTestApp();
  shop = await createCompany(t.database, 'Kitapçı');
  vendor = await createCompany(t.database, 'Vendor', { isVendor: true });
  await t.database.pool.query("UPDATE users SET role = 'superadmin' WHERE id = $1", [vendor.admin.id]);
  support = await t.login(vendor.admin.email, FIXTURE_PASSWORD);
  admin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
  cashier = await t.login(shop.cashier.email, FIXTURE_PASSWORD);
  storekeeper = await newUser('depo@kitapci.test', 'warehouse');
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.category = await create('/api/categories', { name: 'Roman' });
  ids.book = await create('/api/items', {
    code: 'KTP-1',
    name: 'Kürk Mantolu Madonna',
    unitId: ids.piece,
    categoryId: ids.category,
    purchasePrice: '60',
    salePrice: '120',
    minStock: '5',
  });
  ids.customer = await create('/api/accounts', { title: 'Işık Okulu' });
});
afterAll(() => t.close());

describe('the cashier', () => {
  it('reads the stock card without its purchase cost; the administrator sees it', async () => {
    const asAdmin = (await call('GET', `/api/items/${ids.book}`, admin)).envelope.data;
    expect(asAdmin).toMatchObject({ purchasePrice: '60.0000', purchaseCurrency: 'TRY' });
    const card = await call('GET', `/api/items/${ids.book}`, cashier);
    expect(card.statusCode).toBe(200);
    expect(card.envelope.data).toMatchObject({ name: 'Kürk Mantolu Madonna', salePrice: '120.0000' });
    expect(card.envelope.data).not.toHaveProperty('purchasePrice');
    expect(card.envelope.data).not.toHaveProperty('purchaseCurrency');
    const list = await call('GET', '/api/items?search=Kürk', cashier);
    expect(list.envelope.data.list).toHaveLength(1);
    expect(list.envelope.data.list[0]).not.toHaveProperty('purchasePrice');
    // Nor can the cost be found out by sorting or filtering on it.
    expect((await call('GET', '/api/items?sort=purchasePrice', cashier)).statusCode).toBe(422);
    expect((await call('GET', '/api/items?purchasePrice=60', cashier)).statusCode).toBe(422);
  });

  it('may read what the card and the till pick from, but not change it', async () => {
    for (const path of [
      '/api/units',
      '/api/categories',
      '/api/warehouses',
      '/api/producers',
      '/api/item-types',
      '/api/document-series?docType=salesInvoice',
      '/api/document-series?docType=cashCollection',
    ])
      expect((await call('GET', path, cashier)).statusCode, path).toBe(200);
    expect((await call('POST', '/api/categories', cashier, { name: 'Şiir' })).statusCode).toBe(403);
    const {
      id: _id,
      active: _active,
      refs: _refs,
      updatedAt: _u,
      ...card
    } = (await call('GET', `/api/items/${ids.book}`, cashier)).envelope.data;
    const { balances: _b, onHand: _o, shelves: _s, belowMinimum: _m, ...body } = card;
    expect((await call('PUT', `/api/items/${ids.book}`, cashier, body)).statusCode).toBe(403);
  });

  it('a user who may change the card but not see its cost keeps the cost as it was', async () => {
    const card = (await call('GET', `/api/items/${ids.book}`, storekeeper)).envelope.data;
    expect(card).not.toHaveProperty('purchasePrice');
    const { id: _id, active: _active, refs: _refs, updatedAt: _u, ...body } = card;
    const saved = await call('PUT', `/api/items/${ids.book}`, storekeeper, {
      ...body,
      name: 'Kürk Mantolu Madonna (Cep Boy)',
      purchasePrice: '1',
    });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    expect(saved.envelope.data.record).not.toHaveProperty('purchasePrice');
    const asAdmin = (await call('GET', `/api/items/${ids.book}`, admin)).envelope.data;
    expect(asAdmin).toMatchObject({ name: 'Kürk Mantolu Madonna (Cep Boy)', purchasePrice: '60.0000' });
  });
});

describe('modules', () => {
  it('a new company works without the verticals: no menus, tiles or routes of theirs', async () => {
    const menus = await menuIdsOf(admin);
    for (const group of [MenuId.library, MenuId.qrMenu, MenuId.b2b, MenuId.commission, MenuId.catalogue])
      expect(menus.has(group), String(group)).toBe(false);
    expect(menus.has(MenuId.stock)).toBe(true);
    expect(await dashboardKeys(admin)).not.toContain('libraryLend');
    // A route of a module that is off refuses even a user granted its menu.
    const reader = await newUser('katalog@kitapci.test', 'librarian', [MenuId.catalogueProducers]);
    expect((await call('GET', '/api/producers', reader)).statusCode).toBe(403);
    const modules = await call('GET', '/api/settings/company-modules', admin);
    expect(modules.envelope.data).toMatchObject({ library: false, catalogue: false });
  });

  it('switched on by the administrator, a module brings its menus, tiles and routes', async () => {
    const reader = await t.login('katalog@kitapci.test', FIXTURE_PASSWORD);
    const saved = await call('PUT', '/api/settings/company-modules', admin, {
      library: true,
      catalogue: true,
    });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    const menus = await menuIdsOf(admin);
    expect(menus.has(MenuId.library)).toBe(true);
    expect(menus.has(MenuId.qrMenu)).toBe(false);
    expect(await dashboardKeys(admin)).toContain('libraryLend');
    expect((await call('GET', '/api/producers', reader)).statusCode).toBe(200);
    // Only an administrator switches modules.
    expect((await call('PUT', '/api/settings/company-modules', cashier, { b2b: true })).statusCode).toBe(403);
  });

  it('the licence limits which modules a company may switch on', async () => {
    const terms = (await call('GET', `/api/licensing/companies/${shop.id}`, support)).envelope.data;
    const { id: _id, userCount: _count, agreementStatus: _status, ...input } = terms;
    const limited = await call('PUT', `/api/licensing/companies/${shop.id}`, support, {
      ...input,
      licensedModules: ['library'],
    });
    expect(limited.statusCode, JSON.stringify(limited.envelope)).toBe(200);
    expect(limited.envelope.data.licensedModules).toEqual(['library']);
    // Switched on before the limit, the catalogue is off now; the library stays.
    const menus = await menuIdsOf(admin);
    expect(menus.has(MenuId.catalogue)).toBe(false);
    expect(menus.has(MenuId.library)).toBe(true);
    const refused = await call('PUT', '/api/settings/company-modules', admin, {
      library: true,
      qrMenu: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual({
      qrMenu: 'Bu modül lisansınızda yok; lisans için satıcınızla görüşünüz',
    });
    const bad = await call('PUT', `/api/licensing/companies/${shop.id}`, support, {
      ...input,
      licensedModules: ['library', 'spaceship'],
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('dashboard figures', () => {
  const figures = async (token: string, date = '2026-11-25') =>
    Object.fromEntries(
      (await call('GET', `/api/dashboard/figures?date=${date}`, token)).envelope.data.map(
        (figure: { key: string }) => [figure.key, figure],
      ),
    );

  it('equal what was posted: the day net of returns, receivables and items below minimum', async () => {
    const before = await figures(admin);
    expect(before.todaySales).toEqual({
      key: 'todaySales',
      amounts: [],
      count: 0,
      compare: { yesterday: '0', lastWeek: '0' },
    });
    expect(before.lowStock.count).toBe(1);
    const document = (docType: string, quantity: string, price: string, date = '2026-11-25') => ({
      docType,
      date,
      warehouseId: ids.store,
      accountId: ids.customer,
      lines: [{ itemId: ids.book, quantity, unitPrice: price, vatRate: '0' }],
    });
    for (const body of [
      document('stockIn', '10', '60'),
      document('salesInvoice', '2', '120'),
      document('salesInvoice', '1', '120'),
      document('salesReturn', '1', '120'),
      document('salesInvoice', '1', '500', '2026-11-24'),
    ]) {
      const posted = await call('POST', '/api/documents', admin, {
        ...body,
        ...(body.docType === 'stockIn' ? { accountId: null } : {}),
      });
      expect(posted.statusCode, JSON.stringify(posted.envelope)).toBe(200);
    }
    const after = await figures(admin);
    expect(after.todaySales).toEqual({
      key: 'todaySales',
      amounts: [{ currency: 'TRY', amount: '240.0000' }],
      count: 3,
      // The day before had the 500 invoice; the same day a week before nothing.
      compare: { yesterday: '500.0000', lastWeek: '0' },
    });
    // Three invoices (240 + 120 + 500) less the 120 return.
    expect(after.receivables.amounts).toEqual([{ currency: 'TRY', amount: '740.0000' }]);
    // All of it falls due this week (Monday 23 to Sunday 29 November: no due date, due on the day).
    expect(after.receivablesDue).toEqual({
      key: 'receivablesDue',
      amounts: [{ currency: 'TRY', amount: '740.0000' }],
      count: 1,
    });
    expect(after.payablesDue).toEqual({ key: 'payablesDue', amounts: [], count: 0 });
    expect(after.chequesDue).toEqual({ key: 'chequesDue', amounts: [], count: 0 });
    // A week later it is last week's: nothing falls due in that week.
    expect((await figures(admin, '2026-12-02')).receivablesDue.amounts).toEqual([]);
    // 10 in, 2 + 1 + 1 out, 1 back: 7 on hand, above the minimum of 5.
    expect(after.lowStock.count).toBe(0);
  });

  it('answers only the figures of tiles the user holds', async () => {
    const keys = (await call('GET', '/api/dashboard/figures', cashier)).envelope.data.map(
      (figure: { key: string }) => figure.key,
    );
    const tiles = await dashboardKeys(cashier);
    for (const key of keys) expect(tiles).toContain(key);
    expect((await call('GET', '/api/dashboard/figures?date=25.11.2026', cashier)).statusCode).toBe(422);
  });
});
