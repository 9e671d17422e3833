import type pg from 'pg';

/**
 * A backup is a gzip stream of lines:
 *   KIBO-BACKUP 1
 *   {header}
 *   @table <name> ["col", …]      then the rows in PostgreSQL's COPY text format, one per line
 *   \.                             end of that table's rows
 *   …
 *   @end {"rows": {"<table>": n, …}}
 * The row counts at the end let a restore tell a complete file from a cut-off download.
 */
export const BACKUP_MAGIC = 'KIBO-BACKUP 1';
export const TABLE_MARK = '@table ';
export const END_OF_ROWS = '\\.';
export const END_MARK = '@end ';

export type BackupKind = 'company' | 'full';

export interface BackupHeader {
  kind: BackupKind;
  appVersion: string;
  /** How many migrations the database had: a restore builds that schema, loads, then migrates on. */
  migrations: number;
  lastMigration: string;
  createdAt: string;
  /** The company a company backup holds. */
  company: { id: number; title: string } | null;
}

export interface BackupTrailer {
  rows: Record<string, number>;
}

/** Login sessions, throttling and known login sources belong to the running install, not to a backup. */
const NEVER_BACKED_UP = new Set(['access_tokens', 'login_failures', 'login_sources']);

export interface TableShape {
  name: string;
  columns: string[];
  companyScoped: boolean;
}

/** The tables a backup may hold, with their stored (not generated) columns, in name order. */
export async function backupTables(client: pg.PoolClient | pg.Client): Promise<TableShape[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE c.relkind IN ('r', 'p')
     GROUP BY c.relname
     ORDER BY c.relname`);
  return rows
    .filter((table) => !NEVER_BACKED_UP.has(table.name))
    .map((table) => ({ ...table, companyScoped: table.columns.includes('company_id') }));
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
