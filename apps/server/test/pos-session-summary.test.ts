import { randomUUID } from 'node:crypto';
import { Big } from '@kibo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD } from './harness.ts';
import {
  call,
  cashier,
  ids,
  line,
  newRegister,
  openSession,
  query,
  receipt,
  setUpShop,
  shop,
  sold,
  t,
  till,
} from './pos-world.ts';

// A till session's Z-style summary (`GET /api/cash-sessions/:id/summary`): every figure is the one
// the ledgers hold — documents and their lines, till payments, cash entries, till events — and its
// expected cash is the one the close counts against.

beforeAll(async () => {
  await setUpShop();
  // The cashier here may void and delete lines without asking (the approvals have their own tests).
  await query('UPDATE users SET pos_can_delete = true WHERE id = $1', [shop.cashier.id]);
});
afterAll(() => t.close());

const summaryOf = async (sessionId: number, token = cashier) => {
  const answer = await call(token, 'GET', `/api/cash-sessions/${sessionId}/summary`);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data;
};
const expectedOf = async (sessionId: number) =>
  (await call(cashier, 'GET', `/api/cash-sessions/${sessionId}`)).envelope.data.expected;
const kuruş = (value: string | number) => new Big(value).toFixed(2);
const event = (sessionId: number, body: object) =>
  call(cashier, 'POST', '/api/pos/events', { clientId: randomUUID(), sessionId, ...body });
const move = async (sessionId: number, direction: 'in' | 'out', amount: string, reason: string) => {
  const answer = await call(cashier, 'POST', `/api/cash-sessions/${sessionId}/moves`, {
    direction,
    amount,
    reason,
  });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
};

/** The session's figures added up straight from the ledgers, as an accountant would. */
async function fromLedgers(sessionId: number) {
  const documents = `SELECT d.* FROM pos_receipts r JOIN documents d ON d.company_id = r.company_id AND d.id = r.document_id
                     WHERE r.company_id = $1 AND r.session_id = $2`;
  const [totals] = await query(
    `SELECT count(*) FILTER (WHERE doc_type = 'posReceipt')::int AS sales,
            count(*) FILTER (WHERE doc_type = 'posRefund')::int AS refunds,
            coalesce(sum(grand_total) FILTER (WHERE doc_type = 'posReceipt'), 0)::text AS "salesTotal",
            coalesce(sum(grand_total) FILTER (WHERE doc_type = 'posRefund'), 0)::text AS "refundsTotal",
            coalesce(sum(CASE doc_type WHEN 'posRefund' THEN -discount_total ELSE discount_total END), 0)::text AS discounts
       FROM (${documents}) d`,
    [shop.id, sessionId],
  );
  const vat = await query(
    `SELECT round(l.vat_rate)::text AS rate,
            sum(CASE d.doc_type WHEN 'posRefund' THEN -(l.net + l.otv) ELSE l.net + l.otv END)::text AS base,
            sum(CASE d.doc_type WHEN 'posRefund' THEN -l.vat ELSE l.vat END)::text AS vat
       FROM (${documents}) d JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
      GROUP BY l.vat_rate ORDER BY l.vat_rate`,
    [shop.id, sessionId],
  );
  const methods = await query(
    `SELECT method, coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::text AS sales,
            coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::text AS refunds
       FROM till_payments WHERE company_id = $1 AND session_id = $2 GROUP BY method`,
    [shop.id, sessionId],
  );
  const [cash] = await query(
    `SELECT coalesce(sum(e.debit), 0)::text AS "in", coalesce(sum(e.credit), 0)::text AS out
       FROM cash_entries e JOIN cash_sessions s ON s.company_id = e.company_id AND s.id = e.cash_session_id
      WHERE e.company_id = $1 AND e.cash_session_id = $2 AND e.voucher_id IS NOT NULL
        AND e.voucher_id IS DISTINCT FROM s.difference_voucher_id`,
    [shop.id, sessionId],
  );
  const [events] = await query(
    `SELECT count(*) FILTER (WHERE kind = 'void')::int AS voids,
            coalesce(sum(amount) FILTER (WHERE kind = 'void'), 0)::text AS "voidTotal",
            count(*) FILTER (WHERE kind = 'deleteLine')::int AS "deletedLines",
            coalesce(sum(amount) FILTER (WHERE kind = 'deleteLine'), 0)::text AS "deletedTotal",
            count(*) FILTER (WHERE kind = 'noSale')::int AS "noSales"
       FROM pos_events WHERE company_id = $1 AND session_id = $2`,
    [shop.id, sessionId],
  );
  return { totals, vat, methods, cash, events };
}

