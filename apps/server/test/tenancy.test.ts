import { MenuId } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let a: CompanyFixture;
let b: CompanyFixture;

beforeAll(async () => {
  t = await createTestApp();
  a = await createCompany(t.database, 'Alfa');
  b = await createCompany(t.database, 'Betamarker');
  // B owns master data too, with ids that A's probes will try.
  await t.database.withTenant(b.id, (tx) =>
    tx.execute(
      sql`INSERT INTO warehouses (company_id, code, name) VALUES (${b.id}, 'BETAMARKER', 'Betamarker Depo')`,
    ),
  );
  // B's restaurant: an area, a table with an open order and a kitchen printer, under ids A's probes try.
  const id = b.admin.id;
  await t.database.withTenant(b.id, async (tx) => {
    await tx.execute(sql`INSERT INTO pos_areas (company_id, id, name) OVERRIDING SYSTEM VALUE
                         VALUES (${b.id}, ${id}, 'Betamarker Salon')`);
    await tx.execute(sql`INSERT INTO pos_tables (company_id, id, area_id, name) OVERRIDING SYSTEM VALUE
                         VALUES (${b.id}, ${id}, ${id}, 'BETAMARKER')`);
    await tx.execute(sql`INSERT INTO pos_table_orders (company_id, id, table_id, opened_by) OVERRIDING SYSTEM VALUE
                         VALUES (${b.id}, ${id}, ${id}, ${id})`);
    await tx.execute(sql`INSERT INTO pos_kitchen_printers (company_id, id, name) OVERRIDING SYSTEM VALUE
                         VALUES (${b.id}, ${id}, 'Betamarker Mutfak')`);
  });
  // B's users are held back by the login throttle, which keeps no company: its rows are B's by e-mail.
  for (const email of [b.admin.email, b.cashier.email]) {
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/api/auth/login', { body: { email, password: 'yanlış-parola' }, ip: '10.8.0.1' });
    }
  }
});
afterAll(() => t.close());

