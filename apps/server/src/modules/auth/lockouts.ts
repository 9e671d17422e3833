import type { UserLockout } from '@kibo/contracts';
import { LOGIN_LIMITS, slowDownSeconds } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/**
 * A company's users the login throttle holds back now, and why. Runs in the company's tenant
 * transaction: the policy on `login_failures` shows the rows of its own users' e-mails only (its
 * subquery on `users` is bound to the company too), and the join names the user.
 */
export async function listLockouts(tx: Db, userId?: number): Promise<UserLockout[]> {
  const oneUser = userId === undefined ? sql`` : sql`AND u.id = ${userId}`;
  const recent = sql`f.at > now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
  const sources = await tx.execute<{
    user_id: number;
    address: string;
    known_device: boolean;
    failures: number;
    until: Date | string;
  }>(sql`
    SELECT u.id AS user_id, (array_agg(f.address ORDER BY f.at DESC))[1] AS address,
           f.source LIKE 'device:%' AS known_device, count(*)::int AS failures,
           min(f.at) + make_interval(mins => ${LOGIN_LIMITS.windowMinutes}) AS until
      FROM login_failures f JOIN users u ON lower(u.email) = f.account
     WHERE ${recent} ${oneUser}
     GROUP BY u.id, f.source
    HAVING count(*) >= ${LOGIN_LIMITS.perSource}
     ORDER BY until`);
  const accounts = await tx.execute<{
    user_id: number;
    failures: number;
    addresses: number;
    last_at: Date | string;
    last_age: number;
  }>(sql`
    SELECT u.id AS user_id, count(*)::int AS failures, count(DISTINCT f.address)::int AS addresses,
           max(f.at) AS last_at, extract(epoch FROM now() - max(f.at))::float8 AS last_age
      FROM login_failures f JOIN users u ON lower(u.email) = f.account
     WHERE f.at > now() - make_interval(hours => ${LOGIN_LIMITS.slowDownWindowHours}) ${oneUser}
     GROUP BY u.id
     ORDER BY u.id`);

  const lockouts: UserLockout[] = [];
  for (const account of accounts.rows) {
    const lockedSources = sources.rows
      .filter((source) => source.user_id === account.user_id)
      .map(({ address, known_device, failures, until }) => ({
        address,
        knownDevice: known_device,
        failures,
        until: new Date(until).toISOString(),
      }));
    // Only a wait still running holds anyone back; a past one is history, not a lock-out.
    const delay = slowDownSeconds(account.failures);
    const slowed = delay > account.last_age;
    const lastAt = new Date(account.last_at);
    if (lockedSources.length === 0 && !slowed) continue;
    lockouts.push({
      userId: account.user_id,
      lockedSources,
      failures: account.failures,
      addresses: account.addresses,
      lastFailureAt: lastAt.toISOString(),
      slowedUntil: slowed ? new Date(lastAt.getTime() + delay * 1000).toISOString() : null,
    });
  }
  return lockouts;
}

/** Forgets every failure on the user's account, from any source (the user's id is the company's). */
export async function clearLockout(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM login_failures f USING users u WHERE u.id = ${userId} AND lower(u.email) = f.account`);
}
