import { randomBytes } from 'node:crypto';
import { APPROVAL_TTL_SECONDS, ErrorCode } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeApproval } from '../src/modules/pos-access/index.ts';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  fieldErrors,
  type TestApp,
} from './harness.ts';

// Terminals (/sistem/tclnt) and manager PIN approvals at the till, on the real database.

let t: TestApp;
let shop: CompanyFixture;
let other: CompanyFixture;
let admin: string;
let cashier: string;
let otherAdmin: string;
let manager: { id: number; token: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) =>
  t.call(method, url, { token, ...(body ? { body } : {}) });
const newKey = () => randomBytes(32).toString('base64url');
const hoursFromNow = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
const auditRows = async (companyId: number, entity: string) =>
  (
    await t.database.pool.query(
      'SELECT user_id, entity_id, action, after FROM audit_log WHERE company_id = $1 AND entity = $2 ORDER BY id',
      [companyId, entity],
    )
  ).rows;

async function addUser(adminToken: string, email: string, extra: object = {}) {
  const made = await call('POST', '/api/users', adminToken, {
    name: email.split('@')[0],
    email,
    role: 'manager',
    active: true,
    menuIds: [],
    posCanChangePrice: false,
    posCanDelete: false,
    password: FIXTURE_PASSWORD,
    mustChangePassword: false,
    phone: '',
    ...extra,
  });
  expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
  await t.database.pool.query('UPDATE users SET must_change_password = false WHERE email = $1', [email]);
  return { id: made.envelope.data.id as number, token: await t.login(email, FIXTURE_PASSWORD), record: made };
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await createCompany(t.database, 'Kırtasiye', { maxUsers: 20 });
  other = await createCompany(t.database, 'Başka', { maxUsers: 20 });
  admin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
  cashier = await t.login(shop.cashier.email, FIXTURE_PASSWORD);
  otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
  const made = await addUser(admin, 'mudur@kirtasiye.test', { posCanChangePrice: true, posPin: '4071' });
  manager = { id: made.id, token: made.token };
  expect(made.record.envelope.data.hasPosPin).toBe(true);
});
afterAll(() => t.close());

