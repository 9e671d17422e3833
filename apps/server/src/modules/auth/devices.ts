import { LOGIN_LIMITS } from '@kibo/domain';
import type pg from 'pg';
import { hashToken, newToken } from './tokens.ts';

/**
 * Known devices: a browser keeps one random token per user who logged in on it (a shared till
 * has several), in one HttpOnly cookie sent only to the login. Only the tokens' hashes are stored,
 * and a token counts only for the user it was minted for, so a token planted in someone's browser
 * never becomes theirs.
 */
const DEVICE_COOKIE = 'kibo_device';
const TOKENS_PER_BROWSER = 10;
/** Devices and addresses remembered per user: the most recently used ones. */
const SOURCES_PER_USER = 20;
const TOKEN = /^[\w-]{43}$/;

/** The device tokens of the request's cookie, malformed ones left out. */
export function deviceTokensOf(cookieHeader: string | undefined): string[] {
  const value = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1] ?? '';
  return value
    .split('.')
    .filter((token) => TOKEN.test(token))
    .slice(0, TOKENS_PER_BROWSER);
}

/** The Set-Cookie value keeping `tokens` (newest first); Secure when the login came over HTTPS. */
export function deviceCookie(tokens: string[], secure: boolean): string {
  const maxAge = LOGIN_LIMITS.knownDeviceDays * 86_400;
  const value = tokens.slice(0, TOKENS_PER_BROWSER).join('.');
  return `${DEVICE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/api/auth/login; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

interface User {
  company_id: number;
  id: number;
}

/**
 * After a successful login: the address and the device (the presented one when it was known,
 * else a newly minted token) are remembered for the user, for 30 and 90 days from now, and the
 * oldest beyond a few per kind are forgotten. Answers the browser's tokens, this user's first.
 */
export async function rememberSources(
  pool: pg.Pool,
  user: User,
  login: { address: string; presented: string[]; knownDevice: string | undefined },
): Promise<string[]> {
  const known = login.presented.find((token) => hashToken(token) === login.knownDevice);
  const token = known ?? newToken();
  await pool.query(
    `WITH seen (kind, value, days) AS (VALUES ('device', $3, $5::int), ('address', $4, $6::int)),
          upsert AS (
            INSERT INTO login_sources (company_id, user_id, kind, value, last_login_at, expires_at)
            SELECT $1, $2, kind, value, now(), now() + make_interval(days => days) FROM seen
            ON CONFLICT (company_id, user_id, kind, value)
            DO UPDATE SET last_login_at = now(), expires_at = excluded.expires_at)
     DELETE FROM login_sources s
      WHERE s.company_id = $1 AND s.user_id = $2 AND (s.kind, s.value) NOT IN (SELECT kind, value FROM seen)
        AND (s.expires_at <= now()
             OR (SELECT count(*) FROM login_sources n
                  WHERE n.company_id = s.company_id AND n.user_id = s.user_id AND n.kind = s.kind
                    AND n.last_login_at > s.last_login_at) >= $7)`,
    [
      user.company_id,
      user.id,
      hashToken(token),
      login.address,
      LOGIN_LIMITS.knownDeviceDays,
      LOGIN_LIMITS.knownAddressDays,
      SOURCES_PER_USER - 1,
    ],
  );
  return [token, ...login.presented.filter((other) => other !== token)];
}
