import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksHold } from './books.ts';
import { createCompany, createTestApp, FIXTURE_PASSWORD, type TestApp } from './harness.ts';

// More requests than the database may work on at once wait their turn in the server, in arrival order;
// one that gets no turn within the admission's wait answers 503 "server busy" with nothing saved, and
// its retry (same Idempotency-Key) saves it once.

let t: TestApp;
let companyId: number;
let admin: string;
const ids = { warehouse: 0, items: [] as number[], accounts: [] as number[] };

const idOf = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const post = (n: number, key: string) =>
  t.call('POST', '/api/documents', {
    token: admin,
    headers: { 'idempotency-key': key },
    body: {
      docType: 'salesInvoice',
      date: '2026-11-25',
      warehouseId: ids.warehouse,
      accountId: ids.accounts[n % ids.accounts.length],
      lines: Array.from({ length: 5 }, (_, line) => ({
        itemId: ids.items[(n + line) % ids.items.length],
        quantity: String(1 + (line % 3)),
        unitPrice: '12.50',
        vatRate: '20',
      })),
    },
  });
const documentCount = async () =>
  Number(
    (await t.database.pool.query('SELECT count(*) FROM documents WHERE company_id = $1', [companyId])).rows[0]
      .count,
  );

beforeAll(async () => {
  // A wait long enough for sixteen invoices two at a time on a loaded 2-core machine (eight turns of
  // a few hundred ms there); the refusal test holds both turns, so it waits exactly this long.
  t = await createTestApp({}, undefined, { limit: 2, maxWaitMs: 3000 });
  const company = await createCompany(t.database, 'Sıra Bekleyen');
  companyId = company.id;
  admin = await t.login(company.admin.email, FIXTURE_PASSWORD);
  ids.warehouse = await idOf('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  const unit = await idOf('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  for (let i = 1; i <= 6; i++)
    ids.items.push(await idOf('/api/items', { code: `K${i}`, name: `Kalem ${i}`, unitId: unit }));
  for (const title of ['Işıklı Kırtasiye', 'Çınar Kitabevi'])
    ids.accounts.push(await idOf('/api/accounts', { title }));
});
afterAll(() => t.close());

describe('turns of transactions', () => {
  it('lets at most the limit run at once; the others wait and every invoice posts once', async () => {
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      const { running, waiting } = t.database.admission.state();
      most = Math.max(most, running);
      queued = Math.max(queued, waiting);
    }, 1);
    const before = await documentCount();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => post(n, randomUUID())));
    clearInterval(watch);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
    expect(most).toBeLessThanOrEqual(2);
    expect(queued).toBeGreaterThan(0);
    expect(await documentCount()).toBe(before + 16);
    await expectBooksHold(t.database.pool, companyId);
  });

  it('answers 503 "server busy" when no turn comes within the wait, and the retry saves once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two long transactions take both turns.
    const holders = [1, 2].map(() => t.database.withTenant(companyId, () => held));
    const before = await documentCount();
    const key = randomUUID();
    const refused = await post(1, key);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.envelope).toMatchObject({ errorCode: 'SR10503', data: null });
    expect(refused.envelope.kiboMessage).toContain('yoğun');
    release();
    await Promise.all(holders);
    expect(await documentCount()).toBe(before);
    const retried = await post(1, key);
    expect(retried.statusCode).toBe(200);
    expect((await post(1, key)).envelope.data.replayed).toBe(true);
    expect(await documentCount()).toBe(before + 1);
  });
});
