import type { Database } from '../../platform/db/client.ts';
import { type ListenWorker, startListenWorker } from '../../platform/jobs/listen-worker.ts';
import { recostQueued } from './recost.ts';

const BATCH = 100;

/**
 * Re-costs what `stock_recost` holds, oldest first, each item in its own tenant transaction (the
 * queue itself is read across companies by the connecting role, as the young-tables watcher reads
 * the catalogue). Answers the number of items done; stops when the queue is empty or a whole batch
 * failed (those wait for the next wake-up instead of being retried in a tight loop).
 */
export async function drainRecostQueue(database: Database, onError: (error: Error) => void = () => {}) {
  let done = 0;
  for (;;) {
    const { rows } = await database.pool.query<{ company_id: number; item_id: number }>(
      'SELECT company_id, item_id FROM stock_recost ORDER BY queued_at LIMIT $1',
      [BATCH],
    );
    let progressed = false;
    for (const row of rows) {
      try {
        await database.withTenant(row.company_id, (tx) => recostQueued(tx, row.item_id));
        progressed = true;
        done += 1;
      } catch (error) {
        onError(error as Error);
      }
    }
    if (rows.length < BATCH || !progressed) return done;
  }
}

/** The server's re-costing worker: woken by each posting that queued an item, and every 5 s. */
export function startRecostWorker(database: Database, onError: (error: Error) => void): ListenWorker {
  return startListenWorker({
    url: database.url,
    channel: 'stock_recost',
    pollMs: 5_000,
    drain: async () => {
      await drainRecostQueue(database, onError);
    },
    onError,
  });
}
