import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeOrderWorld,
  create,
  documentOf,
  get,
  ids,
  line,
  onHand,
  saved,
  send,
  setUpOrderWorld,
} from './order-world.ts';

beforeAll(setUpOrderWorld);
afterAll(closeOrderWorld);

describe('order tracking and procurement (/siparis/takip, /siparis/temin)', () => {
  it('shows ordered, supplied and remaining quantities and the order’s state after a partial supply', async () => {
    const order = await saved(
      documentOf('salesOrder', [line(ids.A, 1, { unitId: ids.box }), line(ids.B, 5)]),
    );
    await saved(documentOf('despatchOut', [line(ids.A, 4, { sourceLineId: order.lines[0].id })]));
    const tracked = await get(`/api/orders/tracking?side=sales&search=IŞIK&itemId=${ids.A}`);
    const row = tracked.list.find((found: { orderId: number }) => found.orderId === order.id);
    expect(row).toMatchObject({
      number: order.number,
      accountTitle: 'Işık Kırtasiye',
      state: 'partial',
      enteredQuantity: '1.0000',
      enteredUnit: 'Koli',
      unitName: 'Adet',
      ordered: '12.0000',
      supplied: '4.0000',
      remaining: '8.0000',
    });
    const whole = await get(`/api/orders/tracking?status=partial&accountId=${ids.customer}`);
    expect(whole.list.filter((found: { orderId: number }) => found.orderId === order.id)).toHaveLength(2);
    expect(whole.totals).toMatchObject({
      orders: 1,
      ordered: '17.0000',
      supplied: '4.0000',
      remaining: '13.0000',
    });
    expect(
      (await get('/api/orders/tracking?status=none')).list.map((r: { orderId: number }) => r.orderId),
    ).not.toContain(order.id);

    // Supplying the rest makes it supplied; a cancelled order shows cancelled and waits for nothing.
    await saved(documentOf('despatchOut', [line(ids.A, 8, { sourceLineId: order.lines[0].id })]));
    await saved(documentOf('despatchOut', [line(ids.B, 5, { sourceLineId: order.lines[1].id })]));
    const done = await get(`/api/orders/tracking?search=${order.number}`);
    expect(done.list.map((r: { state: string }) => r.state)).toEqual(['full', 'full']);
    const dropped = await saved(documentOf('salesOrder', [line(ids.B, 3)]));
    expect((await send(`/api/documents/${dropped.id}/cancel`)).statusCode).toBe(200);
    const cancelled = await get(`/api/orders/tracking?status=cancelled`);
    expect(cancelled.list).toMatchObject([{ orderId: dropped.id, state: 'cancelled', remaining: '0.0000' }]);
  });

  it('lists the orders never supplied and what must be bought beyond stock and open purchases', async () => {
    const waiting = await saved(documentOf('salesOrder', [line(ids.C, 150)]));
    const started = await saved(documentOf('salesOrder', [line(ids.C, 20)]));
    await saved(documentOf('despatchOut', [line(ids.C, 5, { sourceLineId: started.lines[0].id })]));
    await saved(documentOf('purchaseOrder', [line(ids.C, 30)]));

    const never = await get('/api/orders/never-supplied?side=sales');
    const listed = never.list.map((row: { id: number }) => row.id);
    expect(listed).toContain(waiting.id);
    expect(listed).not.toContain(started.id);
    expect(never.list.find((row: { id: number }) => row.id === waiting.id)).toMatchObject({ lines: 1 });

    // Customers wait for 150 + 15; 95 on hand, 30 coming from the supplier: 40 to buy.
    expect(await onHand(ids.C)).toBe('95.0000');
    const short = await get('/api/orders/shortages');
    expect(short.list.find((row: { itemId: number }) => row.itemId === ids.C)).toMatchObject({
      code: 'K-C',
      waiting: '165.0000',
      onHand: '95.0000',
      incoming: '30.0000',
      shortage: '40.0000',
      orders: 2,
    });
    const everything = await get('/api/orders/shortages?shortOnly=false&search=kalem');
    expect(everything.list.map((row: { code: string }) => row.code)).toContain('K-C');
  });

  it('a cancelled waybill gives its order back what it supplied, even from two lines of one order line', async () => {
    const order = await saved(documentOf('salesOrder', [line(ids.B, 6)]));
    const source = { sourceLineId: order.lines[0].id };
    const waybill = await saved(documentOf('despatchOut', [line(ids.B, 2, source), line(ids.B, 4, source)]));
    expect((await get(`/api/orders/tracking?search=${order.number}`)).list[0].state).toBe('full');
    expect((await send(`/api/documents/${waybill.id}/cancel`)).statusCode).toBe(200);
    expect((await get(`/api/orders/tracking?search=${order.number}`)).list[0]).toMatchObject({
      state: 'none',
      supplied: '0.0000',
      remaining: '6.0000',
    });
    const never = await get('/api/orders/never-supplied?side=sales&search=ışık&pageSize=500');
    expect(never.list.map((row: { id: number }) => row.id)).toContain(order.id);
  });
});

describe('unit tracking (/fis/birimtakip)', () => {
  it('shows an item’s lines in the unit entered and in the main unit, with totals per unit', async () => {
    const item = await create('/api/items', {
      code: 'K-U',
      name: 'Kurşun Kalem',
      unitId: ids.piece,
      units: [{ unitId: ids.box, factor: '12' }],
    });
    await saved(documentOf('stockIn', [line(item, 2, { unitId: ids.box }), line(item, 6)]));
    await saved(documentOf('salesInvoice', [line(item, 1, { unitId: ids.box }), line(item, 3)]));
    await saved(documentOf('salesOrder', [line(item, 1, { unitId: ids.box })]));
    const report = await get(`/api/items/${item}/units`);
    expect(report.item).toMatchObject({ code: 'K-U', name: 'Kurşun Kalem' });
    // 24 + 6 - 12 - 3 = 15 pieces: 1.25 boxes.
    expect(report.onHand).toBe('15.0000');
    expect(report.units).toEqual([
      { unitId: ids.piece, name: 'Adet', factor: '1', onHand: '15.0000' },
      { unitId: ids.box, name: 'Koli', factor: '12', onHand: '1.2500' },
    ]);
    expect(report.lines).toHaveLength(5);
    expect(report.lines[0]).toMatchObject({
      docType: 'salesOrder',
      quantity: '1.0000',
      unitId: ids.box,
      mainQuantity: '12.0000',
      effect: 'none',
    });
    const total = (unitId: number, effect: string) =>
      report.totals.find(
        (row: { unitId: number; effect: string }) => row.unitId === unitId && row.effect === effect,
      );
    expect(total(ids.box, 'in')).toMatchObject({ lines: 1, quantity: '2.0000', main: '24.0000' });
    expect(total(ids.box, 'out')).toMatchObject({ lines: 1, quantity: '1.0000', main: '12.0000' });
    expect(total(ids.piece, 'in')).toMatchObject({ lines: 1, quantity: '6.0000', main: '6.0000' });
    expect(total(ids.piece, 'out')).toMatchObject({ lines: 1, quantity: '3.0000', main: '3.0000' });
    expect(total(ids.box, 'none')).toMatchObject({ lines: 1, main: '12.0000' });
  });
});
