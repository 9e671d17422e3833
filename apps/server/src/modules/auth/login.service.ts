import { ErrorCode } from '@kibo/contracts';
import {
  isIpAllowed,
  isLicenceExpired,
  parseAllowList,
  throttleAddress,
  throttleNetwork,
} from '@kibo/domain';
import type { Database } from '../../platform/db/client.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { rememberSources } from './devices.ts';
import { verifyPassword } from './passwords.ts';
import { recordAttempt } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';

interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string;
  /** The device tokens the browser's cookie holds (`deviceTokensOf`). */
  deviceTokens: string[];
}

/**
 * Checks credentials, company, licence and IP allow-list, then issues a random access token and
 * remembers the device and address. Every refusal says why, in the request's language, except that
 * a wrong e-mail and a wrong password are the same message, after the same work: an unknown e-mail
 * is throttled and costs argon2 time like a known one.
 */
export async function login(database: Database, input: LoginInput, ttlHours: number) {
  const email = input.email.trim().toLowerCase();
  const address = throttleAddress(input.ip);
  const { rows } = await database.pool.query<{
    company_id: number;
    id: number;
    password_hash: string;
    active: boolean;
    company_active: boolean;
    license_expires: string;
    ip_allow_list: string;
    session_hours: number | null;
    known_device: string | null;
    known_address: boolean;
  }>(
    `SELECT u.company_id, u.id, u.password_hash, u.active, c.active AS company_active, c.license_expires, c.ip_allow_list,
            c.session_hours,
            (SELECT s.value FROM login_sources s
              WHERE s.company_id = u.company_id AND s.user_id = u.id AND s.kind = 'device'
                AND s.value = ANY($2::text[]) AND s.expires_at > now() LIMIT 1) AS known_device,
            EXISTS (SELECT 1 FROM login_sources s
                     WHERE s.company_id = u.company_id AND s.user_id = u.id AND s.kind = 'address'
                       AND s.value = $3 AND s.expires_at > now()) AS known_address
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE lower(u.email) = $1`,
    [email, input.deviceTokens.map(hashToken), address],
  );
  const user = rows[0];
  // A known device is its own source, so failures from its address (a colleague behind the same
  // office router, say) never hold it back.
  const source = user?.known_device ? `device:${user.known_device}` : `ip:${address}`;
  const attemptId = await recordAttempt(database, {
    account: email,
    address,
    network: throttleNetwork(input.ip),
    source,
    trusted: Boolean(user?.known_device) || Boolean(user?.known_address),
  });

  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    throw unauthorized('auth.wrongCredentials', ErrorCode.wrongCredentials);
  }
  if (!user.active) throw unauthorized('auth.userInactive', ErrorCode.userInactive);
  if (!user.company_active) throw unauthorized('auth.companyInactive', ErrorCode.companyInactive);
  if (isLicenceExpired(user.license_expires, new Date())) {
    throw unauthorized('auth.licenceExpired', ErrorCode.licenceExpired, { date: user.license_expires });
  }
  if (!isIpAllowed(parseAllowList(user.ip_allow_list), input.ip)) {
    throw forbidden('auth.ipNotAllowed', ErrorCode.ipNotAllowed, { ip: input.ip });
  }

  const token = newToken();
  // The company's own session length (/sistem/genel) when it set one, else the installation's.
  const expiresAt = new Date(Date.now() + (user.session_hours ?? ttlHours) * 3_600_000);
  // The source's failures go; those from elsewhere stay, so a guesser gains nothing from it.
  await database.pool.query(
    `WITH clear AS (DELETE FROM login_failures WHERE (account = $6 AND source = $7) OR id = $8),
          seen AS (UPDATE users SET last_login_at = now() WHERE company_id = $2 AND id = $3)
     INSERT INTO access_tokens (token_hash, company_id, user_id, expires_at, client_ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $9)`,
    [
      hashToken(token),
      user.company_id,
      user.id,
      expiresAt,
      input.ip,
      email,
      source,
      attemptId,
      input.userAgent.slice(0, 300),
    ],
  );
  const deviceTokens = await rememberSources(database.pool, user, {
    address,
    presented: input.deviceTokens,
    knownDevice: user.known_device ?? undefined,
  });
  return { token, expiresAt, deviceTokens };
}