describe('authorised devices', () => {
  const key = newKey();
  let deviceId: number;

  it('registers this browser with its key, and lists it without the key', async () => {
    const answer = await t.call('POST', '/api/pos-devices', {
      token: admin,
      headers: { 'user-agent': 'Mozilla/5.0 Kasa Test' },
      body: { name: 'Kasa 1', key, offlineUserIds: [shop.cashier.id] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.envelope.kiboMessage).toBe('Cihaz kaydedildi');
    deviceId = answer.envelope.data.id;
    const list = await call('GET', '/api/pos-devices', admin);
    const device = list.envelope.data.find((row: { id: number }) => row.id === deviceId);
    expect(device).toMatchObject({
      name: 'Kasa 1',
      status: 'active',
      userAgent: 'Mozilla/5.0 Kasa Test',
      registeredBy: 'Kırtasiye Yönetici',
      lastContactAt: null,
      offlineUsers: [{ id: shop.cashier.id, name: 'Kırtasiye Kasiyer' }],
    });
    expect(list.body).not.toContain(key);
    const stored = await t.database.pool.query('SELECT key_hash FROM pos_devices WHERE id = $1', [deviceId]);
    expect(stored.rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await auditRows(shop.id, 'posDevices')).map((row) => row.action)).toEqual(['create']);
  });

  it('refuses a second registration of the same key, a short key and another company’s user', async () => {
    const again = await call('POST', '/api/pos-devices', admin, { name: 'Kasa 2', key, offlineUserIds: [] });
    expect(again.statusCode).toBe(422);
    expect(fieldErrors(again)).toEqual({ key: 'Bu tarayıcı zaten kayıtlı bir cihaz' });
    const short = await call('POST', '/api/pos-devices', admin, {
      name: 'Kasa 2',
      key: 'abc',
      offlineUserIds: [],
    });
    expect(fieldErrors(short)).toEqual({ key: 'Cihaz anahtarı geçersiz' });
    const foreign = await call('POST', '/api/pos-devices', admin, {
      name: 'Kasa 2',
      key: newKey(),
      offlineUserIds: [other.cashier.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(fieldErrors(foreign)).toEqual({ 'offlineUserIds.0': 'Kullanıcı bulunamadı veya pasif' });
  });

  it('is managed only by holders of the devices menu', async () => {
    expect((await call('GET', '/api/pos-devices', cashier)).statusCode).toBe(403);
    const register = await call('POST', '/api/pos-devices', cashier, { name: 'X', key: newKey() });
    expect(register.statusCode).toBe(403);
    expect((await call('POST', `/api/pos-devices/${deviceId}/revoke`, cashier)).statusCode).toBe(403);
  });

  it('tells an allowed user at contact that it may sell offline for the company period', async () => {
    const answer = await call('POST', '/api/devices/contact', cashier, { key });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.envelope.data).toMatchObject({
      deviceId,
      name: 'Kasa 1',
      canSellOffline: true,
      maxOfflineHours: 24,
      offlineUserIds: [shop.cashier.id],
    });
    expect(hoursFromNow(answer.envelope.data.offlineUntil)).toBeCloseTo(24, 1);
    const listed = (await call('GET', '/api/pos-devices', admin)).envelope.data[0];
    expect(listed.lastContactBy).toBe('Kırtasiye Kasiyer');
    expect(listed.lastContactAt).not.toBeNull();
  });

  it('does not let a user sell offline on a device they are not allowed on', async () => {
    const answer = await call('POST', '/api/devices/contact', admin, { key });
    expect(answer.envelope.data).toMatchObject({ canSellOffline: false, offlineUntil: null });
    const changed = await call('PUT', `/api/pos-devices/${deviceId}`, admin, {
      name: 'Kasa 1 (kapı)',
      offlineUserIds: [shop.admin.id],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('POST', '/api/devices/contact', cashier, { key })).envelope.data).toMatchObject({
      name: 'Kasa 1 (kapı)',
      canSellOffline: false,
      offlineUntil: null,
    });
    expect((await call('POST', '/api/devices/contact', admin, { key })).envelope.data.canSellOffline).toBe(
      true,
    );
  });

  it('keeps the offline period within 1–72 hours and grants what is set', async () => {
    const path = '/api/settings/pos-device-settings';
    expect((await call('GET', path, admin)).envelope.data.posMaxOfflineHours).toBe(24);
    expect(fieldErrors(await call('PUT', path, admin, { posMaxOfflineHours: 73 }))).toEqual({
      posMaxOfflineHours: 'En fazla 72 olabilir',
    });
    expect((await call('PUT', path, admin, { posMaxOfflineHours: 0 })).statusCode).toBe(422);
    expect((await call('PUT', path, cashier, { posMaxOfflineHours: 72 })).statusCode).toBe(403);
    expect((await call('PUT', path, admin, { posMaxOfflineHours: 72 })).statusCode).toBe(200);
    const answer = await call('POST', '/api/devices/contact', admin, { key });
    expect(answer.envelope.data.maxOfflineHours).toBe(72);
    expect(hoursFromNow(answer.envelope.data.offlineUntil)).toBeCloseTo(72, 1);
  });

  it('never lets another company see, use or revoke the device', async () => {
    const contact = await call('POST', '/api/devices/contact', otherAdmin, { key });
    expect(contact.statusCode).toBe(403);
    expect(contact.envelope.errorCode).toBe('PS10001');
    expect((await call('GET', '/api/pos-devices', otherAdmin)).envelope.data).toEqual([]);
    expect((await call('POST', `/api/pos-devices/${deviceId}/revoke`, otherAdmin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/pos-devices/${deviceId}`, otherAdmin, { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a revoked device at its next contact, for good', async () => {
    const revoked = await call('POST', `/api/pos-devices/${deviceId}/revoke`, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.envelope.data).toMatchObject({
      status: 'revoked',
      revokedBy: 'Kırtasiye Yönetici',
      offlineUntil: null,
    });
    const contact = await call('POST', '/api/devices/contact', admin, { key });
    expect(contact.statusCode).toBe(403);
    expect(contact.envelope.errorCode).toBe('PS10002');
    expect(contact.envelope.kiboMessage).toBe('Bu cihazın yetkisi kaldırılmış; satış ve eşitleme yapamaz');
    const edit = await call('PUT', `/api/pos-devices/${deviceId}`, admin, {
      name: 'Geri',
      offlineUserIds: [],
    });
    expect(edit.statusCode).toBe(400);
    const unknown = await call('POST', '/api/devices/contact', admin, { key: newKey() });
    expect(unknown.envelope.errorCode).toBe('PS10001');
    const audit = await auditRows(shop.id, 'posDevices');
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'revoke']);
    expect(audit[2].user_id).toBe(shop.admin.id);
  });
});

describe('manager PIN approvals', () => {
  const ask = (token: string, body: object) => call('POST', '/api/pos/approvals', token, body);

  it('refuses a weak or malformed PIN on the user form', async () => {
    for (const posPin of ['1234', '0000', '9876', '12a4', '123']) {
      const answer = await call('POST', '/api/users', admin, {
        name: 'Zayıf',
        email: `zayif${posPin}@kirtasiye.test`,
        role: 'cashier',
        password: FIXTURE_PASSWORD,
        posPin,
      });
      expect(answer.statusCode, posPin).toBe(422);
      expect(Object.keys(fieldErrors(answer))).toEqual(['posPin']);
    }
  });

  it('approves a price change by a manager holding the right, once, for the cashier who asked', async () => {
    const answer = await ask(cashier, {
      action: 'changePrice',
      pin: '4071',
      detail: { itemId: 7, oldPrice: '150.00', newPrice: '120.00' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.envelope.kiboMessage).toBe('mudur onayladı');
    expect(answer.envelope.data.approvedBy).toEqual({ id: manager.id, name: 'mudur' });
    const token = answer.envelope.data.token as string;
    expect(hoursFromNow(answer.envelope.data.expiresAt) * 3600).toBeLessThanOrEqual(APPROVAL_TTL_SECONDS);
    const actor = { companyId: shop.id, userId: shop.cashier.id };
    const use = (action: 'changePrice' | 'deleteLine', who = actor) =>
      t.database.withTenant(shop.id, (tx) => consumeApproval(tx, who, token, action));
    // Another action, or another cashier, cannot use it.
    await expect(use('deleteLine')).rejects.toMatchObject({ messageKey: 'pos.approvalInvalid' });
    await expect(use('changePrice', { companyId: shop.id, userId: shop.admin.id })).rejects.toMatchObject({
      messageKey: 'pos.approvalInvalid',
    });
    // Nor another company, whatever the token.
    await expect(
      t.database.withTenant(other.id, (tx) =>
        consumeApproval(tx, { companyId: other.id, userId: shop.cashier.id }, token, 'changePrice'),
      ),
    ).rejects.toMatchObject({ messageKey: 'pos.approvalInvalid' });
    expect(await use('changePrice')).toMatchObject({
      approvedBy: manager.id,
      detail: { itemId: 7, oldPrice: '150.00', newPrice: '120.00' },
    });
    await expect(use('changePrice')).rejects.toMatchObject({ messageKey: 'pos.approvalInvalid' });
    const audit = await auditRows(shop.id, 'posApproval');
    expect(audit.at(-1)).toMatchObject({
      user_id: shop.cashier.id,
      action: 'approve',
      after: {
        action: 'changePrice',
        requestedBy: { id: shop.cashier.id, name: 'Kırtasiye Kasiyer' },
        approvedBy: { id: manager.id, name: 'mudur' },
      },
    });
  });

  it('lets an approval expire', async () => {
    const answer = await ask(cashier, { action: 'changePrice', pin: '4071', detail: {} });
    await t.database.pool.query("UPDATE pos_approvals SET expires_at = now() - interval '1 second'");
    await expect(
      t.database.withTenant(shop.id, (tx) =>
        consumeApproval(
          tx,
          { companyId: shop.id, userId: shop.cashier.id },
          answer.envelope.data.token,
          'changePrice',
        ),
      ),
    ).rejects.toMatchObject({ messageKey: 'pos.approvalInvalid' });
  });

  it('refuses a wrong PIN, a PIN without the right and another company’s PIN, each audited', async () => {
    await addUser(otherAdmin, 'mudur@baska.test', {
      posCanChangePrice: true,
      posCanDelete: true,
      posPin: '5813',
    });
    const before = (await auditRows(shop.id, 'posApproval')).length;
    for (const body of [
      { action: 'changePrice', pin: '4072' },
      { action: 'deleteLine', pin: '4071' },
      { action: 'changePrice', pin: '5813' },
    ]) {
      const answer = await ask(cashier, { ...body, detail: { lineId: 'l1' } });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.envelope.messages?.[0] ?? answer.envelope.kiboMessage).toBe(
        'PIN hatalı ya da PIN sahibinin bu işleme yetkisi yok',
      );
    }
    const refusals = (await auditRows(shop.id, 'posApproval')).slice(before);
    expect(refusals.map((row) => [row.action, row.user_id, row.after.reason])).toEqual([
      ['refuse', shop.cashier.id, 'wrongPin'],
      ['refuse', shop.cashier.id, 'wrongPin'],
      ['refuse', shop.cashier.id, 'wrongPin'],
    ]);
    expect(await auditRows(other.id, 'posApproval')).toEqual([]);
  });

  it('makes a cashier wait after 5 wrong PINs in 15 minutes, even with the right one', async () => {
    const guesser = await addUser(admin, 'tahminci@kirtasiye.test', { role: 'cashier' });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await ask(guesser.token, { action: 'changePrice', pin: `50${attempt}9` })).statusCode).toBe(
        400,
      );
    const held = await ask(guesser.token, { action: 'changePrice', pin: '4071' });
    expect(held.statusCode).toBe(429);
    expect(held.envelope.errorCode).toBe(ErrorCode.tooManyAttempts);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.envelope.kiboMessage).toMatch(/^Çok fazla hatalı PIN denemesi; \d+ dakika sonra/);
    // The other cashier is not held back by the guesser's failures.
    expect((await ask(cashier, { action: 'changePrice', pin: '4071' })).statusCode).toBe(200);
  });

  it('holds the whole company back after 20 wrong PINs in an hour, from any cashiers', async () => {
    const company = await createCompany(t.database, 'Kalabalık', { maxUsers: 20 });
    const boss = await t.login(company.admin.email, FIXTURE_PASSWORD);
    await addUser(boss, 'mudur@kalabalik.test', { posCanDelete: true, posPin: '2468' });
    const guessers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => addUser(boss, `k${n}@kalabalik.test`, { role: 'cashier' })),
    );
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await ask(guessers[attempt % 5]!.token, {
        action: 'deleteReceipt',
        pin: `70${attempt % 10}3`,
      });
      expect(answer.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const held = await ask(guessers[4]!.token, { action: 'deleteReceipt', pin: '2468' });
    expect(held.statusCode).toBe(429);
    expect((await auditRows(company.id, 'posApproval')).at(-1)?.after.reason).toBe('tooManyAttempts');
  });

  it('lets a user set their own PIN with their password', async () => {
    const wrong = await call('PUT', '/api/user/pos-pin', manager.token, { password: 'yanlış', pin: '8024' });
    expect(fieldErrors(wrong)).toEqual({ password: 'Parola hatalı' });
    const set = await call('PUT', '/api/user/pos-pin', manager.token, {
      password: FIXTURE_PASSWORD,
      pin: '8024',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await ask(cashier, { action: 'changePrice', pin: '4071' })).statusCode).toBe(400);
    expect((await ask(cashier, { action: 'changePrice', pin: '8024' })).statusCode).toBe(200);
    const hashes = await t.database.pool.query('SELECT pos_pin_hash FROM users WHERE id = $1', [manager.id]);
    expect(hashes.rows[0].pos_pin_hash).toMatch(/^\$argon2id\$/);
    const logged = JSON.stringify(await auditRows(shop.id, 'user'));
    expect(logged).not.toContain('8024');
    expect(logged).not.toContain('argon2');
  });
});
