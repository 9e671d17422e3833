import { translate } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyFixture, createCompany, createTestApp, type TestApp } from './harness.ts';
import {
  minimalValue,
  type OpenApiDocument,
  operationsOf,
  schemaAt,
  type WalkedOperation,
  wasSent,
} from './openapi-walk.ts';

/**
 * The API as a client generated from its OpenAPI document sees it: every operation called with the
 * smallest request the document allows must be understood (no field the document calls optional is
 * demanded), and text the database cannot hold is refused on its field, never a server error.
 */
let t: TestApp;
let company: CompanyFixture;
/** A walk logs its own admin out and changes her password at its end: each walk has a company of its own. */
let walkerToken: string;
let walkers = 0;
/** Companies that work with every module that has routes, so the walk reaches them all. */
const EVERY_MODULE = { einvoice: true, cargo: true };
async function newWalker() {
  const walker = await createCompany(t.database, `Gezgin${++walkers}`, EVERY_MODULE);
  walkerToken = await t.login(walker.admin.email, walker.admin.password);
}
let adminToken: string;
let vendorToken: string;
let document: OpenApiDocument;

beforeAll(async () => {
  // No Central Bank from the test machine: a closed port stands for "no internet".
  t = await createTestApp({ TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar' });
  company = await createCompany(t.database, 'Sozlesme', EVERY_MODULE);
  const vendor = await createCompany(t.database, 'Satici');
  await t.database.pool.query("UPDATE users SET role = 'superadmin' WHERE id = $1", [vendor.admin.id]);
  adminToken = await t.login(company.admin.email, company.admin.password);
  vendorToken = await t.login(vendor.admin.email, vendor.admin.password);
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = answer.json() as OpenApiDocument;
});
afterAll(() => t.close());

/** Calls that end the caller's session or change its password go last, so the walk keeps its token. */
const LAST = ['/api/user/myprofile', '/api/auth/logout'];
const ordered = (operations: WalkedOperation[]) =>
  [...operations].sort((a, b) => LAST.indexOf(a.path) - LAST.indexOf(b.path));

/** An id no record has: a change or cancel is validated, then finds nothing, and the walk changes nothing. */
const MISSING_ID = '999999';

function request(
  operation: WalkedOperation,
  query: Record<string, unknown>,
  body: unknown,
  companyToken = adminToken,
) {
  const path = operation.path.replace(/\{[^}]+\}/g, MISSING_ID);
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const url = search.size ? `${path}?${search}` : path;
  const token = operation.path.startsWith('/api/licensing') ? vendorToken : companyToken;
  return t.call(operation.method, url, { token, ...(body !== undefined ? { body } : {}) });
}

describe('the OpenAPI document matches what the server accepts', () => {
  it('documents every route with a body or a required query', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((operation) => operation.jsonBody).length).toBeGreaterThan(50);
  });

  it('answers every operation called with its documented minimal request without demanding more', async () => {
    await newWalker();
    const demanded: string[] = [];
    for (const operation of ordered(operationsOf(document))) {
      if (operation.multipart) continue;
      const query = Object.fromEntries(
        operation.queryParameters
          .filter((parameter) => parameter.required)
          .map((parameter) => [parameter.name, minimalValue(document, parameter.schema)]),
      );
      const body = operation.jsonBody ? minimalValue(document, operation.jsonBody) : undefined;
      const answer = await request(operation, query, body, walkerToken);
      const where = `${operation.method} ${operation.path}`;
      expect(answer.statusCode, `${where}: ${answer.body}`).toBeLessThan(500);
      if (answer.statusCode < 300) continue;
      expect(answer.envelope, `${where} answers in the envelope`).toBeDefined();
      if (answer.statusCode !== 422) continue;
      for (const [field, messages] of Object.entries(answer.envelope.errors ?? {})) {
        // A field the request carried may be refused for its (generated) value; one it left out only
        // when the document says when it is needed (a rule across fields that a schema cannot state).
        const sent = wasSent(body, field) || wasSent(query, field);
        const described = operation.jsonBody && schemaAt(document, operation.jsonBody, field)?.description;
        if (!sent && !described?.startsWith('Zorunlu:')) demanded.push(`${where}: ${field} — ${messages[0]}`);
      }
    }
    expect(demanded).toEqual([]);
  });

  it('demands every field the document calls required: none of them has a default the server fills in', async () => {
    await newWalker();
    const overRequired: string[] = [];
    let checked = 0;
    for (const operation of ordered(operationsOf(document))) {
      const schema = operation.jsonBody;
      if (!schema || operation.path === '/api/auth/logout') continue;
      const minimal = minimalValue(document, schema) as Record<string, unknown>;
      // The body's own fields, and those of the first row of each documented list of rows.
      const paths = Object.keys(minimal).flatMap((name) => {
        const rows = minimal[name];
        const row = Array.isArray(rows) && rows[0] && typeof rows[0] === 'object' ? rows[0] : undefined;
        return [name, ...Object.keys(row ?? {}).map((inner) => `${name}.0.${inner}`)];
      });
      for (const path of paths) {
        const body = structuredClone(minimal);
        const parts = path.split('.');
        const holder = parts
          .slice(0, -1)
          .reduce<Record<string, unknown>>((at, part) => at[part] as never, body);
        delete holder[parts.at(-1)!];
        checked++;
        const answer = await request(operation, {}, body, walkerToken);
        const where = `${operation.method} ${operation.path}`;
        expect(answer.statusCode, `${where} without ${path}: ${answer.body}`).toBeLessThan(500);
        if (!answer.envelope?.errors?.[path]) overRequired.push(`${where}: ${path} (${answer.statusCode})`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(overRequired).toEqual([]);
  });
});

describe('text the database cannot hold is refused on its field', () => {
  const message = translate('tr', 'v.unstorableCharacter');

  /**
   * Every string of the minimal body carries `poison`, and with `inQuery` every documented query
   * parameter (a URL cannot carry a lone surrogate: it travels as U+FFFD).
   */
  async function probeAll(poison: string, inQuery: boolean) {
    const failures: string[] = [];
    let probed = 0;
    for (const operation of ordered(operationsOf(document))) {
      if (operation.multipart || operation.path === '/api/auth/logout') continue;
      const query = inQuery
        ? Object.fromEntries(operation.queryParameters.map((parameter) => [parameter.name, `a${poison}`]))
        : {};
      const body = operation.jsonBody ? minimalValue(document, operation.jsonBody, `a${poison}`) : undefined;
      if (!Object.keys(query).length && !JSON.stringify(body ?? '').includes('a\\u')) continue;
      probed++;
      const answer = await request(operation, query, body);
      const where = `${operation.method} ${operation.path}`;
      const flagged = Object.values(answer.envelope?.errors ?? {}).some((messages) =>
        messages.includes(message),
      );
      // A body whose only strings are enum values carries no poison: any answer but a 500 is fine there.
      const poisoned =
        Object.keys(query).length > 0 ||
        JSON.stringify(body).includes(poison === '\u0000' ? '\\u0000' : '\\ud');
      if (answer.statusCode >= 500 || (poisoned && (answer.statusCode !== 422 || !flagged)))
        failures.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }
    expect(probed).toBeGreaterThan(inQuery ? 100 : 40);
    expect(failures).toEqual([]);
  }

  it('a NUL character in any query parameter or body string answers 422 on that field', () =>
    probeAll('\u0000', true));

  it('a lone UTF-16 surrogate in any query parameter or body string answers 422 on that field', () =>
    probeAll('\ud800', false));

  it('names the field: a list search, a login e-mail, a nested line', async () => {
    const search = await t.call('GET', '/api/items?search=%00', { token: adminToken });
    expect(search.statusCode).toBe(422);
    expect(search.envelope.errors).toEqual({ search: [message] });

    const login = await t.call('POST', '/api/auth/login', { body: { email: 'a\u0000@b.co', password: 'x' } });
    expect(login.statusCode).toBe(422);
    expect(login.envelope.errors).toEqual({ email: [message] });

    const raw =
      '{"docType":"salesInvoice","date":"2026-01-01","lines":[{"description":"ok"},{"description":"b\\udc00"}]}';
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: raw,
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().Response.errors).toEqual({ 'lines.1.description': [message] });

    const key = await t.call('GET', '/api/items?%00=1', { token: adminToken });
    expect(key.statusCode).toBe(422);
  });

  it('a statement in a currency with a NUL is refused, not a server error', async () => {
    const answer = await t.call('GET', `/api/accounts/1/statement?currency=TR%00Y`, { token: adminToken });
    expect(answer.statusCode).toBe(422);
  });
});
