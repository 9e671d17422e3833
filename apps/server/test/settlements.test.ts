import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from './harness.ts';
import {
  admin,
  closeVoucherWorld,
  ids,
  post,
  saved,
  setUpVoucherWorld,
  t,
  voucher,
} from './voucher-world.ts';

// Collections and payments closing invoices by hand (kapama), and what /cari/acik then shows.

const world = { till: 0, warehouse: 0, item: 0, first: 0, second: 0, bought: 0 };

const idOf = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
/** An invoice of one line at `price` plus 20 % VAT. */
const invoice = (docType: string, accountId: number, price: string) =>
  idOf('/api/documents', {
    docType,
    date: '2026-11-20',
    dueDate: docType === 'salesInvoice' ? (price === '1000' ? '2026-12-01' : '2026-12-15') : null,
    warehouseId: world.warehouse,
    accountId,
    lines: [{ itemId: world.item, quantity: '1', unitPrice: price, vatRate: '20' }],
  });
const collection = (lines: object[]) => voucher('cashCollection', lines, { cashAccountId: world.till });
const openOf = async (accountId: number) => {
  const answer = await t.call('GET', `/api/open-items?accountId=${accountId}&asOf=2026-11-24`, {
    token: admin,
  });
  expect(answer.statusCode).toBe(200);
  return answer.envelope.data.list.map((item: { documentId: number; remaining: string }) => [
    item.documentId,
    item.remaining,
  ]);
};

