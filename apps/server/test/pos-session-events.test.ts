import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  admin,
  call,
  cashier,
  ids,
  line,
  newRegister,
  onHand,
  openSession,
  query,
  receipt,
  sell,
  setUpShop,
  shop,
  sold,
  t,
  till,
} from './pos-world.ts';

// Voids, deleted lines and no-sale drawer openings (`pos_events`): once per till UUID, in the session
// they happened in, and — the spec's permission — a cashier without the delete right voids or
// deletes only with a manager's PIN approval, used once and recorded with the event.

const world = { session: 0, manager: 0 };

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till, '100');
  const made = await call(admin, 'POST', '/api/users', {
    name: 'Müdür',
    email: 'mudur@dukkan.test',
    role: 'manager',
    active: true,
    menuIds: [],
    posCanChangePrice: false,
    posCanDelete: true,
    posPin: '4071',
    password: FIXTURE_PASSWORD,
    mustChangePassword: false,
    phone: '',
  });
  expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
  world.manager = made.envelope.data.id;
});
afterAll(() => t.close());

const event = (body: object, token = cashier) => call(token, 'POST', '/api/pos/events', body);
const voidOf = (extra: object = {}) => ({
  kind: 'void',
  clientId: randomUUID(),
  sessionId: world.session,
  lines: [line(ids.B, '2', '30')],
  ...extra,
});
/** The manager's PIN typed at the cashier's till: a token for one action. */
const approval = async (action: 'deleteLine' | 'deleteReceipt') => {
  const answer = await call(cashier, 'POST', '/api/pos/approvals', { action, pin: '4071', detail: {} });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.token as string;
};
const eventRows = (sessionId: number) =>
  query(
    `SELECT kind, session_id, user_id, document_id, item_id, quantity::text, amount::text, approved_by, unapproved
       FROM pos_events WHERE company_id = $1 AND session_id = $2 ORDER BY id`,
    [shop.id, sessionId],
  );

describe('a drawer opened without a sale', () => {
  it('is recorded once per till UUID, also when the same opening arrives several times at once', async () => {
    const body = { kind: 'noSale', clientId: randomUUID(), sessionId: world.session, reason: 'Bozuk para' };
    const answers = await Promise.all([event(body), event(body), event(body)]);
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const recorded = new Set(answers.map((answer) => answer.envelope.data.record.id));
    expect(recorded.size).toBe(1);
    expect(answers.filter((answer) => !answer.envelope.data.replayed)).toHaveLength(1);
    expect(answers[0]!.envelope.kiboMessage).toBe('Satışsız çekmece açma kaydedildi');
    const again = await event(body);
    expect(again.envelope.data).toMatchObject({ replayed: true, record: { id: [...recorded][0] } });
    expect(await eventRows(world.session)).toEqual([
      expect.objectContaining({ kind: 'noSale', user_id: shop.cashier.id, approved_by: null }),
    ]);
    // The Idempotency-Key, when sent, is the event's own UUID.
    const mismatch = await t.call('POST', '/api/pos/events', {
      token: cashier,
      headers: { 'idempotency-key': randomUUID() },
      body: { ...body, clientId: randomUUID() },
    });
    expect(fieldErrors(mismatch)).toEqual({ idempotencyKey: expect.any(String) });
  });
});

