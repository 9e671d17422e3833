import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBooksHold } from './books.ts';
import { createDatabase } from './harness.ts';
import {
  client,
  loginAt,
  postingLoad,
  type Sent,
  type ServerProcess,
  startServer,
} from './process-harness.ts';

/**
 * The real server as a process, posting invoices from four clients, is killed (SIGKILL) — or its
 * PostgreSQL is — and comes back: every acknowledged invoice is there whole, numbers run without a gap,
 * every balance equals its ledger, and an unacknowledged request sent again with its key makes exactly
 * one document. Two processes on one database see each other's logouts, password and setting changes
 * at once. Figures (how long the database took to come back, how long a stop took) are printed.
 */
const DEMO = { email: 'admin@demo.com.tr', password: 'Demo.1234' };
const started: ServerProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(started.map((server) => server.exited));
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function launch(options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  started.push(server);
  return server;
}

// Each case starts real server processes (and one an embedded PostgreSQL of its own).
const PROCESS_TIMEOUT = 180_000;

/** Stock, customers and an invoice maker in the demo company, through the API. */
async function prepareShop(url: string, token: string) {
  const http = client(url, token);
  const idOf = async (pathName: string, body: object) => {
    const answer = await http.call('POST', pathName, body);
    expect(answer?.status, JSON.stringify(answer?.envelope)).toBe(200);
    return answer!.envelope.data.record.id as number;
  };
  const warehouses = await http.call('GET', '/api/warehouses');
  const warehouseId = warehouses!.envelope.data.list[0].id as number;
  const unit = await idOf('/api/units', { code: 'CRS', name: 'Çarpışma Adedi', decimals: 0 });
  const items: number[] = [];
  for (let i = 1; i <= 15; i++)
    items.push(await idOf('/api/items', { code: `CR${i}`, name: `Deneme Kalemi ${i}`, unitId: unit }));
  const accounts: number[] = [];
  for (const title of ['Işıklı Kırtasiye', 'Çınar Kitabevi', 'Özgür Büro', 'Güneş Yayın'])
    accounts.push(await idOf('/api/accounts', { title }));
  return (n: number) => ({
    docType: 'salesInvoice',
    date: new Date().toISOString().slice(0, 10),
    warehouseId,
    accountId: accounts[n % accounts.length],
    lines: Array.from({ length: 1 + (n % 10) }, (_, line) => ({
      itemId: items[(n + line * 7) % items.length],
      quantity: String(1 + (line % 4)),
      unitPrice: `${10 + (n % 90)}.${String(n % 100).padStart(2, '0')}`,
      discounts: line % 3 === 0 ? ['5'] : [],
      vatRate: ['1', '10', '20'][line % 3],
    })),
  });
}

/**
 * How long after a change made through the other process this one shows it: the change travels by
 * NOTIFY, so a request racing it by a millisecond may still see the old state; seconds later, never
 * (the bound is generous for a loaded machine; the printed figure is milliseconds).
 */
