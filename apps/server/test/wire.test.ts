import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/precompress.ts';
import { CONTENT_SECURITY_POLICY } from '../src/platform/http/headers.ts';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

const BROWSER = 'gzip, deflate, br, zstd';
// A built web app in small: the shell, a hashed script, an unhashed file, compressed by the build's own step.
const SHELL = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `sözcük-${i}`))};`;
const ROBOTS = 'User-agent: *\nDisallow: /\n';

let t: TestApp;
let acme: CompanyFixture;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'kibo-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(dist, 'robots.txt'), ROBOTS);
  await precompressDir(dist);
  t = await createTestApp({ WEB_DIST: dist });
  acme = await createCompany(t.database, 'Acme');
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The body as the client reads it, decoded from what the answer says it is. */
function decoded(answer: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.rawPayload.toString('utf8');
}

function expectSecurityHeaders(answer: { headers: Record<string, unknown> }) {
  expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('same-origin');
}

describe('the built web app', () => {
  it('sends the brotli copy when accepted, gzip otherwise, the file itself when neither', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await get(url, { 'accept-encoding': BROWSER });
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    const plain = await get(url);
    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect([br, gzip, plain, identity].map((answer) => answer.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
      undefined,
    ]);
    for (const answer of [br, gzip, plain, identity]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(decoded(answer)).toBe(SCRIPT);
    }
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('keeps hashed assets for a year and has the shell and unhashed files revalidated (ETag, 304)', async () => {
    const script = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': BROWSER });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/index.html', '/robots.txt']) {
      const first = await get(url, { 'accept-encoding': BROWSER });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      const again = await get(url, {
        'accept-encoding': BROWSER,
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(again);
    }
    expect(decoded(await get('/', { 'accept-encoding': BROWSER }))).toBe(SHELL);
    // The brotli and the gzip copy are different bytes: each has its own ETag.
    const gzipEtag = (await get('/', { 'accept-encoding': 'gzip' })).headers.etag;
    expect(gzipEtag).not.toBe((await get('/', { 'accept-encoding': 'br' })).headers.etag);
  });

  it('serves no compressed copy under its own name', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });
});

describe('API compression', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const unit = await t.call('POST', '/api/units', {
      token,
      body: { code: 'C62', name: 'Adet', decimals: 0 },
    });
    for (let i = 1; i <= 10; i++) {
      const item = await t.call('POST', '/api/items', {
        token,
        body: { code: `KLM-${i}`, name: `Işıklı Kalem ${i}`, unitId: unit.envelope.data.record.id },
      });
      expect(item.statusCode).toBe(200);
    }
  });
  const call = (url: string, encoding?: string) =>
    get(url, { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) });

  it('compresses JSON above a kilobyte: brotli when accepted, gzip otherwise', async () => {
    const plain = await call('/api/items');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await call('/api/items', BROWSER);
    const gzip = await call('/api/items', 'gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [br, gzip]) {
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(answer))).toEqual(plain.json());
    }
  });

  it('leaves small answers as they are', async () => {
    const small = await call('/api/warehouses', BROWSER);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().Response.errorCode).toBe('');
  });

  it('sends modules/frontappui compressed once, in the encoding the API would choose', async () => {
    const plain = await call('/api/modules/frontappui');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding] of [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await call('/api/modules/frontappui', accepted);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('accept-encoding');
      // Decoded once it is the JSON: no second compression over the first.
      expect(JSON.parse(decoded(answer))).toEqual(plain.json());
    }
  });
});

describe('security headers and caching', () => {
  it('are on API answers, static files, the shell, 404s and errors', async () => {
    const token = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const answers = {
      api: await get('/api/warehouses', { authorization: `Bearer ${token}` }),
      brand: await get('/api/brand'),
      shell: await get('/'),
      script: await get('/assets/index-Ab12Cd34.js'),
      favicon: await get('/brand/general/favicon.svg'),
      pageNotFound: await get('/nowhere'),
      apiNotFound: await get('/api/nowhere', { authorization: `Bearer ${token}` }),
      unauthorised: await get('/api/warehouses'),
      badRequest: await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      docs: await get('/api/docs/json'),
    };
    expect(Object.values(answers).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 404, 404, 401, 400, 200,
    ]);
    for (const answer of Object.values(answers)) expectSecurityHeaders(answer);
  });

  it('keeps the login and every authenticated answer out of caches; the public brand may be cached', async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: acme.admin.email, password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const refused = await t.call('POST', '/api/auth/login', {
      body: { email: acme.admin.email, password: 'x' },
    });
    expect(refused.statusCode).toBe(401);
    const token = login.envelope.data.authorization.access_token;
    const authenticated = [
      await t.call('GET', '/api/warehouses', { token }),
      await t.call('GET', '/api/modules/frontappui', { token }),
      await get('/api/items', { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER }),
      await t.call('GET', '/api/warehouses'),
    ];
    for (const answer of [login, refused, ...authenticated])
      expect(answer.headers['cache-control']).toBe('no-store');
    expect((await get('/api/brand')).headers['cache-control']).toBeUndefined();
  });

  it('lets no script run from anywhere but this origin, inline or eval', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
