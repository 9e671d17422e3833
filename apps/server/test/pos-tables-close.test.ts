import { randomUUID } from 'node:crypto';
import { equalShares } from '@kibo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  addDish,
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
import { held, ids, onHand, openSession, query, today } from './pos-world.ts';

// Moving, merging and splitting table orders, and closing one through the till's sale with a
// receipt naming `tableOrderId`: stock and cash posted, the order closed once.

let session = 0;
beforeAll(async () => {
  await setUpRestaurant();
  session = await openSession(ids.till, '100');
});
afterAll(() => t.close());

const stateOf = async (tableId: number) =>
  (await floor()).tables.find((table: { id: number }) => table.id === tableId).order;
const move = (orderId: number, tableId: number, token = cashier) =>
  call(token, 'POST', `/api/pos-tables/orders/${orderId}/move`, { tableId });
const merge = (orderId: number, tableId: number, token = cashier) =>
  call(token, 'POST', `/api/pos-tables/orders/${orderId}/merge`, { tableId });
const tillOf = async (orderId: number) => ok(call(cashier, 'GET', `/api/pos-tables/orders/${orderId}/till`));
/** The till's receipt for a table: its lines as the till loaded them, paid as given. */
const pay = (orderId: number, lines: object[], payments: object[], clientId = randomUUID()) =>
  call(cashier, 'POST', '/api/pos/receipts', {
    clientId,
    sessionId: session,
    date: today,
    time: '21:30',
    warehouseId: ids.store,
    lines,
    payments,
    tableOrderId: orderId,
  });
const closeAll = async (orderId: number) => {
  const loaded = await tillOf(orderId);
  return ok(pay(orderId, loaded.lines, [{ method: 'cash', amount: loaded.total }]));
};
const statusOf = async (orderId: number) =>
  (await query('SELECT status, document_id FROM pos_table_orders WHERE id = $1', [orderId]))[0];

