import { ErrorCode } from '@kibo/contracts';
import { LOGIN_LIMITS } from '@kibo/domain';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';
import { loginAttempts } from './login-attempts.ts';

// The real argon2, watched: how often a login verifies a password, and against what kind of hash.
vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

let t: TestApp;
const { attempt, fail, deviceCookieOf, age, recordFailures } = loginAttempts(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login throttling per account and source', () => {
  it('(a) five failures from one address hold back that address only', async () => {
    const victim = await createCompany(t.database, 'Pair');
    for (let i = 0; i < LOGIN_LIMITS.perSource; i++) {
      expect((await fail(victim.cashier.email, '10.1.0.1')).statusCode).toBe(401);
    }
    const refused = await attempt(victim.cashier.email, FIXTURE_PASSWORD, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.envelope.errorCode).toBe(ErrorCode.tooManyAttempts);
    expect(refused.envelope.kiboMessage).toMatch(/Lütfen 1[45] dakika sonra tekrar deneyiniz/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The real cashier, elsewhere, is not affected at all.
    expect((await attempt(victim.cashier.email, FIXTURE_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    // …and that success lifts nothing from the guessing address.
    expect((await attempt(victim.cashier.email, FIXTURE_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
  });

  it('(a) counts an IPv6 client by its /64, so a guesser cannot step through its own addresses', async () => {
    const victim = await createCompany(t.database, 'Six');
    for (let i = 0; i < LOGIN_LIMITS.perSource; i++) {
      expect((await fail(victim.admin.email, `2001:db8:6:6::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await fail(victim.admin.email, '2001:db8:6:6::99')).statusCode).toBe(429);
    expect((await attempt(victim.admin.email, FIXTURE_PASSWORD, '2001:db8:6:7::1')).statusCode).toBe(200);
  });

  it('(b) an office behind one address keeps working; a spraying address stops unknown devices only', async () => {
    const nat = '10.2.0.1';
    const office = await createCompany(t.database, 'Office');
    const newcomers = await createCompany(t.database, 'Newcomer');
    const traveller = await createCompany(t.database, 'Traveller');
    // The cashier worked from the office before; the traveller's browser logged in from home.
    expect((await attempt(office.cashier.email, FIXTURE_PASSWORD, nat)).statusCode).toBe(200);
    const travellerDevice = await deviceCookieOf(traveller.admin.email, '10.2.9.9');

    for (let i = 0; i < LOGIN_LIMITS.perSource; i++) await fail(office.admin.email, nat);
    expect((await attempt(office.admin.email, FIXTURE_PASSWORD, nat)).statusCode).toBe(429);
    // Someone else's failures behind the same address hold no one else back…
    for (let i = 0; i < LOGIN_LIMITS.sprayAccounts - 2; i++) {
      expect((await fail(`guess${i}@spray.test`, nat)).statusCode).toBe(401);
    }
    // …up to the spraying limit: an attempt counts as a failure until its password proved right,
    // so this login is the 20th account failed on here, the next guess too, and the one after
    // that is the 21st.
    expect((await attempt(newcomers.admin.email, FIXTURE_PASSWORD, nat)).statusCode).toBe(200);
    expect((await fail('twentieth@spray.test', nat)).statusCode).toBe(401);
    const spraying = await fail('one-more@spray.test', nat);
    expect(spraying.statusCode).toBe(429);

    // Now the address is refused to unknown devices, known or unknown e-mail alike…
    const stranger = await attempt(newcomers.cashier.email, FIXTURE_PASSWORD, nat);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.envelope.kiboMessage).toBe(spraying.envelope.kiboMessage);
    // …but the office's own users still log in: from their recent good address, or their device.
    expect((await attempt(office.cashier.email, FIXTURE_PASSWORD, nat)).statusCode).toBe(200);
    expect((await attempt(newcomers.admin.email, FIXTURE_PASSWORD, nat)).statusCode).toBe(200);
    expect((await attempt(traveller.admin.email, FIXTURE_PASSWORD, nat, travellerDevice)).statusCode).toBe(
      200,
    );
    expect((await attempt(traveller.admin.email, FIXTURE_PASSWORD, nat)).statusCode).toBe(200);
  });

  it('(b) a known device is its own source: failures at its address do not hold it back, nor let it guess freely', async () => {
    const shop = await createCompany(t.database, 'Till');
    const till = '10.2.5.5';
    const device = await deviceCookieOf(shop.cashier.email, till);
    for (let i = 0; i < LOGIN_LIMITS.perSource; i++) await fail(shop.cashier.email, till);
    expect((await attempt(shop.cashier.email, FIXTURE_PASSWORD, till)).statusCode).toBe(429);
    expect((await attempt(shop.cashier.email, FIXTURE_PASSWORD, till, device)).statusCode).toBe(200);
    // A stolen device gets its five tries per window like any address.
    for (let i = 0; i < LOGIN_LIMITS.perSource; i++) {
      expect((await attempt(shop.cashier.email, 'yanlış-parola', '10.2.5.6', device)).statusCode).toBe(401);
    }
    expect((await attempt(shop.cashier.email, FIXTURE_PASSWORD, '10.2.5.7', device)).statusCode).toBe(429);
  });

  it('keeps a device token per user in one cookie; the database holds only hashes', async () => {
    const till = await createCompany(t.database, 'Shared');
    const first = await attempt(till.admin.email, FIXTURE_PASSWORD, '10.7.0.1');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /^kibo_device=[\w-]{43}; Max-Age=7776000; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/,
    );
    const adminToken = cookie.split(';')[0]!.split('=')[1]!;
    // The cashier logs in on the same browser: the admin's token is no device of theirs, so the
    // cashier gets a token of their own beside it.
    const second = await attempt(
      till.cashier.email,
      FIXTURE_PASSWORD,
      '10.7.0.1',
      `kibo_device=${adminToken}`,
    );
    const tokens = String(second.headers['set-cookie']).split(';')[0]!.split('=')[1]!.split('.');
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(adminToken);
    const { rows } = await t.database.pool.query(
      "SELECT user_id, value FROM login_sources WHERE company_id = $1 AND kind = 'device' ORDER BY user_id",
      [till.id],
    );
    expect(rows.map((row) => row.user_id)).toEqual([till.admin.id, till.cashier.id]);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.value) && !tokens.includes(row.value))).toBe(true);
    // Presented again, the known token is kept, not replaced.
    const again = await attempt(
      till.cashier.email,
      FIXTURE_PASSWORD,
      '10.7.0.2',
      `kibo_device=${tokens.join('.')}`,
    );
    expect(String(again.headers['set-cookie'])).toContain(`kibo_device=${tokens.join('.')};`);
  });

  it('(e) parallel guesses cannot slip under the limits', async () => {
    const target = await createCompany(t.database, 'Parallel');
    const oneAddress = await Promise.all(
      Array.from({ length: 12 }, () =>
        fail(target.admin.email, '10.5.0.1').then((answer) => answer.statusCode),
      ),
    );
    expect(oneAddress.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perSource);
    expect(oneAddress.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);

    // One network: its first tries are among the account's free failures.
    const manyAddresses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fail(target.cashier.email, `10.5.1.${i}`)),
    );
    const checked = manyAddresses.filter((answer) => answer.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.freeFailures);
    expect(manyAddresses.filter((answer) => answer.statusCode === 429)).toHaveLength(30 - checked);
  });

  it('(f) an unknown e-mail is answered exactly like a wrong password, after the same work', async () => {
    const known = await createCompany(t.database, 'Known');
    const unknown = 'nobody@known.test';
    /** argon2's algorithm, version and cost out of a hash: what one verification costs. */
    const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');
    /** The failed attempt, and the cost of each argon2 verification it ran. */
    const watched = async (email: string, ip: string) => {
      vi.mocked(verify).mockClear();
      const answer = await fail(email, ip);
      return { answer, verified: vi.mocked(verify).mock.calls.map(([hash]) => costOf(String(hash))) };
    };
    const wrong = await watched(known.admin.email, '10.6.0.0');
    const nobody = await watched(unknown, '10.6.0.0');
    expect(wrong.answer.statusCode).toBe(401);
    expect(nobody.answer.body).toBe(wrong.answer.body);
    expect(nobody.answer.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(wrong.answer.body).Response).toMatchObject({
      errorCode: ErrorCode.wrongCredentials,
      kiboMessage: 'E-posta adresi veya parola hatalı',
    });
    // One verification each, at the stored hashes' cost: the same work, counted rather than timed.
    const { rows } = await t.database.pool.query('SELECT password_hash FROM users WHERE email = $1', [
      known.admin.email,
    ]);
    expect(wrong.verified).toEqual([costOf(rows[0].password_hash)]);
    expect(wrong.verified[0]).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(nobody.verified).toEqual(wrong.verified);

    // The throttle treats both alike: a source's limit…
    for (const email of [known.admin.email, unknown]) {
      for (let i = 1; i < LOGIN_LIMITS.perSource; i++) await fail(email, '10.6.0.0');
    }
    const [lockedKnown, lockedUnknown] = [
      await fail(known.admin.email, '10.6.0.0'),
      await fail(unknown, '10.6.0.0'),
    ];
    expect(lockedKnown.statusCode).toBe(429);
    expect(lockedUnknown.body).toBe(lockedKnown.body);
    // …then the slow-down, asked right after each account's last failure (a 1 s wait).
    const slowed = [];
    for (const email of [known.admin.email, unknown]) {
      for (let i = LOGIN_LIMITS.perSource; i < LOGIN_LIMITS.freeFailures; i++)
        await fail(email, `10.6.1.${i}`);
      slowed.push(await fail(email, '10.6.1.99'));
    }
    expect(slowed[0]!.statusCode).toBe(429);
    expect(slowed[1]!.body).toBe(slowed[0]!.body);
  });
});

describe('lock-outs on /sistem/kullanici', () => {
  let shop: CompanyFixture;
  let rival: CompanyFixture;

  const lockOut = async (email: string, ip: string) => {
    for (let i = 0; i < LOGIN_LIMITS.perSource; i++) await fail(email, ip);
    expect((await attempt(email, FIXTURE_PASSWORD, ip)).statusCode).toBe(429);
  };

  beforeAll(async () => {
    shop = await createCompany(t.database, 'Shop');
    rival = await createCompany(t.database, 'Rival');
  });

  it('(d) an administrator sees their own users held back, clears one, and the user logs in', async () => {
    await lockOut(shop.cashier.email, '10.4.0.1');
    await lockOut(rival.cashier.email, '10.4.0.2');
    const admin = await t.login(shop.admin.email, FIXTURE_PASSWORD);

    const listed = await t.call('GET', '/api/users/lockouts', { token: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.envelope.data).toEqual([
      {
        userId: shop.cashier.id,
        lockedSources: [{ address: '10.4.0.1', knownDevice: false, failures: 5, until: expect.any(String) }],
        failures: 5,
        addresses: 1,
        lastFailureAt: expect.any(String),
        slowedUntil: null,
      },
    ]);
    expect(listed.body).not.toContain(rival.cashier.email);
    const until = new Date(listed.envelope.data[0].lockedSources[0].until).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);

    // Another company's user is no id of this one: nothing is cleared there.
    const foreign = await t.call('DELETE', `/api/users/${rival.cashier.id}/lockout`, { token: admin });
    expect(foreign.statusCode).toBe(404);
    expect((await attempt(rival.cashier.email, FIXTURE_PASSWORD, '10.4.0.2')).statusCode).toBe(429);

    const cleared = await t.call('DELETE', `/api/users/${shop.cashier.id}/lockout`, { token: admin });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.envelope.kiboMessage).toBe('Kullanıcının giriş kısıtlaması kaldırıldı');
    expect((await t.call('GET', '/api/users/lockouts', { token: admin })).envelope.data).toEqual([]);
    const { rows } = await t.database.pool.query(
      "SELECT user_id, before FROM audit_log WHERE entity = 'user' AND action = 'unlock' AND entity_id = $1",
      [String(shop.cashier.id)],
    );
    expect(rows).toEqual([
      { user_id: shop.admin.id, before: expect.objectContaining({ userId: shop.cashier.id, failures: 5 }) },
    ]);
    expect((await attempt(shop.cashier.email, FIXTURE_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('(d) shows a slowed-down account while its wait runs, and no more once it is over', async () => {
    const admin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
    const lockouts = async () => (await t.call('GET', '/api/users/lockouts', { token: admin })).envelope.data;
    const failures = LOGIN_LIMITS.freeFailures + 8;
    await recordFailures(
      shop.admin.email,
      Array.from({ length: failures }, (_, i) => `10.4.1.${i}`),
    );
    const [lockout] = await lockouts();
    expect(lockout).toMatchObject({
      userId: shop.admin.id,
      failures,
      addresses: failures,
      lockedSources: [],
    });
    const last = new Date(lockout.lastFailureAt).getTime();
    expect(new Date(lockout.slowedUntil).getTime() - last).toBe(256_000);

    // The wait is over: nothing holds the account back, so it is not listed.
    await age(shop.admin.email, 256);
    expect(await lockouts()).toEqual([]);
  });

  it('(d) refuses a cashier', async () => {
    const cashier = await t.login(shop.cashier.email, FIXTURE_PASSWORD);
    for (const [method, url] of [
      ['GET', '/api/users/lockouts'],
      ['DELETE', `/api/users/${shop.admin.id}/lockout`],
    ] as const) {
      const answer = await t.call(method, url, { token: cashier });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.envelope.errorCode).toBe(ErrorCode.forbidden);
    }
  });
});
