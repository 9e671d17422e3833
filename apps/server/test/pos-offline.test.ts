import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  admin,
  call,
  cashier,
  ids,
  line,
  newDeviceKey,
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
  today,
} from './pos-world.ts';

// Receipts an offline till sends when the line comes back: only from an authorised device (which
// each receipt records), found again by the number the till printed, and taken on account even
// past the risk limit the till could not check.

const world = { session: 0 };

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till, '50');
});
afterAll(() => t.close());

const cash = (amount: string) => [{ method: 'cash', amount }];
const receiptCount = async () =>
  Number(
    (
      await query(
        "SELECT count(*)::int AS n FROM documents WHERE company_id = $1 AND doc_type = 'posReceipt'",
        [shop.id],
      )
    )[0].n,
  );
const kept = async (documentId: number) =>
  (
    await query(
      'SELECT device_id, local_number FROM pos_receipts WHERE company_id = $1 AND document_id = $2',
      [shop.id, documentId],
    )
  )[0];

describe('a receipt made offline', () => {
  it('is taken from the shop’s authorised till, which it records with the number the till printed', async () => {
    const record = await sold(
      receipt(world.session, [line(ids.A, '1', '12')], cash('12'), {
        madeOffline: true,
        deviceKey: till.key,
        localNumber: `T${till.id}-000001`,
      }),
    );
    expect(await kept(record.id)).toEqual({ device_id: till.id, local_number: `T${till.id}-000001` });
    expect(record.pos.localNumber).toBe(`T${till.id}-000001`);
    // A till sends its key online too, so every receipt says where it was rung up.
    const online = await sold(
      receipt(world.session, [line(ids.A, '1', '12')], cash('12'), { deviceKey: till.key }),
    );
    expect(await kept(online.id)).toEqual({ device_id: till.id, local_number: null });
  });

  it('is refused from a browser that is not an authorised till, and from another company’s', async () => {
    const before = [await receiptCount(), await onHand(ids.B)];
    const offline = (extra: object) =>
      sell(receipt(world.session, [line(ids.B, '1', '9')], cash('9'), { madeOffline: true, ...extra }));
    const keyless = await offline({});
    expect(keyless.statusCode).toBe(403);
    expect(keyless.envelope).toMatchObject({
      errorCode: 'PS10001',
      kiboMessage: 'Çevrimdışı yapılan fiş yalnızca yetkili bir cihazdan (anahtarıyla) gönderilebilir',
    });
    const unknown = await offline({ deviceKey: newDeviceKey() });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.envelope.errorCode).toBe('PS10001');

    const other = await createCompany(t.database, 'Başka Dükkan');
    const otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const foreignKey = newDeviceKey();
    const registered = await call(otherAdmin, 'POST', '/api/pos-devices', {
      name: 'Onların Kasası',
      key: foreignKey,
      offlineUserIds: [other.cashier.id],
    });
    expect(registered.statusCode).toBe(200);
    const foreign = await offline({ deviceKey: foreignKey });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.envelope.errorCode).toBe('PS10001');
    expect([await receiptCount(), await onHand(ids.B)]).toEqual(before);
  });

  it('stops at a revoked device: its next receipt is refused, one it sent before still answers as it was', async () => {
    const key = newDeviceKey();
    const device = await call(admin, 'POST', '/api/pos-devices', {
      name: 'Kayıp Tablet',
      key,
      offlineUserIds: [shop.cashier.id],
    });
    expect(device.statusCode).toBe(200);
    const first = receipt(world.session, [line(ids.C, '1', '5')], cash('5'), {
      madeOffline: true,
      deviceKey: key,
    });
    const made = await sold(first);
    const revoked = await call(admin, 'POST', `/api/pos-devices/${device.envelope.data.id}/revoke`);
    expect(revoked.statusCode).toBe(200);

    const before = [await receiptCount(), await onHand(ids.C)];
    for (const extra of [{ madeOffline: true }, { madeOffline: false }]) {
      const refused = await sell(
        receipt(world.session, [line(ids.C, '1', '5')], cash('5'), { ...extra, deviceKey: key }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope).toMatchObject({
        errorCode: 'PS10002',
        kiboMessage: 'Bu cihazın yetkisi kaldırılmış; satış ve eşitleme yapamaz',
      });
    }
    expect([await receiptCount(), await onHand(ids.C)]).toEqual(before);
    // Its drawer openings are refused too, online as offline.
    for (const madeOffline of [true, false]) {
      const drawer = await call(cashier, 'POST', '/api/pos/events', {
        kind: 'noSale',
        clientId: randomUUID(),
        sessionId: world.session,
        reason: '',
        madeOffline,
        deviceKey: key,
      });
      expect(drawer.statusCode).toBe(403);
      expect(drawer.envelope.errorCode).toBe('PS10002');
    }
    // Sent again (its answer lost before the revocation), the receipt made is answered, nothing doubled.
    const again = await sell(first);
    expect(again.envelope.data).toMatchObject({ replayed: true, record: { id: made.id } });
  });

  it('keeps a refund’s device and local number too', async () => {
    const sale = await sold(receipt(world.session, [line(ids.A, '2', '10')], cash('20')));
    const refunded = await call(cashier, 'POST', '/api/pos/refunds', {
      clientId: randomUUID(),
      sessionId: world.session,
      date: today,
      refundOf: sale.id,
      lines: [{ sourceLineId: sale.lines[0].id, quantity: '1' }],
      payments: cash('10'),
      madeOffline: true,
      deviceKey: till.key,
      localNumber: `T${till.id}-000002`,
    });
    expect(refunded.statusCode, JSON.stringify(refunded.envelope)).toBe(200);
    expect(await kept(refunded.envelope.data.record.id)).toEqual({
      device_id: till.id,
      local_number: `T${till.id}-000002`,
    });
  });
});

