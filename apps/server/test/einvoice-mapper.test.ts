import { buildInvoice } from '@kibo/ubl-tr';
import { validateDocuments } from '@kibo/ubl-tr/validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOfDocument } from '../src/modules/einvoice/mapper.ts';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

// Saved invoices on the real database turned into e-invoices that pass GİB's rules: the company
// card, the account as a company (VKN) or a person (TCKN or none), withholding and exemption codes.

let t: TestApp;
let acme: CompanyFixture;
let admin: string;
const ids = {} as Record<
  'store' | 'piece' | 'kg' | 'book' | 'paper' | 'company' | 'person' | 'walkIn',
  number
>;

const create = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const invoice = (accountId: number, lines: object[], extra: object = {}) =>
  create('/api/documents', {
    docType: 'salesInvoice',
    date: '2026-11-20',
    warehouseId: ids.store,
    accountId,
    lines,
    ...extra,
  });
/** A sales invoice posted as it is, to see what the server answers. */
const post = (lines: object[], extra: object = {}) =>
  t.call('POST', '/api/documents', {
    token: admin,
    body: {
      docType: 'salesInvoice',
      date: '2026-11-20',
      warehouseId: ids.store,
      accountId: ids.company,
      lines,
      ...extra,
    },
  });
const line = (itemId: number, quantity: string, unitPrice: string, vatRate: string, extra: object = {}) => ({
  itemId,
  quantity,
  unitPrice,
  vatRate,
  ...extra,
});

