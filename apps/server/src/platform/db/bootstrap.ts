import pg from 'pg';
import { connectDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { applyMigrations } from './migrate.ts';

export interface OpenDatabase {
  database: Database;
  embedded: boolean;
  /** Closes the pool and, for the embedded server, stops PostgreSQL cleanly. */
  stop(): Promise<void>;
}

/** Creates the database on the server when missing (the embedded cluster starts with only `postgres`). */
async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface DatabaseServer {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when given, else a real PostgreSQL under the data directory (started, not migrated). */
export async function openDatabaseServer(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<DatabaseServer> {
  if (options.databaseUrl) return { url: options.databaseUrl, embedded: false, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(options.dataDir, { log: options.log });
  try {
    return { url: await ensureDatabase(embedded.url, 'kibo'), embedded: true, stop: () => embedded.stop() };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/** DATABASE_URL when given, else a real PostgreSQL under the data directory; migrations applied. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  transactionLimit: number;
  log?: (line: string) => void;
}): Promise<OpenDatabase> {
  const server = await openDatabaseServer(options);
  try {
    const database = connectDatabase(server.url, 20, { limit: options.transactionLimit, maxWaitMs: 10_000 });
    await applyMigrations(database);
    return {
      database,
      embedded: server.embedded,
      async stop() {
        await database.close().catch(() => {});
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
