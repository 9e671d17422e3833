import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { companies } from '../src/modules/companies/index.ts';
import { users } from '../src/modules/users/index.ts';
import { connectDatabase, type Database } from '../src/platform/db/client.ts';
import { type Secrets, secretsWith } from '../src/platform/secrets.ts';

const TEMPLATE_DATABASE = 'kibo_test_template';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  routes: RegisteredRoute[];
  database: Database;
  /** The key this app seals outside services' passwords with (its workers need it too). */
  secrets: Secrets;
  /** Logs in and returns the bearer token. */
  login(email: string, password: string, headers?: Record<string, string>): Promise<string>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string },
  ): Promise<
    LightMyRequestResponse & {
      envelope: {
        // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them
        data: any;
        kiboMessage: string;
        errorCode: string;
        errors?: Record<string, string[]>;
        messages?: string[];
      };
    }
  >;
  close(): Promise<void>;
}

/** A new database on the test server: cloned from the migrated template, or empty (a fresh install). */
export async function createDatabase(from: 'template' | 'empty' = 'template'): Promise<string> {
  const serverUrl = inject('pgServerUrl');
  const name = `kibo_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${from === 'empty' ? '' : ` TEMPLATE ${TEMPLATE_DATABASE}`}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The real app on a fresh database cloned from the migrated template, or on `databaseUrl` (made by
 * `createDatabase`); the database is dropped on close. `admission` sets the turns of transactions.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  databaseUrl?: string,
  admission?: { limit: number; maxWaitMs: number },
): Promise<TestApp> {
  const serverUrl = inject('pgServerUrl');
  const url = new URL(databaseUrl ?? (await createDatabase()));
  const name = url.pathname.slice(1);
  const database = connectDatabase(url.toString(), 10, admission);
  // No web app unless a test brings its own (WEB_DIST).
  const config = {
    ...loadConfig(env),
    databaseUrl: url.toString(),
    ...(env.WEB_DIST ? {} : { webDist: '/nonexistent' }),
  };
  const routes: RegisteredRoute[] = [];
  // A key of the test's own: nothing is written under the repository's data directory.
  const secrets = secretsWith(randomBytes(32));
  const app = await buildApp({
    config,
    database,
    secrets,
    // TEST_LOG=1 prints the server's log (unhandled errors) while debugging a test.
    logger: Boolean(process.env.TEST_LOG),
    onRoute: (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, access: route.access });
    },
  });
  await app.ready();

  const call: TestApp['call'] = async (method, path, options = {}) => {
    const response = await app.inject({
      method,
      url: path,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const parsed = String(response.headers['content-type'] ?? '').includes('json')
      ? response.json()
      : undefined;
    return Object.assign(response, { envelope: parsed?.Response });
  };

  return {
    app,
    routes,
    database,
    secrets,
    call,
    async login(email, password, headers) {
      const response = await call('POST', '/api/auth/login', { body: { email, password }, headers });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      return response.envelope.data.authorization.access_token as string;
    },
    async close() {
      await app.close();
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface CompanyFixture {
  id: number;
  admin: { id: number; email: string; password: string };
  cashier: { id: number; email: string; password: string };
}

let passwordHash: Promise<string> | undefined;
export const FIXTURE_PASSWORD = 'Gizli.Parola1';

/** A company with an approved licence agreement, an admin and a cashier, all with FIXTURE_PASSWORD. */
export async function createCompany(
  database: Database,
  label: string,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<CompanyFixture> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const hash = await passwordHash;
  return database.system.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        title: `${label} Ticaret A.Ş.`,
        licenseOwner: `${label} Ticaret A.Ş.`,
        licenseExpires: '2099-12-31',
        agreementStatus: '1',
        passwordExpireDays: 0,
        ...overrides,
      })
      .returning({ id: companies.id });
    const slug = label.toLowerCase().replace(/[^a-z0-9]/g, '');
    const made = await tx
      .insert(users)
      .values([
        {
          companyId: company!.id,
          name: `${label} Yönetici`,
          email: `admin@${slug}.test`,
          role: 'admin',
          passwordHash: hash,
        },
        {
          companyId: company!.id,
          name: `${label} Kasiyer`,
          email: `kasiyer@${slug}.test`,
          role: 'cashier',
          passwordHash: hash,
        },
      ])
      .returning({ id: users.id, email: users.email });
    return {
      id: company!.id,
      admin: { id: made[0]!.id, email: made[0]!.email, password: FIXTURE_PASSWORD },
      cashier: { id: made[1]!.id, email: made[1]!.email, password: FIXTURE_PASSWORD },
    };
  });
}

/** The first message of each field error of a 422 answer, by field path. */
export const fieldErrors = (answer: { envelope: { errors?: Record<string, string[]> } }) =>
  Object.fromEntries(
    Object.entries(answer.envelope.errors ?? {}).map(([field, messages]) => [field, messages[0]]),
  );

/**
 * The plan PostgreSQL chooses for `statement` as the company's tenant role, row-level security on,
 * with sequential and plain index scans off so a usable trigram index shows by name.
 */
export async function tenantSearchPlan(database: Database, companyId: number, statement: string) {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL ROLE kibo_tenant');
    await client.query(`SELECT set_config('app.company_id', $1, true)`, [String(companyId)]);
    await client.query('SET LOCAL enable_seqscan = off');
    await client.query('SET LOCAL enable_indexscan = off');
    const plan = await client.query(`EXPLAIN ${statement}`);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/** The text of every page, pages joined by a form feed, spaces squeezed. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  return { pages: totalPages, text: text.map((page) => page.replace(/\s+/g, ' ')).join('\f') };
}
