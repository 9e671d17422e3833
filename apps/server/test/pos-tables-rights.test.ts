import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDish,
  approval,
  auditOf,
  call,
  cashier,
  dishes,
  floor,
  manager,
  ok,
  openTable,
  order,
  send,
  setUpRestaurant,
  t,
  tables,
} from './pos-tables-world.ts';

// The spec's POS permission on a table's order: a passive user (no posCanDelete, no
// posCanChangePrice) may not take a sent dish off, cancel an order with sent dishes, or change a
// price, unless a manager approves that one action with a PIN. Checked on the server; audited.

const world = { orderId: 0, kebap: 0, ayran: 0 };
const lineUrl = (lineId: number, action = '') =>
  `/api/pos-tables/orders/${world.orderId}/lines/${lineId}${action}`;

beforeAll(async () => {
  await setUpRestaurant();
  world.orderId = (await openTable(tables.S1)).id;
  await ok(addDish(world.orderId, dishes.kebap, '3'));
  await send(world.orderId);
  await ok(addDish(world.orderId, dishes.ayran, '2'));
  [world.kebap, world.ayran] = (await order(world.orderId)).lines.map((line: { id: number }) => line.id);
});
afterAll(() => t.close());

describe('taking dishes off an order', () => {
  it('lets a waiter correct a dish the kitchen has not seen: nothing was prepared, no ticket', async () => {
    const removed = await ok(call(cashier, 'POST', lineUrl(world.ayran, '/remove'), { quantity: '1' }));
    expect(removed.tickets).toEqual([]);
    expect(removed.record.lines[1]).toMatchObject({ name: 'Ayran', quantity: '1.0000' });
    await ok(call(cashier, 'POST', lineUrl(world.ayran, '/remove'), {}));
    expect((await order(world.orderId)).lines).toHaveLength(1);
    const [row] = await auditOf('posTableLine');
    expect(row).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ item: 'Ayran', sent: false }),
    });
  });

  it('refuses a passive waiter taking a sent dish off, and says a manager may approve it', async () => {
    const refused = await call(cashier, 'POST', lineUrl(world.kebap, '/remove'), { quantity: '1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.errorCode).toBe('PS10003');
    expect(refused.envelope.kiboMessage).toBe('Bu işlem için yetkiniz yok; yönetici PIN onayı gerekir');
    expect((await order(world.orderId)).lines[0].quantity).toBe('3.0000');
  });

  it('takes it off with a manager’s PIN approval, once, printing İPTAL where the dish printed', async () => {
    const token = await approval('deleteLine', { lineId: String(world.kebap), reason: 'müşteri vazgeçti' });
    const removed = await ok(
      call(cashier, 'POST', lineUrl(world.kebap, '/remove'), { quantity: '1', approvalToken: token }),
    );
    expect(removed.tickets).toEqual([
      {
        kind: 'cancel',
        printer: 'Mutfak',
        table: 'Salon / S1',
        waiter: 'Dükkan Kasiyer',
        order: world.orderId,
        lines: [{ quantity: '1', name: 'Adana Kebap', note: '' }],
      },
    ]);
    expect(removed.record.lines[0].quantity).toBe('2.0000');
    const row = (await auditOf('posTableLine')).at(-1);
    expect(row).toMatchObject({
      action: 'delete',
      entity_id: String(world.kebap),
      before: expect.objectContaining({ item: 'Adana Kebap', quantity: '1', sent: true }),
      after: { left: '2.0000', approvedBy: manager.id },
    });
    // The approval was used up by this deletion.
    const again = await call(cashier, 'POST', lineUrl(world.kebap, '/remove'), {
      quantity: '1',
      approvalToken: token,
    });
    expect(again.envelope.kiboMessage).toBe('Yönetici onayı geçersiz, süresi dolmuş veya kullanılmış');
    expect((await order(world.orderId)).lines[0].quantity).toBe('2.0000');
  });

  it('does not take an approval of one line for another, nor one action for another', async () => {
    await ok(addDish(world.orderId, dishes.kunefe, '1'));
    await send(world.orderId);
    const token = await approval('deleteLine', { lineId: String(world.kebap) });
    const kunefe = (await order(world.orderId)).lines[1].id;
    const other = await call(cashier, 'POST', lineUrl(kunefe, '/remove'), { approvalToken: token });
    expect(other.envelope.kiboMessage).toBe('Yönetici onayı geçersiz, süresi dolmuş veya kullanılmış');
    const price = await approval('changePrice', { lineId: String(kunefe), newPrice: '100' });
    const wrongAction = await call(cashier, 'POST', lineUrl(kunefe, '/remove'), { approvalToken: price });
    expect(wrongAction.envelope.kiboMessage).toBe('Yönetici onayı geçersiz, süresi dolmuş veya kullanılmış');
    // A refused deletion gave the token back: it still approves the line it named.
    await ok(call(cashier, 'POST', lineUrl(world.kebap, '/remove'), { quantity: '1', approvalToken: token }));
  });

  it('lets a user holding the delete right do it without a PIN', async () => {
    const kunefe = (await order(world.orderId)).lines[1].id;
    const removed = await ok(call(manager.token, 'POST', lineUrl(kunefe, '/remove'), {}));
    expect(removed.tickets).toEqual([
      expect.objectContaining({ kind: 'cancel', printer: '', waiter: 'Müdür Selin' }),
    ]);
    expect((await auditOf('posTableLine')).at(-1)).toMatchObject({
      after: { left: '0.0000', approvedBy: null },
    });
  });

  it('refuses more than the line holds', async () => {
    const tooMany = await call(manager.token, 'POST', lineUrl(world.kebap, '/remove'), { quantity: '5' });
    expect(tooMany.envelope.errors).toEqual({ quantity: ['Satırdaki miktardan (1) fazla olamaz'] });
  });
});

