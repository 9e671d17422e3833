import { once } from 'node:events';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { from as copyFrom } from 'pg-copy-streams';
import { connectDatabase } from '../../platform/db/client.ts';
import { applyMigrations, migrationTags } from '../../platform/db/migrate.ts';
import {
  BACKUP_MAGIC,
  type BackupHeader,
  type BackupTrailer,
  backupTables,
  END_MARK,
  END_OF_ROWS,
  quoteIdent,
  TABLE_MARK,
} from './format.ts';

/** Why a backup cannot be restored, in words the person running the restore can act on. */
export class RestoreError extends Error {}

export interface RestoreSummary {
  header: BackupHeader;
  rows: Record<string, number>;
}

/** The database holds no company yet: a restore never mixes a backup into someone's books. */
async function refuseUnlessEmpty(url: string): Promise<void> {
  const database = connectDatabase(url, 1);
  try {
    const { rows } = await database.pool.query<{ present: boolean }>(
      `SELECT to_regclass('public.companies') IS NOT NULL AS present`,
    );
    if (!rows[0]?.present) return;
    const { rows: companies } = await database.pool.query('SELECT 1 FROM companies LIMIT 1');
    if (companies.length > 0)
      throw new RestoreError(
        'Bu veritabanında zaten firma verisi var; yedek boş bir kuruluma geri yüklenir. / This database already holds company data; a backup is restored into an empty install.',
      );
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into the empty database at `url`: builds the schema the backup was taken
 * from, loads every table in one transaction (all or nothing), checks each table's row count
 * against the file's own, sets the id sequences past the loaded rows, then applies the newer
 * migrations. A file cut short, from a newer Kibo, or not a backup at all is refused.
 */
export async function restoreBackup(url: string, input: Readable): Promise<RestoreSummary> {
  await refuseUnlessEmpty(url);
  const gunzip = createGunzip();
  input.pipe(gunzip);
  const lines = readline.createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY });
  const next = lines[Symbol.asyncIterator]();
  const line = async () => {
    try {
      const step = await next.next();
      if (step.done) throw new RestoreError(CUT_SHORT);
      return step.value;
    } catch (error) {
      throw error instanceof RestoreError ? error : new RestoreError(CUT_SHORT);
    }
  };

  const magic = await line().catch(() => '');
  if (magic !== BACKUP_MAGIC) throw new RestoreError(NOT_A_BACKUP);
  const header = parseJson<BackupHeader>(await line());
  if (
    !['company', 'full'].includes(header.kind) ||
    !Number.isInteger(header.migrations) ||
    header.migrations < 1
  )
    throw new RestoreError(NOT_A_BACKUP);
  const tags = await migrationTags();
  if (header.migrations > tags.length || tags[header.migrations - 1] !== header.lastMigration)
    throw new RestoreError(
      `Bu yedek daha yeni bir Kibo sürümünden (${header.appVersion}); önce Kibo'yu güncelleyin. / This backup comes from a newer Kibo (${header.appVersion}); update Kibo first.`,
    );

  // Migrations hold one connection for their lock and run on another.
  const database = connectDatabase(url, 2);
  try {
    await applyMigrations(database, { upTo: header.migrations });
    const client = await database.pool.connect();
    // A COPY still open when the file turns out cut short is failed first: the ROLLBACK would
    // otherwise queue behind a COPY waiting for rows that never come.
    let copy: ReturnType<typeof copyFrom> | undefined;
    try {
      await client.query('BEGIN');
      // Rows arrive table by table in name order; the snapshot they came from was consistent, so
      // foreign keys and triggers wait (replica mode) instead of demanding a load order.
      await client.query('SET LOCAL session_replication_role = replica');
      const known = new Map((await backupTables(client)).map((table) => [table.name, table]));
      const loaded: Record<string, number> = {};
      for (;;) {
        const mark = await line();
        if (mark.startsWith(END_MARK)) {
          const trailer = parseJson<BackupTrailer>(mark.slice(END_MARK.length));
          for (const [table, count] of Object.entries(trailer.rows))
            if (loaded[table] !== count) throw new RestoreError(CUT_SHORT);
          break;
        }
        if (!mark.startsWith(TABLE_MARK)) throw new RestoreError(CUT_SHORT);
        const [name, columnsJson] = splitOnce(mark.slice(TABLE_MARK.length));
        const columns = parseJson<string[]>(columnsJson);
        const table = known.get(name);
        // Names come from the file: only the schema's own tables and columns reach the SQL.
        if (!table || !columns.every((column) => table.columns.includes(column)))
          throw new RestoreError(`Yedekte tanınmayan tablo: ${name} / Unknown table in backup: ${name}`);
        copy = client.query(
          copyFrom(`COPY ${quoteIdent(name)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN`),
        );
        // The server's refusal of a row surfaces at the next write or at 'finish'.
        copy.on('error', () => {});
        let count = 0;
        for (let row = await line(); row !== END_OF_ROWS; row = await line()) {
          count += 1;
          if (!copy.write(`${row}\n`)) await once(copy, 'drain');
        }
        copy.end();
        await once(copy, 'finish');
        copy = undefined;
        loaded[name] = count;
      }
      await resetSequences(client);
      await client.query('COMMIT');
      client.release();
      await applyMigrations(database);
      return { header, rows: loaded };
    } catch (error) {
      if (copy && !copy.destroyed) {
        const closed = once(copy, 'close').catch(() => {});
        copy.destroy(new Error('restore abandoned'));
        await closed;
      }
      await client.query('ROLLBACK').catch(() => {});
      client.release();
      throw error;
    }
  } finally {
    lines.close();
    input.destroy();
    await database.close();
  }
}

const NOT_A_BACKUP = 'Bu dosya bir Kibo yedeği değil. / This file is not a Kibo backup.';
const CUT_SHORT =
  'Yedek dosyası eksik ya da bozuk; yarım bir yedek yüklenmez. / The backup file is incomplete or damaged; a partial backup is not restored.';

function parseJson<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new RestoreError(CUT_SHORT);
  }
}

function splitOnce(text: string): [string, string] {
  const space = text.indexOf(' ');
  return space === -1 ? [text, '[]'] : [text.slice(0, space), text.slice(space + 1)];
}

/** New rows get ids after the restored ones (identity and serial columns alike). */
async function resetSequences(client: import('pg').PoolClient): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string; sequence: string }>(`
    SELECT c.relname AS table_name, a.attname AS column_name, s.relname AS sequence
      FROM pg_depend d
      JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
      JOIN pg_class c ON c.oid = d.refobjid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid`);
  for (const { table_name, column_name, sequence } of rows)
    await client.query(
      `SELECT setval(${quoteLiteral(`public.${quoteIdent(sequence)}`)}, COALESCE((SELECT max(${quoteIdent(column_name)}) FROM ${quoteIdent(table_name)}), 0) + 1, false)`,
    );
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
