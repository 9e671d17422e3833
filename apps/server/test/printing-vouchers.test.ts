import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  pdfText,
  type TestApp,
} from './harness.ts';

// Every voucher prints, like documents do: a cash collection as its receipt (Tahsilat Makbuzu).
let t: TestApp;
let acme: CompanyFixture;
let other: CompanyFixture;
let admin: string;
const ids = {} as Record<'customer', number>;

const create = async (path: string, body: object, token = admin) => {
  const answer = await t.call('POST', path, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  other = await createCompany(t.database, 'Other');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.customer = await create('/api/accounts', {
    title: 'Işık Kırtasiye Ltd. Şti.',
    taxId: '1234567890',
    taxOffice: 'Kadıköy',
  });
  await t.database.pool.query(`UPDATE companies SET title = 'Güneş Ticaret A.Ş.' WHERE id = $1`, [acme.id]);
});
afterAll(() => t.close());

describe('vouchers on paper', () => {
  it('prints a cash collection as a receipt: company, customer, amount in figures and words', async () => {
    const till = await create('/api/cash-accounts', { kind: 'cash', code: 'KASA', name: 'Merkez Kasa' });
    const saved = await t.call('POST', '/api/vouchers', {
      token: admin,
      body: {
        voucherType: 'cashCollection',
        date: '2026-11-24',
        cashAccountId: till,
        currency: 'TRY',
        exchangeRate: '1',
        description: 'Kasım ayı ödemesi',
        lines: [{ accountId: ids.customer, debit: '0', credit: '1250.50', description: 'Fatura karşılığı' }],
      },
    });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    const { id, number } = saved.envelope.data.record;
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/vouchers/${id}/pdf`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'tr' },
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(answer.rawPayload);
    for (const expected of [
      'TAHSİLAT MAKBUZU',
      number,
      'Güneş Ticaret A.Ş.',
      'Işık Kırtasiye Ltd. Şti.',
      'KASA Merkez Kasa',
      'Fatura karşılığı',
      'Kasım ayı ödemesi',
      '1.250,50',
      'Yalnız bin iki yüz elli TL elli Kr',
      'Teslim Eden',
    ])
      expect(text).toContain(expected);
    const audit = await t.database.pool.query(
      `SELECT action FROM audit_log WHERE company_id = $1 AND entity = 'vouchers' AND entity_id = $2`,
      [acme.id, String(id)],
    );
    expect(audit.rows.map((row) => row.action)).toContain('print');

    // Another company's user cannot print it.
    const stranger = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/vouchers/${id}/pdf`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(refused.statusCode).toBe(404);
  });
});