describe('the session summary', () => {
  it('adds up a day of split payments, a refund, discounts, a void, a deleted line, no-sales and cash in and out as the ledgers do', async () => {
    const register = await newRegister('GUN');
    const session = await openSession(register, '200');
    // 2 × 60 + 30, 10 off the receipt: 140, 50 in cash (100 handed over) and 90 by card.
    const first = await sold(
      receipt(
        session,
        [line(ids.A, '2', '60'), line(ids.B, '1', '30')],
        [
          { method: 'cash', amount: '50' },
          { method: 'card', amount: '90' },
        ],
        { receiptDiscount: { kind: 'amount', value: '10' }, cashTendered: '100' },
      ),
    );
    // 3 × 25 at 10 % VAT by transfer; a line of A taken off before payment.
    await sold(
      receipt(
        session,
        [{ ...line(ids.C, '3', '25'), vatRate: '10' }],
        [{ method: 'transfer', amount: '75' }],
        {
          deletedLines: [{ itemId: ids.A, quantity: '1', amount: '60' }],
        },
      ),
    );
    // 60 less 10 %: 54 in cash.
    await sold(
      receipt(
        session,
        [{ ...line(ids.A, '1', '60'), discounts: ['10'] }],
        [{ method: 'cash', amount: '54' }],
      ),
    );
    // One A of the first receipt back at what was paid for it (112 ÷ 2), in cash.
    const soldA = first.lines.find((row: { itemId: number }) => row.itemId === ids.A);
    const refund = await call(cashier, 'POST', '/api/pos/refunds', {
      clientId: randomUUID(),
      sessionId: session,
      date: '2026-11-25',
      refundOf: first.id,
      lines: [{ sourceLineId: soldA.id, quantity: '1' }],
      payments: [{ method: 'cash', amount: '56' }],
    });
    expect(refund.statusCode, JSON.stringify(refund.envelope)).toBe(200);
    expect((await event(session, { kind: 'void', lines: [line(ids.B, '2', '30')] })).statusCode).toBe(200);
    for (const _ of [1, 2]) expect((await event(session, { kind: 'noSale' })).statusCode).toBe(200);
    await move(session, 'in', '25', 'Bozuk para');
    await move(session, 'out', '40', 'Kargo ödemesi');

    const { header, summary, expected, counts, events } = await summaryOf(session);
    expect(header).toMatchObject({
      sessionId: session,
      status: 'open',
      rescueOf: null,
      company: 'Dükkan Ticaret A.Ş.',
      register: 'GUN Kasa GUN',
      currency: 'TRY',
      openedByName: 'Dükkan Kasiyer',
      closedAt: null,
    });
    expect(counts).toEqual([]);
    expect(events.map((row: { kind: string }) => row.kind)).toEqual([
      'deleteLine',
      'void',
      'noSale',
      'noSale',
    ]);

    // The figures, as a person would add them up…
    expect(summary).toMatchObject({
      saleCount: 3,
      refundCount: 1,
      salesTotal: '269.00',
      refundsTotal: '56.00',
      netTotal: '213.00',
      // 10 off the first receipt, 6 off the third's line.
      discountTotal: '16.00',
      voidCount: 1,
      voidTotal: '60.00',
      voidedLines: 1,
      deletedLinesTotal: '60.00',
      noSaleCount: 2,
      openingFloat: '200.00',
      cashIn: '25.00',
      cashOut: '40.00',
      // 200 + 50 + 54 − 56 + 25 − 40
      expectedCash: '233.00',
    });
    // …and as the ledgers hold them.
    const ledgers = await fromLedgers(session);
    expect(summary).toMatchObject({
      saleCount: ledgers.totals.sales,
      refundCount: ledgers.totals.refunds,
      salesTotal: kuruş(ledgers.totals.salesTotal),
      refundsTotal: kuruş(ledgers.totals.refundsTotal),
      discountTotal: kuruş(ledgers.totals.discounts),
      voidCount: ledgers.events.voids,
      voidTotal: kuruş(ledgers.events.voidTotal),
      voidedLines: ledgers.events.deletedLines,
      deletedLinesTotal: kuruş(ledgers.events.deletedTotal),
      noSaleCount: ledgers.events.noSales,
      cashIn: kuruş(ledgers.cash.in),
      cashOut: kuruş(ledgers.cash.out),
    });
    expect(summary.vatByRate).toEqual(
      ledgers.vat.map((row) => ({ rate: row.rate, base: kuruş(row.base), vat: kuruş(row.vat) })),
    );
    expect(summary.vatTotal).toBe(kuruş(ledgers.vat.reduce((total, row) => total.plus(row.vat), new Big(0))));
    expect(summary.byMethod).toEqual(
      ['cash', 'card', 'transfer'].map((method) => {
        const row = ledgers.methods.find((other) => other.method === method)!;
        return {
          method,
          sales: kuruş(row.sales),
          refunds: kuruş(row.refunds),
          net: kuruş(new Big(row.sales).minus(row.refunds).toString()),
        };
      }),
    );
    // The expected cash is the one the session's own route (and so its close) expects.
    expect(expected).toEqual(await expectedOf(session));
    expect(summary.expectedCash).toBe(kuruş(expected.cash));

    // Counted 3 short: the close takes it out of the register; the summary still expects 233.
    const closed = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, {
      counted: { cash: '230', card: '90', transfer: '75' },
      expectedCash: expected.cash,
    });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    const after = await summaryOf(session);
    expect(after.header).toMatchObject({ status: 'closed', closedByName: 'Dükkan Kasiyer' });
    expect(after.summary).toEqual(summary);
    expect(after.expected).toEqual(expected);
    expect(after.counts).toContainEqual({
      method: 'cash',
      expected: '233.0000',
      counted: '230.0000',
      difference: '-3.0000',
    });
  });

  it('gives a rescue session its own summary, and keeps its count’s difference its own', async () => {
    const register = await newRegister('KUR');
    const session = await openSession(register, '0');
    await sold(receipt(session, [line(ids.B, '1', '10')], [{ method: 'cash', amount: '10' }]));
    const closed = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, {
      counted: { cash: '10' },
    });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    const next = await openSession(register, '10');
    // Rung up offline before the close, arriving after it.
    const late = await sold(
      receipt(session, [line(ids.B, '1', '7')], [{ method: 'cash', amount: '7' }], {
        madeOffline: true,
        deviceKey: till.key,
      }),
    );
    const rescue = late.pos.sessionId as number;
    expect(
      (await event(session, { kind: 'noSale', madeOffline: true, deviceKey: till.key })).statusCode,
    ).toBe(200);

    const rescued = await summaryOf(rescue);
    expect(rescued.header).toMatchObject({ status: 'rescue', rescueOf: session });
    expect(rescued.summary).toMatchObject({
      saleCount: 1,
      salesTotal: '7.00',
      noSaleCount: 1,
      expectedCash: '7.00',
    });
    expect((await summaryOf(session)).summary).toMatchObject({
      saleCount: 1,
      salesTotal: '10.00',
      noSaleCount: 0,
    });

    // Its cash was in the drawer the first count found: counted again as none, the 7 go out of the
    // register — as the rescue session's difference, not the open session's.
    const before = await expectedOf(next);
    const counted = await call(cashier, 'POST', `/api/cash-sessions/${rescue}/close`, {
      counted: { cash: '0' },
    });
    expect(counted.statusCode, JSON.stringify(counted.envelope)).toBe(200);
    expect(await expectedOf(next)).toEqual(before);
    const done = await summaryOf(rescue);
    expect(done.header.status).toBe('closed');
    expect(done.summary.expectedCash).toBe('7.00');
    expect(done.counts).toContainEqual({
      method: 'cash',
      expected: '7.0000',
      counted: '0.0000',
      difference: '-7.0000',
    });
  });

  it('is read by no other company', async () => {
    const [{ id }] = await query('SELECT id FROM cash_sessions WHERE company_id = $1 LIMIT 1', [shop.id]);
    const other = await createCompany(t.database, 'Komşu');
    const stranger = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const answer = await call(stranger, 'GET', `/api/cash-sessions/${id}/summary`);
    expect(answer.statusCode).toBe(404);
  });
});