describe('a receipt voided before payment', () => {
  it('is refused to a cashier without the delete right, then recorded with the approving manager, once', async () => {
    const bare = await event(voidOf());
    expect(bare.statusCode).toBe(400);
    expect(bare.envelope.kiboMessage).toBe(
      'Fiş iptali ve satır silme yetkiniz yok; yönetici onayı (PIN) gerekir',
    );
    // An approval of another action does not void a receipt.
    const otherAction = await event(voidOf({ approval: await approval('deleteLine') }));
    expect(otherAction.envelope.kiboMessage).toBe('Yönetici onayı geçersiz, süresi dolmuş veya kullanılmış');

    const token = await approval('deleteReceipt');
    const body = voidOf({ approval: token, reason: 'Müşteri vazgeçti' });
    const approved = await event(body);
    expect(approved.statusCode, JSON.stringify(approved.envelope)).toBe(200);
    expect(approved.envelope.kiboMessage).toBe('Fiş iptali kaydedildi');
    expect(approved.envelope.data.record).toMatchObject({
      kind: 'void',
      amount: '60.0000',
      approvedBy: world.manager,
      unapproved: false,
    });
    // The till sending it again gets the same void; the token is not asked for twice.
    const retry = await event(body);
    expect(retry.envelope.data).toMatchObject({
      replayed: true,
      record: { id: approved.envelope.data.record.id },
    });
    // The token was good once.
    const reused = await event(voidOf({ approval: token }));
    expect(reused.statusCode).toBe(400);
    expect(reused.envelope.kiboMessage).toBe('Yönetici onayı geçersiz, süresi dolmuş veya kullanılmış');
    const voids = (await eventRows(world.session)).filter((row) => row.kind === 'void');
    expect(voids).toEqual([
      expect.objectContaining({ user_id: shop.cashier.id, approved_by: world.manager }),
    ]);
  });

  it('needs no approval from a user holding the delete right', async () => {
    await query('UPDATE users SET pos_can_delete = true WHERE id = $1', [shop.admin.id]);
    try {
      const made = await event(voidOf(), admin);
      expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
      expect(made.envelope.data.record).toMatchObject({ approvedBy: null, unapproved: false });
    } finally {
      await query('UPDATE users SET pos_can_delete = false WHERE id = $1', [shop.admin.id]);
    }
  });

  it('goes, when made offline in a session closed meanwhile, to its rescue session, marked unapproved without an approval', async () => {
    const register = await newRegister('KAP');
    const session = await openSession(register);
    const closed = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, { counted: {} });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    const online = await event(voidOf({ sessionId: session }));
    expect(online.envelope.kiboMessage).toBe('Kasa açık değilken fiş kapatılamaz: bu kasa oturumu kapalı');
    // Marked offline by hand, without the device, it is refused like a receipt would be.
    const bare = await event(voidOf({ sessionId: session, madeOffline: true }));
    expect(bare.statusCode).toBe(403);
    // An offline till could not reach a manager's PIN: what happened is kept, and shown as unapproved.
    const late = await event(voidOf({ sessionId: session, madeOffline: true, deviceKey: till.key }));
    expect(late.statusCode, JSON.stringify(late.envelope)).toBe(200);
    const rescue = late.envelope.data.record.sessionId;
    expect(rescue).not.toBe(session);
    expect(await query('SELECT status, rescue_of FROM cash_sessions WHERE id = $1', [rescue])).toEqual([
      { status: 'rescue', rescue_of: session },
    ]);
    expect(late.envelope.data.record).toMatchObject({ unapproved: true, approvedBy: null });
    const noSale = await event({
      kind: 'noSale',
      clientId: randomUUID(),
      sessionId: session,
      madeOffline: true,
      deviceKey: till.key,
    });
    expect(noSale.envelope.data.record.sessionId).toBe(rescue);
    expect(await eventRows(session)).toEqual([]);
  });
});

describe('lines deleted before payment', () => {
  const deleted = (extra: object = {}) => ({ itemId: ids.C, quantity: '1', amount: '25', ...extra });

  it('are refused without approval together with their sale, which saves nothing', async () => {
    const before = await onHand(ids.A);
    const refused = await sell(
      receipt(world.session, [line(ids.A, '1', '40')], [{ method: 'cash', amount: '40' }], {
        deletedLines: [deleted()],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.envelope.kiboMessage).toBe(
      'Fiş iptali ve satır silme yetkiniz yok; yönetici onayı (PIN) gerekir',
    );
    expect(await onHand(ids.A)).toBe(before);
  });

  it('are recorded with their sale, each with its approving manager, once however often the sale is sent', async () => {
    const body = receipt(world.session, [line(ids.A, '1', '40')], [{ method: 'cash', amount: '40' }], {
      deletedLines: [
        deleted({ approval: await approval('deleteLine') }),
        deleted({ itemId: ids.B, quantity: '2', amount: '60', approval: await approval('deleteLine') }),
      ],
    });
    const made = await sold(body);
    const again = await sell(body);
    expect(again.envelope.data).toMatchObject({ replayed: true, record: { id: made.id } });
    const lines = (await eventRows(world.session)).filter((row) => row.kind === 'deleteLine');
    expect(lines).toEqual([
      expect.objectContaining({
        document_id: made.id,
        item_id: ids.C,
        quantity: '1.0000',
        amount: '25.0000',
        user_id: shop.cashier.id,
        approved_by: world.manager,
      }),
      expect.objectContaining({
        document_id: made.id,
        item_id: ids.B,
        quantity: '2.0000',
        amount: '60.0000',
      }),
    ]);
    const summary = await call(cashier, 'GET', `/api/cash-sessions/${world.session}/summary`);
    expect(summary.envelope.data.summary).toMatchObject({ voidedLines: 2, deletedLinesTotal: '85.00' });
    expect(summary.envelope.data.events.filter((row: { kind: string }) => row.kind === 'deleteLine')).toEqual(
      [
        expect.objectContaining({
          itemName: 'Defter C',
          receiptNumber: made.number,
          approvedByName: 'Müdür',
        }),
        expect.objectContaining({
          itemName: 'Defter B',
          receiptNumber: made.number,
          approvedByName: 'Müdür',
        }),
      ],
    );
  });
});
