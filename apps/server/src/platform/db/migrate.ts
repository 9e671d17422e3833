import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/** The committed migrations in order: a backup names how far its database had come. */
export async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return (journal as Journal).entries.map((entry) => entry.tag);
}

/**
 * Applies the committed SQL migrations, or only the first `upTo` of them (a backup is restored into
 * the schema it was taken from, then brought forward). An advisory lock keeps two starting
 * processes apart.
 */
export async function applyMigrations(database: Database, options: { upTo?: number } = {}): Promise<void> {
  const client = await database.pool.connect();
  let folder = migrationsFolder;
  try {
    if (options.upTo !== undefined) folder = await firstMigrations(options.upTo);
    await client.query('SELECT pg_advisory_lock(7268001)');
    await migrate(database.system, { migrationsFolder: folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7268001)').catch(() => {});
    client.release();
    if (folder !== migrationsFolder) await rm(folder, { recursive: true, force: true });
  }
}

/** A copy of the migrations folder whose journal stops after `count` entries. */
async function firstMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kibo-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
