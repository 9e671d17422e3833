import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  acme,
  admin,
  closeOrderWorld,
  documentOf,
  get,
  ids,
  line,
  n,
  onHand,
  saved,
  send,
  settings,
  setUpOrderWorld,
  t,
} from './order-world.ts';

beforeAll(setUpOrderWorld);
afterAll(closeOrderWorld);

describe('picking (/depo/uruntopla)', () => {
  const pickable = async () =>
    saved(documentOf('salesOrder', [line(ids.A, 3), line(ids.B, 2), line(ids.C, 1)]));
  const start = async (orderIds: number[], token = admin) => {
    const answer = await send('/api/pickings', { orderIds }, token);
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    return answer.envelope.data;
  };

  it('lists the lines along the shelves, or down the order when the settings say so', async () => {
    const order = await pickable();
    const picking = await start([order.id]);
    expect(picking.lines.map((row: { itemCode: string }) => row.itemCode)).toEqual(['K-B', 'K-C', 'K-A']);
    expect(picking.lines[1].shelves.map((shelf: { code: string }) => shelf.code)).toEqual(['B-02', 'C-03']);
    await settings({ pickingOrder: 'document', pickScanEachUnit: false });
    const byOrder = await get(`/api/pickings/${picking.id}`);
    expect(byOrder.lines.map((row: { itemCode: string }) => row.itemCode)).toEqual(['K-A', 'K-B', 'K-C']);
    await settings({ pickingOrder: 'shelf', pickScanEachUnit: false });
    expect((await send(`/api/pickings/${picking.id}/cancel`)).statusCode).toBe(200);
  });

  it('refuses more than the order asks for with the spec’s message, and a shelf the item is not on', async () => {
    const order = await pickable();
    const picking = await start([order.id]);
    const lineA = order.lines[0].id;
    const over = await send(`/api/pickings/${picking.id}/pick`, {
      orderLineId: lineA,
      locationId: ids.shelfC03,
      quantity: '4',
    });
    expect(over.statusCode).toBe(422);
    expect(fieldErrors(over)).toEqual({ quantity: 'Raf miktarı sipariş miktarından fazla olamaz' });
    const wrongShelf = await send(`/api/pickings/${picking.id}/pick`, {
      orderLineId: lineA,
      locationId: ids.shelfA01,
      quantity: '1',
    });
    expect(fieldErrors(wrongShelf)).toEqual({ locationId: 'Bu ürün bu rafa yerleştirilmemiş' });
    // Two shelves together may not pass the order either.
    const twoShelves = order.lines[2].id;
    expect(
      (
        await send(`/api/pickings/${picking.id}/pick`, {
          orderLineId: twoShelves,
          locationId: ids.shelfB02,
          quantity: '1',
        })
      ).statusCode,
    ).toBe(200);
    const second = await send(`/api/pickings/${picking.id}/pick`, {
      orderLineId: twoShelves,
      locationId: ids.shelfC03,
      quantity: '1',
    });
    expect(fieldErrors(second)).toEqual({ quantity: 'Raf miktarı sipariş miktarından fazla olamaz' });
    await send(`/api/pickings/${picking.id}/cancel`);
  });

  it('two pickers at once cannot pick the same order line beyond its quantity', async () => {
    const order = await pickable();
    const [first, second] = [await start([order.id]), await start([order.id])];
    const answers = await Promise.all(
      [first, second].map((picking) =>
        send(`/api/pickings/${picking.id}/pick`, {
          orderLineId: order.lines[0].id,
          locationId: ids.shelfC03,
          quantity: '3',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(fieldErrors(refused)).toEqual({ quantity: 'Raf miktarı sipariş miktarından fazla olamaz' });
    // Cancelling the round that got it frees the line for the other.
    const winner = answers[0]!.statusCode === 200 ? first : second;
    const other = winner === first ? second : first;
    await send(`/api/pickings/${winner.id}/cancel`);
    const retry = await send(`/api/pickings/${other.id}/pick`, {
      orderLineId: order.lines[0].id,
      locationId: ids.shelfC03,
      quantity: '3',
    });
    expect(retry.statusCode).toBe(200);
    await send(`/api/pickings/${other.id}/cancel`);
  });

  it('finishing makes one waybill that supplies the order, once, however often it is sent', async () => {
    const order = await pickable();
    const picking = await start([order.id]);
    const before = { A: await onHand(ids.A), B: await onHand(ids.B) };
    const pick = (row: number, locationId: number, quantity: string) =>
      send(`/api/pickings/${picking.id}/pick`, { orderLineId: order.lines[row].id, locationId, quantity });
    expect((await pick(0, ids.shelfC03, '3')).statusCode).toBe(200);
    expect((await pick(1, ids.shelfA01, '2')).statusCode).toBe(200);
    expect((await pick(2, ids.shelfC03, '1')).statusCode).toBe(200);
    // The picker leaves and comes back: the round is where it was.
    const resumed = await get(`/api/pickings/${picking.id}`);
    expect(resumed.lines.map((row: { picked: string }) => n(row.picked))).toEqual([2, 1, 3]);
    expect((await get('/api/pickings?status=open')).list.map((row: { id: number }) => row.id)).toContain(
      picking.id,
    );

    const answers = await Promise.all([1, 2, 3].map(() => send(`/api/pickings/${picking.id}/finish`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const waybillIds = new Set(answers.map((answer) => answer.envelope.data.waybills[0].id));
    expect(waybillIds.size).toBe(1);
    expect(answers.filter((answer) => answer.envelope.data.replayed)).toHaveLength(2);
    const [waybillId] = [...waybillIds];
    const waybill = await get(`/api/documents/${waybillId}`);
    expect(waybill.docType).toBe('despatchOut');
    expect(waybill.accountId).toBe(ids.customer);
    expect(waybill.lines.map((row: { quantity: string }) => n(row.quantity))).toEqual([3, 2, 1]);
    expect(answers[0]!.envelope.kiboMessage).toContain(waybill.number);
    expect(n(await onHand(ids.A))).toBe(n(before.A) - 3);
    expect(n(await onHand(ids.B))).toBe(n(before.B) - 2);
    const tracked = await get(`/api/orders/tracking?search=${order.number}`);
    expect(
      tracked.list.map((row: { state: string; remaining: string }) => [row.state, row.remaining]),
    ).toEqual([
      ['full', '0.0000'],
      ['full', '0.0000'],
      ['full', '0.0000'],
    ]);
    expect(
      (await send(`/api/pickings/${picking.id}/pick`, { orderLineId: order.lines[0].id, quantity: '1' }))
        .envelope.kiboMessage,
    ).toBe('Bu toplama tamamlanmış veya iptal edilmiş');
  });

  it('an order being picked cannot be changed or cancelled; its waybill keeps the order’s address, discount and codes', async () => {
    const order = await saved(
      documentOf(
        'salesOrder',
        [line(ids.B, 2, { withholding: '', exemptionCode: '805', specialBase: '5' })],
        {
          shippingAddress: 'Şişli Şubesi, İstanbul',
          description: 'Öğlene kadar',
          documentDiscount: { kind: 'percent', value: '10' },
        },
      ),
    );
    const picking = await start([order.id]);
    const edited = await t.call('PUT', `/api/documents/${order.id}`, {
      token: admin,
      body: documentOf('salesOrder', [line(ids.B, 5)], { version: order.version }),
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.envelope.kiboMessage).toBe(
      'Bu sipariş açık bir toplama turunda; önce toplamayı bitirin veya iptal edin',
    );
    expect((await send(`/api/documents/${order.id}/cancel`)).statusCode).toBe(400);
    expect(
      (await send(`/api/pickings/${picking.id}/pick`, { orderLineId: order.lines[0].id, quantity: '2' }))
        .statusCode,
    ).toBe(200);
    const finished = await send(`/api/pickings/${picking.id}/finish`);
    expect(finished.statusCode, JSON.stringify(finished.envelope)).toBe(200);
    const waybill = await get(`/api/documents/${finished.envelope.data.waybills[0].id}`);
    expect(waybill).toMatchObject({
      shippingAddress: 'Şişli Şubesi, İstanbul',
      description: 'Öğlene kadar',
      documentDiscount: { kind: 'percent', value: '10.0000' },
      netTotal: '18.0000',
      // 20 % of the special base of 5, not of the net.
      vatTotal: '1.0000',
    });
    expect(waybill.lines[0]).toMatchObject({ exemptionCode: '805', specialBase: '5.00' });
  });

  it('refuses a short pick unless the settings allow closing it short', async () => {
    const order = await pickable();
    const picking = await start([order.id]);
    await send(`/api/pickings/${picking.id}/pick`, {
      orderLineId: order.lines[0].id,
      locationId: ids.shelfC03,
      quantity: '2',
    });
    await settings({ pickAllowShort: false, pickScanEachUnit: false });
    const refused = await send(`/api/pickings/${picking.id}/finish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.envelope.kiboMessage).toBe(
      'Siparişlerin tüm ürünleri toplanmadı; eksik toplanan sipariş kapatılamaz',
    );
    await settings({ pickAllowShort: true, pickScanEachUnit: false });
    const finished = await send(`/api/pickings/${picking.id}/finish`);
    expect(finished.statusCode).toBe(200);
    const tracked = await get(`/api/orders/tracking?search=${order.number}`);
    expect(tracked.list[0]).toMatchObject({ state: 'partial', supplied: '2.0000', remaining: '1.0000' });
  });

  it('with shelf confirmation and every unit scanned, each scan counts one after its shelf', async () => {
    const order = await saved(documentOf('salesOrder', [line(ids.C, 2)]));
    const picking = await start([order.id]);
    await settings({ pickScanShelf: true, pickScanEachUnit: true });
    try {
      const scan = (code: string, shelfCode = '') =>
        send(`/api/pickings/${picking.id}/scan`, { code, shelfCode });
      expect((await scan('K-C')).envelope.kiboMessage).toBe('Önce raf kodunu okutunuz');
      expect((await scan('K-C', 'A-01')).envelope.kiboMessage).toBe('Bu ürün bu rafa yerleştirilmemiş');
      expect((await scan('K-X', 'B-02')).envelope.kiboMessage).toBe('Bu ürün toplanan siparişlerde yok');
      expect((await scan('K-C', 'B-02')).statusCode).toBe(200);
      expect((await scan(`869000000000${'C'.charCodeAt(0)}`, 'C-03')).envelope.data.quantity).toBe('1.0000');
      const third = await scan('K-C', 'B-02');
      expect(third.statusCode).toBe(400);
      expect(third.envelope.kiboMessage).toBe('Raf miktarı sipariş miktarından fazla olamaz');
      // A typed quantity cannot stand in for scans.
      const typed = await send(`/api/pickings/${picking.id}/pick`, {
        orderLineId: order.lines[0].id,
        locationId: ids.shelfB02,
        quantity: '5',
      });
      expect(fieldErrors(typed)).toEqual({
        quantity: 'Her ürün tek tek okutulmalıdır; miktar elle artırılamaz',
      });
      const read = await get(`/api/pickings/${picking.id}`);
      expect(read.lines[0].picks).toEqual([
        { locationId: ids.shelfB02, quantity: '1.0000' },
        { locationId: ids.shelfC03, quantity: '1.0000' },
      ]);
    } finally {
      await settings({ pickScanShelf: false, pickScanEachUnit: false });
    }
  });

  it('keeps rounds to their company and the picking menu', async () => {
    const order = await pickable();
    const picking = await start([order.id]);
    const other = await createCompany(t.database, 'Other');
    const otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const borrowed = await send('/api/pickings', { orderIds: [order.id] }, otherAdmin);
    expect(fieldErrors(borrowed)).toEqual({ orderIds: 'Seçilen kayıt bulunamadı' });
    expect((await t.call('GET', `/api/pickings/${picking.id}`, { token: otherAdmin })).statusCode).toBe(404);
    expect((await send(`/api/pickings/${picking.id}/finish`, {}, otherAdmin)).statusCode).toBe(404);
    const invoice = await saved(documentOf('salesInvoice', [line(ids.A, 1)]));
    expect(fieldErrors(await send('/api/pickings', { orderIds: [invoice.id] }))).toEqual({
      orderIds: 'Yalnızca açık satış siparişleri toplanabilir',
    });

    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    for (const path of [
      '/api/pickings',
      '/api/pickings/orders',
      `/api/pickings/${picking.id}`,
      '/api/orders/tracking',
      '/api/orders/shortages',
      '/api/orders/never-supplied',
      `/api/items/${ids.A}/units`,
    ])
      expect((await t.call('GET', path, { token: cashier })).statusCode, path).toBe(403);
    expect((await send(`/api/pickings/${picking.id}/finish`, {}, cashier)).statusCode).toBe(403);
    const open = await get('/api/pickings/orders?search=ışık');
    expect(open.list.find((row: { id: number }) => row.id === order.id)).toMatchObject({
      openPickings: [picking.id],
      remaining: '6.0000',
    });
  });
});
