import type { Language } from '@kibo/contracts';
import { RESOURCE_LABELS } from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';

// Pieces the reports' SQL shares.

export const tenant = sql`current_setting('app.company_id')::int`;

/** Items of a category or any category below it. */
export const inCategoryTree = (itemCategory: SQL, categoryId: string | number) => sql`${itemCategory} IN (
  WITH RECURSIVE tree AS (
    SELECT id FROM categories WHERE company_id = ${tenant} AND id = ${categoryId}
    UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE c.company_id = ${tenant})
  SELECT id FROM tree)`;

/** A document type's name in the reader's language, as the documents' lists name it. */
export function docTypeName(column: SQL, language: Language): SQL {
  const names = RESOURCE_LABELS[language].resources.documentSeries.options.docType as Record<string, string>;
  return sql`CASE ${column} ${sql.join(
    Object.entries(names).map(([kind, name]) => sql`WHEN ${kind} THEN ${name}`),
    sql` `,
  )} ELSE ${column} END`;
}

/** `WHERE a AND b …`, or nothing. */
export const whereAll = (conditions: SQL[]) =>
  conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
