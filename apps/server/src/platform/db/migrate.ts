import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);

/** Applies the committed SQL migrations; an advisory lock keeps two starting processes apart. */
export async function applyMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7268001)');
    await migrate(database.system, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7268001)').catch(() => {});
    client.release();
  }
}
