import { ErrorCode } from '@kibo/contracts';
import { isIpAllowed, isLicenceExpired, parseAllowList } from '@kibo/domain';
import type { Database } from '../../platform/db/client.ts';
import { AppError, forbidden, unauthorized } from '../../platform/http/errors.ts';
import { verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

/** Failed logins allowed per account and per client address within the window before refusing. */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 20, windowMinutes: 15 } as const;

interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string;
}

/**
 * Records this attempt before the password is checked, then counts the window including it, so
 * parallel guesses cannot all slip under the limit. A refused attempt takes its rows back out,
 * so hammering a locked account does not push the lockout further; a successful login clears
 * the account's failures and this attempt's address row.
 */
async function recordAttempt(database: Database, keys: string[]): Promise<number[]> {
  // Two statements on purpose: each insert is committed before its own count runs, so of two
  // parallel attempts the later count always sees both.
  const inserted = await database.pool.query<{ id: string }>(
    `WITH purge AS (DELETE FROM login_failures WHERE at < now() - interval '1 day')
     INSERT INTO login_failures (key) SELECT unnest($1::text[]) RETURNING id`,
    [keys],
  );
  const { rows } = await database.pool.query<{ key: string; failures: number; retry_minutes: number }>(
    `SELECT key, count(*)::int AS failures,
            ceil(extract(epoch FROM (min(at) + make_interval(mins => $2) - now())) / 60)::int AS retry_minutes
       FROM login_failures
      WHERE key = ANY($1) AND at > now() - make_interval(mins => $2)
      GROUP BY key`,
    [keys, LOGIN_LIMITS.windowMinutes],
  );
  const ids = inserted.rows.map((row) => Number(row.id));
  for (const row of rows) {
    const limit = row.key.startsWith('account:') ? LOGIN_LIMITS.perAccount : LOGIN_LIMITS.perIp;
    if (row.failures > limit) {
      await database.pool.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [ids]);
      throw new AppError(429, 'auth.tooManyAttempts', ErrorCode.tooManyAttempts, {
        minutes: Math.max(1, row.retry_minutes ?? LOGIN_LIMITS.windowMinutes),
      });
    }
  }
  return ids;
}

/**
 * Checks credentials, company, licence and IP allow-list, then issues a random access token.
 * Every refusal says why, in the request's language, except that a wrong e-mail and a wrong
 * password are the same message.
 */
export async function login(database: Database, input: LoginInput, ttlHours: number) {
  const email = input.email.trim().toLowerCase();
  const keys = [`account:${email}`, `ip:${input.ip}`];
  const attemptIds = await recordAttempt(database, keys);

  const { rows } = await database.pool.query<{
    company_id: number;
    id: number;
    password_hash: string;
    active: boolean;
    company_active: boolean;
    license_expires: string;
    ip_allow_list: string;
    session_hours: number | null;
  }>(
    `SELECT u.company_id, u.id, u.password_hash, u.active, c.active AS company_active, c.license_expires, c.ip_allow_list,
            c.session_hours
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE lower(u.email) = $1`,
    [email],
  );
  const user = rows[0];
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    throw unauthorized('auth.wrongCredentials', ErrorCode.wrongCredentials);
  }
  if (!user.active) throw unauthorized('auth.userInactive', ErrorCode.userInactive);
  if (!user.company_active) throw unauthorized('auth.companyInactive', ErrorCode.companyInactive);
  if (isLicenceExpired(user.license_expires, new Date())) {
    throw unauthorized('auth.licenceExpired', ErrorCode.licenceExpired, {
      date: user.license_expires.split('-').reverse().join('-'),
    });
  }
  if (!isIpAllowed(parseAllowList(user.ip_allow_list), input.ip)) {
    throw forbidden('auth.ipNotAllowed', ErrorCode.ipNotAllowed, { ip: input.ip });
  }

  const token = newToken();
  // The company's own session length (/sistem/genel) when it set one, else the installation's.
  const expiresAt = new Date(Date.now() + (user.session_hours ?? ttlHours) * 3_600_000);
  await database.pool.query(
    `WITH clear AS (DELETE FROM login_failures WHERE key = $6 OR id = ANY($8::bigint[])),
          seen AS (UPDATE users SET last_login_at = now() WHERE company_id = $2 AND id = $3)
     INSERT INTO access_tokens (token_hash, company_id, user_id, expires_at, client_ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $7)`,
    [
      hashToken(token),
      user.company_id,
      user.id,
      expiresAt,
      input.ip,
      keys[0],
      input.userAgent.slice(0, 300),
      attemptIds,
    ],
  );
  return { token, expiresAt };
}
