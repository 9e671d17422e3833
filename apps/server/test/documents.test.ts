import { randomUUID } from 'node:crypto';
import { DOCUMENT_KINDS, type DocumentKindName, isPosKind } from '@kibo/contracts';
import { documentTotals } from '@kibo/domain';
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
const ITEMS = ['A', 'B', 'C', 'D', 'E'] as const;
type Named = 'store' | 'depot' | 'piece' | 'box' | 'customer' | 'supplier' | (typeof ITEMS)[number];
const ids = {} as Record<Named, number>;

const create = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

const today = '2026-11-23';
const money = (value: string) => Number(value).toFixed(2);
const line = (itemId: number, quantity: string | number, unitPrice = '10', extra: object = {}) => ({
  itemId,
  quantity: String(quantity),
  unitPrice,
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
    ...(kind.stock === 'transfer' ? { targetWarehouseId: ids.depot } : {}),
    lines,
    ...extra,
  };
};
const post = (body: object, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/documents', { token: admin, body, headers });
/** Creates a document and reads it back whole (a create answers only its summary). */
const saved = async (body: object) => {
  const answer = await post(body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  const read = await t.call('GET', `/api/documents/${answer.envelope.data.record.id}`, { token: admin });
  expect(read.envelope.data).toMatchObject(answer.envelope.data.record);
  return read.envelope.data;
};

const onHand = async (itemId: number, warehouseId = ids.store) =>
  (
    await t.database.pool.query(
      'SELECT quantity::text FROM stock_balances WHERE company_id = $1 AND item_id = $2 AND warehouse_id = $3',
      [acme.id, itemId, warehouseId],
    )
  ).rows[0]?.quantity ?? '0.0000';
const owed = async (accountId: number, currency = 'TRY') =>
  (
    await t.database.pool.query(
      'SELECT balance::text FROM account_balances WHERE company_id = $1 AND account_id = $2 AND currency = $3',
      [acme.id, accountId, currency],
    )
  ).rows[0]?.balance ?? '0.0000';
const setNegativeStock = (rule: 'allow' | 'warn' | 'refuse') =>
  t.database.pool.query('UPDATE companies SET negative_stock = $1 WHERE id = $2', [rule, acme.id]);

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.store = await create('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.depot = await create('/api/warehouses', { code: 'DIS', name: 'Dış Depo' });
  ids.piece = await create('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.box = await create('/api/units', { code: 'XBX', name: 'Koli', decimals: 0 });
  for (const code of ITEMS)
    ids[code] = await create('/api/items', {
      code,
      name: `Defter ${code}`,
      unitId: ids.piece,
      units: [{ unitId: ids.box, factor: '12' }],
    });
  ids.customer = await create('/api/accounts', { title: 'Işık Kırtasiye' });
  ids.supplier = await create('/api/accounts', { title: 'Kağıt Tedarik', role: 'supplier' });
});
afterAll(() => t.close());

describe('posting', () => {
  it('a sales invoice takes stock out, puts the payable on the customer, and is numbered', async () => {
    await saved(documentOf('stockIn', [line(ids.A, 100)]));
    const invoice = await saved(
      documentOf('salesInvoice', [
        line(ids.A, 3, '12.50', { discounts: ['10'] }),
        line(ids.A, 1, '140', { unitId: ids.box }),
      ]),
    );
    expect(invoice.number).toBe('SF000001');
    expect(await onHand(ids.A)).toBe('85.0000');
    const expected = documentTotals({
      pricesIncludeVat: false,
      lines: [
        { quantity: 3, unitPrice: '12.50', discounts: ['10'], vatRate: 20 },
        { quantity: 1, unitPrice: 140, vatRate: 20 },
      ],
    });
    expect(invoice.status).toBe('saved');
    expect(money(invoice.grandTotal)).toBe(expected.grandTotal);
    expect(money(invoice.vatTotal)).toBe(expected.vatTotal);
    expect(invoice.lines.map((row: { total: string }) => money(row.total))).toEqual(
      expected.lines.map((row) => row.total),
    );
    expect(money(await owed(ids.customer))).toBe(expected.payable);
    expect(invoice.refs.account).toMatch(/Işık Kırtasiye/);
  });

  // Till receipts are saved through /api/pos with their payments (pos-*.test.ts).
  it.each((Object.keys(DOCUMENT_KINDS) as DocumentKindName[]).filter((name) => !isPosKind(name)))(
    '%s moves stock and the account as its kind says',
    async (docType) => {
      const kind = DOCUMENT_KINDS[docType];
      const [store, depot] = [await onHand(ids.B), await onHand(ids.B, ids.depot)];
      const account =
        kind.party === 'none' ? undefined : kind.side === 'purchase' ? ids.supplier : ids.customer;
      const balance = account ? await owed(account) : '0';
      const document = await saved(documentOf(docType, [line(ids.B, 2, '50')]));
      const moved = (before: string, after: string) => Number(after) - Number(before);
      const expectedStock =
        kind.stock === 'transfer' ? -2 : (kind as { order?: true }).order ? 0 : kind.stock * 2;
      expect(moved(store, await onHand(ids.B))).toBe(expectedStock);
      expect(moved(depot, await onHand(ids.B, ids.depot))).toBe(kind.stock === 'transfer' ? 2 : 0);
      if (account) expect(moved(balance, await owed(account))).toBe(kind.account * 120);
      expect(document.number).toMatch(/^[A-Z]{2}\d{6}$/);
    },
  );

  it('an edit reverses and re-posts in one go; an old version is refused; a cancel keeps the document', async () => {
    const first = await saved(documentOf('salesInvoice', [line(ids.C, 3)]));
    expect(await onHand(ids.C)).toBe('-3.0000');
    const balance = Number(await owed(ids.customer));
    const changed = await t.call('PUT', `/api/documents/${first.id}`, {
      token: admin,
      body: { ...documentOf('salesInvoice', [line(ids.C, 5)]), version: first.version },
    });
    expect(changed.statusCode, JSON.stringify(changed.envelope)).toBe(200);
    expect(changed.envelope.data.record).toMatchObject({ number: first.number, version: first.version + 1 });
    expect(await onHand(ids.C)).toBe('-5.0000');
    expect(Number(await owed(ids.customer))).toBeCloseTo(balance + 24, 4);
    const moves = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM stock_moves WHERE document_id = $1',
      [first.id],
    );
    expect(moves.rows[0].n).toBe(1);

    const stale = await t.call('PUT', `/api/documents/${first.id}`, {
      token: admin,
      body: { ...documentOf('salesInvoice', [line(ids.C, 1)]), version: first.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.kiboMessage).toMatch(/başka biri tarafından değiştirildi/);

    const cancelled = await t.call('POST', `/api/documents/${first.id}/cancel`, { token: admin });
    expect(cancelled.envelope.kiboMessage).toBe('Evrak iptal edildi');
    expect(await onHand(ids.C)).toBe('0.0000');
    expect(Number(await owed(ids.customer))).toBeCloseTo(balance - 36, 4);
    const again = await t.call('PUT', `/api/documents/${first.id}`, {
      token: admin,
      body: documentOf('salesInvoice', [line(ids.C, 1)]),
    });
    expect(again.statusCode).toBe(400);
    expect(again.envelope.kiboMessage).toBe('Tamamlanmış veya iptal edilmiş evrak değiştirilemez');
  });
});

describe('conversions and partial supply', () => {
  it('an order is supplied by waybills up to its quantity, and a waybill invoiced without moving stock twice', async () => {
    const order = await saved(documentOf('salesOrder', [line(ids.D, 10)]));
    expect(await onHand(ids.D)).toBe('0.0000');
    const orderLine = order.lines[0].id;
    const waybill = await saved(
      documentOf('despatchOut', [line(ids.D, 4, '10', { sourceLineId: orderLine })]),
    );
    expect(await onHand(ids.D)).toBe('-4.0000');
    const tooMuch = await post(
      documentOf('despatchOut', [line(ids.D, 7, '10', { sourceLineId: orderLine })]),
    );
    expect(fieldErrors(tooMuch)).toEqual({
      'lines.0.quantity': 'Girilen miktar sipariş miktarından fazla olamaz',
    });
    await saved(documentOf('despatchOut', [line(ids.D, 6, '10', { sourceLineId: orderLine })]));
    const supplied = await t.database.pool.query(
      'SELECT supplied_quantity::text AS q FROM document_lines WHERE id = $1',
      [orderLine],
    );
    expect(supplied.rows[0].q).toBe('10.0000');

    const edited = await t.call('PUT', `/api/documents/${order.id}`, {
      token: admin,
      body: documentOf('salesOrder', [line(ids.D, 20)]),
    });
    expect(edited.envelope.kiboMessage).toBe('Bu evraktan başka evrak oluşturulmuş; önce onları iptal edin');

    // The order is wholly supplied: it no longer waits for conversion; the waybill still does.
    const waiting = await t.call(
      'GET',
      '/api/documents?docType=salesOrder,despatchOut&open=true&pageSize=500',
      {
        token: admin,
      },
    );
    const open = waiting.envelope.data.list.map((row: { id: number }) => row.id);
    expect(open).toContain(waybill.id);
    expect(open).not.toContain(order.id);

    const before = await owed(ids.customer);
    await saved(documentOf('salesInvoice', [line(ids.D, 4, '10', { sourceLineId: waybill.lines[0].id })]));
    expect(await onHand(ids.D)).toBe('-10.0000');
    expect(Number(await owed(ids.customer)) - Number(before)).toBeCloseTo(48, 4);
  });
});

describe('limits, retries and concurrency', () => {
  it('takes 1,250 lines and refuses one more with the spec’s message', async () => {
    const many = (count: number) => Array.from({ length: count }, () => line(ids.E, 1, '1'));
    const big = await saved(documentOf('stockIn', many(1250)));
    expect(big.lines).toHaveLength(1250);
    expect(await onHand(ids.E)).toBe('1250.0000');
    const tooMany = await post(documentOf('stockIn', many(1251)));
    expect(fieldErrors(tooMany)).toEqual({ lines: "Fiş satır sayısı 1250'den fazla olamaz" });
  });

  it('a retry with the same Idempotency-Key returns the first document, even when sent at once', async () => {
    const key = randomUUID();
    const body = documentOf('stockOut', [line(ids.E, 1)]);
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(body, { 'idempotency-key': key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.envelope.data.record.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.envelope.data.replayed)).toHaveLength(3);
    expect(await onHand(ids.E)).toBe('1249.0000');
    const bad = await post(body, { 'idempotency-key': 'not-a-uuid' });
    expect(bad.statusCode).toBe(422);
  });

  it('50 concurrent sales of the last 10 units sell exactly 10 when negative stock is refused', async () => {
    const item = await create('/api/items', { code: 'LAST', name: 'Son Defter', unitId: ids.piece });
    await saved(documentOf('stockIn', [line(item, 10)]));
    await setNegativeStock('refuse');
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post(documentOf('salesInvoice', [line(item, 1)]))),
      );
      const sold = answers.filter((answer) => answer.statusCode === 200);
      expect(sold).toHaveLength(10);
      expect(answers.filter((answer) => answer.statusCode === 400)[0]!.envelope.kiboMessage).toBe(
        'Son Defter için yeterli stok yok (eldeki miktar: 0)',
      );
      expect(await onHand(item)).toBe('0.0000');
      // Refused sales gave their numbers back: the ten sold are consecutive.
      const numbers = sold
        .map((answer) => Number(answer.envelope.data.record.sequence))
        .sort((a, b) => a - b);
      expect(numbers.at(-1)! - numbers[0]!).toBe(9);
    } finally {
      await setNegativeStock('warn');
    }
  });

  it('warns instead of refusing under the warn rule', async () => {
    const answer = await post(documentOf('stockOut', [line(ids.C, 2)]));
    expect(answer.envelope.data.warnings).toEqual(['Defter C eksi stoğa düştü']);
  });
});

