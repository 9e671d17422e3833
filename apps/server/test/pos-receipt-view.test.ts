import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD } from './harness.ts';
import {
  call,
  cashier,
  ids,
  line,
  openSession,
  query,
  receipt,
  setUpShop,
  shop,
  sold,
  t,
  today,
} from './pos-world.ts';

// What the saved-receipt screen and a reprint read: the receipt with who rang it up, its customer, the
// refunds made against it (and a refund's receipt by number), and the company's head for the paper.

const world = { session: 0, sale: 0, number: '', lines: [] as number[] };
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till, '50');
  const record = await sold(
    receipt(
      world.session,
      [line(ids.A, '2', '30'), line(ids.B, '1', '12.5')],
      [{ method: 'cash', amount: '72.5' }],
      { accountId: ids.customer, cashTendered: '100' },
    ),
  );
  world.sale = record.id;
  world.number = record.number;
  world.lines = record.lines.map((row: { id: number }) => row.id);
});
afterAll(() => t.close());

const refund = async (lineId: number, quantity: string, amount: string) => {
  const answer = await call(cashier, 'POST', '/api/pos/refunds', {
    clientId: randomUUID(),
    sessionId: world.session,
    date: today,
    time: '11:40',
    refundOf: world.sale,
    lines: [{ sourceLineId: lineId, quantity }],
    payments: [{ method: 'cash', amount }],
  });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record as { id: number; number: string };
};

describe('a saved receipt as the till shows and reprints it', () => {
  it('names the cashier and the customer, and lists the refunds made against it', async () => {
    const fresh = await call(cashier, 'GET', `/api/pos/receipts/${world.sale}`);
    expect(fresh.envelope.data.pos).toMatchObject({
      cashier: 'Dükkan Kasiyer',
      customer: 'Şule İnce',
      refundOfNumber: null,
      refunds: [],
      cashTendered: '100.0000',
      change: '27.5000',
    });

    const first = await refund(world.lines[0]!, '1', '30');
    const second = await refund(world.lines[1]!, '1', '12.5');
    const view = (await call(cashier, 'GET', `/api/pos/receipts/${world.sale}`)).envelope.data;
    expect(view.pos.refunds).toEqual([
      {
        id: first.id,
        number: 'PI000001',
        date: today,
        time: '11:40',
        grandTotal: '30.0000',
        status: 'saved',
      },
      {
        id: second.id,
        number: 'PI000002',
        date: today,
        time: '11:40',
        grandTotal: '12.5000',
        status: 'saved',
      },
    ]);
    expect(view.pos.refundable).toEqual([
      { lineId: world.lines[0], refundable: '1.0000' },
      { lineId: world.lines[1], refundable: '0.0000' },
    ]);

    // A refund names the receipt it takes back by its printed number; its money went out (negative).
    const back = (await call(cashier, 'GET', `/api/pos/receipts/${first.id}`)).envelope.data;
    expect(back).toMatchObject({ docType: 'posRefund', number: 'PI000001' });
    expect(back.pos).toMatchObject({
      refundOf: world.sale,
      refundOfNumber: world.number,
      refunds: [],
      cashier: 'Dükkan Kasiyer',
      payments: [{ method: 'cash', amount: '-30.0000' }],
    });
  });

  it('gives the till the company’s head for the paper: title, address, phone, tax identity, logo', async () => {
    await query(
      `UPDATE companies SET address = 'Moda Cad. 12', district = 'Kadıköy', city = 'İstanbul', postal_code = '34710',
              phone = '0216 555 00 11', email = 'info@dukkan.test', tax_office = 'Kadıköy', vkn = '1234567890',
              mersis_no = '0123456789012345', logo = $2 WHERE id = $1`,
      [shop.id, LOGO],
    );
    const header = await call(cashier, 'GET', '/api/pos/receipt-header');
    expect(header.statusCode).toBe(200);
    expect(header.envelope.data).toEqual({
      title: 'Dükkan Ticaret A.Ş.',
      lines: [
        'Moda Cad. 12 34710 Kadıköy İstanbul',
        'Tel: 0216 555 00 11',
        'V.D. Kadıköy VKN/TCKN: 1234567890',
      ],
      logo: LOGO,
    });
    const english = await t.call('GET', '/api/pos/receipt-header', {
      token: cashier,
      headers: { 'accept-language': 'en' },
    });
    expect(english.envelope.data.lines).toEqual([
      'Moda Cad. 12 34710 Kadıköy İstanbul',
      'Phone: 0216 555 00 11',
      'Tax office Kadıköy Tax ID: 1234567890',
    ]);
  });

  it('shows each company its own', async () => {
    const other = await createCompany(t.database, 'Başka');
    const stranger = await t.login(other.cashier.email, FIXTURE_PASSWORD);
    expect((await call(stranger, 'GET', `/api/pos/receipts/${world.sale}`)).statusCode).toBe(404);
    const theirs = await call(stranger, 'GET', '/api/pos/receipt-header');
    expect(theirs.envelope.data).toEqual({ title: 'Başka Ticaret A.Ş.', lines: [], logo: '' });
  });
});
