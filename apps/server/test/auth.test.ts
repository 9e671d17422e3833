import { ErrorCode } from '@kibo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
});
afterAll(() => t.close());

const notify = async (scope = 'all') => {
  await t.database.pool.query(`SELECT pg_notify('kibo_sessions', $1)`, [scope]);
  await new Promise((resolve) => setTimeout(resolve, 150));
};

describe('POST auth/login', () => {
  it('logs in with the trimmed, case-insensitive e-mail and answers authorization.access_token', async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { email: `  ${acme.admin.email.toUpperCase()} `, password: FIXTURE_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.envelope.errorCode).toBe('');
    expect(response.envelope.kiboMessage).toBe('Giriş başarılı');
    expect(response.envelope.data.authorization.access_token).toMatch(/^[\w-]{43}$/);
  });

  it('answers 422 with Turkish field messages, and in English on request', async () => {
    const tr = await t.call('POST', '/api/auth/login', { body: { email: '  ', password: '' } });
    expect(tr.statusCode).toBe(422);
    expect(tr.envelope.errors).toEqual({
      email: ['Bu alan boş bırakılamaz'],
      password: ['Bu alan boş bırakılamaz'],
    });
    const en = await t.call('POST', '/api/auth/login', { body: {}, headers: { 'accept-language': 'en-US' } });
    expect(en.envelope.kiboMessage).toBe('You entered missing or invalid information');
    expect(en.envelope.errors?.email).toEqual(['This field cannot be left blank']);
  });

  it('refuses inactive users, inactive companies and expired licences with their own codes', async () => {
    const inactive = await createCompany(t.database, 'Sleepy', { active: false });
    const expired = await createCompany(t.database, 'Expired', { licenseExpires: '2020-01-31' });
    await t.database.pool.query('UPDATE users SET active = false WHERE id = $1', [acme.cashier.id]);
    const cases = [
      [acme.cashier.email, ErrorCode.userInactive],
      [inactive.admin.email, ErrorCode.companyInactive],
      [expired.admin.email, ErrorCode.licenceExpired],
    ] as const;
    for (const [email, code] of cases) {
      const response = await t.call('POST', '/api/auth/login', {
        body: { email, password: FIXTURE_PASSWORD },
      });
      expect(response.statusCode).toBe(401);
      expect(response.envelope.errorCode).toBe(code);
    }
    const expiredAnswer = await t.call('POST', '/api/auth/login', {
      body: { email: expired.admin.email, password: FIXTURE_PASSWORD },
    });
    expect(expiredAnswer.envelope.kiboMessage).toBe(
      'Firmanızın lisans süresi 31.01.2020 tarihinde dolmuştur',
    );
    await t.database.pool.query('UPDATE users SET active = true WHERE id = $1', [acme.cashier.id]);
  });
});

describe('IP allow-list', () => {
  it('is enforced at login and on every request', async () => {
    const guarded = await createCompany(t.database, 'Guarded', { ipAllowList: '10.0.0.0/8; 192.168.5.7' });
    const outside = await t.call('POST', '/api/auth/login', {
      body: { email: guarded.admin.email, password: FIXTURE_PASSWORD },
      ip: '172.16.0.1',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.envelope).toMatchObject({ errorCode: ErrorCode.ipNotAllowed });
    expect(outside.envelope.kiboMessage).toContain('172.16.0.1');

    const inside = await t.call('POST', '/api/auth/login', {
      body: { email: guarded.admin.email, password: FIXTURE_PASSWORD },
      ip: '10.20.30.40',
    });
    expect(inside.statusCode).toBe(200);
    const token = inside.envelope.data.authorization.access_token;
    expect((await t.call('GET', '/api/modules/frontappui', { token, ip: '192.168.5.7' })).statusCode).toBe(
      200,
    );
    const moved = await t.call('GET', '/api/modules/frontappui', { token, ip: '8.8.8.8' });
    expect(moved.statusCode).toBe(403);
    expect(moved.envelope.errorCode).toBe(ErrorCode.ipNotAllowed);
  });
});

describe('access tokens', () => {
  it('are required, revoked by logout, and refused once expired', async () => {
    const missing = await t.call('GET', '/api/modules/frontappui');
    expect(missing.statusCode).toBe(401);
    expect(missing.envelope.errorCode).toBe(ErrorCode.tokenMissing);
    const bogus = await t.call('GET', '/api/modules/frontappui', { token: 'not-a-token' });
    expect(bogus.envelope.errorCode).toBe(ErrorCode.tokenInvalid);

    const token = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const logout = await t.call('GET', '/api/auth/logout', { token });
    expect(logout.statusCode).toBe(200);
    expect(logout.envelope.kiboMessage).toBe('Çıkış yapıldı');
    const after = await t.call('GET', '/api/modules/frontappui', { token });
    expect(after.statusCode).toBe(401);
    expect(after.envelope.errorCode).toBe(ErrorCode.tokenInvalid);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM access_tokens WHERE revoked_at IS NOT NULL',
    );
    expect(rows[0].n).toBeGreaterThan(0);

    const second = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    await t.database.pool.query("UPDATE access_tokens SET expires_at = now() - interval '1 minute'");
    await notify();
    const expired = await t.call('GET', '/api/modules/frontappui', { token: second });
    expect(expired.statusCode).toBe(401);
    expect(expired.envelope.errorCode).toBe(ErrorCode.tokenExpired);
  });

  it('are stored only as hashes', async () => {
    const token = await t.login(acme.admin.email, FIXTURE_PASSWORD);
    const { rows } = await t.database.pool.query('SELECT token_hash FROM access_tokens');
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});

describe('errors in the envelope', () => {
  it('answers unknown API routes with 404 and malformed bodies with 400', async () => {
    const unknown = await t.call('GET', '/api/does/not/exist');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    expect(unknown.headers['x-frame-options']).toBe('DENY');
    expect(unknown.envelope).toMatchObject({
      errorCode: ErrorCode.notFound,
      kiboMessage: 'İstenen adres bulunamadı: /api/does/not/exist',
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Response).toMatchObject({ messages: ['Gönderilen JSON okunamadı'] });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/modules/frontappui', '/api/user/myprofile']),
    );
  });
});
