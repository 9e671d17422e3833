import { randomUUID } from 'node:crypto';
import type { PosBasketInput } from '@kibo/contracts/resources';
import { basketOnDocument } from '@kibo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, FIXTURE_PASSWORD, fieldErrors } from './harness.ts';
import {
  admin,
  call,
  cashier,
  ids,
  line,
  newRegister,
  newUser,
  onHand,
  openSession,
  owed,
  query,
  receipt,
  setUpShop,
  sold,
  t,
  today,
} from './pos-world.ts';

// Suspended baskets: put aside in a till session with nothing posted, recalled and completed as a
// receipt or turned into a sales invoice or order, and keeping the till from closing meanwhile.

const world = { session: 0 };

beforeAll(async () => {
  await setUpShop();
  world.session = await openSession(ids.till, '100');
});
afterAll(() => t.close());

describe('suspended baskets and the close', () => {
  it('keeps a basket out of the books, and the till from closing until it is completed or deleted', async () => {
    const register = await newRegister('YAN');
    const session = await openSession(register, '20');
    const suspend = (note: string) =>
      call(cashier, 'POST', '/api/pos/baskets', {
        sessionId: session,
        note,
        lines: [line(ids.C, '2', '15')],
      });
    const first = (await suspend('Mavi montlu')).envelope.data.record;
    const second = (await suspend('Çocuklu')).envelope.data.record;
    expect(first).toMatchObject({ total: '30.0000' });
    expect(await onHand(ids.C)).toBe('100.0000');
    const listed = await call(cashier, 'GET', `/api/pos/baskets?sessionId=${session}`);
    expect(listed.envelope.data.list.map((row: { note: string }) => row.note)).toEqual([
      'Mavi montlu',
      'Çocuklu',
    ]);

    const refused = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, {
      counted: { cash: '20' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.envelope.kiboMessage).toBe(
      'Bu oturumda askıda 2 sepet var; kasayı kapatmadan önce tamamlayın veya silin',
    );

    // Recalled and completed: the sale takes the basket away in its own transaction.
    const recalled = await call(cashier, 'GET', `/api/pos/baskets/${first.id}`);
    const sale = await sold(
      receipt(
        session,
        recalled.envelope.data.content.lines,
        [
          { method: 'card', amount: '20' },
          { method: 'transfer', amount: '10' },
        ],
        { basketId: first.id },
      ),
    );
    expect(sale.grandTotal).toBe('30.0000');
    // Deleting a basket is a void: a cashier without the delete right is refused (pos-prices tests the
    // manager's approval), the administrator may.
    const refusedDelete = await call(cashier, 'DELETE', `/api/pos/baskets/${second.id}`);
    expect(refusedDelete.statusCode).toBe(400);
    expect((await call(admin, 'DELETE', `/api/pos/baskets/${second.id}`)).statusCode).toBe(200);
    const audit = await query("SELECT action FROM audit_log WHERE entity = 'posBasket' AND entity_id = $1", [
      String(second.id),
    ]);
    expect(audit).toEqual([{ action: 'delete' }]);

    const detail = await call(cashier, 'GET', `/api/cash-sessions/${session}`);
    expect(detail.envelope.data.expected).toEqual({
      cash: '20.0000',
      card: '20.0000',
      transfer: '10.0000',
      other: '0.0000',
    });
    const closed = await call(cashier, 'POST', `/api/cash-sessions/${session}/close`, {
      counted: { cash: '20', card: '20', transfer: '5' },
    });
    expect(closed.statusCode, JSON.stringify(closed.envelope)).toBe(200);
    expect(closed.envelope.data.record.counts).toEqual([
      { method: 'card', expected: '20.0000', counted: '20.0000', difference: '0.0000' },
      { method: 'cash', expected: '20.0000', counted: '20.0000', difference: '0.0000' },
      { method: 'other', expected: '0.0000', counted: '0.0000', difference: '0.0000' },
      { method: 'transfer', expected: '10.0000', counted: '5.0000', difference: '-5.0000' },
    ]);
  });
});

describe('a basket turned into a sales invoice (sepetToFatura)', () => {
  it('makes the invoice and removes the basket in one go, once', async () => {
    const suspended = await call(cashier, 'POST', '/api/pos/baskets', {
      sessionId: world.session,
      accountId: ids.customer,
      lines: [line(ids.B, '2', '12')],
    });
    const basketId = suspended.envelope.data.record.id;
    const invoice = {
      docType: 'salesInvoice',
      date: '2026-11-25',
      accountId: ids.customer,
      warehouseId: ids.store,
      pricesIncludeVat: true,
      lines: suspended.envelope.data.record.content.lines,
    };
    const owedBefore = Number(await owed(ids.customer));
    const made = await call(admin, 'POST', `/api/pos/baskets/${basketId}/document`, invoice);
    expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
    expect(made.envelope.data.record).toMatchObject({ docType: 'salesInvoice', grandTotal: '24.0000' });
    expect(Number(await owed(ids.customer))).toBe(owedBefore + 24);
    expect((await call(cashier, 'GET', `/api/pos/baskets/${basketId}`)).statusCode).toBe(404);
    const twice = await call(admin, 'POST', `/api/pos/baskets/${basketId}/document`, invoice);
    expect(twice.statusCode).toBe(404);
    expect(twice.envelope.kiboMessage).toBe(
      'Bu sepet artık yok: kasada satışı tamamlanmış, silinmiş ya da faturaya veya siparişe dönüştürülmüş',
    );
    expect(Number(await owed(ids.customer))).toBe(owedBefore + 24);
    const wrongType = await call(admin, 'POST', `/api/pos/baskets/${basketId}/document`, {
      ...invoice,
      docType: 'purchaseInvoice',
    });
    expect(fieldErrors(wrongType)).toEqual({ docType: expect.any(String) });
  });
});

/** The document the editor writes from a basket, on the company's price basis. */
function documentFrom(
  docType: 'salesInvoice' | 'salesOrder',
  content: Pick<PosBasketInput, 'lines' | 'receiptDiscount'>,
  accountId: number,
  pricesIncludeVat: boolean,
) {
  const priced = basketOnDocument(content, pricesIncludeVat);
  return {
    docType,
    date: today,
    accountId,
    warehouseId: ids.store,
    pricesIncludeVat: priced.pricesIncludeVat,
    documentDiscount: priced.documentDiscount,
    lines: priced.lines.map(({ itemId, description, quantity, unitId, unitPrice, discounts, vatRate }) => ({
      itemId,
      description,
      quantity,
      unitId,
      unitPrice,
      discounts,
      vatRate,
    })),
  };
}

describe('a basket turned into a document by a clerk who does not hold the till', () => {
  it('makes one invoice at the basket’s total, posts its stock and the customer, and answers a retry', async () => {
    // Writes sales invoices; holds neither the till nor sales orders.
    const clerk = await newUser('fatura@dukkan.test', 'accountant');
    const suspended = await call(cashier, 'POST', '/api/pos/baskets', {
      sessionId: world.session,
      accountId: ids.customer,
      note: 'Faturalı',
      lines: [{ ...line(ids.A, '3', '1.26'), discounts: ['10'] }, line(ids.C, '2', '12.50')],
      receiptDiscount: { kind: 'percent', value: '5' },
    });
    const basket = suspended.envelope.data.record;
    expect(basket.total).toBe('26.9800');

    // The till's list stays the till's; the basket itself opens for the invoice.
    expect((await call(clerk, 'GET', `/api/pos/baskets?sessionId=${world.session}`)).statusCode).toBe(403);
    const read = await call(clerk, 'GET', `/api/pos/baskets/${basket.id}`);
    expect(read.statusCode, JSON.stringify(read.envelope)).toBe(200);
    // Written without VAT, as a company entering prices without VAT does: 12,50 → 10,4124, not 10,4167.
    const invoice = documentFrom('salesInvoice', read.envelope.data.content, ids.customer, false);
    expect(invoice.pricesIncludeVat).toBe(false);
    expect(invoice.lines.map((each) => each.unitPrice)).toEqual(['1.0500', '10.4124']);
    // Not the clerk's to make an order.
    const order = await call(clerk, 'POST', `/api/pos/baskets/${basket.id}/document`, {
      ...invoice,
      docType: 'salesOrder',
    });
    expect(order.statusCode).toBe(403);

    const before = { A: await onHand(ids.A), C: await onHand(ids.C), owed: await owed(ids.customer) };
    const convert = (key: string) =>
      t.call('POST', `/api/pos/baskets/${basket.id}/document`, {
        token: clerk,
        body: invoice,
        headers: { 'idempotency-key': key },
      });
    // Two tabs at once: one invoice, the other finds the basket gone.
    const keys = [randomUUID(), randomUUID()];
    const answers = await Promise.all(keys.map(convert));
    const won = answers.findIndex((answer) => answer.statusCode === 200);
    const [made, refused] = [answers[won]!, answers[1 - won]!];
    expect(made.statusCode, JSON.stringify(answers.map((answer) => answer.envelope))).toBe(200);
    expect(made.envelope.data.record).toMatchObject({ docType: 'salesInvoice', grandTotal: '26.9800' });
    expect(refused.statusCode).toBe(404);
    expect(refused.envelope.kiboMessage).toMatch(/^Bu sepet artık yok/);
    expect((await call(cashier, 'GET', `/api/pos/baskets/${basket.id}`)).statusCode).toBe(404);
    expect(Number(await onHand(ids.A))).toBe(Number(before.A) - 3);
    expect(Number(await onHand(ids.C))).toBe(Number(before.C) - 2);
    expect(Number(await owed(ids.customer))).toBeCloseTo(Number(before.owed) + 26.98, 4);

    // The answer lost and sent again with its key: the same invoice, nothing posted twice.
    const retry = await convert(keys[won]!);
    expect(retry.statusCode, JSON.stringify(retry.envelope)).toBe(200);
    expect(retry.envelope.data).toMatchObject({
      replayed: true,
      record: { id: made.envelope.data.record.id },
    });
    expect(Number(await owed(ids.customer))).toBeCloseTo(Number(before.owed) + 26.98, 4);
    const saved = await call(clerk, 'GET', `/api/documents/${made.envelope.data.record.id}`);
    expect(saved.envelope.data).toMatchObject({ pricesIncludeVat: false, grandTotal: '26.9800' });
  });

  it('makes an order at VAT-included prices, with nothing posted', async () => {
    const suspended = await call(cashier, 'POST', '/api/pos/baskets', {
      sessionId: world.session,
      lines: [line(ids.B, '1', '9.99')],
    });
    const basket = suspended.envelope.data.record;
    const order = documentFrom('salesOrder', basket.content, ids.customer, true);
    const before = { B: await onHand(ids.B), owed: await owed(ids.customer) };
    const made = await call(admin, 'POST', `/api/pos/baskets/${basket.id}/document`, order);
    expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
    expect(made.envelope.data.record).toMatchObject({ docType: 'salesOrder', grandTotal: '9.9900' });
    expect(await onHand(ids.B)).toBe(before.B);
    expect(await owed(ids.customer)).toBe(before.owed);
    expect((await call(cashier, 'GET', `/api/pos/baskets/${basket.id}`)).statusCode).toBe(404);
  });

  it('leaves a basket to its own company', async () => {
    const suspended = await call(cashier, 'POST', '/api/pos/baskets', {
      sessionId: world.session,
      lines: [line(ids.A, '1', '10')],
    });
    const path = `/api/pos/baskets/${suspended.envelope.data.record.id}`;
    // Another company's administrator, with a customer, a warehouse and an item of their own.
    const other = await createCompany(t.database, 'Komşu');
    const stranger = await t.login(other.admin.email, FIXTURE_PASSWORD);
    const own = async (resource: string, body: object) =>
      (await call(stranger, 'POST', `/api/${resource}`, body)).envelope.data.record.id as number;
    const unitId = await own('units', { code: 'C62', name: 'Adet', decimals: 0 });
    const [itemId, warehouseId, accountId] = [
      await own('items', { code: 'K1', name: 'Kalem', unitId }),
      await own('warehouses', { code: 'K', name: 'Komşu Depo' }),
      await own('accounts', { title: 'Komşu Müşteri' }),
    ];
    expect((await call(stranger, 'GET', path)).statusCode).toBe(404);
    const taken = await call(stranger, 'POST', `${path}/document`, {
      docType: 'salesOrder',
      date: today,
      accountId,
      warehouseId,
      lines: [{ itemId, quantity: '1', unitPrice: '10', vatRate: '20' }],
    });
    expect(taken.statusCode, JSON.stringify(taken.envelope)).toBe(404);
    expect((await call(cashier, 'GET', path)).statusCode).toBe(200);
    expect(
      await query('SELECT count(*)::int AS count FROM documents WHERE company_id = $1', [other.id]),
    ).toEqual([{ count: 0 }]);
  });
});
