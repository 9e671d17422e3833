import { ErrorCode } from '@kibo/contracts';
import { LOGIN_LIMITS, type ThrottleRefusal, throttleVerdict } from '@kibo/domain';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';

export interface Attempt {
  /** The e-mail as typed, trimmed and lower-cased: an unknown one is counted like any other. */
  account: string;
  /** `throttleAddress` and `throttleNetwork` of the client IP. */
  address: string;
  network: string;
  /** What the per-account limit counts: `device:<hash>` for a known device, else `ip:<address>`. */
  source: string;
  /** A known device or a recent good address: past the spraying and slow-down rules. */
  trusted: boolean;
}

/** 429 with the wait in the message (seconds, or minutes past one) and in `Retry-After`. */
function tooManyAttempts({ reason, waitSeconds }: ThrottleRefusal): AppError {
  const [key, params] =
    reason === 'slowedDown' && waitSeconds < 60
      ? (['auth.slowedDown', { seconds: waitSeconds }] as const)
      : (['auth.tooManyAttempts', { minutes: Math.ceil(waitSeconds / 60) }] as const);
  return new AppError(429, key, ErrorCode.tooManyAttempts, params, undefined, {
    'retry-after': String(waitSeconds),
  });
}

/**
 * Records the attempt as a failure before the password is checked, then counts with it, so
 * parallel guesses cannot all slip under a limit (of two, the later count sees both). A refused
 * attempt takes its row back out, so hammering does not push a wait further. Answers the row's id.
 */
export async function recordAttempt(database: Database, attempt: Attempt): Promise<number> {
  // Two statements on purpose: the insert is committed before the count runs. Each attempt also
  // purges what expired among the oldest rows, so the table stays about a day of failures.
  const inserted = await database.pool.query<{ id: string }>(
    `WITH purge AS (
       DELETE FROM login_failures WHERE id IN (SELECT id FROM login_failures ORDER BY id LIMIT 50)
          AND at < now() - make_interval(hours => $5))
     INSERT INTO login_failures (account, address, network, source) VALUES ($1, $2, $3, $4) RETURNING id`,
    [attempt.account, attempt.address, attempt.network, attempt.source, LOGIN_LIMITS.slowDownWindowHours],
  );
  const id = Number(inserted.rows[0]!.id);
  const { rows } = await database.pool.query<Record<string, number>>(
    `SELECT s.failures AS source_failures, s.oldest_age AS source_oldest_age,
            a.failures AS address_failures, a.accounts AS address_accounts, a.oldest_age AS address_oldest_age,
            c.failures AS account_failures, c.last_age AS account_last_age,
            c.network_failures AS account_network_failures
       FROM (SELECT count(*)::int AS failures, extract(epoch FROM now() - min(at))::float8 AS oldest_age
               FROM login_failures
              WHERE account = $1 AND source = $3 AND at > now() - make_interval(mins => $5)) s,
            (SELECT count(*)::int AS failures, count(DISTINCT account)::int AS accounts,
                    extract(epoch FROM now() - min(at))::float8 AS oldest_age
               FROM login_failures WHERE address = $2 AND at > now() - make_interval(mins => $5)) a,
            (SELECT count(*)::int AS failures, count(*) FILTER (WHERE network = $7)::int AS network_failures,
                    coalesce(extract(epoch FROM now() - max(at)), 0)::float8 AS last_age
               FROM login_failures
              WHERE account = $1 AND id <> $4 AND at > now() - make_interval(hours => $6)) c`,
    [
      attempt.account,
      attempt.address,
      attempt.source,
      id,
      LOGIN_LIMITS.windowMinutes,
      LOGIN_LIMITS.slowDownWindowHours,
      attempt.network,
    ],
  );
  const row = rows[0]!;
  const refusal = throttleVerdict(
    {
      source: { failures: row.source_failures!, oldestAge: row.source_oldest_age! },
      address: {
        failures: row.address_failures!,
        accounts: row.address_accounts!,
        oldestAge: row.address_oldest_age!,
      },
      account: {
        failures: row.account_failures!,
        lastAge: row.account_last_age!,
        networkFailures: row.account_network_failures!,
      },
    },
    attempt.trusted,
  );
  if (refusal) {
    await database.pool.query('DELETE FROM login_failures WHERE id = $1', [id]);
    throw tooManyAttempts(refusal);
  }
  return id;
}
