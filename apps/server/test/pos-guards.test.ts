import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from './harness.ts';
import {
  admin,
  call,
  cashier,
  ids,
  line,
  newUser,
  openSession,
  query,
  receipt,
  setUpShop,
  shop,
  sold,
  t,
  today,
} from './pos-world.ts';

// The till's money at its edges: refunds of a line in parts add up to what was paid, a receipt sells
// at its cards' VAT rates, a basket put aside twice under one key is one basket, and two copies of a
// receipt sent at once are one sale even when the first used the manager's approval.

const world = { session: 0 };

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till);
});
afterAll(() => t.close());

const refundOne = (refundOf: number, sourceLineId: number, amount: string) =>
  call(cashier, 'POST', '/api/pos/refunds', {
    clientId: randomUUID(),
    sessionId: world.session,
    date: today,
    refundOf,
    lines: [{ sourceLineId, quantity: '1' }],
    payments: [{ method: 'cash', amount }],
  });

describe('till receipts at their edges', () => {
  it('refunds a line unit by unit to exactly what it took: its last unit takes the rest', async () => {
    // Three at 3,3367: the line took 10,01.
    const made = await sold(
      receipt(world.session, [line(ids.A, '3', '3.3367')], [{ method: 'cash', amount: '10.01' }]),
    );
    const [sold3] = made.lines;
    expect(sold3.total).toBe('10.0100');
    for (const amount of ['3.34', '3.34', '3.33']) {
      const back = await refundOne(made.id, sold3.id, amount);
      expect(back.statusCode, back.body).toBe(200);
    }
    const [row] = await query(
      `SELECT sum(d.payable)::text AS back FROM documents d JOIN pos_receipts r ON r.document_id = d.id
        WHERE r.refund_of = $1`,
      [made.id],
    );
    expect(row.back).toBe('10.0100');
  });

  it("sells at its cards' VAT rates, whatever a till's copy said", async () => {
    // Card A is at 20 %; a stale copy says 10.
    const made = await sold(
      receipt(
        world.session,
        [{ ...line(ids.A, '1', '120'), vatRate: '10' }],
        [{ method: 'cash', amount: '120' }],
      ),
    );
    expect(made.lines[0].vatRate).toBe('20.00');
    expect(made.vatTotal).toBe('20.0000');
    expect(made.grandTotal).toBe('120.0000');
  });

  it('puts a basket aside once under one key, however often it is sent', async () => {
    const key = randomUUID();
    const body = { sessionId: world.session, lines: [line(ids.B, '1', '30')] };
    const send = () =>
      t.call('POST', '/api/pos/baskets', { token: cashier, body, headers: { 'idempotency-key': key } });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.envelope.data.record.id).toBe(first.envelope.data.record.id);
    expect((await send()).envelope.data.record.id).toBe(first.envelope.data.record.id);
    const [count] = await query('SELECT count(*)::int AS n FROM pos_baskets WHERE idempotency_key = $1', [
      key,
    ]);
    expect(count.n).toBe(1);
    await call(admin, 'DELETE', `/api/pos/baskets/${first.envelope.data.record.id}`);
  });

  it("answers two copies of a passive cashier's approved receipt sent at once with one sale", async () => {
    const passive = await newUser('pasif2@dukkan.test', 'cashier');
    const manager = await newUser('mudur2@dukkan.test', 'manager');
    await query('UPDATE users SET pos_can_change_price = true WHERE email = $1', ['mudur2@dukkan.test']);
    const pin = await t.call('PUT', '/api/user/pos-pin', {
      token: manager,
      body: { password: FIXTURE_PASSWORD, pin: '4071' },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const asked = await call(passive, 'POST', '/api/pos/approvals', {
      action: 'changePrice',
      pin: '4071',
      detail: { itemId: ids.C, newPrice: '5' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const body = receipt(
      world.session,
      [{ ...line(ids.C, '1', '5'), approval: asked.envelope.data.token }],
      [{ method: 'cash', amount: '5' }],
    );
    const [first, second] = await Promise.all([
      call(passive, 'POST', '/api/pos/receipts', body),
      call(passive, 'POST', '/api/pos/receipts', body),
    ]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(second.envelope.data.record.id).toBe(first.envelope.data.record.id);
    const [made] = await query(
      'SELECT count(*)::int AS n FROM documents WHERE company_id = $1 AND idempotency_key = $2',
      [shop.id, body.clientId],
    );
    expect(made.n).toBe(1);
  });
});