async function heldWithin(what: string, holds: () => Promise<boolean>): Promise<number> {
  const from = Date.now();
  while (!(await holds())) {
    expect(Date.now() - from, `${what} within 3 s`).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - from;
}

const refused = (url: string, token: string) => async () =>
  (await client(url, token).call('GET', '/api/modules/frontappui'))?.status === 401;

const waitUntil = async (what: string, done: () => boolean, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * After the failure: every acknowledged invoice is whole; each one not acknowledged, sent again with
 * its key (twice), is saved exactly once; the books hold.
 */
async function expectNothingLost(url: string, token: string, sent: Sent[], sql: pg.Client) {
  const http = client(url, token);
  const companyId = (
    await sql.query<{ company_id: number }>('SELECT company_id FROM users WHERE email = $1', [DEMO.email])
  ).rows[0]!.company_id;
  for (const entry of sent.filter((candidate) => candidate.acknowledged)) {
    const saved = await http.call('GET', `/api/documents/${entry.acknowledged!.id}`);
    expect(saved?.status).toBe(200);
    expect(saved!.envelope.data).toMatchObject({
      number: entry.acknowledged!.number,
      grandTotal: entry.acknowledged!.grandTotal,
    });
    expect(saved!.envelope.data.lines).toHaveLength(1 + (entry.n % 10));
  }
  const unanswered = sent.filter((entry) => !entry.acknowledged);
  let committedUnanswered = 0;
  for (const entry of unanswered) {
    const before = await sql.query('SELECT 1 FROM documents WHERE idempotency_key = $1', [entry.key]);
    committedUnanswered += before.rowCount ?? 0;
    const again = await http.call('POST', '/api/documents', invoiceOf!(entry.n), {
      'idempotency-key': entry.key,
    });
    expect(again?.status, JSON.stringify(again?.envelope)).toBe(200);
    const twice = await http.call('POST', '/api/documents', invoiceOf!(entry.n), {
      'idempotency-key': entry.key,
    });
    expect(twice!.envelope.data.record.id).toBe(again!.envelope.data.record.id);
  }
  const { rows } = await sql.query(
    `SELECT idempotency_key FROM documents WHERE company_id = $1 AND idempotency_key = ANY($2::uuid[])
      GROUP BY 1 HAVING count(*) <> 1`,
    [companyId, sent.map((entry) => entry.key)],
  );
  expect(rows, 'one document per key').toEqual([]);
  const saved = await sql.query(
    'SELECT count(*)::int AS n FROM documents WHERE company_id = $1 AND idempotency_key = ANY($2::uuid[])',
    [companyId, sent.map((entry) => entry.key)],
  );
  expect(saved.rows[0].n).toBe(sent.length);
  await expectBooksHold(sql, companyId);
  return { unanswered: unanswered.length, committedUnanswered };
}

let invoiceOf: ((n: number) => unknown) | undefined;

describe('a crash under load loses nothing', () => {
  it(
    'the server killed with SIGKILL while four clients post: restarted, every acknowledged invoice is whole',
    async () => {
      const databaseUrl = await createDatabase('empty');
      let server = await launch({ databaseUrl });
      const token = await loginAt(server.url, DEMO.email, DEMO.password);
      invoiceOf = await prepareShop(server.url, token);
      const load = postingLoad([{ url: server.url, token }], invoiceOf);
      await waitUntil('200 acknowledged invoices', () => load.acknowledged() >= 200);
      server.child.kill('SIGKILL');
      await server.exited;
      await load.stop();

      server = await launch({ databaseUrl });
      const sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
      try {
        const outcome = await expectNothingLost(server.url, token, load.sent, sql);
        console.log(
          `SIGKILL under load: ${load.acknowledged()} acknowledged, ${outcome.unanswered} unanswered, of which ` +
            `${outcome.committedUnanswered} committed before the kill and answered again by their key`,
        );
      } finally {
        await sql.end();
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'its PostgreSQL killed while four clients post: back to serving by itself, nothing lost, a prompt stop',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kibo-crash-'));
      folders.push(dataDir);
      const server = await launch({ dataDir });
      const token = await loginAt(server.url, DEMO.email, DEMO.password);
      invoiceOf = await prepareShop(server.url, token);
      const load = postingLoad([{ url: server.url, token }], invoiceOf);
      await waitUntil('200 acknowledged invoices', () => load.acknowledged() >= 200);

      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      const [pid, , , port, socketDir] = (await readFile(pidFile, 'utf8')).split('\n');
      const killedAt = Date.now();
      const before = load.sent.length;
      process.kill(Number(pid), 'SIGKILL');
      // Back when an invoice sent after the kill is acknowledged.
      await waitUntil('an invoice acknowledged after the kill', () =>
        load.sent.slice(before + 4).some((entry) => entry.acknowledged),
      );
      const recoveredMs = Date.now() - killedAt;
      await load.stop();
      const during = load.sent.slice(before);
      // Every request was answered (no hang): acknowledged, or refused with "database unavailable".
      expect(during.filter((entry) => !entry.acknowledged && entry.failed !== 503)).toEqual([]);
      expect(server.child.exitCode).toBeNull();

      const secret = JSON.parse(await readFile(path.join(dataDir, 'pg-secret.json'), 'utf8'));
      const sql = new pg.Client({
        host: socketDir || '127.0.0.1',
        port: Number(port),
        user: 'postgres',
        password: secret.password,
        database: 'kibo',
      });
      await sql.connect();
      try {
        const outcome = await expectNothingLost(server.url, token, load.sent, sql);
        console.log(
          `PostgreSQL killed under load: serving again after ${recoveredMs} ms; ${during.length} requests meanwhile, ` +
            `${during.filter((entry) => entry.failed === 503).length} answered 503; ${outcome.committedUnanswered} unanswered committed`,
        );
      } finally {
        await sql.end();
      }
      expect(recoveredMs).toBeLessThan(30_000);

      // A second process on the same data directory is refused; it does not stop the first one's database.
      await expect(startServer({ dataDir })).rejects.toThrow(/another Kibo process is running/);
      expect((await client(server.url, token).call('GET', '/api/modules/frontappui'))?.status).toBe(200);

      const stopAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const stopMs = Date.now() - stopAt;
      console.log(`SIGTERM after the database came back: stopped in ${stopMs} ms`);
      expect(stopMs).toBeLessThan(5_000);
      await expect(readFile(pidFile)).rejects.toThrow();
    },
    PROCESS_TIMEOUT,
  );
});

describe('two server processes on one database', () => {
  it(
    'see each other’s logouts, password and setting changes at once; one killed mid-load loses nothing',
    async () => {
      const databaseUrl = await createDatabase('empty');
      // Started together: migrations, the menu catalogue and the demo seed take turns.
      const [a, b] = await Promise.all([launch({ databaseUrl }), launch({ databaseUrl })]);
      const adminAtA = await loginAt(a.url, DEMO.email, DEMO.password);
      const httpA = client(a.url, adminAtA);
      const httpB = client(b.url, adminAtA);
      expect((await httpA.call('GET', '/api/modules/frontappui'))?.status).toBe(200);
      expect((await httpB.call('GET', '/api/modules/frontappui'))?.status).toBe(200);

      // A setting changed through B is what A serves next.
      const settings = await httpB.call('GET', '/api/settings/document-settings');
      const { refs: _refs, ...current } = settings!.envelope.data;
      const changed = await httpB.call('PUT', '/api/settings/document-settings', {
        ...current,
        defaultDueDays: 45,
      });
      expect(changed?.status, JSON.stringify(changed?.envelope)).toBe(200);
      const settingMs = await heldWithin('the setting', async () => {
        const answer = await httpA.call('GET', '/api/modules/frontappui');
        return /"default_?[dD]ue_?[dD]ays":45/.test(JSON.stringify(answer!.envelope.data.app.preferences));
      });

      // A password changed through B ends the user's other sessions on A at once.
      const cashierAtA = await loginAt(a.url, 'kasiyer@demo.com.tr', 'Kasa.1234');
      const cashierAtB = await loginAt(b.url, 'kasiyer@demo.com.tr', 'Kasa.1234');
      expect((await client(a.url, cashierAtA).call('GET', '/api/modules/frontappui'))?.status).toBe(200);
      const password = await client(b.url, cashierAtB).call('PUT', '/api/user/myprofile', {
        password: 'Kasa.Yeni.5678',
      });
      expect(password?.status, JSON.stringify(password?.envelope)).toBe(200);
      const passwordMs = await heldWithin('the password change', refused(a.url, cashierAtA));

      // A logout through B holds on A at once.
      const second = await loginAt(a.url, DEMO.email, DEMO.password);
      expect((await client(a.url, second).call('GET', '/api/modules/frontappui'))?.status).toBe(200);
      expect((await client(b.url, second).call('GET', '/api/auth/logout'))?.status).toBe(200);
      const logoutMs = await heldWithin('the logout', refused(a.url, second));
      console.log(
        `two processes: A showed B's setting after ${settingMs} ms, refused the token ${passwordMs} ms after B's password change and ${logoutMs} ms after its logout`,
      );

      // Clients post through both; A is killed; B serves on, and nothing acknowledged by A is lost.
      invoiceOf = await prepareShop(b.url, adminAtA);
      const load = postingLoad(
        [
          { url: a.url, token: adminAtA },
          { url: b.url, token: adminAtA },
        ],
        invoiceOf,
      );
      await waitUntil('200 acknowledged invoices', () => load.acknowledged() >= 200);
      a.child.kill('SIGKILL');
      await a.exited;
      const afterKill = load.acknowledged();
      await waitUntil('B acknowledging on', () => load.acknowledged() >= afterKill + 50);
      await load.stop();
      const sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
      try {
        await expectNothingLost(b.url, adminAtA, load.sent, sql);
      } finally {
        await sql.end();
      }
    },
    PROCESS_TIMEOUT,
  );
});
