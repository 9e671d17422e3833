import { TURKEY_PROVINCES } from '@kibo/contracts/geo';
import { isValidEan13, isValidIsbn13, isValidTckn, isValidTrIban, isValidVkn } from '@kibo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { type ShopSeed, seedDemoShop } from '../src/seed/shop/index.ts';
import { expectBooksHold } from './books.ts';
import { createTestApp, type TestApp } from './harness.ts';

// The demo shop (`npm start -- --demo-shop`) on a fresh database, seeded as a fresh install is:
// everything posted through the product's services, so its books must hold like any user's.

let t: TestApp;
let companyId: number;
let runs: ShopSeed[];
/** The seed's own CPU time in this process (the database's is on top). */
let cpuMs: number;
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

const rows = async <T = Record<string, unknown>>(text: string) =>
  (await t.database.pool.query(text, [companyId])).rows as T[];
const countOf = async (table: string, where = 'true') =>
  Number(
    (await rows<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE company_id = $1 AND ${where}`))[0]!
      .n,
  );

/** Rows per value of a column, e.g. documents per type. */
const countsBy = async (table: string, column: string) =>
  Object.fromEntries(
    (
      await rows<{ key: string; n: string }>(
        `SELECT ${column} AS key, count(*) AS n FROM ${table} WHERE company_id = $1 GROUP BY ${column}`,
      )
    ).map((row) => [row.key, Number(row.n)]),
  );

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database);
  companyId = (await t.database.pool.query("SELECT company_id FROM users WHERE email = 'admin@demo.com.tr'"))
    .rows[0].company_id;
  // Two processes starting together: both ask, one fills.
  const cpu = process.cpuUsage();
  runs = await Promise.all([seedDemoShop(t.database), seedDemoShop(t.database)]);
  const used = process.cpuUsage(cpu);
  cpuMs = Math.round((used.user + used.system) / 1000);
}, 180_000);
afterAll(() => t?.close());

describe('the demo shop', () => {
  it('is off unless asked for by flag or environment', () => {
    expect(loadConfig({}, []).demoShop).toBe(false);
    expect(loadConfig({ DEMO_SHOP: '0' }, []).demoShop).toBe(false);
    expect(loadConfig({ DEMO_SHOP: '1' }, []).demoShop).toBe(true);
    expect(loadConfig({}, ['--demo-shop']).demoShop).toBe(true);
  });

  it('is made once, however many processes start, and a restart adds nothing', async () => {
    const made = runs.filter((run) => run.seeded);
    expect(made).toHaveLength(1);
    expect(runs.find((run) => !run.seeded)).toEqual({ seeded: false, reason: 'notEmpty' });
    const before = await rows(
      'SELECT (SELECT count(*) FROM items WHERE company_id = $1) AS items, (SELECT count(*) FROM documents WHERE company_id = $1) AS documents, (SELECT count(*) FROM vouchers WHERE company_id = $1) AS vouchers',
    );
    expect(await seedDemoShop(t.database)).toEqual({ seeded: false, reason: 'notEmpty' });
    expect(
      await rows(
        'SELECT (SELECT count(*) FROM items WHERE company_id = $1) AS items, (SELECT count(*) FROM documents WHERE company_id = $1) AS documents, (SELECT count(*) FROM vouchers WHERE company_id = $1) AS vouchers',
      ),
    ).toEqual(before);
    const seed = made[0] as Extract<ShopSeed, { seeded: true }>;
    console.log(
      `demo shop: ${seed.items} items, ${seed.accounts} accounts, ${seed.documents} documents, ${seed.vouchers} vouchers in ${seed.ms} ms (${cpuMs} ms of server CPU)`,
    );
    // Start-up budget: about 30 s on a busy 2-core machine; twice that means something went wrong.
    expect(seed.ms).toBeLessThan(60_000);
  });

  it('has a shop-sized catalogue, customers and suppliers', async () => {
    expect(await countOf('items')).toBeGreaterThanOrEqual(250);
    expect(await countOf('items')).toBeLessThanOrEqual(350);
    expect(await countOf('items', "kind = 'book'")).toBeGreaterThanOrEqual(150);
    expect(await countOf('accounts', "role = 'customer'")).toBe(40);
    expect(await countOf('accounts', "role = 'supplier'")).toBe(10);
    expect(await countOf('persons')).toBeGreaterThanOrEqual(50);
    expect(await countOf('producers', "kind = 'publisher'")).toBeGreaterThanOrEqual(5);
    expect(await countOf('cash_accounts', "name = 'Merkez Kasa'")).toBe(1);
  });

  it('has a month of trade ending today', async () => {
    const byType = await countsBy('documents', 'doc_type');
    expect(byType.salesInvoice).toBeGreaterThanOrEqual(100);
    expect(byType.purchaseInvoice).toBeGreaterThanOrEqual(15);
    expect(byType.stockIn).toBe(3);
    expect(byType.despatchOut).toBe(2);
    expect(byType.salesReturn).toBe(3);
    expect(byType.purchaseReturn).toBe(1);
    const vouchersByType = await countsBy('vouchers', 'voucher_type');
    expect(vouchersByType.cashCollection).toBeGreaterThanOrEqual(60);
    expect(vouchersByType.cashPayment).toBeGreaterThanOrEqual(5);
    expect(vouchersByType.chequeIn).toBe(2);
    expect(vouchersByType.cashTransfer).toBeGreaterThanOrEqual(3);
    expect(vouchersByType.expense).toBe(4);
    const [span] = await rows<{ first: string; last: string }>(
      `SELECT min(date)::text AS first, max(date)::text AS last FROM
         (SELECT date FROM documents WHERE company_id = $1 UNION ALL SELECT date FROM vouchers WHERE company_id = $1) d`,
    );
    const first = new Date(`${today}T12:00:00Z`);
    first.setUTCDate(first.getUTCDate() - 29);
    expect(span).toEqual({ first: first.toISOString().slice(0, 10), last: today });
    // Collections close invoices; a waybill's invoice bills its lines without moving stock again.
    expect(await countOf('settlements')).toBeGreaterThanOrEqual(60);
    expect(await countOf('document_lines', 'source_line_id IS NOT NULL')).toBeGreaterThan(0);
    expect(await countOf('instruments', "state = 'portfolio'")).toBe(2);
    expect(await countOf('cash_entries')).toBeGreaterThan(60);
  });

  it('keeps its books: balances equal ledgers, totals add up, numbers are gapless', async () => {
    await expectBooksHold(t.database.pool, companyId);
    expect(
      await rows(`SELECT coalesce(b.cash_account_id, e.cash_account_id) AS register FROM
          (SELECT * FROM cash_balances WHERE company_id = $1) b
          FULL JOIN (SELECT cash_account_id, currency, sum(debit - credit) FROM cash_entries WHERE company_id = $1 GROUP BY 1, 2) e
            ON e.cash_account_id = b.cash_account_id AND e.currency = b.currency
         WHERE coalesce(b.balance, 0) <> coalesce(e.sum, 0)`),
      'registers hold what their entries say',
    ).toEqual([]);
    expect(
      await rows(`SELECT series_id FROM vouchers WHERE company_id = $1 GROUP BY series_id, extract(year FROM date)
                  HAVING count(DISTINCT sequence) <> count(*) OR max(sequence) - min(sequence) + 1 <> count(*)`),
      'voucher numbers are gapless',
    ).toEqual([]);
    // Nothing was sold that was not on the shelf.
    expect(await countOf('stock_balances', 'quantity < 0')).toBe(0);
  });

  it('uses valid identifiers, real places and the VAT rates Turkey applies', async () => {
    const items = await rows<{
      kind: string;
      isbn: string;
      barcodes: string[];
      vat_rate: string;
      category: string;
    }>(
      `SELECT i.kind, i.isbn, i.barcodes, i.vat_rate, c.name AS category FROM items i
         JOIN categories c ON c.company_id = i.company_id AND c.id = i.category_id WHERE i.company_id = $1`,
    );
    for (const item of items) {
      expect(item.barcodes.length).toBeGreaterThan(0);
      for (const barcode of item.barcodes) expect(isValidEan13(barcode), barcode).toBe(true);
      if (item.kind === 'book') {
        expect(isValidIsbn13(item.isbn), item.isbn).toBe(true);
        expect(item.barcodes).toContain(item.isbn);
        expect(item.vat_rate).toBe('10');
      } else expect(item.category === 'Dergi' ? ['1'] : ['10', '20']).toContain(item.vat_rate);
    }
    const accounts = await rows<{
      kind: string;
      tax_id: string;
      billing_province: string;
      billing_district: string;
      ibans: string[];
      title: string;
    }>(
      'SELECT kind, tax_id, billing_province, billing_district, ibans, title FROM accounts WHERE company_id = $1',
    );
    for (const account of accounts) {
      expect((account.kind === 'company' ? isValidVkn : isValidTckn)(account.tax_id), account.tax_id).toBe(
        true,
      );
      const province = TURKEY_PROVINCES.find((entry) => entry.name === account.billing_province);
      expect(province?.districts, account.billing_district).toContain(account.billing_district);
      for (const iban of account.ibans) expect(isValidTrIban(iban), iban).toBe(true);
    }
    expect(accounts.some((account) => /[ıİşŞğĞçÇöÖüÜ]/.test(account.title))).toBe(true);
  });

  it('shows in the lists and statements users open', async () => {
    const token = await t.login('admin@demo.com.tr', 'Demo.1234');
    const get = async (url: string) => {
      const answer = await t.call('GET', url, { token });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.envelope.data;
    };
    expect((await get('/api/items?pageSize=5')).total).toBeGreaterThanOrEqual(250);
    expect((await get('/api/items?search=Kürk%20Mantolu')).list.length).toBeGreaterThan(0);
    expect((await get('/api/documents?docType=salesInvoice&pageSize=5')).total).toBeGreaterThanOrEqual(100);
    const [school] = await rows<{ id: number }>(
      'SELECT account_id AS id FROM instruments WHERE company_id = $1 ORDER BY id LIMIT 1',
    );
    const statement = await get(`/api/accounts/${school!.id}/statement`);
    expect(statement.entries.length).toBeGreaterThan(1);
  });
});