describe('the number an offline till printed', () => {
  it('finds the receipt for a refund, as its server number does', async () => {
    const localNumber = `T${till.id}-000042`;
    const made = await sold(
      receipt(world.session, [line(ids.B, '3', '4')], cash('12'), {
        madeOffline: true,
        deviceKey: till.key,
        localNumber,
      }),
    );
    for (const number of [localNumber, made.number]) {
      const found = await call(cashier, 'GET', `/api/pos/receipts/lookup?number=${number}`);
      expect(found.statusCode).toBe(200);
      expect(found.envelope.data).toMatchObject({
        id: made.id,
        number: made.number,
        pos: { localNumber, refundable: [{ lineId: made.lines[0].id, refundable: '3.0000' }] },
      });
    }
    const missing = await call(cashier, 'GET', `/api/pos/receipts/lookup?number=T${till.id}-999999`);
    expect(missing.statusCode).toBe(404);
  });

  it('is the device’s number and its sequence, nothing else', async () => {
    const odd = await sell(
      receipt(world.session, [line(ids.B, '1', '4')], cash('4'), {
        deviceKey: till.key,
        localNumber: 'PF000001',
      }),
    );
    expect(odd.statusCode).toBe(422);
    expect(fieldErrors(odd)).toEqual({ localNumber: expect.any(String) });
  });
});

describe('an offline sale on account', () => {
  it('is refused online past the risk limit, but taken from an offline till and said so', async () => {
    // Şule's limit is 100: the online till is refused at 120 …
    const onAccount = (extra: object) =>
      receipt(world.session, [line(ids.A, '1', '120')], [{ method: 'account', amount: '120' }], {
        accountId: ids.customer,
        ...extra,
      });
    const before = await owed(ids.customer);
    const online = await sell(onAccount({ deviceKey: till.key }));
    expect(online.statusCode).toBe(400);
    expect(online.envelope.kiboMessage).toMatch(/risk limiti \(100\.00\) aşılıyor/);
    expect(await owed(ids.customer)).toBe(before);
    // … the offline till handed the goods over on the balance it knew: the sale stands, with a warning.
    const late = await sell(onAccount({ madeOffline: true, deviceKey: till.key }));
    expect(late.statusCode, JSON.stringify(late.envelope)).toBe(200);
    expect(late.envelope.data.warnings).toEqual([
      'Şule İnce carisine çevrimdışı veresiye satış alındı; bakiye 120.00 ile risk limitini (100.00) aşıyor',
    ]);
    expect(Number(await owed(ids.customer))).toBe(Number(before) + 120);
    // Within the limit an offline sale on account says nothing more than an online one.
    await query('UPDATE accounts SET risk_limit = 1000 WHERE company_id = $1 AND id = $2', [
      shop.id,
      ids.customer,
    ]);
    const within = await sell(onAccount({ madeOffline: true, deviceKey: till.key }));
    expect(within.envelope.data.warnings).toEqual([]);
  });
});

describe('what a till downloads beside the catalogue', () => {
  it('gives the rules a sale follows and the customers’ points', async () => {
    const discount = await call(admin, 'POST', '/api/discounts', {
      name: 'Defter haftası',
      scope: 'item',
      itemId: ids.A,
      rate: '10',
    });
    expect(discount.statusCode, JSON.stringify(discount.envelope)).toBe(200);
    const loyalty = await call(admin, 'PUT', '/api/settings/loyalty-settings', {
      pointsEnabled: true,
      pointsPerStep: '1',
      pointsStep: '10',
      pointValue: '0.1',
      pointsExpiryMonths: 12,
      pointsMinRedeem: 50,
    });
    expect(loyalty.statusCode, JSON.stringify(loyalty.envelope)).toBe(200);
    const rules = await call(cashier, 'GET', '/api/pos/setup');
    expect(rules.statusCode).toBe(200);
    expect(rules.envelope.data).toMatchObject({
      discounts: [{ scope: 'item', itemId: ids.A, rate: '10.00', active: true }],
      points: { enabled: true, pointsPerStep: '1.0000', step: '10.0000', expiryMonths: 12, minRedeem: 50 },
      scan: {
        scale: [
          { kind: 'weight', prefix: '28' },
          { kind: 'price', prefix: '29' },
        ],
      },
    });

    await query('INSERT INTO point_balances (company_id, account_id, points) VALUES ($1, $2, 240)', [
      shop.id,
      ids.customer,
    ]);
    const balances = await call(cashier, 'GET', '/api/offline/accounts/balances');
    expect(balances.envelope.data.points).toEqual([[ids.customer, 240]]);
    const accounts = await call(cashier, 'GET', '/api/offline/accounts');
    expect(accounts.envelope.data.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ids.customer, group: '' })]),
    );
  });
});
