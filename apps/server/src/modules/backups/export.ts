import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { APP_VERSION } from '@kibo/contracts';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { tenantScope } from '../../platform/db/client.ts';
import { migrationTags } from '../../platform/db/migrate.ts';
import {
  BACKUP_MAGIC,
  type BackupHeader,
  backupTables,
  END_MARK,
  END_OF_ROWS,
  quoteIdent,
  TABLE_MARK,
  type TableShape,
} from './format.ts';

export type BackupScope = { kind: 'company'; companyId: number; title: string } | { kind: 'full' };

const NEWLINE = 0x0a;

/** The rows of one table the scope covers; a company backup reads them as that company (RLS). */
function selectOf(table: TableShape, scope: BackupScope): string | undefined {
  const columns = table.columns.map(quoteIdent).join(', ');
  const from = `SELECT ${columns} FROM ${quoteIdent(table.name)}`;
  if (scope.kind === 'full') return from;
  if (table.name === 'companies') return `${from} WHERE id = ${scope.companyId}`;
  return table.companyScoped ? `${from} WHERE company_id = ${scope.companyId}` : undefined;
}

/**
 * Writes a backup of the scope to `out` from one consistent snapshot (REPEATABLE READ): rows
 * entered meanwhile are either wholly in or wholly out. Resolves once `out` has everything; on a
 * failure `out` is destroyed, so a download ends in an error instead of waiting.
 */
export async function writeBackup(pool: pg.Pool, scope: BackupScope, out: Writable): Promise<void> {
  const gzip = createGzip();
  gzip.pipe(out);
  const write = async (chunk: string | Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await backupTables(client);
    // The database's own migration level (not this code's): the schema the rows fit.
    const { rows: applied } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    const migrations = applied[0]!.count;
    const header: BackupHeader = {
      kind: scope.kind,
      appVersion: APP_VERSION,
      migrations,
      lastMigration: (await migrationTags())[migrations - 1] ?? '',
      createdAt: new Date().toISOString(),
      company: scope.kind === 'company' ? { id: scope.companyId, title: scope.title } : null,
    };
    if (scope.kind === 'company') await client.query(tenantScope(scope.companyId));
    await write(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const select = selectOf(table, scope);
      if (!select) continue;
      await write(`${TABLE_MARK}${table.name} ${JSON.stringify(table.columns)}\n`);
      let count = 0;
      for await (const chunk of client.query(copyTo(`COPY (${select}) TO STDOUT`)) as AsyncIterable<Buffer>) {
        for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) count += 1;
        await write(chunk);
      }
      await write(`${END_OF_ROWS}\n`);
      rows[table.name] = count;
    }
    await write(`${END_MARK}${JSON.stringify({ rows })}\n`);
    await client.query('COMMIT');
    gzip.end();
    await once(out, 'finish');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    // A cut stream has no end mark: a restore refuses it rather than loading half a company.
    gzip.destroy(error as Error);
    out.destroy(error as Error);
    throw error;
  } finally {
    client.release();
  }
}