/** Everything company B owns, read past row-level security by the connecting role. */
async function snapshotOfB() {
  // Every table that holds company data, so a new module's tables are covered without editing this.
  const { rows: owned } = await t.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'company_id' ORDER BY table_name`,
  );
  const tables = ['companies', ...owned.map((row) => row.table_name)];
  expect(tables).toEqual(expect.arrayContaining(['users', 'audit_log', 'warehouses', 'producers']));
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const column = table === 'companies' ? 'id' : 'company_id';
    const { rows } = await t.database.pool.query(
      `SELECT * FROM ${table} WHERE ${column} = $1 ORDER BY 1, 2`,
      [b.id],
    );
    result[table] = rows;
  }
  const { rows: failures } = await t.database.pool.query(
    'SELECT * FROM login_failures WHERE account = ANY($1) ORDER BY id',
    [[b.admin.email, b.cashier.email]],
  );
  expect(failures).toHaveLength(10);
  result.login_failures = failures;
  return result;
}

/** Bodies that pass validation, so a write reaches the database and row-level security is what stops it. */
const sampleBodies: Record<string, unknown> = {
  '/api/users': {
    name: 'Alfa Saldırgan',
    email: 'intruder@alfa.test',
    role: 'admin',
    active: true,
    menuIds: [MenuId.generalSettings],
    posCanChangePrice: true,
    posCanDelete: true,
    password: 'Saldiri.Parola1',
    mustChangePassword: false,
    phone: '',
  },
  '/api/users/:id': {
    name: 'Ele Geçirildi',
    email: 'admin@betamarker.test',
    role: 'admin',
    active: false,
    menuIds: [],
    posCanChangePrice: true,
    posCanDelete: true,
    password: 'Saldiri.Parola1',
    mustChangePassword: false,
    phone: '',
  },
  '/api/user/myprofile': { password: 'Alfa.Yeni.Parola1' },
  '/api/pos-tables/areas/:id': { name: 'Ele Geçirildi' },
  '/api/pos-tables/printers/:id': { name: 'Ele Geçirildi', categoryIds: [] },
  '/api/pos-tables/orders/:id/lines': { itemId: 1, quantity: '1' },
  '/api/pos-tables/orders/:id/cancel': {},
  '/api/pos-tables/orders/:id/move': { tableId: 1 },
  '/api/pos-tables/orders/:id/merge': { tableId: 1 },
  '/api/pos-tables/orders/:id/split': { lines: [{ lineId: 1, quantity: '1' }] },
};

/** Routes whose ids name the product's own records (its release notes), the same for every company. */
const PRODUCT_WIDE = new Set(['/api/release-notes/:id']);

describe('tenant isolation', () => {
  it('no registered endpoint lets a user of company A read or change company B', async () => {
    const before = await snapshotOfB();
    const token = await t.login(a.admin.email, FIXTURE_PASSWORD);
    // B's users are locked out, A's are not: A's list answers ids only, so it is checked here.
    expect((await t.call('GET', '/api/users/lockouts', { token })).envelope.data).toEqual([]);
    const api = t.routes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(api.length).toBeGreaterThan(10);
    // Logout last, since it ends the session the other calls use.
    const ordered = [
      ...api.filter((route) => !route.url.includes('logout')),
      ...api.filter((route) => route.url.includes('logout')),
    ];
    // Ids of B's records that are no id of A's, so a 2xx can only mean a leak.
    const idsOfA = new Set([a.id, a.admin.id, a.cashier.id]);
    const idsOfB = [b.admin.id, b.cashier.id, b.id].filter((id) => !idsOfA.has(id));
    const called: string[] = [];
    for (const route of ordered) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      for (const id of idsOfB) {
        const url = route.url.replace(':id', String(id));
        const body = ['POST', 'PUT', 'PATCH'].includes(route.method)
          ? (sampleBodies[route.url] ?? {})
          : undefined;
        const response = await t.call(
          route.method as 'GET',
          `${url}${route.method === 'GET' ? `?companyId=${b.id}&search=Betamarker` : ''}`,
          { token, body },
        );
        expect(response.body.toLowerCase(), `${route.method} ${url}`).not.toContain('betamarker');
        if (route.url.includes(':id') && response.statusCode < 300 && !PRODUCT_WIDE.has(route.url)) {
          throw new Error(`${route.method} ${url} answered ${response.statusCode} for another company's id`);
        }
        if (!route.url.includes(':id')) break;
      }
      called.push(`${route.method} ${route.url}`);
    }
    expect(called).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'PUT /api/users/:id',
        'GET /api/licensing/users',
        'GET /api/users/lockouts',
        'DELETE /api/users/:id/lockout',
      ]),
    );
    expect(await snapshotOfB()).toEqual(before);
  });

  it('row-level security hides and protects other companies even without a WHERE clause', async () => {
    const visible = await t.database.withTenant(a.id, (tx) =>
      tx.execute<{ company_id: number }>(sql`SELECT company_id FROM users`),
    );
    expect(new Set(visible.rows.map((row) => row.company_id))).toEqual(new Set([a.id]));
    const companies = await t.database.withTenant(a.id, (tx) =>
      tx.execute<{ id: number }>(sql`SELECT id FROM companies`),
    );
    expect(companies.rows).toEqual([{ id: a.id }]);
    // The login throttle's rows have no company: the policy shows a company those of its users.
    await t.call('POST', '/api/auth/login', {
      body: { email: a.cashier.email, password: 'yanlış-parola' },
      ip: '10.8.0.2',
    });
    const failures = await t.database.withTenant(a.id, (tx) =>
      tx.execute<{ account: string }>(sql`SELECT DISTINCT account FROM login_failures`),
    );
    expect(failures.rows).toEqual([{ account: a.cashier.email }]);
    const cleared = await t.database.withTenant(a.id, (tx) => tx.execute(sql`DELETE FROM login_failures`));
    expect(cleared.rowCount).toBe(1);
    const insert = t.database.withTenant(a.id, (tx) =>
      tx.execute(
        sql`INSERT INTO audit_log (company_id, entity, entity_id, action) VALUES (${b.id}, 'x', '1', 'create')`,
      ),
    );
    await expect(insert.catch((error) => Promise.reject(error.cause ?? error))).rejects.toThrow(
      /row-level security/,
    );
    const updated = await t.database.withTenant(a.id, (tx) =>
      tx.execute(sql`UPDATE users SET name = 'x' WHERE company_id = ${b.id}`),
    );
    expect(updated.rowCount).toBe(0);
  });

  it('lets a company change its identity but never its own licence terms', async () => {
    const refused = (statement: ReturnType<typeof sql>) =>
      expect(
        t.database
          .withTenant(a.id, (tx) => tx.execute(statement))
          .catch((error) => Promise.reject(error.cause ?? error)),
      ).rejects.toThrow(/permission denied/);
    await refused(sql`UPDATE companies SET license_expires = '2199-01-01'`);
    await refused(sql`UPDATE companies SET max_users = 1000`);
    await refused(
      sql`INSERT INTO companies (title, license_owner, license_expires) VALUES ('x', 'x', '2199-01-01')`,
    );
    await refused(sql`UPDATE menus SET link = 'x'`);
    const renamed = await t.database.withTenant(a.id, (tx) =>
      tx.execute(sql`UPDATE companies SET phone = '+90 212 000 00 00'`),
    );
    expect(renamed.rowCount).toBe(1);
  });
});
