import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './harness.ts';
import {
  admin,
  call,
  cashier,
  held,
  ids,
  line,
  onHand,
  openSession,
  owed,
  query,
  receipt,
  setUpShop,
  sold,
  t,
  today,
} from './pos-world.ts';

// Refunds at the till: against an earlier receipt found by its number, never more than was sold and
// not yet refunded (two refunds at once included), money back by the receipt's methods or cash.

const world = { session: 0, receipt: 0, number: '', lines: [] as number[] };

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till, '200');
  const record = await sold(
    receipt(
      world.session,
      [line(ids.A, '3', '20'), line(ids.B, '2', '15')],
      [
        { method: 'card', amount: '50' },
        { method: 'cash', amount: '40' },
      ],
    ),
  );
  world.receipt = record.id;
  world.number = record.number;
  world.lines = record.lines.map((row: { id: number }) => row.id);
});
afterAll(() => t.close());

const refund = (lines: object[], payments: object[], extra: object = {}) =>
  call(cashier, 'POST', '/api/pos/refunds', {
    clientId: randomUUID(),
    sessionId: world.session,
    date: today,
    refundOf: world.receipt,
    lines,
    payments,
    ...extra,
  });

describe('a refund', () => {
  it('finds the receipt by its number with what may still be refunded', async () => {
    const found = await call(cashier, 'GET', `/api/pos/receipts/lookup?number=${world.number}`);
    expect(found.statusCode).toBe(200);
    expect(found.envelope.data).toMatchObject({ id: world.receipt, number: world.number });
    expect(found.envelope.data.pos.refundable).toEqual([
      { lineId: world.lines[0], refundable: '3.0000' },
      { lineId: world.lines[1], refundable: '2.0000' },
    ]);
    expect((await call(cashier, 'GET', '/api/pos/receipts/lookup?number=PF999999')).statusCode).toBe(404);
  });

  it('takes goods back at the sold price, paying back by card and cash', async () => {
    const cashBefore = await held(ids.till);
    const answer = await refund(
      [{ sourceLineId: world.lines[0], quantity: '1' }],
      [
        { method: 'card', amount: '15' },
        { method: 'cash', amount: '5' },
      ],
    );
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    expect(answer.envelope.data.record).toMatchObject({
      docType: 'posRefund',
      number: 'PI000001',
      grandTotal: '20.0000',
    });
    expect(answer.envelope.data.record.pos.refundOf).toBe(world.receipt);
    expect(await onHand(ids.A)).toBe('98.0000');
    expect(Number(await held(ids.till))).toBe(Number(cashBefore) - 5);
    const session = await call(cashier, 'GET', `/api/cash-sessions/${world.session}`);
    expect(session.envelope.data.expected).toMatchObject({ cash: '235.0000', card: '35.0000' });
  });

  it('refuses more than was sold and not yet refunded, and methods the receipt was not paid by', async () => {
    const over = await refund(
      [{ sourceLineId: world.lines[0], quantity: '3' }],
      [{ method: 'cash', amount: '60' }],
    );
    expect(fieldErrors(over)).toEqual({
      'lines.0.quantity': 'İade miktarı satılıp henüz iade edilmemiş miktardan (2) fazla olamaz',
    });
    const split = await refund(
      [
        { sourceLineId: world.lines[1], quantity: '1' },
        { sourceLineId: world.lines[1], quantity: '2' },
      ],
      [{ method: 'cash', amount: '45' }],
    );
    expect(fieldErrors(split)).toEqual({
      'lines.1.quantity': 'İade miktarı satılıp henüz iade edilmemiş miktardan (2) fazla olamaz',
    });
    // Within what is left, a line named twice is still refused: its last unit takes the remainder.
    const twice = await refund(
      [
        { sourceLineId: world.lines[1], quantity: '1' },
        { sourceLineId: world.lines[1], quantity: '1' },
      ],
      [{ method: 'cash', amount: '30' }],
    );
    expect(fieldErrors(twice)).toEqual({
      'lines.1.sourceLineId': 'Bu satır iadede bir kez yer alabilir; miktarını artırın',
    });
    const transfer = await refund(
      [{ sourceLineId: world.lines[1], quantity: '1' }],
      [{ method: 'transfer', amount: '15' }],
    );
    expect(fieldErrors(transfer)).toEqual({
      payments: 'Para fişin ödendiği yöntemle ve en fazla o yöntemle ödenen kadar, ya da nakit geri verilir',
    });
    const wrongSum = await refund(
      [{ sourceLineId: world.lines[1], quantity: '1' }],
      [{ method: 'cash', amount: '10' }],
    );
    expect(fieldErrors(wrongSum)).toEqual({
      payments: 'Kasa ve fiş toplamları eşit olmalıdır (fiş: 15.00, ödenen: 10.00)',
    });
    const otherLine = await refund(
      [{ sourceLineId: 999999, quantity: '1' }],
      [{ method: 'cash', amount: '15' }],
    );
    expect(fieldErrors(otherLine)).toEqual({ 'lines.0.sourceLineId': 'Bu satır iade edilen fişe ait değil' });
    const onAccount = await refund(
      [{ sourceLineId: world.lines[1], quantity: '1' }],
      [{ method: 'account', amount: '15' }],
      { accountId: ids.customer },
    );
    expect(fieldErrors(onAccount)).toEqual({
      accountId: 'Veresiye iade yalnızca fişin müşterisinin hesabına yapılır',
    });
    expect(await owed(ids.customer)).toBe('0.0000');
    expect(await onHand(ids.B)).toBe('98.0000');
  });

  it('two refunds at once cannot together exceed what was sold', async () => {
    // Line B: 2 sold, none refunded. Three tills try to take 1 back each at the same moment.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        refund([{ sourceLineId: world.lines[1], quantity: '1' }], [{ method: 'cash', amount: '15' }]),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 422]);
    expect(await onHand(ids.B)).toBe('100.0000');
    const [line] = await query(
      'SELECT supplied_quantity::text AS refunded FROM document_lines WHERE id = $1',
      [world.lines[1]],
    );
    expect(line.refunded).toBe('2.0000');
    const found = await call(cashier, 'GET', `/api/pos/receipts/lookup?number=${world.number}`);
    expect(found.envelope.data.pos.refundable[1]).toEqual({ lineId: world.lines[1], refundable: '0.0000' });
  });
});

describe('the dashboard', () => {
  it('counts the day’s till receipts as sales, less their refunds', async () => {
    const answer = await t.call('GET', `/api/dashboard/figures?date=${today}`, { token: admin });
    const sales = answer.envelope.data.find((figure: { key: string }) => figure.key === 'todaySales');
    // The 90 sale less refunds of 20, 15 and 15.
    expect(sales).toMatchObject({
      key: 'todaySales',
      amounts: [{ currency: 'TRY', amount: '40.0000' }],
      count: 4,
    });
  });
});