beforeAll(async () => {
  await setUpVoucherWorld();
  world.till = await idOf('/api/cash-accounts', { kind: 'cash', code: 'KASA', name: 'Merkez Kasa' });
  world.warehouse = await idOf('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  const unit = await idOf('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  world.item = await idOf('/api/items', { code: 'K1', name: 'Kalem', unitId: unit });
  world.first = await invoice('salesInvoice', ids.customer, '1000'); // 1,200 due 1 December
  world.second = await invoice('salesInvoice', ids.customer, '500'); // 600 due 15 December
  world.bought = await invoice('purchaseInvoice', ids.supplier, '100'); // we owe 120
});
afterAll(closeVoucherWorld);

describe('closing invoices by hand', () => {
  it('a collection closes the invoices it names, and the rest of it the oldest', async () => {
    // First in first out, 1,000 would close the first invoice and 0 of the second; matched, the
    // second is closed whole and the first keeps 800 open.
    const made = await saved(
      collection([
        {
          accountId: ids.customer,
          credit: '1000',
          settlements: [
            { documentId: world.second, amount: '600' },
            { documentId: world.first, amount: '400' },
          ],
        },
      ]),
    );
    expect(await openOf(ids.customer)).toEqual([[world.first, '800.0000']]);
    // What a collection from the customer may still close; editing this one, its own matches are free.
    const settleable = (extra = '') =>
      t.call('GET', `/api/vouchers/settleable?accountId=${ids.customer}&currency=TRY&side=credit${extra}`, {
        token: admin,
      });
    const open = (await settleable()).envelope.data.list;
    expect(open.map((row: { documentId: number; open: string }) => [row.documentId, row.open])).toEqual([
      [world.first, '800.0000'],
    ]);
    const editing = (await settleable(`&voucherId=${made.id}`)).envelope.data.list;
    expect(editing.map((row: { documentId: number; open: string }) => [row.documentId, row.open])).toEqual([
      [world.first, '1200.0000'],
      [world.second, '600.0000'],
    ]);
    // The voucher reads back with what each line closes; saved again as read, it closes the same.
    const read = await t.call('GET', `/api/vouchers/${made.id}`, { token: admin });
    const line = read.envelope.data.lines[0];
    expect(line.settlements).toEqual([
      {
        documentId: world.second,
        amount: '600.0000',
        number: expect.stringMatching(/^SF/),
        docType: 'salesInvoice',
      },
      {
        documentId: world.first,
        amount: '400.0000',
        number: expect.stringMatching(/^SF/),
        docType: 'salesInvoice',
      },
    ]);
    const again = await t.call('PUT', `/api/vouchers/${made.id}`, {
      token: admin,
      body: collection([
        { ...line, accountId: ids.customer, credit: '1000', debit: '0', currency: null, exchangeRate: null },
      ]),
    });
    expect(again.statusCode, JSON.stringify(again.envelope)).toBe(200);
    expect(await openOf(ids.customer)).toEqual([[world.first, '800.0000']]);
  });

  it('refuses more than is open, more than the line, and what the line cannot close', async () => {
    const refusal = async (body: object) => {
      const answer = await post(body);
      expect(answer.statusCode).toBe(422);
      return fieldErrors(answer);
    };
    expect(
      await refusal(
        collection([
          {
            accountId: ids.customer,
            credit: '900',
            settlements: [{ documentId: world.first, amount: '900' }],
          },
        ]),
      ),
    ).toEqual({
      'lines.0.settlements.0.amount': 'Girilen tutar fiş toplamından fazla olamaz (açık tutar: 800.00)',
    });
    expect(
      await refusal(
        collection([
          {
            accountId: ids.customer,
            credit: '100',
            settlements: [{ documentId: world.first, amount: '150' }],
          },
        ]),
      ),
    ).toEqual({ 'lines.0.settlements': 'Kapatılan tutarların toplamı satır tutarını aşamaz' });
    // A purchase invoice, and another account's invoice, are not this collection's to close.
    expect(
      await refusal(
        collection([
          {
            accountId: ids.customer,
            credit: '10',
            settlements: [{ documentId: world.bought, amount: '10' }],
          },
        ]),
      ),
    ).toEqual({
      'lines.0.settlements.0.documentId':
        'Bu evrak bu satırla kapatılamaz (cari, döviz veya evrak türü uymuyor)',
    });
    expect(
      await refusal(
        collection([
          { accountId: ids.member, credit: '10', settlements: [{ documentId: world.first, amount: '10' }] },
        ]),
      ),
    ).toEqual({
      'lines.0.settlements.0.documentId':
        'Bu evrak bu satırla kapatılamaz (cari, döviz veya evrak türü uymuyor)',
    });
    expect(await openOf(ids.customer)).toEqual([[world.first, '800.0000']]);
  });

  it('a payment closes what we owe a supplier', async () => {
    await saved(
      voucher(
        'cashPayment',
        [{ accountId: ids.supplier, debit: '50', settlements: [{ documentId: world.bought, amount: '50' }] }],
        {
          cashAccountId: world.till,
        },
      ),
    );
    expect(await openOf(ids.supplier)).toEqual([[world.bought, '70.0000']]);
  });

  it('two collections closing the last 800 at once: only one of them does', async () => {
    const body = collection([
      { accountId: ids.customer, credit: '800', settlements: [{ documentId: world.first, amount: '800' }] },
    ]);
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await openOf(ids.customer)).toEqual([]);
  });

  it('a closed invoice stays as it is until its collections let it go', async () => {
    const cancel = await t.call('POST', `/api/documents/${world.second}/cancel`, { token: admin });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.envelope.kiboMessage).toBe(
      'Bu evrak tahsilat veya ödemeyle kapatılmış; önce o fişlerdeki eşleştirmeyi kaldırın',
    );
    // Cancelling the collections opens the invoices again; then the invoice may go.
    const { rows } = await t.database.pool.query(
      `SELECT DISTINCT voucher_id FROM settlements WHERE document_id = $1`,
      [world.second],
    );
    for (const row of rows) await t.call('POST', `/api/vouchers/${row.voucher_id}/cancel`, { token: admin });
    expect((await t.call('POST', `/api/documents/${world.second}/cancel`, { token: admin })).statusCode).toBe(
      200,
    );
  });
});
