import { trLower } from '@kibo/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Turkish-aware "contains": the column is lower-cased under the ICU tr-TR collation (İ→i, I→ı),
 * whatever the database's default collation, and compared with the query lower-cased the same way.
 */
export function containsTr(column: AnyColumn | SQL, search: string): SQL {
  return sql`lower(${column} COLLATE "tr-TR-x-icu") LIKE ${containsPattern(search)}`;
}

/** The LIKE pattern of `containsTr`, for a statement written as text: `lower(col COLLATE "tr-TR-x-icu") LIKE $n`. */
export const containsPattern = (search: string) => `%${trLower(search).replace(/[\\%_]/g, '\\$&')}%`;

/** A search box over several columns: any of them contains the text (Turkish-aware). */
export const containsAnyTr = (columns: (AnyColumn | SQL)[], search: string): SQL =>
  sql`(${sql.join(
    columns.map((column) => containsTr(column, search)),
    sql` OR `,
  )})`;
