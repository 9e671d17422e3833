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

const post = (body: object) => t.call('POST', '/api/accounts', { token: admin, body });

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

describe('account card', () => {
  it('generates a unique 10-character code when left empty, also for parallel saves', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => post({ title: `Müşteri ${index}` })),
    );
    const codes = answers.map((answer) => answer.envelope.data.record.code as string);
    for (const code of codes) expect(code).toMatch(/^CR\d{8}$/);
    expect(new Set(codes).size).toBe(6);
    const typed = await post({ title: 'Kendi kodu', code: 'abc123xyz9' });
    expect(typed.envelope.data.record.code).toBe('ABC123XYZ9');
    const short = await post({ title: 'Kısa kod', code: 'AB-12' });
    expect(fieldErrors(short)).toEqual({
      code: 'Cari kodu 10 karakter olmalı ve yalnızca harf ve rakamdan oluşmalıdır',
    });
    const taken = await post({ title: 'Aynı kod', code: 'ABC123XYZ9' });
    expect(fieldErrors(taken)).toEqual({
      code: 'Bu değer başka bir kayıtta kullanılıyor: ABC123XYZ9 — Kendi kodu',
    });
  });

  it('says a required field left out, null or blank is required, not that its value is wrong', async () => {
    for (const title of [undefined, null, '', '   ']) {
      const answer = await post({ title, kind: 'company' });
      expect(fieldErrors(answer), String(title)).toEqual({ title: 'Bu alan boş bırakılamaz' });
    }
    const wrongType = await post({ title: 42 });
    expect(fieldErrors(wrongType)).toEqual({ title: 'Geçersiz değer' });
  });

  it('wants a VKN for a company, a TCKN and a name for a person', async () => {
    const companyWithTckn = await post({ title: 'Firma', kind: 'company', taxId: '10000000146' });
    expect(fieldErrors(companyWithTckn)).toEqual({
      taxId: 'Firma için 10 haneli geçerli bir vergi kimlik numarası giriniz',
    });
    const invalidVkn = await post({ title: 'Firma', kind: 'company', taxId: '1234567891' });
    expect(fieldErrors(invalidVkn).taxId).toBeTruthy();
    const person = await post({ title: 'Ayşe', kind: 'person', taxId: '1234567890' });
    expect(fieldErrors(person)).toEqual({
      taxId: 'Şahıs için 11 haneli geçerli bir T.C. kimlik numarası giriniz',
      firstName: 'Bu alan boş bırakılamaz',
      lastName: 'Bu alan boş bırakılamaz',
    });
    const eInvoice = await post({ title: 'E-fatura', eInvoice: true });
    expect(fieldErrors(eInvoice)).toEqual({
      taxId: 'E-fatura kullanıcısı için vergi / T.C. kimlik numarası girilmelidir',
    });
  });

  it('checks the district against the province and normalises IBANs and phones', async () => {
    const wrong = await post({ title: 'Adres', billingProvince: 'Ankara', billingDistrict: 'Kadıköy' });
    expect(fieldErrors(wrong)).toEqual({ billingDistrict: 'Seçilen ile ait bir ilçe seçiniz' });
    const badIban = await post({ title: 'Banka', ibans: ['TR330006100519786457841327'] });
    expect(fieldErrors(badIban)).toEqual({
      'ibans.0': 'Geçerli bir TR IBAN giriniz (TR ile başlayan 26 karakter)',
    });
    const repeated = await post({ title: 'Banka', phones: ['0212 000 00 00', '0212 000 00 00'] });
    expect(fieldErrors(repeated)).toEqual({ phones: 'Aynı değer birden fazla girilmiş' });
    const saved = await post({
      title: 'Adresli',
      billingProvince: 'Ankara',
      billingDistrict: 'Çankaya',
      ibans: ['tr33 0006 1005 1978 6457 8413 26'],
    });
    expect(saved.envelope.data.record).toMatchObject({
      billingDistrict: 'Çankaya',
      ibans: ['TR330006100519786457841326'],
    });
  });

  it('saves a second account with the same tax number, with a warning', async () => {
    const first = await post({ title: 'Merkez', taxId: '9876543217' });
    expect(first.envelope.data.warnings).toEqual([]);
    const branch = await post({ title: 'Şube', taxId: '9876543217' });
    expect(branch.statusCode).toBe(200);
    expect(branch.envelope.data.warnings).toEqual([
      'Bu vergi / T.C. kimlik numarası başka bir caride de kayıtlı',
    ]);
    // The card's own number is not a repeat of itself.
    const { id, refs: _refs, active: _active, updatedAt: _updated, ...body } = first.envelope.data.record;
    const again = await t.call('PUT', `/api/accounts/${id}`, {
      token: admin,
      body: { ...body, taxId: '4701234560' },
    });
    expect(again.envelope.data.warnings).toEqual([]);
  });

  it('refuses a service ending before it starts', async () => {
    const account = (await post({ title: 'Servisli' })).envelope.data.record;
    const answer = await t.call('POST', '/api/account-services', {
      token: admin,
      body: { accountId: account.id, name: 'Bakım', startDate: '2026-05-01', endDate: '2026-04-30' },
    });
    expect(fieldErrors(answer)).toEqual({ endDate: 'Başlangıç tarihi bitiş tarihinden büyük olamaz' });
  });
});
