import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksHold } from './books.ts';
import { createCompany, createTestApp, FIXTURE_PASSWORD, type TestApp } from './harness.ts';

/**
 * The database connection lost under a request — the backend terminated (pg_terminate_backend, a fast
 * shutdown, a failover) while a posting's transaction is open — fails that request in the envelope
 * with "database unavailable" and nothing of it saved; the process keeps serving, the pool replaces
 * the connection, and a retry with the same Idempotency-Key makes exactly one document.
 */
let t: TestApp;
let companyId: number;
let admin: string;
const ids = { warehouse: 0, items: [] as number[], accounts: [] as number[] };

const idOf = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

const invoice = (n: number) => ({
  docType: 'salesInvoice',
  date: '2026-11-25',
  warehouseId: ids.warehouse,
  accountId: ids.accounts[n % ids.accounts.length],
  lines: Array.from({ length: 10 }, (_, line) => ({
    itemId: ids.items[(n + line) % ids.items.length],
    quantity: String(1 + (line % 3)),
    unitPrice: '12.50',
    vatRate: '20',
  })),
});

const post = (n: number, key: string) =>
  t.call('POST', '/api/documents', { token: admin, body: invoice(n), headers: { 'idempotency-key': key } });

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database, 'Kesinti');
  companyId = company.id;
  admin = await t.login(company.admin.email, FIXTURE_PASSWORD);
  ids.warehouse = await idOf('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  const unit = await idOf('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  for (let i = 1; i <= 12; i++)
    ids.items.push(await idOf('/api/items', { code: `K${i}`, name: `Kalem ${i}`, unitId: unit }));
  for (const title of ['Işıklı Kırtasiye', 'Çınar Kitabevi', 'Özgür Büro'])
    ids.accounts.push(await idOf('/api/accounts', { title }));
});
afterAll(() => t.close());

describe('a database connection lost mid-request', () => {
  it('fails only the requests it cut, in the envelope, and a retry with the same key saves each once', async () => {
    // The killer has a connection of its own and, every 40 ms, ends one other backend of this database
    // that is running a statement or sitting inside a transaction.
    const killer = new pg.Client({ connectionString: t.database.url });
    await killer.connect();
    let killing = true;
    let terminated = 0;
    const kills = (async () => {
      while (killing) {
        const { rowCount } = await killer.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND state IN ('active', 'idle in transaction')
            LIMIT 1`,
        );
        terminated += rowCount ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();

    const acknowledged = new Map<string, { number: string; grandTotal: string }>();
    const cut: { n: number; key: string }[] = [];
    const answers: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, client) => {
        for (let n = client; n < 160; n += 4) {
          const key = randomUUID();
          const answer = await post(n, key);
          answers.push(answer.statusCode);
          if (answer.statusCode === 200) acknowledged.set(key, answer.envelope.data.record);
          else {
            expect(answer.statusCode, answer.body).toBe(503);
            expect(answer.envelope).toMatchObject({ errorCode: 'SR10503', data: null });
            expect(answer.envelope.kiboMessage).toMatch(/Veritabanına şu anda ulaşılamıyor/);
            expect(answer.headers['retry-after']).toBe('5');
            cut.push({ n, key });
          }
        }
      }),
    );
    killing = false;
    await kills;
    await killer.end();
    expect(terminated).toBeGreaterThan(0);
    expect(cut.length, 'some requests were cut mid-way').toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(0);

    // The same process serves on; each cut request sent again with its key is saved exactly once,
    // or answered with the document it had already made.
    for (const { n, key } of cut) {
      const again = await post(n, key);
      expect(again.statusCode, again.body).toBe(200);
      const twice = await post(n, key);
      expect(twice.envelope.data.record.id).toBe(again.envelope.data.record.id);
    }
    const { rows } = await t.database.pool.query(
      `SELECT idempotency_key, count(*)::int AS documents, min(number) AS number, min(grand_total)::text AS total
         FROM documents WHERE company_id = $1 GROUP BY idempotency_key`,
      [companyId],
    );
    expect(rows.length).toBe(160);
    expect(rows.every((row) => row.documents === 1)).toBe(true);
    for (const [key, record] of acknowledged) {
      const row = rows.find((candidate) => candidate.idempotency_key === key);
      expect(row, `acknowledged ${record.number} is kept`).toMatchObject({
        number: record.number,
        total: record.grandTotal,
      });
    }
    await expectBooksHold(t.database.pool, companyId);
  });
});
