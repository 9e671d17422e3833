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
let other: CompanyFixture;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  other = await createCompany(t.database, 'Other');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const profile = {
  title: 'Acme Kırtasiye Ltd. Şti.',
  vkn: '4701234560',
  taxOffice: 'Kadıköy',
  mersisNo: '0123456789012345',
  city: 'İstanbul',
  district: 'Kadıköy',
  postalCode: '34710',
  bankAccounts: [{ bank: 'Ziraat Bankası', iban: 'TR33 0006 1005 1978 6457 8413 26' }],
  eDocumentType: 'eInvoice',
  eInvoiceAlias: 'urn:mail:defaultgb@acme.test',
};

describe('company details (/sistem/firma)', () => {
  it('saves the identity documents print, with Turkish messages on bad values, and audits it', async () => {
    const bad = await t.call('PUT', '/api/settings/company-profile', {
      token: admin,
      body: { ...profile, vkn: '1234567891', mersisNo: '12', postalCode: 'ABCDE', eInvoiceAlias: '' },
    });
    expect(fieldErrors(bad)).toMatchObject({
      vkn: 'Geçerli bir vergi kimlik numarası (10 hane) veya T.C. kimlik numarası (11 hane) giriniz',
    });
    const rules = await t.call('PUT', '/api/settings/company-profile', {
      token: admin,
      body: { ...profile, mersisNo: '12', postalCode: 'ABCDE', eInvoiceAlias: '' },
    });
    expect(fieldErrors(rules)).toEqual({
      mersisNo: 'MERSİS numarası 16 haneli olmalıdır',
      postalCode: 'Posta kodu 5 haneli olmalı ve il plaka koduyla (01–81) başlamalıdır',
      eInvoiceAlias: 'Bu alan boş bırakılamaz',
    });
    const saved = await t.call('PUT', '/api/settings/company-profile', { token: admin, body: profile });
    expect(saved.envelope.kiboMessage).toBe('Kaydedildi');
    const read = await t.call('GET', '/api/settings/company-profile', { token: admin });
    expect(read.envelope.data).toMatchObject({
      title: 'Acme Kırtasiye Ltd. Şti.',
      bankAccounts: [
        { bank: 'Ziraat Bankası', branch: '', iban: 'TR330006100519786457841326', currency: 'TRY' },
      ],
    });
    const audit = await t.database.pool.query(
      `SELECT before->>'title' AS before, after->>'title' AS after FROM audit_log WHERE entity = 'companyProfile' AND company_id = $1`,
      [acme.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].after).toBe('Acme Kırtasiye Ltd. Şti.');
    expect(audit.rows[0].before).not.toBe(audit.rows[0].after);
    // Each company sees and changes only its own row.
    const theirs = await t.call('GET', '/api/settings/company-profile', { token: otherAdmin });
    expect(theirs.envelope.data.title).not.toBe('Acme Kırtasiye Ltd. Şti.');
  });

  it('is for those holding the menu only', async () => {
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', '/api/settings/company-profile', { token: cashier })).statusCode).toBe(403);
    expect(
      (await t.call('PUT', '/api/settings/general-settings', { token: cashier, body: {} })).statusCode,
    ).toBe(403);
  });
});

