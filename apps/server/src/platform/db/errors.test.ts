import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

/** What a rejected promise rejected with. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );

describe('isDatabaseUnavailable: 503 only for the database going away, 500 for everything else', () => {
  it('a pool that cannot connect, a terminated backend, a server starting up, too many connections', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 2_000 });
    expect(isDatabaseUnavailable(await failureOf(pool.query('SELECT 1')))).toBe(true);
    await pool.end();
    for (const code of ['57P01', '57P02', '57P03', '08006', '53300']) {
      const error = Object.assign(new Error('terminating connection'), { code, severity: 'FATAL' });
      expect(isDatabaseUnavailable(new Error('Failed query: INSERT …', { cause: error })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('not a protocol violation, a constraint, a missing file or an outside service refusing', async () => {
    const protocol = Object.assign(new Error('protocol violation'), { code: '08P01', severity: 'ERROR' });
    expect(isDatabaseUnavailable(protocol)).toBe(false);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(readFile('/nonexistent/kibo')))).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(fetch('http://127.0.0.1:9/kurlar/today.xml')))).toBe(false);
  });
});
