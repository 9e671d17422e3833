import { gunzipSync } from 'node:zlib';
import { ErrorCode, MENU_CATALOGUE, MenuId, moduleOfMenu } from '@kibo/contracts';
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

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme', { licenseExpires: '2031-05-17' });
});
afterAll(() => t.close());

const flatIds = (menus: Array<{ id: number; mn_subs: unknown[] }>): number[] =>
  menus.flatMap((menu) => [menu.id, ...flatIds(menu.mn_subs as never)]);

describe('GET modules/frontappui', () => {
  it("answers exactly the spec's shape for an administrator", async () => {
    const token = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const { envelope, statusCode } = await t.call('GET', '/api/modules/frontappui', {
      token,
      ip: '10.4.4.4',
    });
    expect(statusCode).toBe(200);
    const data = envelope.data;
    expect(data.app).toMatchObject({ license_owner: 'Acme Ticaret A.Ş.', license_expires: '2031-05-17' });
    expect(data.authorizedUser).toMatchObject({
      name: 'Acme Yönetici',
      email: acme.admin.email,
      clientIp: '10.4.4.4',
      password_expire_date_proc: 0,
    });
    expect(data.items.license.license_agreement_status).toBe('1');
    const group = data.items.menus[0];
    expect(Object.keys(group).sort()).toEqual(
      [
        'id',
        'mn_icon',
        'mn_link',
        'mn_link_prefix',
        'mn_link_suffix',
        'mn_name',
        'mn_parent',
        'mn_subs',
      ].sort(),
    );
    expect(group.mn_parent).toBe(0);
    // Admin sees every menu except the vendor's licence management and the modules the company has off.
    const vendorOnly = MENU_CATALOGUE.filter((menu) => menu.roles.includes('superadmin')).map(
      (menu) => menu.id,
    );
    const expected = MENU_CATALOGUE.map((menu) => menu.id).filter(
      (id) => !vendorOnly.includes(id) && moduleOfMenu(id) === undefined,
    );
    expect(flatIds(data.items.menus).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(data.items.menus.find((menu: { id: number }) => menu.id === 76).mn_link_prefix).toBe('fis/');
    expect(data.items.dashboard.map((item: { key: string }) => item.key)).toContain('notes');
  });

  it('gives a cashier only the role menus, plus grants, in the request language', async () => {
    const token = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    const tr = await t.call('GET', '/api/modules/frontappui', { token });
    const ids = flatIds(tr.envelope.data.items.menus);
    expect(ids).toContain(MenuId.pos);
    expect(ids).not.toContain(MenuId.users);
    expect(tr.envelope.data.items.menus.find((menu: { id: number }) => menu.id === 10).mn_name).toBe('Satış');
    const de = await t.call('GET', '/api/modules/frontappui', {
      token,
      headers: { 'accept-language': 'de' },
    });
    expect(de.envelope.data.items.menus.find((menu: { id: number }) => menu.id === 10).mn_name).not.toBe(
      'Satış',
    );

    const admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const current = await t.call('GET', `/api/users/${acme.cashier.id}`, { token: admin });
    // User administration cannot be granted: a cashier holding it could make themselves admin.
    const refused = await t.call('PUT', `/api/users/${acme.cashier.id}`, {
      token: admin,
      body: { ...current.envelope.data, menuIds: [MenuId.users] },
    });
    expect(refused.statusCode).toBe(422);
    const granted = await t.call('PUT', `/api/users/${acme.cashier.id}`, {
      token: admin,
      body: { ...current.envelope.data, menuIds: [MenuId.generalSettings] },
    });
    expect(granted.statusCode).toBe(200);
    const after = await t.call('GET', '/api/modules/frontappui', { token });
    expect(flatIds(after.envelope.data.items.menus)).toEqual(
      expect.arrayContaining([MenuId.generalSettings, MenuId.system]),
    );
    expect((await t.call('GET', '/api/users', { token })).statusCode).toBe(403);
    await t.call('PUT', `/api/users/${acme.cashier.id}`, {
      token: admin,
      body: { ...current.envelope.data, menuIds: [] },
    });
  });
});

describe('modules/frontappui compression', () => {
  it('answers the same JSON gzip-compressed to clients without brotli, and follows changes at once', async () => {
    const token = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const plain = await t.call('GET', '/api/modules/frontappui', { token });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/modules/frontappui',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());

    await t.database.pool.query('UPDATE companies SET license_owner = $1 WHERE id = $2', [
      'Acme Yeni Sahip',
      acme.id,
    ]);
    await t.database.pool.query(`SELECT pg_notify('kibo_sessions', $1)`, [`company:${acme.id}`]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const after = await t.call('GET', '/api/modules/frontappui', { token });
    expect(after.envelope.data.app.license_owner).toBe('Acme Yeni Sahip');
    await t.database.pool.query('UPDATE companies SET license_owner = $1 WHERE id = $2', [
      'Acme Ticaret A.Ş.',
      acme.id,
    ]);
  });
});

describe('PUT user/myprofile', () => {
  it('changes the password with the server rules and messages', async () => {
    const person = await createCompany(t.database, 'Profile');
    const token = await t.login(person.admin.email, FIXTURE_PASSWORD);
    const otherDevice = await t.login(person.admin.email, FIXTURE_PASSWORD);
    const short = await t.call('PUT', '/api/user/myprofile', {
      token,
      body: { name: person.admin.email, password: '1234567' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.envelope.errors).toEqual({ password: ['En Az 8 Hane Olmalı'] });
    // The spec fixes the change-password dialog's words, unlike the general required message.
    for (const password of [undefined, '']) {
      const empty = await t.call('PUT', '/api/user/myprofile', {
        token,
        body: { name: person.admin.email, password },
      });
      expect(empty.envelope.errors).toEqual({ password: ['Bu Alan, Boş Bırakılamaz'] });
    }
    const same = await t.call('PUT', '/api/user/myprofile', {
      token,
      body: { name: person.admin.email, password: FIXTURE_PASSWORD },
    });
    expect(same.envelope.errors).toEqual({ password: ['Yeni parola mevcut parolanızla aynı olamaz'] });
    const other = await t.call('PUT', '/api/user/myprofile', {
      token,
      body: { name: acme.admin.email, password: 'Yepyeni.Parola9' },
    });
    expect(other.statusCode).toBe(422);
    const changed = await t.call('PUT', '/api/user/myprofile', {
      token,
      body: { name: person.admin.email, password: 'Yepyeni.Parola9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.envelope.kiboMessage).toBe('Parolanız başarıyla değiştirildi');
    const old = await t.call('POST', '/api/auth/login', {
      body: { email: person.admin.email, password: FIXTURE_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await t.login(person.admin.email, 'Yepyeni.Parola9');
    expect((await t.call('GET', '/api/modules/frontappui', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/modules/frontappui', { token: otherDevice })).statusCode).toBe(401);
  });
});

describe('password expiry', () => {
  it('sets password_expire_date_proc to 1 and closes business calls until the password is changed', async () => {
    const strict = await createCompany(t.database, 'Strict', { passwordExpireDays: 30 });
    await t.database.pool.query(
      "UPDATE users SET password_changed_at = now() - interval '45 days' WHERE id = $1",
      [strict.admin.id],
    );
    const token = await t.login(strict.admin.email, FIXTURE_PASSWORD);
    const settings = await t.call('GET', '/api/modules/frontappui', { token });
    expect(settings.envelope.data.authorizedUser.password_expire_date_proc).toBe(1);
    const blocked = await t.call('GET', '/api/users', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.envelope.errorCode).toBe(ErrorCode.passwordExpired);
    await t.call('PUT', '/api/user/myprofile', { token, body: { password: 'Taze.Parola2026' } });
    const renewed = await t.call('GET', '/api/modules/frontappui', { token });
    expect(renewed.envelope.data.authorizedUser.password_expire_date_proc).toBe(0);
    expect((await t.call('GET', '/api/users', { token })).statusCode).toBe(200);
  });

  it('also applies when an administrator reset the password', async () => {
    const reset = await createCompany(t.database, 'Reset');
    const admin = await t.login(reset.admin.email, FIXTURE_PASSWORD);
    const cashier = await t.call('GET', `/api/users/${reset.cashier.id}`, { token: admin });
    const saved = await t.call('PUT', `/api/users/${reset.cashier.id}`, {
      token: admin,
      body: { ...cashier.envelope.data, password: 'Gecici.Parola1', mustChangePassword: true },
    });
    expect(saved.statusCode).toBe(200);
    const token = await t.login(reset.cashier.email, 'Gecici.Parola1');
    const settings = await t.call('GET', '/api/modules/frontappui', { token });
    expect(settings.envelope.data.authorizedUser.password_expire_date_proc).toBe(1);
  });
});

describe('licence agreement', () => {
  it('gates the company until an administrator approves it', async () => {
    const fresh = await createCompany(t.database, 'Fresh', { agreementStatus: '0' });
    const cashier = await t.login(fresh.cashier.email, FIXTURE_PASSWORD);
    const settings = await t.call('GET', '/api/modules/frontappui', { token: cashier });
    expect(settings.envelope.data.items.license).toEqual({
      license_agreement_status: '0',
      can_approve: false,
    });
    const gated = await t.call('GET', '/api/license', { token: cashier });
    expect(gated.statusCode).toBe(200);
    const refused = await t.call('POST', '/api/license/agreement', { token: cashier });
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.kiboMessage).toBe('Lisans sözleşmesini yalnızca firma yöneticisi onaylayabilir');

    const admin = await t.login(fresh.admin.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', '/api/users', { token: admin })).envelope.errorCode).toBe(
      ErrorCode.licenceAgreementPending,
    );
    const approved = await t.call('POST', '/api/license/agreement', { token: admin });
    expect(approved.statusCode).toBe(200);
    expect(approved.envelope.kiboMessage).toBe('Lisans sözleşmesi onaylandı');
    const after = await t.call('GET', '/api/modules/frontappui', { token: cashier });
    expect(after.envelope.data.items.license.license_agreement_status).toBe('1');
    const licence = await t.call('GET', '/api/license', { token: admin });
    expect(licence.envelope.data).toMatchObject({
      agreementStatus: '1',
      agreementApprovedBy: 'Fresh Yönetici',
    });
    const { rows } = await t.database.pool.query(
      "SELECT action, before, after FROM audit_log WHERE company_id = $1 AND entity = 'company'",
      [fresh.id],
    );
    expect(rows).toEqual([
      { action: 'approve', before: { agreementStatus: '0' }, after: { agreementStatus: '1' } },
    ]);
  });
});

describe('brand by host name', () => {
  it('chooses library and catalogue brands from the host, general otherwise', async () => {
    const brand = async (host: string) =>
      (await t.call('GET', '/api/brand', { headers: { host } })).envelope.data;
    expect((await brand('kutuphane.belediye.gov.tr')).code).toBe('library');
    expect((await brand('library.example.com:8080')).code).toBe('library');
    expect((await brand('katalog.example.com')).code).toBe('catalogue');
    expect(await brand('localhost:8080')).toMatchObject({ code: 'general', logo: '/brand/general/logo.svg' });
    const logo = await t.app.inject({ method: 'GET', url: '/brand/library/logo.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('#2e7d32');
  });
});
