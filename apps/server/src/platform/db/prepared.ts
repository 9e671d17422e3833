import type { Db } from './client.ts';

/**
 * A statement written once as text and run by name: PostgreSQL parses and plans it once per
 * connection, and nothing builds its text per call. For the hot paths (posting a document), where
 * query building and a parse per call cost more than the writes themselves. Parameters are
 * positional; pass whole lists as one JSON or array parameter so the text never changes.
 */
export function prepared<Row>(name: string, text: string) {
  return async (tx: Db, values: unknown[]): Promise<Row[]> => {
    // A drizzle `.transaction()` has no client of its own: running on the pool would leave its transaction.
    if (!tx.$client) throw new Error(`${name}: prepared statements run inside withTenant/withVendor only`);
    const result = await tx.$client.query<Row & object>({ name, text, values });
    return result.rows;
  };
}
