import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './harness.ts';
import {
  admin,
  call,
  cashier,
  ids,
  line,
  newRegister,
  onHand,
  openSession,
  owed,
  query,
  receipt,
  setUpShop,
  sold,
  t,
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
    expect(Number(await owed(ids.customer))).toBe(owedBefore + 24);
    const wrongType = await call(admin, 'POST', `/api/pos/baskets/${basketId}/document`, {
      ...invoice,
      docType: 'purchaseInvoice',
    });
    expect(fieldErrors(wrongType)).toEqual({ docType: expect.any(String) });
  });
});
