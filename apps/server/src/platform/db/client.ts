import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Admission, createAdmission, defaultTransactionLimit } from './admission.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * A drizzle database or transaction. Bound to the pool or to one transaction's connection it carries
 * that `$client` (what `prepared` runs on); drizzle's own `.transaction()` objects do not.
 */
export type Db = NodePgDatabase<Schema> & { $client?: pg.Pool | pg.PoolClient };

// numeric and bigint stay strings (decimal strings in JSON); dates stay yyyy-mm-dd.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface Database {
  url: string;
  pool: pg.Pool;
  /** The turns of tenant and vendor transactions (`admission.ts`). */
  admission: Admission;
  /** The connecting role: migrations, login and token checks (no company yet). */
  system: Db;
  /** One transaction bound to a company; row-level security limits it to that company's rows. */
  withTenant<T>(companyId: number, work: (tx: Db) => Promise<T>): Promise<T>;
  /** One transaction for the vendor's licence management, the only code that crosses companies. */
  withVendor<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Inside an open transaction: act as the company's tenant role, so row-level security limits every
 * statement to its rows. One round trip; the id is checked to be an integer, so it is safe inline.
 */
export function tenantScope(companyId: number): string {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid company id ${companyId}`);
  return `SET LOCAL ROLE kibo_tenant; SELECT set_config('app.company_id', '${companyId}', true)`;
}

/**
 * Sends the statements `issue` starts on a transaction's connection in one write: the connection is
 * pipelined, so none waits for the answer of the one before, and on a small machine each write that
 * wakes the server costs more CPU than the rows a posting writes. Answers what `issue` answers.
 * The write leaves after the jobs `issue` queued: a drizzle query that is awaited, not `.execute()`d,
 * starts in one of them, so the first statement of each async check started here goes too.
 */
export function inOneWrite<T>(tx: Db | pg.PoolClient, issue: () => T): T {
  const client = ('$client' in tx ? tx.$client : tx) as pg.Client | pg.Pool | undefined;
  const stream = client && 'connection' in client ? client.connection.stream : undefined;
  stream?.cork();
  try {
    return issue();
  } finally {
    if (stream) queueMicrotask(() => stream.uncork());
  }
}

/**
 * Starts the statements (or async checks) `issue` gives in one write and answers all their results,
 * as `Promise.all` would; a failure is thrown only once every one has finished, the first in the
 * list winning. A check that fails must not let the transaction end (ROLLBACK, the connection back
 * to the pool) while the others still send statements: those would run outside it.
 */
export async function allInOneWrite<T extends readonly unknown[] | []>(
  tx: Db,
  issue: () => T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = (await Promise.allSettled(inOneWrite(tx, issue))) as PromiseSettledResult<unknown>[];
  for (const each of settled) if (each.status === 'rejected') throw each.reason;
  return settled.map((each) => (each as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

/**
 * `admission.limit` tenant and vendor transactions run at once; the rest queue up to `maxWaitMs`, then
 * answer "server busy". System queries (login, token checks) and backups use `pool` (`poolSize`).
 */
export function connectDatabase(
  url: string,
  poolSize = 20,
  admission: { limit: number; maxWaitMs: number } = { limit: defaultTransactionLimit(), maxWaitMs: 10_000 },
): Database {
  // A request waits at most 10 s for a connection (the database down or every connection busy), then
  // fails with "database unavailable" instead of hanging.
  const openPool = (max: number, pipeline: boolean) => {
    const opened = new pg.Pool({
      connectionString: url,
      max,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
      pipeline,
    } as pg.PoolConfig);
    opened.on('error', () => {
      // An idle client lost its connection (database restart); the pool replaces it on next use.
    });
    opened.on('connect', (client) => {
      // A checked-out client whose connection dies (the database killed or restarted, the backend
      // terminated) emits 'error', and an 'error' without a listener ends the Node process. The query
      // in flight rejects by itself and the client is destroyed on release; the listener only keeps
      // the process alive. The pool's own idle listener comes and goes; this one stays.
      client.on('error', () => {});
    });
    return opened;
  };
  const pool = openPool(poolSize, false);
  // Transactions have connections of their own, one per turn, pipelined: a statement is written as
  // soon as it is issued, without waiting for the answers before it (each keeps its own sync point,
  // so one failing fails alone). COPY streams (backups) cannot be pipelined: they use `pool`.
  const transactionPool = openPool(admission.limit, true);
  const system = drizzle(pool, { schema });
  // Building drizzle's relational config walks the whole schema (a fifth of a posting's CPU when done
  // per transaction): each pooled connection gets its instance once and keeps it.
  const boundTo = new WeakMap<pg.PoolClient, Db>();
  const bound = (client: pg.PoolClient) => {
    const found = boundTo.get(client);
    if (found) return found;
    const db = drizzle(client, { schema });
    boundTo.set(client, db);
    return db;
  };

  const turns = createAdmission(admission.limit, admission.maxWaitMs);

  async function transaction<T>(setup: string, work: (tx: Db) => Promise<T>): Promise<T> {
    const client = await transactionPool.connect();
    // A connection whose ROLLBACK failed may still hold the tenant role or an open transaction:
    // it is destroyed instead of going back to the pool.
    let broken: Error | undefined;
    // The scope goes out with the work's first statement, which follows it without a round trip of
    // its own; if the scope failed, the transaction is aborted and that statement fails too.
    let scoped: Promise<Error | undefined> = Promise.resolve(undefined);
    try {
      const running = inOneWrite(client, () => {
        scoped = client.query(setup).then(
          () => undefined,
          (error: Error) => error,
        );
        return work(bound(client));
      });
      const result = await running;
      const failed = await scoped;
      if (failed) throw failed;
      await client.query('COMMIT');
      return result;
    } catch (error) {
      const failed = await scoped;
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw failed ?? error;
    } finally {
      client.release(broken);
    }
  }
  const inTransaction = <T>(setup: string, work: (tx: Db) => Promise<T>) =>
    turns.run(() => transaction(setup, work));

  return {
    url,
    pool,
    admission: turns,
    system,
    withTenant(companyId, work) {
      return inTransaction(`BEGIN; ${tenantScope(companyId)}`, work);
    },
    withVendor(work) {
      return inTransaction('BEGIN; SET LOCAL ROLE kibo_vendor', work);
    },
    close: async () => {
      await Promise.all([pool.end(), transactionPool.end()]);
    },
  };
}
