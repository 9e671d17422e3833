import { ErrorCode, MenuId } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;
let admin: string;

const newUser = {
  name: 'Zeynep Çelik',
  email: 'Zeynep@Acme.Test',
  role: 'accountant',
  active: true,
  menuIds: [MenuId.stockList],
  posCanChangePrice: false,
  posCanDelete: false,
  password: 'Baslangic.2026',
  mustChangePassword: true,
  phone: '+90 532 000 00 00',
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme', { maxUsers: 3 });
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

describe('/sistem/kullanici API', () => {
  it('refuses a cashier with 403 in the envelope', async () => {
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', `/api/users/${acme.admin.id}`],
      ['POST', '/api/users'],
      ['PUT', `/api/users/${acme.admin.id}`],
    ] as const) {
      const response = await t.call(method, url, {
        token: cashier,
        body: method === 'GET' ? undefined : newUser,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.envelope).toMatchObject({
        errorCode: ErrorCode.forbidden,
        kiboMessage: 'Bu işlem için yetkiniz bulunmamaktadır',
      });
    }
  });

  it('validates with Turkish field messages', async () => {
    const response = await t.call('POST', '/api/users', {
      token: admin,
      body: { ...newUser, name: ' ', email: 'not-an-email', role: 'king', password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.envelope.errors).toEqual({
      name: ['Bu alan boş bırakılamaz'],
      email: ['Geçerli bir e-posta adresi giriniz'],
      role: ['Listeden bir değer seçiniz'],
      password: ['En Az 8 Hane Olmalı'],
    });
    const noPassword = await t.call('POST', '/api/users', {
      token: admin,
      body: { ...newUser, password: '' },
    });
    expect(noPassword.envelope.errors).toEqual({ password: ['Yeni kullanıcı için parola girilmelidir'] });
    const badMenu = await t.call('POST', '/api/users', {
      token: admin,
      body: { ...newUser, menuIds: [2301] },
    });
    expect(badMenu.envelope.errors).toEqual({ menuIds: ['Geçersiz değer'] });
  });

  it('creates, lists with Turkish search, updates and audits without secrets', async () => {
    const created = await t.call('POST', '/api/users', { token: admin, body: newUser });
    expect(created.statusCode).toBe(200);
    expect(created.envelope.kiboMessage).toBe('Kullanıcı kaydedildi');
    const user = created.envelope.data;
    expect(user).toMatchObject({
      email: 'zeynep@acme.test',
      role: 'accountant',
      menuIds: [MenuId.stockList],
      mustChangePassword: true,
    });

    const found = await t.call('GET', '/api/users?search=ÇELİK', { token: admin });
    expect(found.envelope.data.list.map((row: { email: string }) => row.email)).toEqual(['zeynep@acme.test']);
    // Typed without Turkish letters (or with the wrong i) it is still found: search folds ı/i, ö/o.
    const plain = await t.call('GET', `/api/users?search=${encodeURIComponent('yonetıcı')}`, {
      token: admin,
    });
    expect(plain.envelope.data.total).toBe(1);
    const other = await t.call('GET', `/api/users?search=${encodeURIComponent('yönetçi')}`, { token: admin });
    expect(other.envelope.data.total).toBe(0);
    const dotted = await t.call('GET', `/api/users?search=${encodeURIComponent('YÖNETİCİ')}`, {
      token: admin,
    });
    expect(dotted.envelope.data.total).toBe(1);

    const updated = await t.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { ...newUser, role: 'manager', password: '' },
    });
    expect(updated.envelope.data.role).toBe('manager');
    await t.login('zeynep@acme.test', 'Baslangic.2026');

    const { rows } = await t.database.pool.query(
      "SELECT action, before, after FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id",
      [String(user.id)],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1].before.role).toBe('accountant');
    expect(rows[1].after.role).toBe('manager');
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('refuses a second user with the same e-mail, any case', async () => {
    const response = await t.call('POST', '/api/users', {
      token: admin,
      body: { ...newUser, email: acme.cashier.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(422);
    expect(response.envelope.errors).toEqual({ email: ['Bu e-posta adresi başka bir kullanıcıda kayıtlı'] });
  });

  it('keeps the administrator from locking themselves out', async () => {
    const me = (await t.call('GET', `/api/users/${acme.admin.id}`, { token: admin })).envelope.data;
    const response = await t.call('PUT', `/api/users/${acme.admin.id}`, {
      token: admin,
      body: { ...me, active: false },
    });
    expect(response.statusCode).toBe(422);
    expect(response.envelope.errors?.active).toEqual([
      'Kendi kullanıcınızı pasif yapamaz veya yönetici rolünüzü kaldıramazsınız',
    ]);
  });

  it('holds active users to the licence', async () => {
    // Acme's licence has 3 users: admin, cashier and Zeynep are active.
    const response = await t.call('POST', '/api/users', {
      token: admin,
      body: { ...newUser, email: 'fourth@acme.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.envelope.messages).toEqual(['Lisansınız en fazla 3 aktif kullanıcıya izin verir']);
    const inactive = await t.call('POST', '/api/users', {
      token: admin,
      body: { ...newUser, email: 'fourth@acme.test', active: false },
    });
    expect(inactive.statusCode).toBe(200);
  });

  it('logs out a deactivated user at once', async () => {
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', '/api/modules/frontappui', { token: cashier })).statusCode).toBe(200);
    const record = (await t.call('GET', `/api/users/${acme.cashier.id}`, { token: admin })).envelope.data;
    await t.call('PUT', `/api/users/${acme.cashier.id}`, {
      token: admin,
      body: { ...record, active: false },
    });
    const after = await t.call('GET', '/api/modules/frontappui', { token: cashier });
    expect(after.statusCode).toBe(401);
    expect(after.envelope.errorCode).toBe(ErrorCode.userInactive);
  });

  it('ends the sessions of a user whose password an admin resets, and makes them choose a new one', async () => {
    const shop = await createCompany(t.database, 'Reset');
    const shopAdmin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
    const cashier = await t.login(shop.cashier.email, FIXTURE_PASSWORD);
    const record = (await t.call('GET', `/api/users/${shop.cashier.id}`, { token: shopAdmin })).envelope.data;
    const saved = await t.call('PUT', `/api/users/${shop.cashier.id}`, {
      token: shopAdmin,
      body: { ...record, password: 'Yeni.Parola.9', mustChangePassword: false },
    });
    expect(saved.envelope.data.mustChangePassword).toBe(true);
    const old = await t.call('GET', '/api/modules/frontappui', { token: cashier });
    expect(old.statusCode).toBe(401);
    expect(old.envelope.errorCode).toBe(ErrorCode.tokenInvalid);
    const fresh = await t.login(shop.cashier.email, 'Yeni.Parola.9');
    const ui = await t.call('GET', '/api/modules/frontappui', { token: fresh });
    expect(ui.envelope.data.authorizedUser.password_expire_date_proc).toBe(1);
    expect((await t.call('GET', '/api/modules/frontappui', { token: shopAdmin })).statusCode).toBe(200);
  });

  it("keeps the vendor's licence managers out of the company's user form", async () => {
    const shop = await createCompany(t.database, 'Superadmin');
    await t.database.pool.query(`UPDATE users SET role = 'superadmin' WHERE id = $1`, [shop.cashier.id]);
    const shopAdmin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
    const record = (await t.call('GET', `/api/users/${shop.cashier.id}`, { token: shopAdmin })).envelope.data;
    const response = await t.call('PUT', `/api/users/${shop.cashier.id}`, {
      token: shopAdmin,
      body: { ...record, role: 'manager' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.envelope.errors?.role).toEqual([
      'Bu kullanıcı lisans yöneticisidir; yalnızca lisans yönetiminden değiştirilebilir',
    ]);
    const { rows } = await t.database.pool.query('SELECT role FROM users WHERE id = $1', [shop.cashier.id]);
    expect(rows[0].role).toBe('superadmin');
  });

  it('lets only one of two parallel activations take the last licence seat', async () => {
    const shop = await createCompany(t.database, 'Seats', { maxUsers: 3 });
    const shopAdmin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
    const answers = await Promise.all(
      ['one', 'two'].map((name) =>
        t.call('POST', '/api/users', { token: shopAdmin, body: { ...newUser, email: `${name}@seats.test` } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
