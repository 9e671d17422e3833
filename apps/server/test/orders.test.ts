import { DOCUMENT_KINDS, type DocumentKindName } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  fieldErrors,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;
let admin: string;
type Named =
  | 'store'
  | 'piece'
  | 'box'
  | 'customer'
  | 'supplier'
  | 'A'
  | 'B'
  | 'C'
  | 'shelfA01'
  | 'shelfB02'
  | 'shelfC03';
const ids = {} as Record<Named, number>;

const create = async (path: string, body: object, token = admin) => {
  const answer = await t.call('POST', path, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const today = '2026-11-23';
const line = (itemId: number, quantity: string | number, extra: object = {}) => ({
  itemId,
  quantity: String(quantity),
  unitPrice: '10',
  vatRate: '20',
  ...extra,
});
const documentOf = (docType: DocumentKindName, lines: object[], extra: object = {}) => {
  const kind = DOCUMENT_KINDS[docType];
  return {
    docType,
    date: today,
    warehouseId: ids.store,
    accountId: kind.party === 'none' ? null : kind.side === 'purchase' ? ids.supplier : ids.customer,
    lines,
    ...extra,
  };
};
/** Saves a document and reads it back whole. */
const saved = async (body: object) => {
  const id = await create('/api/documents', body);
  return (await t.call('GET', `/api/documents/${id}`, { token: admin })).envelope.data;
};
const get = async (path: string, token = admin) => {
  const answer = await t.call('GET', path, { token });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data;
};
const send = (path: string, body: object = {}, token = admin) => t.call('POST', path, { token, body });
const onHand = async (itemId: number) =>
  (
    await t.database.pool.query(
      'SELECT quantity::text FROM stock_balances WHERE company_id = $1 AND item_id = $2 AND warehouse_id = $3',
      [acme.id, itemId, ids.store],
    )
  ).rows[0]?.quantity ?? '0.0000';
const settings = (body: object) =>
  t.call('PUT', '/api/settings/warehouse-settings', {
    token: admin,
    body: { pickingWarehouseId: ids.store, ...body },
  });
const n = (value: string) => Number(value);

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.box = await create('/api/units', { code: 'XBX', name: 'Koli', decimals: 0 });
  for (const code of ['A', 'B', 'C'] as const)
    ids[code] = await create('/api/items', {
      code: `K-${code}`,
      name: `Kalem ${code}`,
      unitId: ids.piece,
      barcodes: [`869000000000${code.charCodeAt(0)}`],
      units: [{ unitId: ids.box, factor: '12' }],
    });
  ids.customer = await create('/api/accounts', { title: 'Işık Kırtasiye' });
  ids.supplier = await create('/api/accounts', { title: 'Kağıt Tedarik', role: 'supplier' });
  ids.shelfA01 = await create('/api/locations', { warehouseId: ids.store, code: 'A-01' });
  ids.shelfB02 = await create('/api/locations', { warehouseId: ids.store, code: 'B-02' });
  ids.shelfC03 = await create('/api/locations', { warehouseId: ids.store, code: 'C-03' });
  // A sits at the far end; B near the door; C on two shelves, B-02 first.
  await create('/api/item-shelves', { itemId: ids.A, locationId: ids.shelfC03, priority: 1 });
  await create('/api/item-shelves', { itemId: ids.B, locationId: ids.shelfA01, priority: 1 });
  await create('/api/item-shelves', { itemId: ids.C, locationId: ids.shelfC03, priority: 2 });
  await create('/api/item-shelves', { itemId: ids.C, locationId: ids.shelfB02, priority: 1 });
  await saved(documentOf('stockIn', [line(ids.A, 100), line(ids.B, 100), line(ids.C, 100)]));
  expect((await settings({ pickScanEachUnit: false })).statusCode).toBe(200);
});
afterAll(() => t.close());

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

  it('an order being picked cannot be changed or cancelled; its waybill keeps the order’s address and discount', async () => {
    const order = await saved(
      documentOf('salesOrder', [line(ids.B, 2, { withholding: '' })], {
        shippingAddress: 'Şişli Şubesi, İstanbul',
        description: 'Öğlene kadar',
        documentDiscount: { kind: 'percent', value: '10' },
      }),
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
    });
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
