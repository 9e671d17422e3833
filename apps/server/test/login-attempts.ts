import { throttleAddress, throttleNetwork } from '@kibo/domain';
import { expect } from 'vitest';
import { FIXTURE_PASSWORD, type TestApp } from './harness.ts';

/** Login attempts as the login throttle tests make them, on the app `app()` answers once started. */
export function loginAttempts(app: () => TestApp) {
  /** One login attempt from `ip`, with the browser's device cookie when given. */
  const attempt = (email: string, password: string, ip: string, cookie?: string) =>
    app().call('POST', '/api/auth/login', {
      body: { email, password },
      ip,
      headers: cookie ? { cookie } : {},
    });

  const fail = (email: string, ip: string) => attempt(email, 'yanlış-parola', ip);

  /** Logs in and answers the device cookie the browser would keep (`kibo_device=…`). */
  async function deviceCookieOf(email: string, ip: string): Promise<string> {
    const answer = await attempt(email, FIXTURE_PASSWORD, ip);
    expect(answer.statusCode).toBe(200);
    const header = String(answer.headers['set-cookie']);
    expect(header).toMatch(/; HttpOnly; SameSite=Strict/);
    return header.split(';')[0]!;
  }

  /** As if `seconds` had passed since the account's failures. */
  const age = (email: string, seconds: number) =>
    app().database.pool.query(
      'UPDATE login_failures SET at = at - make_interval(secs => $2) WHERE account = $1',
      [email, seconds],
    );

  /** Failures on the account from each of `ips`, as the login would have recorded them, `secondsAgo`. */
  const recordFailures = (email: string, ips: string[], secondsAgo = 0) =>
    app().database.pool.query(
      `INSERT INTO login_failures (account, address, network, source, at)
       SELECT $1, address, network, 'ip:' || address, now() - make_interval(secs => $4)
         FROM unnest($2::text[], $3::text[]) AS f (address, network)`,
      [email, ips.map(throttleAddress), ips.map(throttleNetwork), secondsAgo],
    );

  return { attempt, fail, deviceCookieOf, age, recordFailures };
}
