import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './harness.ts';
import {
  addDish,
  admin,
  areas,
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

// Restaurant tables (/fis/posmasa): the floor a manager shapes, orders opened on tables, dishes
// priced by the server, and the kitchen tickets per printer category.

beforeAll(setUpRestaurant);
afterAll(() => t.close());

describe('the floor', () => {
  it('lists areas in their order and tables with their place, all free at first', async () => {
    const plan = await floor();
    expect(plan.areas.map((area: { name: string }) => area.name)).toEqual(['Salon', 'Bahçe']);
    expect(plan.canEditLayout).toBe(false);
    expect(plan.tables.find((table: { id: number }) => table.id === tables.S2)).toEqual({
      id: tables.S2,
      areaId: areas.salon,
      name: 'S2',
      seats: 4,
      x: 140,
      y: 20,
      width: 140,
      height: 100,
      shape: 'square',
      order: null,
    });
    expect((await floor(manager.token)).canEditLayout).toBe(true);
  });

  it('is shaped by administrators and managers only, and keeps tables on the plan with names unique', async () => {
    const table = { areaId: areas.bahce, name: 'B9', x: 500, y: 300 };
    const waiter = await call(cashier, 'POST', '/api/pos-tables/tables', table);
    expect(waiter.statusCode).toBe(403);
    expect(waiter.envelope.kiboMessage).toBe('Salon düzenini yalnızca yönetici değiştirebilir');
    expect((await call(cashier, 'POST', '/api/pos-tables/areas', { name: 'Teras' })).statusCode).toBe(403);
    const offPlan = await call(manager.token, 'POST', '/api/pos-tables/tables', { ...table, x: 950 });
    expect(fieldErrors(offPlan)).toEqual({ x: 'Masa planın dışına taşıyor' });
    const twice = await call(admin, 'POST', '/api/pos-tables/tables', { ...table, name: 'S1' });
    expect(fieldErrors(twice)).toEqual({ name: 'Bu ad zaten kullanılıyor' });

    const b9 = (await ok(call(admin, 'POST', '/api/pos-tables/tables', table))).record;
    // A drag ends in one save of the table's place.
    const moved = await ok(
      call(manager.token, 'PUT', `/api/pos-tables/tables/${b9.id}`, {
        ...table,
        x: 620,
        y: 410,
        shape: 'round',
        seats: 6,
      }),
    );
    expect(moved.record).toMatchObject({ x: 620, y: 410, shape: 'round', seats: 6 });
    await ok(call(manager.token, 'DELETE', `/api/pos-tables/tables/${b9.id}`));
    expect((await floor()).tables.map((each: { name: string }) => each.name)).not.toContain('B9');
    // The name is free again; the removed table's row stays for history, with an audit row.
    await ok(call(admin, 'POST', '/api/pos-tables/tables', { ...table, name: 'B9' }));
    expect(await auditOf('posTable')).toEqual([
      expect.objectContaining({ action: 'delete', entity_id: String(b9.id) }),
    ]);

    const terrace = (await ok(call(admin, 'POST', '/api/pos-tables/areas', { name: 'Teras', sort: 3 })))
      .record;
    const t1 = (await ok(call(admin, 'POST', '/api/pos-tables/tables', { areaId: terrace.id, name: 'T1' })))
      .record;
    const full = await call(admin, 'DELETE', `/api/pos-tables/areas/${terrace.id}`);
    expect(full.envelope.kiboMessage).toBe('Bölgede masa varken bölge silinemez; önce masaları silin');
    await ok(call(admin, 'DELETE', `/api/pos-tables/tables/${t1.id}`));
    await ok(call(admin, 'DELETE', `/api/pos-tables/areas/${terrace.id}`));
    expect((await floor()).areas).toHaveLength(2);
  });

  it('does not remove a table while guests sit at it', async () => {
    const opened = await openTable(tables.B2);
    const busy = await call(manager.token, 'DELETE', `/api/pos-tables/tables/${tables.B2}`);
    expect(busy.statusCode).toBe(400);
    expect(busy.envelope.kiboMessage).toBe('B2 masasında açık adisyon var; masa silinemez');
    await ok(call(cashier, 'POST', `/api/pos-tables/orders/${opened.id}/cancel`, {}));
  });
});

describe('an order on a table', () => {
  let orderId: number;

  it('opens on a free table; a second waiter tapping it at the same moment joins the same order', async () => {
    const [first, second] = await Promise.all([openTable(tables.S1), openTable(tables.S1, manager.token)]);
    expect(first.id).toBe(second.id);
    orderId = first.id;
    expect(first).toMatchObject({
      status: 'open',
      table: { id: tables.S1, name: 'S1', area: 'Salon' },
      lines: [],
      total: '0.00',
      rights: { canDelete: false, canChangePrice: false },
    });
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM pos_table_orders WHERE table_id = $1 AND status = 'open'",
      [tables.S1],
    );
    expect(rows[0].n).toBe(1);
  });

  it('prices dishes from the stock card with VAT, whoever adds them, and counts the same dish up', async () => {
    await ok(addDish(orderId, dishes.kebap, '2', 'az pişmiş'));
    await ok(addDish(orderId, dishes.ayran, '1'));
    await ok(addDish(orderId, dishes.ayran, '2'));
    const view = await ok(addDish(orderId, dishes.kunefe, '1', '', manager.token));
    expect(
      view.record.lines.map(
        ({ name, quantity, unitPrice, amount, note, addedBy, sentAt }: Record<string, string>) => ({
          name,
          quantity,
          unitPrice,
          amount,
          note,
          addedBy,
          sentAt,
        }),
      ),
    ).toEqual([
      {
        name: 'Adana Kebap',
        quantity: '2.0000',
        unitPrice: '300.0000',
        amount: '600.00',
        note: 'az pişmiş',
        addedBy: 'Dükkan Kasiyer',
        sentAt: null,
      },
      {
        name: 'Ayran',
        quantity: '3.0000',
        unitPrice: '48.0000',
        amount: '144.00',
        note: '',
        addedBy: 'Dükkan Kasiyer',
        sentAt: null,
      },
      {
        name: 'Künefe',
        quantity: '1.0000',
        unitPrice: '150.0000',
        amount: '150.00',
        note: '',
        addedBy: 'Müdür Selin',
        sentAt: null,
      },
    ]);
    expect(view.record.total).toBe('894.00');
    const unknown = await addDish(orderId, 999_999);
    expect(fieldErrors(unknown)).toEqual({ itemId: 'Seçilen kayıt bulunamadı' });
  });

  it('shows the table as open on the floor: its total, who opened it, since when, what is unsent', async () => {
    const s1 = (await floor()).tables.find((table: { id: number }) => table.id === tables.S1);
    expect(s1.order).toMatchObject({
      id: orderId,
      total: '894.00',
      openedBy: 'Dükkan Kasiyer',
      unsent: 3,
      parts: 0,
    });
    expect(Date.now() - new Date(s1.order.openedAt).getTime()).toBeLessThan(60_000);
  });

  it('changes the quantity and note of a line the kitchen has not seen', async () => {
    const [kebap] = (await order(orderId)).lines;
    const changed = await ok(
      call(cashier, 'PUT', `/api/pos-tables/orders/${orderId}/lines/${kebap.id}`, {
        quantity: '3',
        note: 'acılı',
      }),
    );
    expect(changed.record.lines[0]).toMatchObject({ quantity: '3.0000', note: 'acılı' });
  });

  it('sends to the kitchen one ticket per printer category, the nearest parent category deciding', async () => {
    const sent = await ok(call(cashier, 'POST', `/api/pos-tables/orders/${orderId}/send`));
    expect(sent.tickets).toEqual([
      {
        kind: 'order',
        printer: 'Bar',
        table: 'Salon / S1',
        waiter: 'Dükkan Kasiyer',
        order: orderId,
        lines: [{ quantity: '3.0000', name: 'Ayran', note: '' }],
      },
      {
        kind: 'order',
        printer: 'Mutfak',
        table: 'Salon / S1',
        waiter: 'Dükkan Kasiyer',
        order: orderId,
        lines: [{ quantity: '3.0000', name: 'Adana Kebap', note: 'acılı' }],
      },
      // Künefe's stock card has no category: the general ticket, last.
      expect.objectContaining({ printer: '', lines: [{ quantity: '1.0000', name: 'Künefe', note: '' }] }),
    ]);
    expect(sent.record.lines.every((line: { sentAt: string | null }) => line.sentAt !== null)).toBe(true);
    const again = await call(cashier, 'POST', `/api/pos-tables/orders/${orderId}/send`);
    expect(again.envelope.data.tickets).toEqual([]);
    expect(again.envelope.kiboMessage).toBe('Mutfağa gönderilecek yeni satır yok');
  });

  it('prints only what was added since, and never a dish twice when two waiters send at once', async () => {
    await ok(addDish(orderId, dishes.ayran, '1', 'buzlu'));
    const [one, two] = await Promise.all([send(orderId), send(orderId, manager.token)]);
    const printed = [...one.tickets, ...two.tickets];
    expect(printed).toEqual([
      expect.objectContaining({
        printer: 'Bar',
        lines: [{ quantity: '1.0000', name: 'Ayran', note: 'buzlu' }],
      }),
    ]);
    // A new ayran is a line of its own: the first one's ticket is already in the bar.
    expect((await order(orderId)).lines.map((line: { name: string }) => line.name)).toEqual([
      'Adana Kebap',
      'Ayran',
      'Künefe',
      'Ayran',
    ]);
  });

  it('does not change a sent line in place', async () => {
    const [kebap] = (await order(orderId)).lines;
    const refused = await call(cashier, 'PUT', `/api/pos-tables/orders/${orderId}/lines/${kebap.id}`, {
      quantity: '1',
      note: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.envelope.kiboMessage).toBe(
      'Mutfağa gönderilmiş satır değiştirilemez; gerekirse satırı iptal edin',
    );
  });

  it('follows a printer category change for dishes sent afterwards', async () => {
    const { printers, categories } = await ok(call(manager.token, 'GET', '/api/pos-tables/printers'));
    expect(categories.map((category: { name: string }) => category.name)).toEqual(
      expect.arrayContaining(['Yemekler / Kebaplar', 'İçecekler']),
    );
    const bar = printers.find((printer: { name: string }) => printer.name === 'Bar');
    const kebabs = categories.find((category: { name: string }) => category.name === 'Yemekler / Kebaplar');
    // Kebaplar taken onto the grill printer: it leaves Mutfak (through its parent) for its own row.
    await ok(
      call(manager.token, 'POST', '/api/pos-tables/printers', { name: 'Ocakbaşı', categoryIds: [kebabs.id] }),
    );
    await ok(addDish(orderId, dishes.kebap, '1'));
    expect((await send(orderId)).tickets).toEqual([
      expect.objectContaining({
        printer: 'Ocakbaşı',
        lines: [expect.objectContaining({ name: 'Adana Kebap' })],
      }),
    ]);
    expect(bar.categoryIds).toHaveLength(1);
  });
});