const eInvoiceOf = (documentId: number, profile: 'TEMELFATURA' | 'EARSIVFATURA', sequence: number) =>
  t.database.withTenant(acme.id, (tx) =>
    invoiceOfDocument(tx, documentId, {
      profile,
      number: `KBO2026${String(sequence).padStart(9, '0')}`,
      uuid: `5c1d2e3f-4a5b-4c6d-8e7f-${String(sequence).padStart(12, '0')}`,
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Işıklı');
  await t.database.pool.query(
    `UPDATE companies SET vkn = '1234567890', tax_office = 'Çankaya', address = 'Atatürk Bulvarı No: 101',
            city = 'Ankara', district = 'Çankaya', postal_code = '06100' WHERE id = $1`,
    [acme.id],
  );
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.kg = await create('/api/units', { code: 'KGM', name: 'Kilogram', decimals: 3 });
  ids.book = await create('/api/items', {
    code: 'KTP-1',
    name: 'Çalıkuşu',
    unitId: ids.piece,
    barcodes: ['9789750719387'],
  });
  ids.paper = await create('/api/items', { code: 'KGT-1', name: 'Kraft kâğıt', unitId: ids.kg });
  ids.company = await create('/api/accounts', {
    title: 'Öztürk Gıda Ltd. Şti.',
    taxId: '9876543217',
    taxOffice: 'Konak',
    billingProvince: 'İzmir',
    billingDistrict: 'Konak',
    billingAddress: 'Liman Yolu No: 7',
    eInvoice: true,
  });
  ids.person = await create('/api/accounts', {
    title: 'Ayşe Çağlayan',
    kind: 'person',
    taxId: '10000000146',
    firstName: 'Ayşe',
    lastName: 'Çağlayan',
    billingProvince: 'İstanbul',
    billingDistrict: 'Kadıköy',
  });
  ids.walkIn = await create('/api/accounts', {
    title: 'Perakende Müşteri',
    kind: 'person',
    firstName: 'Perakende',
    lastName: 'Müşteri',
    billingProvince: 'Ankara',
    billingDistrict: 'Çankaya',
  });
});
afterAll(() => t.close());

describe('an e-invoice from a saved invoice', () => {
  it('passes GİB’s rules for a company, a person and a buyer with no TCKN, with codes', async () => {
    const documents = [
      await invoice(ids.company, [
        line(ids.book, '3', '150', '10'),
        line(ids.paper, '12.5', '48.40', '20', { discounts: ['5'] }),
      ]),
      await invoice(ids.company, [line(ids.paper, '100', '35', '20', { withholdingCode: '627' })]),
      await invoice(ids.company, [line(ids.book, '2', '250', '0', { exemptionCode: '301' })]),
      await invoice(ids.person, [line(ids.book, '1', '165', '10')], { pricesIncludeVat: true }),
      await invoice(ids.walkIn, [line(ids.book, '1', '165', '10')], { pricesIncludeVat: true }),
    ];
    const profiles = ['TEMELFATURA', 'TEMELFATURA', 'TEMELFATURA', 'EARSIVFATURA', 'EARSIVFATURA'] as const;
    const models = await Promise.all(
      documents.map((id, index) => eInvoiceOf(id, profiles[index]!, index + 1)),
    );
    expect(models.map((model) => model.type)).toEqual(['SATIS', 'TEVKIFAT', 'ISTISNA', 'SATIS', 'SATIS']);
    expect(models[1]!.lines[0]!.withholding).toEqual({ code: '627', percent: 50 });
    expect(models[4]!.customer).toMatchObject({
      scheme: 'TCKN',
      id: '11111111111',
      firstName: 'Perakende',
      familyName: 'Müşteri',
    });
    const results = await validateDocuments(models.map(buildInvoice));
    expect(
      results.flatMap((result, index) => result.errors.map((problem) => `${index}: ${problem.message}`)),
    ).toEqual([]);
  });

  it('says what the books say: the payable is the document’s', async () => {
    const id = await invoice(ids.company, [line(ids.paper, '100', '35', '20', { withholdingCode: '627' })]);
    const saved = await t.call('GET', `/api/documents/${id}`, { token: admin });
    const xml = buildInvoice(await eInvoiceOf(id, 'TEMELFATURA', 9));
    expect(xml).toContain(
      `<cbc:PayableAmount currencyID="TRY">${Number(saved.envelope.data.payable).toFixed(2)}</cbc:PayableAmount>`,
    );
  });

  it('refuses a withholding ratio the code does not allow, in Turkish', async () => {
    const answer = await post([
      line(ids.paper, '1', '35', '20', { withholdingCode: '624', withholding: '9/10' }),
    ]);
    expect(answer.statusCode).toBe(422);
    expect(answer.envelope.errors?.['lines.0.withholding']).toEqual([
      'Bu tevkifat kodunun oranı farklı: kodun izin verdiği oranı seçiniz',
    ]);
  });

  it('books an özel matrah line with VAT on its special base, and sends it as OZELMATRAH', async () => {
    // A 22-carat bracelet for 45,000 whose workmanship of 3,000 bears 20 % KDV (code 805).
    const id = await invoice(ids.company, [
      line(ids.book, '1', '45000', '20', { exemptionCode: '805', specialBase: '3000' }),
    ]);
    const saved = (await t.call('GET', `/api/documents/${id}`, { token: admin })).envelope.data;
    expect(saved).toMatchObject({ netTotal: '45000.0000', vatTotal: '600.0000', grandTotal: '45600.0000' });
    expect(saved.lines[0]).toMatchObject({ specialBase: '3000.00', vat: '600.0000', total: '45600.0000' });
    const model = await eInvoiceOf(id, 'TEMELFATURA', 10);
    expect(model.type).toBe('OZELMATRAH');
    const xml = buildInvoice(model);
    expect(xml).toContain('<cbc:TaxableAmount currencyID="TRY">3000.00</cbc:TaxableAmount>');
    const [result] = await validateDocuments([xml]);
    expect(result!.errors).toEqual([]);
  });

  it('refuses a special base without its code, or one whose VAT is more than the line', async () => {
    const uncoded = await post([line(ids.book, '1', '100', '20', { specialBase: '50' })]);
    expect(uncoded.statusCode).toBe(422);
    expect(uncoded.envelope.errors?.['lines.0.specialBase']).toEqual([
      'Özel matrah yalnızca 801–812 arası bir özel matrah koduyla girilir',
    ]);
    const tooHigh = await post(
      [line(ids.book, '1', '100', '20', { exemptionCode: '805', specialBase: '1000' })],
      {
        pricesIncludeVat: true,
      },
    );
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.envelope.errors?.['lines.0.specialBase']).toEqual([
      "Özel matrahın KDV'si satır tutarını aşıyor",
    ]);
    // GİB takes the code only on an OZELMATRAH invoice, which withholds nothing.
    const withheld = await post([
      line(ids.book, '1', '45000', '20', { exemptionCode: '805', specialBase: '3000' }),
      line(ids.paper, '100', '35', '20', { withholdingCode: '627' }),
    ]);
    expect(withheld.statusCode).toBe(422);
    expect(withheld.envelope.errors?.['lines.0.exemptionCode']).toEqual([
      'Özel matrah kodlu satır tevkifatlı satırla aynı faturada olamaz',
    ]);
  });
});