describe('moving and merging', () => {
  it('moves an order to a free table (a passive waiter may), with an audit row', async () => {
    const opened = await openTable(tables.S2);
    await ok(addDish(opened.id, dishes.kebap, '1'));
    const moved = await ok(move(opened.id, tables.S3));
    expect(moved.record.table).toMatchObject({ id: tables.S3, name: 'S3' });
    expect(await stateOf(tables.S2)).toBeNull();
    expect(await stateOf(tables.S3)).toMatchObject({ id: opened.id, total: '300.00' });
    expect((await auditOf('posTableOrder')).at(-1)).toMatchObject({
      action: 'update',
      entity_id: String(opened.id),
      before: { tableId: tables.S2, table: 'S2' },
      after: { tableId: tables.S3, table: 'S3', moved: true },
    });
    const same = await move(opened.id, tables.S3);
    expect(same.envelope.kiboMessage).toBe('Adisyon zaten bu masada');
  });

  it('does not move onto an occupied table, nor merge into a free one', async () => {
    const b1 = await openTable(tables.B1);
    await ok(addDish(b1.id, dishes.ayran, '2', '', manager.token));
    const s3 = (await stateOf(tables.S3)).id;
    expect((await move(s3, tables.B1)).envelope.kiboMessage).toBe(
      'B1 masası dolu; taşımak yerine birleştirin',
    );
    expect((await merge(s3, tables.S1)).envelope.kiboMessage).toBe(
      'S1 masası boş; birleştirmek yerine taşıyın',
    );
  });

  it('merges into an occupied table: the lines join with who added them, the source table is free', async () => {
    const s3 = (await stateOf(tables.S3)).id;
    const b1 = (await stateOf(tables.B1)).id;
    await send(s3);
    const merged = await ok(merge(s3, tables.B1));
    expect(merged.record.id).toBe(b1);
    expect(
      merged.record.lines.map(({ name, addedBy, sentAt }: Record<string, string>) => [
        name,
        addedBy,
        sentAt !== null,
      ]),
    ).toEqual([
      ['Adana Kebap', 'Dükkan Kasiyer', true],
      ['Ayran', 'Müdür Selin', false],
    ]);
    expect(await stateOf(tables.S3)).toBeNull();
    expect(await stateOf(tables.B1)).toMatchObject({ total: '396.00', unsent: 1 });
    expect(await statusOf(s3)).toEqual({ status: 'merged', document_id: null });
    // A waiter still on the merged order's screen is told where it went.
    const late = await addDish(s3, dishes.kunefe);
    expect(late.envelope.kiboMessage).toBe('Bu adisyon Bahçe / B1 masasının adisyonuyla birleştirildi');
    expect((await auditOf('posTableOrder')).at(-1)).toMatchObject({
      entity_id: String(s3),
      after: { status: 'merged', mergedInto: b1, tableId: tables.B1, table: 'B1' },
    });
  });

  it('queues two merges of the same tables in opposite directions: one wins, no line is lost', async () => {
    const s1 = (await openTable(tables.S1)).id;
    const s2 = (await openTable(tables.S2)).id;
    await ok(addDish(s1, dishes.kebap, '1'));
    await ok(addDish(s2, dishes.ayran, '1'));
    const answers = await Promise.all([merge(s1, tables.S2), merge(s2, tables.S1, manager.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const left = (await stateOf(tables.S1)) ?? (await stateOf(tables.S2));
    expect(left.total).toBe('348.00');
    expect([await stateOf(tables.S1), await stateOf(tables.S2)].filter(Boolean)).toHaveLength(1);
  });

  it('keeps one open order per table when a move and an open race for the same free table', async () => {
    const mover = (await openTable(tables.S3)).id;
    await ok(addDish(mover, dishes.kunefe, '1'));
    const [moved, opened] = await Promise.all([
      move(mover, tables.B2),
      call(manager.token, 'POST', `/api/pos-tables/tables/${tables.B2}/open`),
    ]);
    expect(opened.statusCode).toBe(200);
    const rows = await query(
      "SELECT id FROM pos_table_orders WHERE table_id = $1 AND status = 'open' AND split_of IS NULL",
      [tables.B2],
    );
    expect(rows).toHaveLength(1);
    // Either the move came first (the open joined it) or the open did (the move was refused).
    if (moved.statusCode === 200) expect(opened.envelope.data.record.id).toBe(mover);
    else expect((await order(mover)).table.id).toBe(tables.S3);
    for (const tableId of [tables.S3, tables.B2]) {
      const state = await stateOf(tableId);
      if (state) await ok(call(cashier, 'POST', `/api/pos-tables/orders/${state.id}/cancel`, {}));
    }
  });

  it('counts every dish when waiters add to one table at once', async () => {
    const opened = (await openTable(tables.S3)).id;
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        ok(
          addDish(
            opened,
            index % 2 ? dishes.ayran : dishes.kunefe,
            '1',
            '',
            index % 3 ? cashier : manager.token,
          ),
        ),
      ),
    );
    const lines = (await order(opened)).lines;
    const count = (itemId: number) =>
      lines
        .filter((line: { itemId: number }) => line.itemId === itemId)
        .reduce((sum: number, line: { quantity: string }) => sum + Number(line.quantity), 0);
    expect([count(dishes.kunefe), count(dishes.ayran)]).toEqual([6, 6]);
    await ok(call(cashier, 'POST', `/api/pos-tables/orders/${opened}/cancel`, {}));
  });
});

describe('closing through the till', () => {
  it('answers the order in the till’s line shape, and the sale closes it: stock, cash, the table free', async () => {
    const b1 = (await stateOf(tables.B1)).id;
    const loaded = await tillOf(b1);
    expect(loaded).toEqual({
      orderId: b1,
      table: 'Bahçe / B1',
      total: '396.00',
      lines: [
        {
          itemId: dishes.kebap,
          description: '',
          quantity: '1.0000',
          unitId: null,
          unitPrice: '300.0000',
          discounts: [],
          vatRate: '10',
          approval: null,
          scaleLabel: null,
          code: 'ADN',
          name: 'Adana Kebap',
        },
        {
          itemId: dishes.ayran,
          description: '',
          quantity: '2.0000',
          unitId: null,
          unitPrice: '48.0000',
          discounts: [],
          vatRate: '20',
          approval: null,
          scaleLabel: null,
          code: 'AYR',
          name: 'Ayran',
        },
      ],
    });
    const before = { kebap: await onHand(dishes.kebap), cash: await held(ids.till) };
    const clientId = randomUUID();
    const sold = await ok(pay(b1, loaded.lines, [{ method: 'cash', amount: '396' }], clientId));
    expect(sold.record).toMatchObject({ docType: 'posReceipt', grandTotal: '396.0000' });
    expect(await statusOf(b1)).toEqual({ status: 'closed', document_id: sold.record.id });
    expect(Number(await onHand(dishes.kebap))).toBe(Number(before.kebap) - 1);
    expect(Number(await held(ids.till))).toBe(Number(before.cash) + 396);
    expect(await stateOf(tables.B1)).toBeNull();

    // The same receipt sent again (a lost answer) is answered as it was; another receipt is refused.
    expect((await ok(pay(b1, loaded.lines, [{ method: 'cash', amount: '396' }], clientId))).replayed).toBe(
      true,
    );
    const second = await pay(b1, loaded.lines, [{ method: 'cash', amount: '396' }]);
    expect(second.statusCode).toBe(400);
    expect(second.envelope.kiboMessage).toBe('Bu adisyon kapalı');
    expect(Number(await held(ids.till))).toBe(Number(before.cash) + 396);
    expect((await call(cashier, 'GET', `/api/pos-tables/orders/${b1}/till`)).envelope.kiboMessage).toBe(
      'Bu adisyon kapalı',
    );
  });

  it("carries a price changed at the table for no more than the order's quantity at that price", async () => {
    const opened = (await openTable(tables.B2)).id;
    await ok(addDish(opened, dishes.ayran, '2'));
    const free = (await ok(addDish(opened, dishes.ayran, '1', 'ikram'))).record.lines.at(-1);
    // One ayran on the house, changed by the manager (who holds the price right).
    await ok(
      call(manager.token, 'PUT', `/api/pos-tables/orders/${opened}/lines/${free.id}/price`, {
        unitPrice: '0',
      }),
    );
    const ayran = (quantity: string, unitPrice: string) => ({
      itemId: dishes.ayran,
      quantity,
      unitPrice,
      vatRate: '20',
    });
    // All three at the house's price (with a kebap at its card's price): a passive cashier's receipt is refused…
    const kebap = { itemId: dishes.kebap, quantity: '1', unitPrice: '300', vatRate: '10' };
    const greedy = await pay(opened, [ayran('3', '0'), kebap], [{ method: 'cash', amount: '300' }]);
    expect(greedy.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(greedy))).toEqual(['lines.0.unitPrice']);
    // …the order's own prices pass.
    await ok(pay(opened, [ayran('2', '48'), ayran('1', '0')], [{ method: 'cash', amount: '96' }]));
    expect((await statusOf(opened)).status).toBe('closed');
  });

  it('refuses a receipt that leaves dishes of the order out, and saves nothing', async () => {
    const opened = (await openTable(tables.B1)).id;
    await ok(addDish(opened, dishes.kebap, '2'));
    const loaded = await tillOf(opened);
    const before = await onHand(dishes.kebap);
    const short = await pay(
      opened,
      [{ ...loaded.lines[0], quantity: '1' }],
      [{ method: 'cash', amount: '300' }],
    );
    expect(fieldErrors(short)).toEqual({
      lines:
        'Fiş, adisyondaki “Adana Kebap” miktarını karşılamıyor; adisyondan çıkarılacak ürün masada iptal edilir',
    });
    expect(await onHand(dishes.kebap)).toBe(before);
    expect((await statusOf(opened)).status).toBe('open');
    // Paid in three equal shares at the till: the kuruş left over on the last.
    const shares = equalShares(loaded.total, 3).map((amount) => ({ method: 'card', amount }));
    expect(shares.map((share) => share.amount)).toEqual(['200.00', '200.00', '200.00']);
    await ok(pay(opened, loaded.lines, shares));
    expect((await statusOf(opened)).status).toBe('closed');
  });

  it('splits a bill by item: the part is paid on its own, the rest after; a part open holds the rest', async () => {
    const opened = (await openTable(tables.S3)).id;
    await ok(addDish(opened, dishes.kebap, '2'));
    await ok(addDish(opened, dishes.ayran, '2'));
    await ok(addDish(opened, dishes.kunefe, '1'));
    await send(opened);
    const [kebap, ayran] = (await order(opened)).lines;
    const split = await ok(
      call(cashier, 'POST', `/api/pos-tables/orders/${opened}/split`, {
        lines: [
          { lineId: kebap.id, quantity: '1' },
          { lineId: ayran.id, quantity: '2' },
        ],
      }),
    );
    const part = split.record;
    expect(part).toMatchObject({ splitOf: opened, total: '396.00' });
    expect(part.lines.map((line: { sentAt: string | null }) => line.sentAt !== null)).toEqual([true, true]);
    const rest = await order(opened);
    expect(rest.lines.map(({ name, quantity }: Record<string, string>) => [name, quantity])).toEqual([
      ['Adana Kebap', '1.0000'],
      ['Künefe', '1.0000'],
    ]);
    expect(rest.parts).toEqual([{ id: part.id, total: '396.00', lineCount: 2 }]);
    expect(await stateOf(tables.S3)).toMatchObject({ total: '846.00', parts: 1 });

    const early = await call(cashier, 'GET', `/api/pos-tables/orders/${opened}/till`);
    expect(early.envelope.kiboMessage).toBe(
      'Bu adisyondan ayrılmış 1 hesap ödenmedi; önce onları ödeyin veya geri birleştirin',
    );
    const restLines = (await ok(call(manager.token, 'GET', `/api/pos-tables/orders/${part.id}/till`))).lines;
    await closeAll(part.id);
    expect((await statusOf(part.id)).status).toBe('closed');
    expect(await stateOf(tables.S3)).toMatchObject({ total: '450.00', parts: 0 });
    await closeAll(opened);
    expect(await stateOf(tables.S3)).toBeNull();
    expect(restLines).toHaveLength(2);
  });

  it('closes an order emptied into its split bills with its last bill, and a split is undone by merging back', async () => {
    const opened = (await openTable(tables.S3)).id;
    await ok(addDish(opened, dishes.kebap, '1'));
    await ok(addDish(opened, dishes.ayran, '1'));
    const [kebap, ayran] = (await order(opened)).lines;
    const splitOff = async (lineId: number) =>
      (
        await ok(
          call(cashier, 'POST', `/api/pos-tables/orders/${opened}/split`, {
            lines: [{ lineId, quantity: '1' }],
          }),
        )
      ).record.id as number;
    const first = await splitOff(kebap.id);
    const undone = await ok(merge(first, tables.S3));
    expect(undone.record.id).toBe(opened);
    expect(undone.record.parts).toEqual([]);
    expect(undone.record.lines).toHaveLength(2);

    const one = await splitOff(kebap.id);
    const two = await splitOff(ayran.id);
    expect((await order(opened)).lines).toEqual([]);
    await closeAll(one);
    expect((await statusOf(opened)).status).toBe('open');
    await closeAll(two);
    expect(await statusOf(opened)).toEqual({ status: 'closed', document_id: null });
    expect(await stateOf(tables.S3)).toBeNull();
  });
});