describe('general settings (/sistem/genel)', () => {
  const general = {
    quantityDecimals: 2,
    priceDecimals: 2,
    passwordExpireDays: 0,
    passwordMinLength: 12,
    sessionHours: 1,
    ipAllowList: '',
  };

  it('checks the IP list and the default warehouse, which must be the company’s own', async () => {
    const theirs = await t.call('POST', '/api/warehouses', {
      token: otherAdmin,
      body: { code: 'O', name: 'Öteki' },
    });
    const answer = await t.call('PUT', '/api/settings/general-settings', {
      token: admin,
      body: {
        ...general,
        ipAllowList: '10.0.0.1; 999.1.1.1',
        defaultWarehouseId: theirs.envelope.data.record.id,
      },
    });
    expect(fieldErrors(answer)).toEqual({ ipAllowList: 'Geçersiz IP adresi veya aralığı: 999.1.1.1' });
    const foreign = await t.call('PUT', '/api/settings/general-settings', {
      token: admin,
      body: { ...general, defaultWarehouseId: theirs.envelope.data.record.id },
    });
    expect(fieldErrors(foreign)).toEqual({ defaultWarehouseId: 'Seçilen kayıt bulunamadı' });
    const short = await t.call('PUT', '/api/settings/general-settings', {
      token: admin,
      body: { ...general, passwordMinLength: 6 },
    });
    expect(fieldErrors(short)).toEqual({ passwordMinLength: 'En az 8 olabilir' });
  });

  it('applies the password length and the session length it sets, and screens see its preferences', async () => {
    const before = await t.call('GET', '/api/modules/frontappui', { token: admin });
    expect(before.envelope.data.app.preferences).toMatchObject({
      prices_include_vat: true,
      idle_reload: true,
    });
    const ours = await t.call('POST', '/api/warehouses', {
      token: admin,
      body: { code: 'M', name: 'Merkez' },
    });
    const saved = await t.call('PUT', '/api/settings/general-settings', {
      token: admin,
      body: {
        ...general,
        defaultWarehouseId: ours.envelope.data.record.id,
        pricesIncludeVat: false,
        idleReload: false,
        quantityDecimals: 3,
      },
    });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    // The cached session reloads with the change: the same token sees the new preferences.
    const after = await t.call('GET', '/api/modules/frontappui', { token: admin });
    expect(after.envelope.data.app.preferences).toMatchObject({
      prices_include_vat: false,
      idle_reload: false,
      quantity_decimals: 3,
      default_warehouse_id: ours.envelope.data.record.id,
    });
    expect(saved.envelope.data.record.refs).toEqual({ defaultWarehouseId: 'Merkez' });
    const short = await t.call('PUT', '/api/user/myprofile', {
      token: admin,
      body: { name: acme.admin.email, password: 'Kisa.Parola' },
    });
    expect(fieldErrors(short)).toEqual({ password: 'En Az 12 Hane Olmalı' });
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: acme.admin.email, password: FIXTURE_PASSWORD },
    });
    const expires = new Date(login.envelope.data.authorization.expires_at).getTime();
    expect(Math.abs(expires - (Date.now() + 3_600_000))).toBeLessThan(60_000);
    // The warehouse documents start from cannot simply be deleted.
    const removed = await t.call('DELETE', `/api/warehouses/${ours.envelope.data.record.id}`, {
      token: admin,
    });
    expect(removed.statusCode).toBe(400);
  });
});

describe('loyalty points (/sistem/puan)', () => {
  it('keeps the earning and spending rules, which need a step when points are on', async () => {
    const bad = await t.call('PUT', '/api/settings/loyalty-settings', {
      token: admin,
      body: { pointsEnabled: true, pointsPerStep: '1', pointsStep: '0', pointValue: '0.05' },
    });
    expect(fieldErrors(bad)).toEqual({ pointsStep: 'Sıfırdan büyük olmalıdır' });
    const saved = await t.call('PUT', '/api/settings/loyalty-settings', {
      token: admin,
      body: {
        pointsEnabled: true,
        pointsPerStep: '1',
        pointsStep: '10',
        pointValue: '0.05',
        pointsExpiryMonths: 12,
      },
    });
    expect(saved.envelope.data.record).toMatchObject({
      pointsStep: '10.0000',
      pointValue: '0.0500',
      pointsMinRedeem: 0,
    });
  });
});

describe('discounts (/sistem/indirim)', () => {
  it('needs the target of its scope and exactly one of a rate or an amount', async () => {
    const answer = await t.call('POST', '/api/discounts', {
      token: admin,
      body: {
        name: 'Eksik',
        scope: 'item',
        rate: '10',
        amount: '5',
        startDate: '2026-02-01',
        endDate: '2026-01-01',
      },
    });
    expect(fieldErrors(answer)).toEqual({
      itemId: 'Bu alan boş bırakılamaz',
      rate: 'İndirim oranı veya tutarından yalnızca birini giriniz',
      endDate: 'Başlangıç tarihi bitiş tarihinden büyük olamaz',
    });
  });
});
