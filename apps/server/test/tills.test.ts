import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  acme,
  admin,
  closeVoucherWorld,
  held,
  ids,
  saved,
  setUpVoucherWorld,
  t,
  voucher,
} from './voucher-world.ts';

// Till sessions: opened with a float, money in and out with a reason, closed by count against what
// should be there; a counted session's vouchers stay as they were.

const world = { till: 0, bank: 0, session: 0, collection: 0 };

const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
  t.call(method, path, { token: admin, body });

beforeAll(async () => {
  await setUpVoucherWorld();
  const register = async (body: object) =>
    (await call('POST', '/api/cash-accounts', body)).envelope.data.record.id;
  world.till = await register({ kind: 'cash', code: 'KASA1', name: 'Ön Kasa' });
  world.bank = await register({
    kind: 'bank',
    code: 'BNK',
    name: 'Banka',
    bankName: 'Ziraat Bankası',
    iban: 'TR330006100519786457841326',
  });
});
afterAll(closeVoucherWorld);

describe('a till session', () => {
  it('opens once per cash register, with a float', async () => {
    const [one, two] = await Promise.all([
      call('POST', '/api/cash-sessions', { cashAccountId: world.till, openingFloat: '100' }),
      call('POST', '/api/cash-sessions', { cashAccountId: world.till, openingFloat: '100' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
    const refused = one.statusCode === 400 ? one : two;
    expect(refused.envelope.kiboMessage).toBe('Ön Kasa kasasında açık bir oturum var; önce onu kapatın');
    const opened = one.statusCode === 200 ? one : two;
    world.session = opened.envelope.data.record.id;
    // The drawer holds 100 the register's ledger did not: the difference is booked before the session.
    expect(await held(world.till)).toBe('100.0000');
    const { rows } = await t.database.pool.query(
      `SELECT v.voucher_type, v.description, e.cash_session_id FROM cash_entries e
         JOIN vouchers v ON v.company_id = e.company_id AND v.id = e.voucher_id WHERE e.cash_account_id = $1`,
      [world.till],
    );
    expect(rows).toEqual([
      { voucher_type: 'cashDebit', description: 'Kasa açılış fazlası', cash_session_id: null },
    ]);
    expect(opened.envelope.data.record).toMatchObject({
      status: 'open',
      openingFloat: '100.0000',
      expected: { cash: '100.0000' },
    });
    const huge = await call('POST', '/api/cash-sessions', {
      cashAccountId: world.till,
      openingFloat: '99999999999999',
    });
    expect(fieldErrors(huge)).toEqual({ openingFloat: expect.stringMatching(/^En fazla .*999.*olabilir$/) });
    const bank = await call('POST', '/api/cash-sessions', { cashAccountId: world.bank });
    expect(fieldErrors(bank)).toEqual({
      cashAccountId: 'Oturum yalnızca nakit kasada açılır (banka hesabında sayılacak çekmece yoktur)',
    });
  });

  it('counts the collections and the drawer moves made while it is open', async () => {
    const collected = await saved(
      voucher('cashCollection', [{ accountId: ids.customer, credit: '500' }], { cashAccountId: world.till }),
    );
    world.collection = collected.id;
    const out = await call('POST', `/api/cash-sessions/${world.session}/moves`, {
      direction: 'out',
      amount: '30',
      reason: 'Kargo ücreti',
    });
    expect(out.statusCode, JSON.stringify(out.envelope)).toBe(200);
    expect(out.envelope.data.record).toMatchObject({
      voucherType: 'cashCredit',
      description: 'Kargo ücreti',
    });
    const noReason = await call('POST', `/api/cash-sessions/${world.session}/moves`, {
      direction: 'in',
      amount: '5',
      reason: '',
    });
    expect(fieldErrors(noReason)).toEqual({ reason: 'Bu alan boş bırakılamaz' });
    // Money through the bank has no till to count.
    await saved(
      voucher('cashCollection', [{ accountId: ids.customer, credit: '70' }], { cashAccountId: world.bank }),
    );

    const detail = await call('GET', `/api/cash-sessions/${world.session}`);
    expect(detail.envelope.data.expected).toEqual({
      cash: '570.0000',
      card: '0.0000',
      transfer: '0.0000',
      other: '0.0000',
    });
    expect(detail.envelope.data.moves.map((move: { description: string }) => move.description)).toEqual([
      '',
      'Kargo ücreti',
    ]);
  });

  it('closes by count: a shortage goes out of the register and the counted vouchers are fixed', async () => {
    const stale = await call('POST', `/api/cash-sessions/${world.session}/close`, {
      counted: { cash: '560' },
      expectedCash: '600',
    });
    expect(stale.statusCode).toBe(409);
    const before = await held(world.till);
    const closed = await call('POST', `/api/cash-sessions/${world.session}/close`, {
      counted: { cash: '560', card: '0' },
      expectedCash: '570',
      note: 'Akşam sayımı',
    });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    expect(closed.envelope.data.record).toMatchObject({ status: 'closed', note: 'Akşam sayımı' });
    expect(closed.envelope.data.record.counts).toEqual(
      expect.arrayContaining([
        { method: 'cash', expected: '570.0000', counted: '560.0000', difference: '-10.0000' },
        { method: 'card', expected: '0.0000', counted: '0.0000', difference: '0.0000' },
      ]),
    );
    // The shortage went out of the register: its balance follows the count.
    expect(await held(world.till)).toBe((Number(before) - 10).toFixed(4));
    const shortage = closed.envelope.data.record.moves.at(-1);
    expect(shortage).toMatchObject({
      voucherType: 'cashCredit',
      description: 'Kasa sayım eksiği',
      credit: '10.0000',
    });

    // Done is done: no second close, no edit or cancel of what it counted.
    const again = await call('POST', `/api/cash-sessions/${world.session}/close`, { counted: {} });
    expect(again.envelope.kiboMessage).toBe('Bu kasa oturumu kapalı');
    const cancel = await call('POST', `/api/vouchers/${world.collection}/cancel`);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.envelope.kiboMessage).toBe(
      'Bu fiş kapanmış (sayılmış) bir kasa oturumuna ait; değiştirilemez veya iptal edilemez',
    );
    const moved = await call('POST', `/api/cash-sessions/${world.session}/moves`, {
      direction: 'in',
      amount: '5',
      reason: 'X',
    });
    expect(moved.envelope.kiboMessage).toBe('Bu kasa oturumu kapalı');

    // With no session open, the till takes vouchers as an office register does.
    const later = await saved(
      voucher('cashCollection', [{ accountId: ids.customer, credit: '1' }], { cashAccountId: world.till }),
    );
    expect((await call('POST', `/api/vouchers/${later.id}/cancel`)).statusCode).toBe(200);
    const list = await call('GET', `/api/cash-sessions?cashAccountId=${world.till}`);
    expect(list.envelope.data.list).toEqual([
      expect.objectContaining({ id: world.session, status: 'closed', cashDifference: '-10.0000' }),
    ]);
  });

  it('is run by the cashier at the till, and by no one of another company', async () => {
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    const opened = await t.call('POST', '/api/cash-sessions', {
      token: cashier,
      body: { cashAccountId: world.till, openingFloat: '50' },
    });
    expect(opened.statusCode, JSON.stringify(opened.envelope)).toBe(200);
    const id = opened.envelope.data.record.id;
    const closed = await t.call('POST', `/api/cash-sessions/${id}/close`, {
      token: cashier,
      body: { counted: { cash: '50' } },
    });
    expect(closed.envelope.data.record).toMatchObject({ status: 'closed', differenceVoucherId: null });
    const other = await createCompany(t.database, 'Beta');
    const beta = await t.login(other.admin.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', `/api/cash-sessions/${id}`, { token: beta })).statusCode).toBe(404);
    const theirs = await t.call('POST', '/api/cash-sessions', {
      token: beta,
      body: { cashAccountId: world.till },
    });
    expect(fieldErrors(theirs)).toEqual({ cashAccountId: 'Seçilen kayıt bulunamadı' });
  });
});
