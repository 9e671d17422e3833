import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './harness.ts';
import {
  admin,
  call,
  cashier,
  ids,
  line,
  openSession,
  query,
  receipt,
  sell,
  setUpShop,
  shop,
  sold,
  t,
  today,
} from './pos-world.ts';

// Loyalty points at the till (/sistem/puan: 1 point per 10 TRY paid, a point worth 0,50 TRY, at least
// 10 spent at once): earned on what was paid apart from points, spent as a tender, taken back and
// given back by refunds, always in the sale's transaction and equal to the points ledger.

const world = { session: 0 };

const balance = async () =>
  (
    await query('SELECT points FROM point_balances WHERE company_id = $1 AND account_id = $2', [
      shop.id,
      ids.customer,
    ])
  )[0]?.points ?? 0;
/** The points ledger adds up to the balance, every time. */
const ledger = async () => {
  const [row] = await query(
    'SELECT coalesce(sum(points), 0)::int AS total FROM point_entries WHERE company_id = $1 AND account_id = $2',
    [shop.id, ids.customer],
  );
  expect(row.total).toBe(await balance());
  return row.total as number;
};

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till);
});
afterAll(() => t.close());

const forCustomer = (lines: object[], payments: object[], extra: object = {}) =>
  receipt(world.session, lines, payments, { accountId: ids.customer, ...extra });

describe('points at the till', () => {
  it('earn nothing while the company has no points scheme', async () => {
    await sold(forCustomer([line(ids.A, '1', '100')], [{ method: 'card', amount: '100' }]));
    expect(await ledger()).toBe(0);
  });

  it("are earned in whole steps of what the customer paid, on the customer's ledger", async () => {
    const saved = await call(admin, 'PUT', '/api/settings/loyalty-settings', {
      pointsEnabled: true,
      pointsPerStep: '1',
      pointsStep: '10',
      pointValue: '0.5',
      pointsExpiryMonths: 0,
      pointsMinRedeem: 10,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const record = await sold(forCustomer([line(ids.A, '2', '120')], [{ method: 'card', amount: '240' }]));
    expect(await ledger()).toBe(24);
    const [entry] = await query('SELECT description, date::text FROM point_entries WHERE document_id = $1', [
      record.id,
    ]);
    expect(entry).toEqual({ description: record.number, date: today });
    // No customer, no points.
    await sold(receipt(world.session, [line(ids.A, '1', '50')], [{ method: 'cash', amount: '50' }]));
    expect(await ledger()).toBe(24);
  });

  it('are spent as a tender worth the point value, and earn nothing themselves', async () => {
    const record = await sold(
      forCustomer(
        [line(ids.B, '2', '120')],
        [
          { method: 'points', amount: '10' },
          { method: 'cash', amount: '230' },
        ],
        { pointsSpent: 20 },
      ),
    );
    // 24 − 20 spent + 23 earned on the 230 paid in cash.
    expect(await ledger()).toBe(27);
    expect(record.pos.payments).toContainEqual({ method: 'points', amount: '10.0000' });
  });

  it('are refused below the least spend, at another value, beyond the balance, without a customer', async () => {
    const few = await sell(
      forCustomer(
        [line(ids.C, '1', '10')],
        [
          { method: 'points', amount: '2.5' },
          { method: 'cash', amount: '7.5' },
        ],
        {
          pointsSpent: 5,
        },
      ),
    );
    expect(fieldErrors(few)).toEqual({ pointsSpent: 'Bir seferde en az 10 puan kullanılabilir' });
    const wrongValue = await sell(
      forCustomer(
        [line(ids.C, '1', '10')],
        [
          { method: 'points', amount: '6' },
          { method: 'cash', amount: '4' },
        ],
        {
          pointsSpent: 10,
        },
      ),
    );
    expect(fieldErrors(wrongValue)).toEqual({
      payments: 'Puanla ödenen tutar, kullanılan puanın değerine (5.00) eşit olmalıdır',
    });
    const tooMany = await sell(
      forCustomer([line(ids.C, '1', '20')], [{ method: 'points', amount: '20' }], { pointsSpent: 40 }),
    );
    expect(tooMany.statusCode).toBe(400);
    const nobody = await sell(
      receipt(world.session, [line(ids.C, '1', '10')], [{ method: 'points', amount: '10' }], {
        pointsSpent: 20,
      }),
    );
    expect(fieldErrors(nobody)).toEqual({ 'payments.0.method': 'Puanla ödeme için müşteri seçilmelidir' });
    expect(await ledger()).toBe(27);
  });

  it('come back with a refund: its share of the points earned taken, points paid back given', async () => {
    const [first, second] = await query(
      `SELECT d.id, (SELECT array_agg(l.id ORDER BY l.line_no) FROM document_lines l WHERE l.document_id = d.id) AS lines
         FROM documents d JOIN pos_receipts r ON r.document_id = d.id
        WHERE d.company_id = $1 AND d.account_id = $2 AND r.points_earned > 0 ORDER BY d.id`,
      [shop.id, ids.customer],
    );
    const refund = (refundOf: number, lineId: number, payments: object[]) =>
      call(cashier, 'POST', '/api/pos/refunds', {
        clientId: randomUUID(),
        sessionId: world.session,
        date: today,
        refundOf,
        accountId: ids.customer,
        lines: [{ sourceLineId: lineId, quantity: '1' }],
        payments,
      });
    // Half of the first sale (120 of 240): half of its 24 points go.
    const half = await refund(first.id, first.lines[0], [{ method: 'card', amount: '120' }]);
    expect(half.statusCode, half.body).toBe(200);
    expect(await ledger()).toBe(15);
    // Half of the second (120 of 240, 10 of it in points): 20 points back, ceil(23 × ½) = 12 taken.
    const mixed = await refund(second.id, second.lines[0], [
      { method: 'points', amount: '10' },
      { method: 'cash', amount: '110' },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(await ledger()).toBe(23);
    const [row] = await query('SELECT points_earned, points_spent FROM pos_receipts WHERE document_id = $1', [
      mixed.envelope.data.record.id,
    ]);
    expect(row).toEqual({ points_earned: -12, points_spent: -20 });
  });

  it('never gives back more points than the sale spent, whatever the kuruş rounding', async () => {
    // A point worth half a kuruş: spending one pays 0,01, and 0,01 back would be two points.
    const saved = await call(admin, 'PUT', '/api/settings/loyalty-settings', {
      pointsEnabled: true,
      pointsPerStep: '1',
      pointsStep: '1000',
      pointValue: '0.005',
      pointsExpiryMonths: 0,
      pointsMinRedeem: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await ledger();
    const sale = await sold(
      forCustomer(
        [line(ids.C, '1', '10')],
        [
          { method: 'points', amount: '0.01' },
          { method: 'cash', amount: '9.99' },
        ],
        { pointsSpent: 1 },
      ),
    );
    expect(await ledger()).toBe(before - 1);
    const back = await call(cashier, 'POST', '/api/pos/refunds', {
      clientId: randomUUID(),
      sessionId: world.session,
      date: today,
      refundOf: sale.id,
      accountId: ids.customer,
      lines: [{ sourceLineId: sale.lines[0].id, quantity: '1' }],
      payments: [
        { method: 'points', amount: '0.01' },
        { method: 'cash', amount: '9.99' },
      ],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await ledger()).toBe(before);
  });
});
