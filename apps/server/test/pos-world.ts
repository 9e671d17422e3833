import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

// A shop for the till tests: a warehouse with stock of three items, a customer with a risk limit, a
// register whose session the cashier opens, and helpers to ring up receipts.
export let t: TestApp;
export let shop: CompanyFixture;
export let admin: string;
export let cashier: string;
export const ids = {} as Record<'store' | 'piece' | 'A' | 'B' | 'C' | 'customer' | 'till', number>;
export const today = '2026-11-25';
/** The shop's authorised till (/sistem/tclnt), on which the cashier may sell offline. */
export const till = { id: 0, key: '' };

/** A browser's device key: 32 random bytes, base64url. */
export const newDeviceKey = () => randomBytes(32).toString('base64url');

export const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
  t.call(method, path, { token, body });

const create = async (path: string, body: object) => {
  const answer = await call(admin, 'POST', path, body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

/** A sale's body: VAT-included shop prices, paid as given. */
export const receipt = (sessionId: number, lines: object[], payments: object[], extra: object = {}) => ({
  clientId: randomUUID(),
  sessionId,
  date: today,
  time: '10:15',
  warehouseId: ids.store,
  lines,
  payments,
  ...extra,
});
export const line = (itemId: number, quantity: string, unitPrice: string) => ({
  itemId,
  quantity,
  unitPrice,
  vatRate: '20',
});
export const sell = (body: object, token = cashier) => call(token, 'POST', '/api/pos/receipts', body);
export const sold = async (body: object, token = cashier) => {
  const answer = await sell(body, token);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record;
};

/** Opens a session on a register with a float, as the cashier. */
export const openSession = async (cashAccountId: number, openingFloat = '0') => {
  const answer = await call(cashier, 'POST', '/api/cash-sessions', { cashAccountId, openingFloat });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
/** A user of the shop with a role's default menus and no till rights, logged in. */
export async function newUser(email: string, role: string) {
  const made = await call(admin, 'POST', '/api/users', {
    name: email.split('@')[0],
    email,
    role,
    active: true,
    menuIds: [],
    posCanChangePrice: false,
    posCanDelete: false,
    password: FIXTURE_PASSWORD,
    mustChangePassword: false,
    phone: '',
  });
  expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
  // A password set by the administrator must be changed at first login; this user already did.
  await query('UPDATE users SET must_change_password = false WHERE email = $1', [email]);
  return t.login(email, FIXTURE_PASSWORD);
}
export const newRegister = (code: string) =>
  create('/api/cash-accounts', { kind: 'cash', code, name: `Kasa ${code}` });

export const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;
export const onHand = async (itemId: number) =>
  (
    await query(
      'SELECT quantity::text FROM stock_balances WHERE company_id = $1 AND item_id = $2 AND warehouse_id = $3',
      [shop.id, itemId, ids.store],
    )
  )[0]?.quantity ?? '0.0000';
export const owed = async (accountId: number) =>
  (
    await query(
      "SELECT balance::text FROM account_balances WHERE company_id = $1 AND account_id = $2 AND currency = 'TRY'",
      [shop.id, accountId],
    )
  )[0]?.balance ?? '0.0000';
/** What a register holds; its ledger must add up to the same. */
export const held = async (cashAccountId: number) => {
  const [row] = await query(
    `SELECT (SELECT balance::text FROM cash_balances WHERE company_id = $1 AND cash_account_id = $2 AND currency = 'TRY') AS balance,
            (SELECT coalesce(sum(debit - credit), 0)::numeric(19,4)::text FROM cash_entries
              WHERE company_id = $1 AND cash_account_id = $2 AND currency = 'TRY') AS ledger`,
    [shop.id, cashAccountId],
  );
  expect(row.ledger).toBe(row.balance ?? '0.0000');
  return row.balance ?? '0.0000';
};

/** `passiveCashier`: the cashier keeps the spec's passive POS rights (no price changes). */
export async function setUpShop(options: { passiveCashier?: boolean } = {}) {
  t = await createTestApp();
  shop = await createCompany(t.database, 'Dükkan');
  admin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
  cashier = await t.login(shop.cashier.email, FIXTURE_PASSWORD);
  // Most tests ring up prices of their own; a cashier without the price right is pos-prices' subject.
  if (!options.passiveCashier)
    await query('UPDATE users SET pos_can_change_price = true WHERE id = $1', [shop.cashier.id]);
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Mağaza' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  for (const code of ['A', 'B', 'C'] as const)
    ids[code] = await create('/api/items', { code, name: `Defter ${code}`, unitId: ids.piece });
  const stocked = await call(admin, 'POST', '/api/documents', {
    docType: 'stockIn',
    date: today,
    warehouseId: ids.store,
    lines: ['A', 'B', 'C'].map((code) => ({
      itemId: ids[code as 'A'],
      quantity: '100',
      unitPrice: '1',
      vatRate: '20',
    })),
  });
  expect(stocked.statusCode, JSON.stringify(stocked.envelope)).toBe(200);
  ids.customer = await create('/api/accounts', { title: 'Şule İnce', riskLimit: '100' });
  ids.till = await newRegister('ON');
  till.key = newDeviceKey();
  const device = await call(admin, 'POST', '/api/pos-devices', {
    name: 'Ön Kasa',
    key: till.key,
    offlineUserIds: [shop.cashier.id],
  });
  expect(device.statusCode, JSON.stringify(device.envelope)).toBe(200);
  till.id = device.envelope.data.id;
}
