import { ErrorCode } from '@kibo/contracts';
import { LOGIN_LIMITS } from '@kibo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, FIXTURE_PASSWORD, type TestApp } from './harness.ts';
import { loginAttempts } from './login-attempts.ts';

let t: TestApp;
const { attempt, fail, deviceCookieOf, age, recordFailures } = loginAttempts(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { freeFailures, maxDelaySeconds, newNetworkTries } = LOGIN_LIMITS;
/** `count` addresses, one in each of as many /24 networks: `10.<second>.<n>.1`. */
const networks = (second: number, count: number) =>
  Array.from({ length: count }, (_, n) => `10.${second}.${n}.1`);
/** Past its first tries: two failures from each of `count` networks. */
const spentNetworks = (second: number, count: number) => [
  ...networks(second, count),
  ...networks(second, count),
];

describe('the account slow-down (distributed guessing)', () => {
  it('(c) doubles the wait from one network up to the cap; known devices and good addresses pass', async () => {
    const target = await createCompany(t.database, 'Spread');
    const email = target.admin.email;
    const device = await deviceCookieOf(email, '10.3.9.9');
    for (let i = 0; i < freeFailures; i++) {
      expect((await fail(email, `10.3.0.${i}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const ip = `10.3.0.${freeFailures + i}`;
      const slowed = await fail(email, ip);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.envelope.errorCode).toBe(ErrorCode.tooManyAttempts);
      const wait = Number(slowed.headers['retry-after']);
      expect(slowed.envelope.kiboMessage).toBe(
        `Bu hesapta çok sayıda hatalı giriş denemesi var. Lütfen ${wait} saniye sonra tekrar deneyiniz.`,
      );
      waits.push(wait);
      await age(email, wait);
      expect((await fail(email, ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);

    // However long the guessing goes on, the wait never passes the cap.
    await recordFailures(email, networks(3, 200));
    const capped = await attempt(email, FIXTURE_PASSWORD, '10.3.0.99');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(maxDelaySeconds);
    expect(capped.envelope.kiboMessage).toMatch(/Lütfen 5 dakika sonra tekrar deneyiniz/);
    const english = await t.call('POST', '/api/auth/login', {
      body: { email, password: FIXTURE_PASSWORD },
      ip: '10.3.0.99',
      headers: { 'accept-language': 'en' },
    });
    expect(english.envelope.kiboMessage).toBe(
      'Too many failed login attempts. Please try again in 5 minutes.',
    );

    // The real user: at once from their browser, anywhere, or from their recent good address.
    expect((await attempt(email, FIXTURE_PASSWORD, '10.3.0.50', device)).statusCode).toBe(200);
    expect((await attempt(email, FIXTURE_PASSWORD, '10.3.9.9')).statusCode).toBe(200);
  });

  it('(g) a guesser holding the account at the cap cannot keep out the user on a new device and network', async () => {
    const target = await createCompany(t.database, 'Siege');
    const email = target.admin.email;
    await recordFailures(email, spentNetworks(20, 100));
    expect(Number((await fail(email, '10.20.5.9')).headers['retry-after'])).toBe(maxDelaySeconds);

    // The guess sent the moment the wait is over is checked (401), and starts the wait again…
    await age(email, maxDelaySeconds);
    expect((await fail(email, '10.20.6.9')).statusCode).toBe(401);
    expect((await fail(email, '10.20.7.9')).statusCode).toBe(429);
    // …yet the user, on a new device in a network that never failed here, is in at once,
    // also after a typo.
    expect((await attempt(email, FIXTURE_PASSWORD, '192.168.77.10')).statusCode).toBe(200);
    expect((await fail(email, '192.168.78.10')).statusCode).toBe(401);
    expect((await attempt(email, FIXTURE_PASSWORD, '192.168.78.10')).statusCode).toBe(200);

    // A new network brings the guesser two tries, no more: its other addresses wait like the rest.
    for (let i = 1; i <= newNetworkTries; i++) {
      expect((await fail(email, `10.21.0.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(email, FIXTURE_PASSWORD, '10.21.0.99')).statusCode).toBe(429);
    // IPv6 by /48: another /64 of the same site is no new network.
    expect((await fail(email, '2001:db8:21:1::1')).statusCode).toBe(401);
    expect((await fail(email, '2001:db8:21:2::1')).statusCode).toBe(401);
    expect((await fail(email, '2001:db8:21:3::1')).statusCode).toBe(429);
    expect((await attempt(email, FIXTURE_PASSWORD, '2001:db8:22::1')).statusCode).toBe(200);
  });

  it('slows down a guesser with two addresses like one with many', async () => {
    const target = await createCompany(t.database, 'Pairwise');
    const email = target.admin.email;
    const pair = ['10.12.0.1', '10.12.1.1'];
    // 200 failures from the two, kept under the source limit, the last two 10 s ago.
    await recordFailures(email, Array.from({ length: 99 }, () => pair).flat(), 20 * 60);
    await recordFailures(email, pair, 10);
    const refused = await fail(email, pair[0]!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(maxDelaySeconds - 11);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(maxDelaySeconds - 9);
  });

  it('(e) parallel guesses from one new network get its two tries, no more', async () => {
    const target = await createCompany(t.database, 'Crowd');
    await recordFailures(target.admin.email, networks(30, freeFailures + 5));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => fail(target.admin.email, `10.31.0.${i + 1}`)),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(newNetworkTries);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(12 - checked);
  });
});
