import { searchFold } from '@kibo/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The searched form of a column: `search_fold(text)` (migration 0031) lower-cases under the ICU tr-TR
 * collation (İ→i, I→ı), whatever the database's default collation, and folds Turkish letters to plain
 * ones (ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c, â/î/û), the same rule as `searchFold` in the domain package.
 * Each large table's trigram index is built on this very expression (`trigramIndex`).
 */
export const searchKey = (column: AnyColumn | SQL): SQL => sql`search_fold(${column})`;

/** Turkish-aware "contains", with or without Turkish letters either side ("isikli" finds "IŞIKLI"). */
export function containsTr(column: AnyColumn | SQL, search: string): SQL {
  return sql`${searchKey(column)} LIKE ${containsPattern(search)}`;
}

/** The LIKE pattern of `containsTr`, for a statement written as text: `search_fold(col) LIKE $n`. */
export const containsPattern = (search: string) => `%${searchFold(search).replace(/[\\%_]/g, '\\$&')}%`;

/** A search box over several columns: any of them contains the text (Turkish-aware). */
export const containsAnyTr = (columns: (AnyColumn | SQL)[], search: string): SQL =>
  sql`(${sql.join(
    columns.map((column) => containsTr(column, search)),
    sql` OR `,
  )})`;
