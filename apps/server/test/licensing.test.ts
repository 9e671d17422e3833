import { ErrorCode } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let vendor: CompanyFixture;
let shop: CompanyFixture;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createCompany(t.database, 'Vendor', { isVendor: true });
  await t.database.pool.query("UPDATE users SET role = 'superadmin' WHERE id = $1", [vendor.admin.id]);
  shop = await createCompany(t.database, 'Şölen Kırtasiye');
  support = await t.login(vendor.admin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const newCompany = {
  title: 'İpek Yolu Kitabevi Ltd. Şti.',
  licenseOwner: 'İpek Yolu Kitabevi Ltd. Şti.',
  licenseExpires: '2030-06-30',
  active: true,
  maxUsers: 4,
  vkn: '1234567890',
  taxOffice: 'Çankaya',
  address: 'Kızılay',
  city: 'Ankara',
  district: 'Çankaya',
  phone: '',
  email: 'info@ipekyolu.test',
  passwordExpireDays: 60,
  ipAllowList: '',
  adminName: 'Kemal Işık',
  adminEmail: 'kemal@ipekyolu.test',
  adminPassword: 'Ilk.Parola.2026',
};

describe('/modul/lisansyonetimi API', () => {
  it('is closed to company administrators', async () => {
    const admin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
    for (const url of [
      '/api/licensing/companies',
      '/api/licensing/users',
      `/api/licensing/companies/${shop.id}`,
    ]) {
      const response = await t.call('GET', url, { token: admin });
      expect(response.statusCode, url).toBe(403);
      expect(response.envelope.errorCode).toBe(ErrorCode.forbidden);
    }
    const settings = await t.call('GET', '/api/modules/frontappui', { token: admin });
    expect(JSON.stringify(settings.envelope.data.items.menus)).not.toContain('lisansyonetimi');
  });

  it('lets the vendor list companies across tenants with Turkish search', async () => {
    const settings = await t.call('GET', '/api/modules/frontappui', { token: support });
    expect(JSON.stringify(settings.envelope.data.items.menus)).toContain('lisansyonetimi/firmalist');
    const all = await t.call('GET', '/api/licensing/companies', { token: support });
    expect(all.envelope.data.total).toBe(2);
    const search = await t.call('GET', `/api/licensing/companies?search=${encodeURIComponent('ŞÖLEN')}`, {
      token: support,
    });
    expect(search.envelope.data.list.map((row: { id: number }) => row.id)).toEqual([shop.id]);
    expect(search.envelope.data.list[0].userCount).toBe(2);
  });

  it('creates a company with its first administrator, who must set a password and approve the agreement', async () => {
    const missing = await t.call('POST', '/api/licensing/companies', {
      token: support,
      body: { ...newCompany, adminEmail: '' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.envelope.errors).toEqual({ adminEmail: ['Bu alan boş bırakılamaz'] });
    const badVkn = await t.call('POST', '/api/licensing/companies', {
      token: support,
      body: { ...newCompany, vkn: '1234567891' },
    });
    expect(badVkn.envelope.errors).toEqual({
      vkn: ['Geçerli bir vergi kimlik numarası (10 hane) veya T.C. kimlik numarası (11 hane) giriniz'],
    });
    const badIp = await t.call('POST', '/api/licensing/companies', {
      token: support,
      body: { ...newCompany, ipAllowList: '10.0.0.1; 300.1.1.1' },
    });
    expect(badIp.envelope.errors).toEqual({ ipAllowList: ['Geçersiz IP adresi veya aralığı: 300.1.1.1'] });

    const created = await t.call('POST', '/api/licensing/companies', { token: support, body: newCompany });
    expect(created.statusCode).toBe(200);
    expect(created.envelope.data).toMatchObject({
      title: newCompany.title,
      userCount: 1,
      agreementStatus: '0',
    });
    const token = await t.login('kemal@ipekyolu.test', 'Ilk.Parola.2026');
    const settings = await t.call('GET', '/api/modules/frontappui', { token });
    expect(settings.envelope.data.authorizedUser.password_expire_date_proc).toBe(1);
    expect(settings.envelope.data.items.license.license_agreement_status).toBe('0');
  });

  it("deactivating a company ends its users' sessions at once", async () => {
    const cashier = await t.login(shop.cashier.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', '/api/modules/frontappui', { token: cashier })).statusCode).toBe(200);
    const record = (await t.call('GET', `/api/licensing/companies/${shop.id}`, { token: support })).envelope
      .data;
    const saved = await t.call('PUT', `/api/licensing/companies/${shop.id}`, {
      token: support,
      body: { ...record, active: false },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.call('GET', '/api/modules/frontappui', { token: cashier });
    expect(after.statusCode).toBe(401);
    expect(after.envelope.errorCode).toBe(ErrorCode.companyInactive);
    await t.call('PUT', `/api/licensing/companies/${shop.id}`, {
      token: support,
      body: { ...record, active: true },
    });
  });

  it('refuses to deactivate the vendor itself', async () => {
    const record = (await t.call('GET', `/api/licensing/companies/${vendor.id}`, { token: support })).envelope
      .data;
    const response = await t.call('PUT', `/api/licensing/companies/${vendor.id}`, {
      token: support,
      body: { ...record, active: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.envelope.messages).toEqual(['Lisans sahibi firmanın kendisi pasif yapılamaz']);
  });

  it("resets a company user's password from support", async () => {
    const list = await t.call('GET', `/api/licensing/users?companyId=${shop.id}`, { token: support });
    expect(list.envelope.data.list.map((row: { email: string }) => row.email).sort()).toEqual(
      [shop.admin.email, shop.cashier.email].sort(),
    );
    const user = (await t.call('GET', `/api/licensing/users/${shop.cashier.id}`, { token: support })).envelope
      .data;
    const saved = await t.call('PUT', `/api/licensing/users/${shop.cashier.id}`, {
      token: support,
      body: { ...user, password: 'Destek.Verdi1', mustChangePassword: true },
    });
    expect(saved.statusCode).toBe(200);
    const token = await t.login(shop.cashier.email, 'Destek.Verdi1');
    expect(
      (await t.call('GET', '/api/modules/frontappui', { token })).envelope.data.authorizedUser
        .password_expire_date_proc,
    ).toBe(1);
    const promote = await t.call('PUT', `/api/licensing/users/${shop.cashier.id}`, {
      token: support,
      body: { ...user, role: 'superadmin' },
    });
    expect(promote.statusCode).toBe(422);
  });
});
