import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseGrownTables } from '../src/platform/db/young-tables.ts';
import { createCompany, createTestApp, FIXTURE_PASSWORD, type TestApp } from './harness.ts';

// A new install's tables get statistics as they grow: a lookup by primary key planned before a table
// was ever analysed takes another index starting with company_id and reads every document of the
// company; connections keep such plans until the table is analysed.

let t: TestApp;
let companyId: number;
let admin: string;
const ids = { warehouse: 0, unit: 0, item: 0, account: 0 };
let posted = 0;

const idOf = async (path: string, body: object) => {
  const answer = await t.call('POST', path, { token: admin, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};
const postInvoicesUpTo = async (count: number) => {
  for (; posted < count; posted++)
    await idOf('/api/documents', {
      docType: 'salesInvoice',
      date: '2026-11-24',
      warehouseId: ids.warehouse,
      accountId: ids.account,
      lines: [{ itemId: ids.item, quantity: '1', unitPrice: '10', vatRate: '20' }],
    });
};

/** The plan a connection keeps for a line's foreign-key check on its document (a generic plan). */
const foreignKeyCheckPlan = async () => {
  const client = await t.database.pool.connect();
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(
      'PREPARE fk_check(int, int) AS SELECT 1 FROM ONLY documents x WHERE company_id = $1 AND id = $2 FOR KEY SHARE OF x',
    );
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN EXECUTE fk_check(${companyId}, 1)`,
    );
    await client.query('DEALLOCATE fk_check; RESET plan_cache_mode');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
};

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database, 'Genç Defter');
  companyId = company.id;
  admin = await t.login(company.admin.email, FIXTURE_PASSWORD);
  ids.warehouse = await idOf('/api/warehouses', { code: 'MRK', name: 'Merkez' });
  ids.unit = await idOf('/api/units', { code: 'C62', name: 'Adet', decimals: 0 });
  ids.item = await idOf('/api/items', { code: 'K1', name: 'Kalem', unitId: ids.unit });
  ids.account = await idOf('/api/accounts', { title: 'Çağla Kırtasiye' });
  // This test's own analyses only: autovacuum would look at the table sooner or later by itself.
  await t.database.pool.query('ALTER TABLE documents SET (autovacuum_enabled = off)');
});
afterAll(() => t.close());

describe('statistics for young tables', () => {
  it('analyses a table once it spans two pages, then each time it has doubled', async () => {
    await postInvoicesUpTo(40);
    // Never analysed: the check reads the company's documents through documents_account.
    expect(await foreignKeyCheckPlan()).toContain('documents_account');
    expect(await analyseGrownTables(t.database)).toContain('public.documents');
    await postInvoicesUpTo(45);
    expect(await analyseGrownTables(t.database)).not.toContain('public.documents');

    await postInvoicesUpTo(300);
    expect(await analyseGrownTables(t.database)).toContain('public.documents');
    const plan = await foreignKeyCheckPlan();
    expect(plan).toContain('documents_company_id_id_pk');
    expect(plan).not.toContain('Filter');
  });
});