describe('another company', () => {
  it('cannot see or touch this restaurant’s tables and orders', async () => {
    const other = await createCompany(t.database, 'Rakip Lokanta');
    const stranger = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const opened = (await openTable(tables.S1)).id;
    await ok(addDish(opened, dishes.kebap, '1'));
    const s2 = await stateOf(tables.S2);
    const plan = await ok(call(stranger, 'GET', '/api/pos-tables/floor'));
    expect(plan).toEqual({ areas: [], tables: [], canEditLayout: true });
    for (const [method, path, body] of [
      ['GET', `/api/pos-tables/orders/${opened}`],
      ['GET', `/api/pos-tables/orders/${opened}/till`],
      ['POST', `/api/pos-tables/tables/${tables.S2}/open`],
      ['POST', `/api/pos-tables/orders/${opened}/lines`, { itemId: dishes.kebap }],
      ['POST', `/api/pos-tables/orders/${opened}/cancel`, {}],
      ['POST', `/api/pos-tables/orders/${opened}/send`],
      ['PUT', `/api/pos-tables/tables/${tables.S2}`, { areaId: 1, name: 'X' }],
      ['DELETE', `/api/pos-tables/tables/${tables.S2}`],
    ] as const) {
      const answer = await call(stranger, method, path, body);
      expect([404, 422], `${method} ${path}`).toContain(answer.statusCode);
    }
    const order_ = await order(opened);
    expect(order_.lines).toHaveLength(1);
    expect(order_.status).toBe('open');
    expect(await stateOf(tables.S2)).toEqual(s2);
  });
});
