import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDish,
  approval,
  call,
  cashier,
  dishes,
  manager,
  ok,
  openTable,
  order,
  send,
  setUpRestaurant,
  t,
  tables,
} from './pos-tables-world.ts';
import { ids, newRegister, openSession, query, shop } from './pos-world.ts';

// A sent dish taken off a table, or an order cancelled with dishes sent, is a deletion the spec's Z
// shows. A table has no till session until it is paid, so it goes to the till session open at that
// moment when the company has exactly one (the restaurant's till); with none or several open, no Z
// can claim it and the audit row is its record.

beforeAll(setUpRestaurant);
afterAll(() => t.close());

const eventsOf = async () =>
  query('SELECT kind, session_id AS "sessionId" FROM pos_events WHERE company_id = $1 ORDER BY id', [
    shop.id,
  ]);
const summaryOf = async (sessionId: number) =>
  ok(call(cashier, 'GET', `/api/cash-sessions/${sessionId}/summary`));

/** A table with a kebab (300) and two ayran (2 × 48) sent to the kitchen; answers the order and its lines. */
async function servedTable(tableId: number) {
  const orderId = (await openTable(tableId)).id as number;
  await ok(addDish(orderId, dishes.kebap, '1'));
  await ok(addDish(orderId, dishes.ayran, '2'));
  await send(orderId);
  const [kebap, ayran] = (await order(orderId)).lines.map((line: { id: number }) => line.id);
  return { orderId, kebap, ayran };
}

/** The waiter takes a sent dish off with the manager's PIN. */
async function takeOff(orderId: number, lineId: number, quantity: string) {
  const token = await approval('deleteLine', { lineId: String(lineId) });
  return ok(
    call(cashier, 'POST', `/api/pos-tables/orders/${orderId}/lines/${lineId}/remove`, {
      quantity,
      approvalToken: token,
    }),
  );
}

describe('deletions at a table in the Z', () => {
  const world = { session: 0, orderId: 0 };

  it('with no till open, are in no Z: the audit row records them', async () => {
    const { orderId, kebap } = await servedTable(tables.B1);
    await takeOff(orderId, kebap, '1');
    expect(await eventsOf()).toEqual([]);
    await ok(call(manager.token, 'POST', `/api/pos-tables/orders/${orderId}/cancel`, {}));
    expect(await eventsOf()).toEqual([]);
  });

  it('with the one till open, a sent dish taken off is a deleted line of its Z, with the waiter, the approver and the table', async () => {
    world.session = await openSession(ids.till, '100');
    const { orderId, kebap, ayran } = await servedTable(tables.S1);
    world.orderId = orderId;
    await takeOff(orderId, ayran, '1');
    // A dish the kitchen has not seen is the waiter's correction, not a deletion.
    await ok(addDish(orderId, dishes.kunefe, '1'));
    const kunefe = (await order(orderId)).lines.at(-1).id;
    await ok(call(cashier, 'POST', `/api/pos-tables/orders/${orderId}/lines/${kunefe}/remove`, {}));

    const { summary, events } = await summaryOf(world.session);
    expect(summary).toMatchObject({ voidedLines: 1, deletedLinesTotal: '48.00', saleCount: 0, voidCount: 0 });
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'deleteLine',
        userName: 'Dükkan Kasiyer',
        approvedByName: 'Müdür Selin',
        unapproved: false,
        itemName: 'Ayran',
        quantity: '1.0000',
        amount: '48.0000',
        receiptNumber: null,
        reason: 'Salon / S1',
      }),
    ]);
    expect((await order(orderId)).lines.map((line: { id: number }) => line.id)).toEqual([kebap, ayran]);
  });

  it('an order cancelled with dishes sent is a void of that Z, its lines as they stood', async () => {
    const { orderId } = world;
    const token = await approval('deleteReceipt', { reason: 'misafir kalktı' });
    await ok(call(cashier, 'POST', `/api/pos-tables/orders/${orderId}/cancel`, { approvalToken: token }));
    const { summary, events } = await summaryOf(world.session);
    // 300 + 48 left on the order after the ayran was taken off.
    expect(summary).toMatchObject({ voidCount: 1, voidTotal: '348.00', voidedLines: 1, salesTotal: '0.00' });
    expect(events.at(-1)).toMatchObject({
      kind: 'void',
      approvedByName: 'Müdür Selin',
      amount: '348.0000',
      reason: 'Salon / S1',
    });
  });

  it('with two tills open, no till can claim a table: in no Z', async () => {
    await openSession(await newRegister('BAR'), '0');
    const before = await eventsOf();
    const { orderId, kebap } = await servedTable(tables.S2);
    await takeOff(orderId, kebap, '1');
    await ok(call(manager.token, 'POST', `/api/pos-tables/orders/${orderId}/cancel`, {}));
    expect(await eventsOf()).toEqual(before);
  });
});
