import type { Database } from './client.ts';

/**
 * Statistics for young tables. On a new install every table starts empty, and a plan made before a
 * table was first analysed works from default guesses: lookups by primary key then tie with any index
 * that also starts with `company_id`, and PostgreSQL may take one that reads every row of the company
 * (a foreign-key check per document line, the idempotency lookup, the number's UPDATE). Connections
 * keep such plans (prepared statements, foreign-key checks) until the table is analysed, and
 * autovacuum first looks up to a naptime after the 50th row: on a first day that was 1,000 invoices,
 * each reading all earlier ones several times. So the server analyses a table itself as soon as it
 * spans two pages, and again whenever it has doubled since, while it is small; ANALYZE replaces the
 * statistics and every connection replans. Large tables are autovacuum's.
 */

/**
 * Tables below this many pages (256 KB) are young. Past that, plans made from statistics stay right as
 * the table grows (estimates scale with its size), and autovacuum keeps the statistics current.
 */
export const YOUNG_PAGES = 32;
/** Several server processes may share a database: one of them analyses at a time. */
const LOCK = 7268002;

const grownText = `
  WITH t AS (
    SELECT format('%I.%I', s.schemaname, s.relname) AS name, c.relpages,
           coalesce(s.last_analyze, s.last_autoanalyze) IS NOT NULL AS analysed,
           pg_relation_size(s.relid) / current_setting('block_size')::int AS pages
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname = 'public' AND c.relpages < $1)
  SELECT name FROM t WHERE pages >= 2 AND (NOT analysed OR pages >= 2 * relpages) ORDER BY name`;

/** Analyses the young tables that grew enough (see above); answers their names. */
export async function analyseGrownTables(database: Database): Promise<string[]> {
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const { rows: locked } = await client.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS ok',
      [LOCK],
    );
    const { rows } = locked[0]?.ok
      ? await client.query<{ name: string }>(grownText, [YOUNG_PAGES])
      : { rows: [] };
    if (rows.length > 0) await client.query(`ANALYZE ${rows.map((row) => row.name).join(', ')}`);
    await client.query('COMMIT');
    return rows.map((row) => row.name);
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Looks every `intervalMs` (one catalogue query) until stopped; a failed look waits for the next. */
export function watchYoungTables(database: Database, intervalMs = 1000): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const later = () => {
    timer = setTimeout(look, intervalMs);
    timer.unref();
  };
  const look = () => {
    running = analyseGrownTables(database)
      // The database restarting or unreachable: requests report that; the next look tries again.
      .catch(() => {})
      .finally(() => {
        if (!stopped) later();
      });
  };
  later();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
