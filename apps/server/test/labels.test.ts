import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barcodeOf } from '../src/modules/labels/index.ts';
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
const ids: Record<string, number> = {};

const created = async (url: string, body: object) => {
  const answer = await t.call('POST', url, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

/** Pages of a PDF: its page objects, not the page tree. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

const print = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/labels/pdf',
    headers: { authorization: `Bearer ${admin}` },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  const unit = await created('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.pencil = await created('/api/items', {
    code: 'KLM-1',
    name: 'Işıklı Kurşun Kalem',
    unitId: unit,
    barcodes: ['8690000000012'],
    salePrice: '1234.5',
  });
  ids.eraser = await created('/api/items', { code: 'SLG-1', name: 'Silgi', unitId: unit, salePrice: '7.25' });
  ids.design = await created('/api/label-designs', {
    name: 'A4 3×8',
    columns: 3,
    rows: 8,
    labelWidth: '70',
    labelHeight: '37',
  });
});
afterAll(() => t.close());

describe('labels', () => {
  it('prints a PDF of the chosen items on A4 sheets, 24 to a page, after the used positions', async () => {
    const answer = await print({
      designId: ids.design,
      lines: [
        { itemId: ids.pencil, quantity: 5 },
        { itemId: ids.eraser, quantity: 20 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pagesOf(answer.rawPayload)).toBe(2);
    const shifted = await print({
      designId: ids.design,
      lines: [{ itemId: ids.eraser, quantity: 5 }],
      skip: 20,
    });
    expect(pagesOf(shifted.rawPayload)).toBe(2);
  });

  it('uses EAN-13 only for a number with a right check digit, Code 128 otherwise', () => {
    expect(barcodeOf({ barcodeType: 'ean13' }, { barcode: '8690000000012', code: 'KLM-1' })).toEqual({
      bcid: 'ean13',
      text: '8690000000012',
    });
    expect(barcodeOf({ barcodeType: 'ean13' }, { barcode: '8690000000013', code: 'KLM-1' }).bcid).toBe(
      'code128',
    );
    expect(barcodeOf({ barcodeType: 'ean13' }, { barcode: '', code: 'SLG-1' })).toEqual({
      bcid: 'code128',
      text: 'SLG-1',
    });
    expect(barcodeOf({ barcodeType: 'qrcode' }, { barcode: '', code: 'SLG-1' }).bcid).toBe('qrcode');
  });

  it('refuses a design that does not fit the sheet, a missing item and too many labels', async () => {
    const wide = await t.call('POST', '/api/label-designs', {
      token: admin,
      body: { name: 'Geniş', columns: 4, rows: 8, labelWidth: '70', labelHeight: '37' },
    });
    expect(fieldErrors(wide)).toEqual({ labelWidth: 'Etiketler A4 sayfanın genişliğine (210 mm) sığmıyor' });
    const missing = await print({ designId: ids.design, lines: [{ itemId: 999_999, quantity: 1 }] });
    expect(missing.json().Response.errors).toEqual({ 'lines.0.itemId': ['Seçilen kayıt bulunamadı'] });
    const many = await print({
      designId: ids.design,
      lines: Array.from({ length: 6 }, () => ({ itemId: ids.eraser, quantity: 1000 })),
    });
    expect(many.statusCode).toBe(400);
  });
});