describe('checks', () => {
  it('refuses wrong headers and lines with Turkish messages', async () => {
    const answer = await post(
      documentOf('stockTransfer', [line(ids.A, 1, '1', { unitId: 999_999 })], {
        targetWarehouseId: ids.store,
      }),
    );
    expect(fieldErrors(answer)).toEqual({ targetWarehouseId: 'Hedef ambar çıkış ambarıyla aynı olamaz' });
    const noAccount = await post(documentOf('salesInvoice', [line(ids.A, 1)], { accountId: null }));
    expect(fieldErrors(noAccount)).toEqual({ accountId: 'Bu alan boş bırakılamaz' });
    const unit = await post(documentOf('stockIn', [line(ids.A, 1, '1', { unitId: 999_999 })]));
    expect(fieldErrors(unit)).toEqual({ 'lines.0.unitId': 'Bu birim stok kartında tanımlı değil' });
    const due = await post(documentOf('salesInvoice', [line(ids.A, 1)], { dueDate: '2026-11-01' }));
    expect(fieldErrors(due)).toEqual({ dueDate: 'Vade tarihi evrak tarihinden küçük olamaz' });
  });

  it('keeps documents to their company and their editors’ menus', async () => {
    const invoice = await saved(documentOf('salesInvoice', [line(ids.A, 1)]));
    const other = await createCompany(t.database, 'Other');
    const otherAdmin = await t.login(other.admin.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', `/api/documents/${invoice.id}`, { token: otherAdmin })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/documents', { token: otherAdmin })).envelope.data.total).toBe(0);
    // Another company's account and warehouse are refused by their foreign keys, as missing.
    const borrowed = await t.call('POST', '/api/documents', {
      token: otherAdmin,
      body: documentOf('salesInvoice', [line(ids.A, 1)]),
    });
    expect(borrowed.statusCode).toBe(422);
    expect(Object.values(fieldErrors(borrowed))).toEqual(['Seçilen kayıt bulunamadı']);
    // A cashier sells (sales invoices are on the role's menu) but does not buy.
    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    const purchase = documentOf('purchaseInvoice', [line(ids.A, 1)]);
    expect((await t.call('POST', '/api/documents', { token: cashier, body: purchase })).statusCode).toBe(403);
    const bought = await saved(purchase);
    expect((await t.call('GET', `/api/documents/${bought.id}`, { token: cashier })).statusCode).toBe(403);
    const listed = await t.call('GET', '/api/documents?docType=purchaseInvoice', { token: cashier });
    expect(listed.statusCode).toBe(403);
  });

  it('lists documents of a type with the totals of all that matched', async () => {
    const list = await t.call('GET', '/api/documents?docType=salesInvoice&pageSize=2&search=ışık', {
      token: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.envelope.data.list).toHaveLength(2);
    expect(list.envelope.data.total).toBeGreaterThan(2);
    expect(Number(list.envelope.data.totals.grandTotalLocal)).toBeGreaterThan(0);
    expect(list.envelope.data.list[0].accountTitle).toBe('Işık Kırtasiye');
  });

  it('a foreign-currency invoice keeps the account’s balance in that currency and the total in lira', async () => {
    const invoice = await saved(
      documentOf('salesInvoice', [line(ids.A, 1, '100')], { currency: 'USD', exchangeRate: '34.5' }),
    );
    expect(invoice).toMatchObject({ currency: 'USD', grandTotal: '120.0000', grandTotalLocal: '4140.0000' });
    expect(await owed(ids.customer, 'USD')).toBe('120.0000');
  });
});

