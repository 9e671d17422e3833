import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreError, restoreBackup, writeBackup } from '../src/modules/backups/index.ts';
import { connectDatabase } from '../src/platform/db/client.ts';
import { applyMigrations, migrationTags } from '../src/platform/db/migrate.ts';
import {
  type CompanyFixture,
  createCompany,
  createDatabase,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;
let other: CompanyFixture;
let admin: string;

const create = async (app: TestApp, token: string, path: string, body: object) => {
  const answer = await app.call('POST', path, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record.id as number;
};

/** A company's stock cards, accounts, shelves, settings and balances, entered as its staff would. */
async function fillCompany(app: TestApp, companyId: number, token: string, prefix: string) {
  const warehouse = await create(app, token, '/api/warehouses', { code: `${prefix}W`, name: 'Merkez' });
  const unit = await create(app, token, '/api/units', { code: `${prefix}U`, name: 'Adet', decimals: 0 });
  const shelf = await create(app, token, '/api/locations', { warehouseId: warehouse, code: `${prefix}-A1` });
  for (let n = 1; n <= 3; n++) {
    const item = await create(app, token, '/api/items', {
      code: `${prefix}-${n}`,
      name: `Çizgili Defter ${n}`,
      unitId: unit,
      barcodes: [`${prefix === 'A' ? 869 : 868}00000000${n}`.padEnd(12, '0')],
      salePrice: `${n}2.50`,
    });
    await create(app, token, '/api/item-shelves', { itemId: item, locationId: shelf, priority: n });
    // Quantities on hand, as stock documents will leave them.
    await app.database.pool.query(
      'INSERT INTO stock_balances (company_id, item_id, warehouse_id, quantity) VALUES ($1, $2, $3, $4)',
      [companyId, item, warehouse, `${n * 7}.125`],
    );
  }
  for (const title of ['Işık Kırtasiye', 'İpek Yayınları'])
    await create(app, token, '/api/accounts', { title });
}

async function tableCounts(pool: pg.Pool, companyId?: number) {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('access_tokens', 'login_failures', 'login_sources') ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const scoped = (
      await pool.query(
        `SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'company_id'`,
        [table_name],
      )
    ).rowCount;
    if (companyId !== undefined && !scoped && table_name !== 'companies') continue;
    const where =
      companyId === undefined
        ? ''
        : table_name === 'companies'
          ? `WHERE id = ${companyId}`
          : `WHERE company_id = ${companyId}`;
    counts[table_name] = (
      await pool.query(`SELECT count(*)::int AS n FROM "${table_name}" ${where}`)
    ).rows[0].n;
  }
  return counts;
}

/** What the books say: balances, prices, counters; compared before and after a round trip. */
const figures = async (pool: pg.Pool, companyId: number) =>
  (
    await pool.query(
      `SELECT (SELECT sum(quantity)::text FROM stock_balances WHERE company_id = $1) AS on_hand,
              (SELECT sum(sale_price)::text FROM items WHERE company_id = $1) AS prices,
              (SELECT string_agg(code, ',' ORDER BY code) FROM accounts WHERE company_id = $1) AS accounts,
              (SELECT json_agg(c ORDER BY c.name) FROM company_counters c WHERE company_id = $1) AS counters`,
      [companyId],
    )
  ).rows[0];

/** The rows of each table in a backup file, as [table, columns, rows]. */
function tablesIn(file: Buffer) {
  const lines = gunzipSync(file).toString('utf8').split('\n');
  const tables: { name: string; columns: string[]; rows: string[][] }[] = [];
  for (let at = 2; at < lines.length; at++) {
    const line = lines[at]!;
    if (!line.startsWith('@table ')) continue;
    const [name, ...rest] = line.slice(7).split(' ');
    const table = { name: name!, columns: JSON.parse(rest.join(' ')), rows: [] as string[][] };
    for (at += 1; lines[at] !== '\\.'; at++) table.rows.push(lines[at]!.split('\t'));
    tables.push(table);
  }
  return { header: JSON.parse(lines[1]!), tables, last: lines.at(-2)! };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  other = await createCompany(t.database, 'Other');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  await fillCompany(t, acme.id, admin, 'A');
  await fillCompany(t, other.id, await t.login(other.admin.email, FIXTURE_PASSWORD), 'O');
  const settings = await t.call('PUT', '/api/settings/loyalty-settings', {
    token: admin,
    body: { pointsEnabled: true, pointsPerStep: '1', pointsStep: '10', pointValue: '0.05' },
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('company backup', () => {
  let file: Buffer;

  it('downloads the company’s own rows only, audited, and never to a cashier', async () => {
    const answer = await t.call('GET', '/api/backups/company', { token: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /attachment; filename="kibo-firma-\d+-[\d-]+\.kibo\.gz"/,
    );
    file = answer.rawPayload;
    const { header, tables, last } = tablesIn(file);
    expect(header).toMatchObject({ kind: 'company', company: { id: acme.id, title: 'Acme Ticaret A.Ş.' } });
    expect(header.migrations).toBe((await migrationTags()).length);
    expect(last).toMatch(/^@end /);
    const names = tables.map((table) => table.name);
    expect(names).toEqual(
      expect.arrayContaining(['companies', 'items', 'stock_balances', 'users', 'audit_log']),
    );
    expect(names).not.toContain('access_tokens');
    expect(names).not.toContain('menus');
    for (const table of tables) {
      const column = table.columns.indexOf(table.name === 'companies' ? 'id' : 'company_id');
      expect(
        table.rows.every((row) => row[column] === String(acme.id)),
        table.name,
      ).toBe(true);
    }
    expect(tables.find((table) => table.name === 'items')!.rows).toHaveLength(3);

    const { rows } = await t.database.pool.query(
      `SELECT user_id, after FROM audit_log WHERE company_id = $1 AND entity = 'backup'`,
      [acme.id],
    );
    expect(rows).toEqual([{ user_id: acme.admin.id, after: { kind: 'company' } }]);

    const cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
    expect((await t.call('GET', '/api/backups/company', { token: cashier })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/backups', { token: cashier })).statusCode).toBe(403);
  });

  it('refuses the whole database where other companies live', async () => {
    expect((await t.call('GET', '/api/backups', { token: admin })).envelope.data).toEqual({
      company: true,
      full: false,
    });
    expect((await t.call('GET', '/api/backups/full', { token: admin })).statusCode).toBe(403);
  });

  it('restores into a fresh install with the same rows and balances, and the company works on', async () => {
    const url = await createDatabase('empty');
    const summary = await restoreBackup(url, Readable.from(file));
    expect(summary.header.company?.id).toBe(acme.id);
    const restored = await createTestApp({}, url);
    try {
      expect(await tableCounts(restored.database.pool, acme.id)).toEqual(
        await tableCounts(t.database.pool, acme.id),
      );
      expect(await figures(restored.database.pool, acme.id)).toEqual(await figures(t.database.pool, acme.id));
      expect((await restored.database.pool.query('SELECT count(*)::int AS n FROM companies')).rows[0].n).toBe(
        1,
      );

      const token = await restored.login(acme.admin.email, FIXTURE_PASSWORD);
      const path = '/api/items?sort=code&pageSize=10';
      const before = (await t.call('GET', path, { token: admin })).envelope.data.list;
      expect((await restored.call('GET', path, { token })).envelope.data.list).toEqual(before);
      // New records continue after the restored ids and codes.
      const account = await restored.call('POST', '/api/accounts', {
        token,
        body: { title: 'Yeni Cari' },
      });
      expect(account.statusCode).toBe(200);
      expect(account.envelope.data.record.code).toBe('CR00000003');

      await expect(restoreBackup(url, Readable.from(file))).rejects.toThrow(/zaten firma verisi var/);
    } finally {
      await restored.close();
    }
  });

  it('refuses a cut-off file, a file that is no backup, and one from a newer Kibo, leaving the install empty', async () => {
    const url = await createDatabase('empty');
    const plain = gunzipSync(file);
    const cut = gzipSync(plain.subarray(0, Math.floor(plain.length * 0.6)));
    await expect(restoreBackup(url, Readable.from(cut))).rejects.toThrow(/eksik ya da bozuk/);
    // Cut between two whole rows: the server has nothing to refuse, the open COPY is failed by us.
    const atRow = plain.indexOf('\n', plain.indexOf('\n@table items ')) + 1;
    const cutAtRow = gzipSync(plain.subarray(0, plain.indexOf('\n', atRow) + 1));
    await expect(restoreBackup(url, Readable.from(cutAtRow))).rejects.toThrow(/eksik ya da bozuk/);
    await expect(restoreBackup(url, Readable.from(file.subarray(0, file.length - 40)))).rejects.toThrow(
      RestoreError,
    );
    await expect(restoreBackup(url, Readable.from(Buffer.from('merhaba')))).rejects.toThrow(
      /bir Kibo yedeği değil/,
    );
    const newer = gzipSync(
      `KIBO-BACKUP 1\n${JSON.stringify({ kind: 'full', appVersion: '9.9.9', migrations: 999, lastMigration: 'x' })}\n`,
    );
    await expect(restoreBackup(url, Readable.from(newer))).rejects.toThrow(
      /daha yeni bir Kibo sürümünden \(9\.9\.9\)/,
    );

    // Nothing of the failed attempts stayed: the good file loads into the same database.
    const summary = await restoreBackup(url, Readable.from(file));
    expect(summary.rows.items).toBe(3);
    const pool = new pg.Pool({ connectionString: url });
    expect((await pool.query('SELECT count(*)::int AS n FROM items')).rows[0].n).toBe(3);
    await pool.end();
  });
});

describe('whole database of a single-company install', () => {
  it('downloads for the company administrator and restores every table identically', async () => {
    const single = await createTestApp();
    try {
      await createCompany(single.database, 'Kibo', { isVendor: true });
      const shop = await createCompany(single.database, 'Dukkan');
      const token = await single.login(shop.admin.email, FIXTURE_PASSWORD);
      await fillCompany(single, shop.id, token, 'D');
      expect((await single.call('GET', '/api/backups', { token })).envelope.data.full).toBe(true);
      const cashier = await single.login(shop.cashier.email, FIXTURE_PASSWORD);
      expect((await single.call('GET', '/api/backups/full', { token: cashier })).statusCode).toBe(403);

      const answer = await single.call('GET', '/api/backups/full', { token });
      expect(answer.statusCode).toBe(200);
      const url = await createDatabase('empty');
      await restoreBackup(url, Readable.from(answer.rawPayload));
      const restored = connectDatabase(url, 2);
      try {
        expect(await tableCounts(restored.pool)).toEqual(await tableCounts(single.database.pool));
        expect(await figures(restored.pool, shop.id)).toEqual(await figures(single.database.pool, shop.id));
      } finally {
        await restored.close();
      }
    } finally {
      await single.close();
    }
  });
});

describe('a backup from an older Kibo', () => {
  it('is restored into the schema it was taken from, then brought up to date', async () => {
    const tags = await migrationTags();
    const beforeShelving = tags.indexOf('0012_warehouse');
    const oldUrl = await createDatabase('empty');
    const old = connectDatabase(oldUrl, 2);
    try {
      await applyMigrations(old, { upTo: beforeShelving });
      // The old stock card kept one shelf on the card itself.
      await old.pool.query(`
        INSERT INTO companies (id, title, license_owner, license_expires) VALUES (5, 'Eski Kitabevi', 'Eski', '2099-12-31');
        INSERT INTO warehouses (company_id, id, code, name) OVERRIDING SYSTEM VALUE VALUES (5, 1, 'M', 'Merkez');
        INSERT INTO locations (company_id, id, warehouse_id, code) OVERRIDING SYSTEM VALUE VALUES (5, 1, 1, 'R-7');
        INSERT INTO units (company_id, id, code, name) OVERRIDING SYSTEM VALUE VALUES (5, 1, 'C62', 'Adet');
        INSERT INTO items (company_id, id, code, name, unit_id, location_id) OVERRIDING SYSTEM VALUE
          VALUES (5, 1, 'K-1', 'Eski Kitap', 1, 1)`);
      const chunks: Buffer[] = [];
      const sink = new (await import('node:stream')).Writable({
        write(chunk, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await writeBackup(old.pool, { kind: 'full' }, sink);
      const file = Buffer.concat(chunks);
      expect(tablesIn(file).header.migrations).toBe(beforeShelving);

      const url = await createDatabase('empty');
      await restoreBackup(url, Readable.from(file));
      const pool = new pg.Pool({ connectionString: url });
      try {
        const { rows } = await pool.query('SELECT item_id, location_id, priority FROM item_shelves');
        expect(rows).toEqual([{ item_id: 1, location_id: 1, priority: 1 }]);
        const applied = await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBe(tags.length);
      } finally {
        await pool.end();
      }
    } finally {
      await old.close();
    }
  });
});
