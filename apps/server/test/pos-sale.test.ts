import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  admin,
  call,
  cashier,
  held,
  ids,
  line,
  newRegister,
  newUser,
  onHand,
  openSession,
  owed,
  query,
  receipt,
  sell,
  setUpShop,
  shop,
  sold,
  t,
  till,
} from './pos-world.ts';

// Selling at the till: one transaction for the receipt, its stock and its money, once per client UUID,
// only inside an open till session; the close expects each method from the receipts.

const world = { session: 0 };

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till, '100');
});
afterAll(() => t.close());

const basket = () => [line(ids.A, '2', '60'), line(ids.B, '1', '30')];
const tenOff = { receiptDiscount: { kind: 'amount', value: '10' } };

describe('a sale at the till', () => {
  it('takes a split payment, gives change, and posts stock, the register and the session in one go', async () => {
    const record = await sold(
      receipt(
        world.session,
        basket(),
        [
          { method: 'cash', amount: '50' },
          { method: 'card', amount: '90' },
        ],
        { ...tenOff, cashTendered: '100' },
      ),
    );
    expect(record).toMatchObject({ docType: 'posReceipt', number: 'PF000001', grandTotal: '140.0000' });
    expect(record.pos).toMatchObject({
      sessionId: world.session,
      cashTendered: '100.0000',
      change: '50.0000',
    });
    expect(record.pos.payments).toEqual([
      { method: 'cash', amount: '50.0000' },
      { method: 'card', amount: '90.0000' },
    ]);
    expect(await onHand(ids.A)).toBe('98.0000');
    expect(await onHand(ids.B)).toBe('99.0000');
    // The float (100) and the cash part of the sale; the card part is not in the drawer.
    expect(await held(ids.till)).toBe('150.0000');
    const [entry] = await query(
      'SELECT document_id, cash_session_id, debit::text FROM cash_entries WHERE document_id = $1',
      [record.id],
    );
    expect(entry).toEqual({ document_id: record.id, cash_session_id: world.session, debit: '50.0000' });
    // The register's movements (/kasa/islem) show the receipt's cash by its number.
    const ledger = await call(admin, 'GET', `/api/cash-entries?cashAccountId=${ids.till}&source=posReceipt`);
    expect(ledger.envelope.data.list).toEqual([
      expect.objectContaining({
        source: 'posReceipt',
        number: 'PF000001',
        documentId: record.id,
        debit: '50.0000',
      }),
    ]);
    const session = await call(cashier, 'GET', `/api/cash-sessions/${world.session}`);
    expect(session.envelope.data.expected).toEqual({
      cash: '150.0000',
      card: '90.0000',
      transfer: '0.0000',
      other: '0.0000',
    });
  });

  it('refuses payments that do not add up to the receipt, in the spec’s words', async () => {
    const short = await sell(receipt(world.session, basket(), [{ method: 'cash', amount: '130' }], tenOff));
    expect(short.statusCode).toBe(422);
    expect(fieldErrors(short)).toEqual({
      payments: 'Kasa ve fiş toplamları eşit olmalıdır (fiş: 140.00, ödenen: 130.00)',
    });
    const english = await t.call('POST', '/api/pos/receipts', {
      token: cashier,
      headers: { 'accept-language': 'en' },
      body: receipt(world.session, basket(), [{ method: 'card', amount: '150' }], tenOff),
    });
    expect(fieldErrors(english)).toEqual({
      payments: 'Cash and receipt totals must be equal (receipt: 140.00, paid: 150.00)',
    });
    const tendered = await sell(
      receipt(world.session, basket(), [{ method: 'cash', amount: '140' }], {
        ...tenOff,
        cashTendered: '100',
      }),
    );
    expect(fieldErrors(tendered)).toEqual({
      cashTendered: 'Alınan nakit, nakit ödemeden (140.00) az olamaz',
    });
    const cardOnly = await sell(
      receipt(world.session, basket(), [{ method: 'card', amount: '140' }], {
        ...tenOff,
        cashTendered: '200',
      }),
    );
    expect(fieldErrors(cardOnly)).toEqual({ cashTendered: 'Nakit ödeme yokken alınan nakit girilmez' });
    expect(await onHand(ids.A)).toBe('98.0000');
  });

  it('takes payment on account only with a customer, and within their risk limit', async () => {
    const anonymous = await sell(
      receipt(world.session, [line(ids.C, '1', '40')], [{ method: 'account', amount: '40' }]),
    );
    expect(fieldErrors(anonymous)).toEqual({
      'payments.0.method': 'Veresiye (cariye) ödeme için müşteri seçilmelidir',
    });
    const record = await sold(
      receipt(
        world.session,
        [line(ids.C, '2', '50')],
        [
          { method: 'account', amount: '80' },
          { method: 'cash', amount: '20' },
        ],
        { accountId: ids.customer },
      ),
    );
    // Only the part on account is owed; the cash went into the drawer.
    expect(await owed(ids.customer)).toBe('80.0000');
    const entries = await query('SELECT debit::text FROM account_entries WHERE document_id = $1', [
      record.id,
    ]);
    expect(entries).toEqual([{ debit: '80.0000' }]);
    const over = await sell(
      receipt(world.session, [line(ids.C, '1', '30')], [{ method: 'account', amount: '30' }], {
        accountId: ids.customer,
      }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.envelope.kiboMessage).toBe(
      'Şule İnce carisinin risk limiti (100.00) aşılıyor; satış sonrası bakiye 110.00 olurdu',
    );
    // Nothing of the refused sale stays: stock, account and numbering as before.
    expect(await owed(ids.customer)).toBe('80.0000');
    expect(await onHand(ids.C)).toBe('98.0000');
  });

  it('answers a retry with the first receipt, also when the same receipt arrives several times at once', async () => {
    const body = receipt(world.session, [line(ids.A, '1', '25')], [{ method: 'transfer', amount: '25' }]);
    const first = await sold(body);
    const again = await sell(body);
    expect(again.envelope.data).toMatchObject({
      replayed: true,
      record: { id: first.id, number: first.number },
    });

    const racing = receipt(world.session, [line(ids.A, '1', '25')], [{ method: 'cash', amount: '25' }]);
    const cashBefore = await held(ids.till);
    const answers = await Promise.all([1, 2, 3, 4].map(() => sell(racing)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.envelope.data.record.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.envelope.data.replayed)).toHaveLength(1);
    const made = await query('SELECT count(*)::int AS n FROM documents WHERE idempotency_key = $1', [
      racing.clientId,
    ]);
    expect(made[0].n).toBe(1);
    expect(await onHand(ids.A)).toBe('96.0000');
    expect(Number(await held(ids.till)) - Number(cashBefore)).toBe(25);

    const mismatch = await t.call('POST', '/api/pos/receipts', {
      token: cashier,
      headers: { 'idempotency-key': randomUUID() },
      body: receipt(world.session, [line(ids.A, '1', '25')], [{ method: 'cash', amount: '25' }]),
    });
    expect(fieldErrors(mismatch)).toEqual({
      idempotencyKey: 'Idempotency-Key fişin kimliğiyle (clientId) aynı olmalıdır',
    });
  });

  it('is refused outside an open till session; a retry of a receipt made before the close still answers it', async () => {
    const register = await newRegister('ARKA');
    const session = await openSession(register);
    const body = receipt(session, [line(ids.B, '1', '10')], [{ method: 'cash', amount: '10' }]);
    const made = await sold(body);
    const closed = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, {
      counted: { cash: '10' },
    });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    const late = await sell(receipt(session, [line(ids.B, '1', '10')], [{ method: 'cash', amount: '10' }]));
    expect(late.statusCode).toBe(400);
    expect(late.envelope.kiboMessage).toBe('Kasa açık değilken fiş kapatılamaz: bu kasa oturumu kapalı');
    const retry = await sell(body);
    expect(retry.envelope.data).toMatchObject({ replayed: true, record: { id: made.id } });
    const nowhere = await sell(receipt(999999, [line(ids.B, '1', '10')], [{ method: 'cash', amount: '10' }]));
    expect(fieldErrors(nowhere)).toEqual({ sessionId: expect.any(String) });
  });

  it('takes a late offline receipt of a closed session into a rescue session, never into the counted day', async () => {
    const register = await newRegister('GEC');
    const session = await openSession(register);
    await sold(receipt(session, [line(ids.B, '1', '10')], [{ method: 'cash', amount: '10' }]));
    const closed = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, {
      counted: { cash: '10' },
    });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    const offline = (amount: string, method = 'cash') =>
      receipt(session, [line(ids.B, '1', amount)], [{ method, amount }], {
        madeOffline: true,
        deviceKey: till.key,
      });
    const [late, later] = await Promise.all([sold(offline('7')), sold(offline('5', 'card'))]);
    expect(late.pos.sessionId).not.toBe(session);
    expect(later.pos.sessionId).toBe(late.pos.sessionId);
    const [rescue] = await query(
      'SELECT status, rescue_of, cash_account_id FROM cash_sessions WHERE id = $1',
      [late.pos.sessionId],
    );
    expect(rescue).toEqual({ status: 'rescue', rescue_of: session, cash_account_id: register });
    // The counted day is as it was counted.
    const day = await call(cashier, 'GET', `/api/cash-sessions/${session}`);
    expect(day.envelope.data.expected).toMatchObject({ cash: '10.0000', card: '0.0000' });
    const rescued = await call(cashier, 'GET', `/api/cash-sessions/${late.pos.sessionId}`);
    expect(rescued.envelope.data.expected).toMatchObject({ cash: '7.0000', card: '5.0000' });
    const counted = await call(cashier, 'POST', `/api/cash-sessions/${late.pos.sessionId}/close`, {
      counted: { cash: '7', card: '5' },
    });
    expect(counted.statusCode, JSON.stringify(counted.envelope)).toBe(200);
    expect(counted.envelope.data.record.status).toBe('closed');
    // A straggler after that starts the next rescue session.
    const last = await sold(offline('3'));
    expect([session, late.pos.sessionId]).not.toContain(last.pos.sessionId);
  });

  it('sells what an offline till already handed over even where stock may not go below zero, and says so', async () => {
    await query('UPDATE companies SET negative_stock = $1 WHERE id = $2', ['refuse', shop.id]);
    try {
      const tooMany = (extra: object = {}) =>
        receipt(world.session, [line(ids.C, '150', '1')], [{ method: 'cash', amount: '150' }], extra);
      const now = await sell(tooMany());
      expect(now.statusCode).toBe(400);
      expect(now.envelope.kiboMessage).toMatch(/^Defter C için yeterli stok yok \(eldeki miktar: \d+\)$/);
      const before = await onHand(ids.C);
      const late = await sell(tooMany({ madeOffline: true, deviceKey: till.key }));
      expect(late.statusCode, JSON.stringify(late.envelope)).toBe(200);
      expect(late.envelope.data.warnings).toEqual(['Defter C eksi stoğa düştü']);
      expect(Number(await onHand(ids.C))).toBe(Number(before) - 150);
    } finally {
      await query('UPDATE companies SET negative_stock = $1 WHERE id = $2', ['warn', shop.id]);
    }
  });

  it('is made at the till only: the document editor cannot save, change or cancel a till receipt', async () => {
    const [{ id }] = await query(
      "SELECT id FROM documents WHERE doc_type = 'posReceipt' AND company_id = $1 LIMIT 1",
      [shop.id],
    );
    // Listed and printed as any document.
    const listed = await call(cashier, 'GET', '/api/documents?docType=posReceipt');
    expect(listed.envelope.data.list.map((row: { id: number }) => row.id)).toContain(id);
    const pdf = await call(cashier, 'GET', `/api/documents/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/pdf/);
    const cancel = await call(admin, 'POST', `/api/documents/${id}/cancel`);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.envelope.kiboMessage).toBe(
      'Hızlı satış fişleri yalnızca kasadan kaydedilir ve iade fişiyle geri alınır',
    );
    const direct = await call(admin, 'POST', '/api/documents', {
      docType: 'posReceipt',
      date: '2026-11-25',
      warehouseId: ids.store,
      lines: [line(ids.A, '1', '10')],
    });
    expect(direct.statusCode).toBe(400);
  });
});

describe('who may use the till', () => {
  it('refuses every till call to a user without the POS menu', async () => {
    const accountant = await newUser('muhasebe@dukkan.test', 'accountant');
    const sale = await sell(
      receipt(world.session, [line(ids.A, '1', '10')], [{ method: 'cash', amount: '10' }]),
      accountant,
    );
    expect(sale.statusCode).toBe(403);
    expect((await call(accountant, 'GET', `/api/pos/baskets?sessionId=${world.session}`)).statusCode).toBe(
      403,
    );
    expect((await call(accountant, 'GET', '/api/pos/receipts/lookup?number=PF000001')).statusCode).toBe(403);
    expect((await call(accountant, 'GET', '/api/pos/receipt-header')).statusCode).toBe(403);
  });
});

describe('another company', () => {
  it('sees and touches nothing of the shop’s till', async () => {
    const other = await createCompany(t.database, 'Rakip');
    const stranger = await t.login(other.cashier.email, FIXTURE_PASSWORD);
    const [{ id, number }] = await query(
      "SELECT id, number FROM documents WHERE doc_type = 'posReceipt' AND company_id = $1 LIMIT 1",
      [shop.id],
    );
    expect((await call(stranger, 'GET', `/api/pos/receipts/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/pos/receipts/lookup?number=${number}`)).statusCode).toBe(404);
    const baskets = await call(stranger, 'GET', `/api/pos/baskets?sessionId=${world.session}`);
    expect(baskets.envelope.data.list).toEqual([]);
    const intrude = await sell(
      receipt(world.session, [line(ids.A, '1', '10')], [{ method: 'cash', amount: '10' }]),
      stranger,
    );
    expect(fieldErrors(intrude)).toEqual({ sessionId: expect.any(String) });
    expect((await call(admin, 'GET', `/api/pos/receipts/${id}`)).statusCode).toBe(200);
  });
});