describe('ledger views', () => {
  it('an account statement runs the balance from the opening one, per currency', async () => {
    const account = await create('/api/accounts', { title: 'Ekstre Carisi' });
    const sell = (date: string, price: string) =>
      saved(documentOf('salesInvoice', [line(ids.A, 1, price)], { accountId: account, date }));
    await sell('2026-10-01', '100');
    await sell('2026-11-01', '50');
    await saved(
      documentOf('salesReturn', [line(ids.A, 1, '25')], { accountId: account, date: '2026-11-02' }),
    );
    const statement = await t.call('GET', `/api/accounts/${account}/statement?dateFrom=2026-10-15`, {
      token: admin,
    });
    expect(statement.envelope.data).toMatchObject({ openingBalance: '120.0000', closingBalance: '150.0000' });
    expect(statement.envelope.data.entries.map((entry: { balance: string }) => entry.balance)).toEqual([
      '180.0000',
      '150.0000',
    ]);
    expect(statement.envelope.data.entries[0]).toMatchObject({ docType: 'salesInvoice', debit: '60.0000' });

    const balances = await t.call('GET', '/api/account-balances?search=ekstre', { token: admin });
    expect(balances.envelope.data.list).toEqual([
      {
        accountId: account,
        code: expect.any(String),
        title: 'Ekstre Carisi',
        currency: 'TRY',
        balance: '150.0000',
      },
    ]);
  });

  it('an item’s moves run its quantity; the stock balance list reads the running table', async () => {
    const item = await create('/api/items', { code: 'HST', name: 'Hareketli Defter', unitId: ids.piece });
    await saved(documentOf('stockIn', [line(item, 10)], { date: '2026-11-01' }));
    await saved(documentOf('stockTransfer', [line(item, 4)], { date: '2026-11-02' }));
    await saved(documentOf('salesInvoice', [line(item, 1)], { date: '2026-11-03' }));
    const moves = await t.call('GET', `/api/items/${item}/moves?warehouseId=${ids.store}`, { token: admin });
    expect(moves.envelope.data.moves.map((move: { balance: string }) => move.balance)).toEqual([
      '10.0000',
      '6.0000',
      '5.0000',
    ]);
    const all = await t.call('GET', `/api/items/${item}/moves`, { token: admin });
    expect(all.envelope.data.moves.at(-1).balance).toBe('9.0000');
    const sheet = await t.call('GET', `/api/stock-balances?warehouseId=${ids.depot}&pageSize=5000`, {
      token: admin,
    });
    expect(sheet.envelope.data.list).toContainEqual({ itemId: item, quantity: '4.0000' });
    const order = sheet.envelope.data.list.map((row: { itemId: number }) => row.itemId);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