describe('changing a price', () => {
  it('needs the price right or a manager’s approval of that very price', async () => {
    const refused = await call(cashier, 'PUT', lineUrl(world.kebap, '/price'), { unitPrice: '250' });
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.errorCode).toBe('PS10003');
    const token = await approval('changePrice', {
      lineId: String(world.kebap),
      oldPrice: '300',
      newPrice: '250',
    });
    const lower = await call(cashier, 'PUT', lineUrl(world.kebap, '/price'), {
      unitPrice: '0',
      approvalToken: token,
    });
    expect(lower.envelope.kiboMessage).toBe('Yönetici onayı geçersiz, süresi dolmuş veya kullanılmış');
    const changed = await ok(
      call(cashier, 'PUT', lineUrl(world.kebap, '/price'), { unitPrice: '250', approvalToken: token }),
    );
    expect(changed.record.lines[0]).toMatchObject({ unitPrice: '250.0000', amount: '250.00' });
    expect((await auditOf('posTableLine')).at(-1)).toMatchObject({
      action: 'update',
      before: { item: 'Adana Kebap', unitPrice: '300.0000' },
      after: expect.objectContaining({ unitPrice: '250', approvedBy: manager.id }),
    });
    await ok(call(manager.token, 'PUT', lineUrl(world.kebap, '/price'), { unitPrice: '280' }));
  });
});

describe('cancelling a whole order', () => {
  it('with dishes sent, is a deleted receipt: refused, then approved, printing İPTAL per printer', async () => {
    await ok(addDish(world.orderId, dishes.ayran, '2', 'buzsuz'));
    await send(world.orderId);
    const url = `/api/pos-tables/orders/${world.orderId}/cancel`;
    const refused = await call(cashier, 'POST', url, {});
    expect(refused.statusCode).toBe(403);
    const deleteLine = await approval('deleteLine');
    expect((await call(cashier, 'POST', url, { approvalToken: deleteLine })).statusCode).toBe(400);
    const token = await approval('deleteReceipt', { reason: 'yanlış masa' });
    const cancelled = await ok(call(cashier, 'POST', url, { approvalToken: token }));
    expect(cancelled.record.status).toBe('cancelled');
    expect(cancelled.tickets).toEqual([
      expect.objectContaining({
        kind: 'cancel',
        printer: 'Bar',
        lines: [{ quantity: '2.0000', name: 'Ayran', note: 'buzsuz' }],
      }),
      expect.objectContaining({
        kind: 'cancel',
        printer: 'Mutfak',
        lines: [expect.objectContaining({ name: 'Adana Kebap' })],
      }),
    ]);
    expect(await auditOf('posTableOrder')).toEqual([
      expect.objectContaining({
        action: 'delete',
        entity_id: String(world.orderId),
        after: { status: 'cancelled', approvedBy: manager.id },
      }),
    ]);
    expect((await floor()).tables.find((table: { id: number }) => table.id === tables.S1).order).toBeNull();
    const closed = await addDish(world.orderId, dishes.ayran);
    expect(closed.envelope.kiboMessage).toBe('Bu adisyon kapalı');
  });
});
