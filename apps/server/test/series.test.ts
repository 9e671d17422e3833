import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateNumber, defaultSeries } from '../src/modules/series/index.ts';
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

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const newSeries = async (body: object) => {
  const answer = await t.call('POST', '/api/document-series', { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const draw = (seriesId: number, date: string) =>
  t.database.withTenant(acme.id, (tx) => allocateNumber(tx, seriesId, date));

describe('document numbers', () => {
  it('gives parallel documents consecutive numbers, none twice and none skipped', async () => {
    const id = await newSeries({ docType: 'salesInvoice', name: 'Satış', prefix: 'SF', year: 2026 });
    const drawn = await Promise.all(Array.from({ length: 20 }, () => draw(id, '2026-11-23')));
    expect(drawn.map((one) => one.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(drawn.find((one) => one.number === 7)?.formatted).toBe('SF000007');
  });

  it('gives back the number of a document that failed to save', async () => {
    const id = await newSeries({ docType: 'stockIn', name: 'Giriş', prefix: 'GF', year: 2026, digits: 4 });
    expect((await draw(id, '2026-03-01')).formatted).toBe('GF0001');
    await expect(
      t.database.withTenant(acme.id, async (tx) => {
        await allocateNumber(tx, id, '2026-03-01');
        throw new Error('the document could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect((await draw(id, '2026-03-02')).formatted).toBe('GF0002');
  });

  it('numbers e-documents as prefix, year and nine digits, and starts again in a new year', async () => {
    const id = await newSeries({
      docType: 'eInvoice',
      name: 'E-Fatura',
      prefix: 'KBA',
      year: 2026,
      nextNumber: 41,
    });
    expect((await draw(id, '2026-12-31')).formatted).toBe('KBA2026000000041');
    expect((await draw(id, '2027-01-02')).formatted).toBe('KBA2027000000001');
    await expect(draw(id, '2026-12-31')).rejects.toMatchObject({ messageKey: 'series.pastYear' });
    const bad = await t.call('POST', '/api/document-series', {
      token: admin,
      body: { docType: 'eArchive', name: 'E-Arşiv', prefix: 'ea1', year: 2026 },
    });
    expect(fieldErrors(bad)).toEqual({ prefix: 'E-belge seri öneki 3 büyük harf olmalıdır (ör. ABC)' });
  });

  it('keeps one default series per document type', async () => {
    const first = await newSeries({
      docType: 'posReceipt',
      name: 'Kasa 1',
      prefix: 'K1',
      year: 2026,
      isDefault: true,
    });
    const second = await newSeries({
      docType: 'posReceipt',
      name: 'Kasa 2',
      prefix: 'K2',
      year: 2026,
      isDefault: true,
    });
    const list = (await t.call('GET', '/api/document-series?docType=posReceipt', { token: admin })).envelope
      .data.list;
    const defaults = Object.fromEntries(
      list.map((row: { id: number; isDefault: boolean }) => [row.id, row.isDefault]),
    );
    expect(defaults).toEqual({ [first]: false, [second]: true });
  });

  it('lets a user take new documents from a series of their own, over the company default', async () => {
    const shop = await newSeries({
      docType: 'salesInvoice',
      name: 'Mağaza',
      prefix: 'MG',
      year: 2026,
      isDefault: true,
    });
    const branch = await newSeries({ docType: 'salesInvoice', name: 'Şube', prefix: 'SB', year: 2026 });
    const till = await newSeries({ docType: 'posReceipt', name: 'Şube Kasa', prefix: 'SK', year: 2026 });
    const user = (await t.call('GET', '/api/users?search=kasiyer', { token: admin })).envelope.data.list[0];
    const save = (seriesDefaults: object[]) =>
      t.call('PUT', `/api/users/${acme.cashier.id}`, { token: admin, body: { ...user, seriesDefaults } });

    const otherType = await save([{ docType: 'salesInvoice', seriesId: till }]);
    expect(fieldErrors(otherType)).toEqual({
      'seriesDefaults.0.seriesId': 'Bu seri başka bir evrak türüne ait',
    });
    const twice = await save([
      { docType: 'salesInvoice', seriesId: branch },
      { docType: 'salesInvoice', seriesId: shop },
    ]);
    expect(fieldErrors(twice)).toEqual({ 'seriesDefaults.1.docType': 'Aynı değer birden fazla girilmiş' });

    const saved = await save([
      { docType: 'salesInvoice', seriesId: branch },
      { docType: 'posReceipt', seriesId: till },
    ]);
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    expect(saved.envelope.data.seriesDefaults).toEqual([
      { docType: 'posReceipt', seriesId: till },
      { docType: 'salesInvoice', seriesId: branch },
    ]);
    const pick = (userId?: number) =>
      t.database.withTenant(acme.id, async (tx) => (await defaultSeries(tx, 'salesInvoice', userId))?.id);
    expect(await pick(acme.cashier.id)).toBe(branch);
    expect(await pick(acme.admin.id)).toBe(shop);
    expect(await pick()).toBe(shop);

    // A series put out of use no longer numbers the user's documents: the company default does.
    await t.call('PUT', `/api/document-series/${branch}/active`, { token: admin, body: { active: false } });
    expect(await pick(acme.cashier.id)).toBe(shop);

    const other = await createCompany(t.database, 'Other');
    const otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const foreign = await t.call('PUT', `/api/users/${other.cashier.id}`, {
      token: otherAdmin,
      body: {
        ...user,
        email: other.cashier.email,
        seriesDefaults: [{ docType: 'posReceipt', seriesId: till }],
      },
    });
    expect(fieldErrors(foreign)).toEqual({ 'seriesDefaults.0.seriesId': 'Seçilen kayıt bulunamadı' });
  });
});
