import { E_DOCUMENT_TYPES, RESOURCE_LABELS, documentSeries as seriesDef } from '@kibo/contracts/resources';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { invalidField, refused } from '../../platform/http/errors.ts';
import type { ResourceBinding, ResourceHooks } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { documentSeries, userSeries } from './series.tables.ts';

/** Making a series the default of its type takes the mark from the one that had it. */
const seriesHooks: ResourceHooks = {
  async prepare(tx, input, before) {
    if (input.isDefault)
      await tx
        .update(documentSeries)
        .set({ isDefault: false })
        .where(
          and(
            eq(documentSeries.docType, input.docType as string),
            eq(documentSeries.isDefault, true),
            before ? ne(documentSeries.id, before.id as number) : undefined,
          ),
        );
    return input;
  },
  uniqueIndexes: { document_series_default: 'isDefault' },
};

const binding = { def: seriesDef, table: documentSeries, hooks: seriesHooks } as unknown as ResourceBinding;

export interface AllocatedNumber {
  number: number;
  year: number;
  /** As printed: `SF000042`, or `ABC2026000000042` for an e-document. */
  formatted: string;
}

const digitsOf = (number: string, digits: string) =>
  `repeat('0', greatest(${digits} - length(${number}), 0)) || ${number}`;
const E_DOCUMENT_LIST = `'{${E_DOCUMENT_TYPES.join(',')}}'::text[]`;

/**
 * The draw of a series' next number as an `UPDATE … RETURNING` to put in a statement's WITH, so a
 * posting draws its number in the statement that writes it. `seriesParam` and `yearParam` name the
 * parameters holding the series id and the document's year. One statement: the row lock (NO KEY
 * UPDATE, so documents holding a key-share lock on their series through the foreign key do not block
 * it), the yearly restart, the next number and its printed form: an e-document's prefix + year + 9
 * digits, any other series' prefix and the number padded to its digits (SF000042), never cut.
 * Answers no row for a missing series; `checkDrawn` refuses what may not be drawn.
 */
export function drawNumberSql(seriesParam: string, yearParam: string): string {
  const year = `${yearParam}::int`;
  const reset = `s.yearly_reset AND ${year} > s.year`;
  return `
    UPDATE document_series s
       SET next_number = CASE WHEN ${reset} THEN 2 ELSE s.next_number + 1 END,
           year = CASE WHEN ${reset} THEN ${year} ELSE s.year END,
           updated_at = now()
      FROM (SELECT id, year AS old_year FROM document_series
             WHERE company_id = current_setting('app.company_id')::int AND id = ${seriesParam}::int FOR NO KEY UPDATE) o
     WHERE s.company_id = current_setting('app.company_id')::int AND s.id = o.id
    RETURNING s.next_number - 1 AS number, s.year, o.old_year, s.yearly_reset, s.active,
              s.prefix || CASE WHEN s.doc_type = ANY(${E_DOCUMENT_LIST})
                               THEN s.year::text || ${digitsOf('(s.next_number - 1)::text', '9')}
                               ELSE ${digitsOf('(s.next_number - 1)::text', 's.digits')} END AS formatted`;
}

export interface DrawnNumber {
  number: number;
  year: number;
  old_year: number;
  yearly_reset: boolean;
  active: boolean;
  formatted: string;
}

/**
 * Refuses a number drawn from a missing or deactivated series, or for a document dated back into a
 * year its series has moved on from (the caller's transaction then gives the number back).
 */
export function checkDrawn(drawn: DrawnNumber | undefined, date: string): AllocatedNumber {
  if (!drawn?.active) throw refused('series.missing');
  if (drawn.yearly_reset && Number(date.slice(0, 4)) < drawn.old_year)
    throw refused('series.pastYear', { year: drawn.old_year });
  return { number: drawn.number, year: drawn.year, formatted: drawn.formatted };
}

const draw = prepared<DrawnNumber>(
  'series.draw',
  `WITH drawn AS (${drawNumberSql('$1', '$2')}) SELECT * FROM drawn`,
);

/**
 * Draws the next number of a series for a document dated `date`, inside the document's own
 * transaction: the series row stays locked until it commits, so parallel saves queue instead of
 * taking the same number, and a document that fails to save gives its number back (no gaps).
 * A yearly series starts again at 1 with the first document of a new year.
 */
export async function allocateNumber(tx: Db, seriesId: number, date: string): Promise<AllocatedNumber> {
  const [drawn] = await draw(tx, [seriesId, Number(date.slice(0, 4))]);
  return checkDrawn(drawn, date);
}

/**
 * The series a new document or voucher takes, as a scalar sub-query over three parameters (type,
 * chosen series or null, user): the chosen one if it is of the type, else the user's own for the type,
 * else the company's default; an inactive series is no default. A save reads it with its other
 * lookups in one statement. Null when there is none.
 */
export const seriesChoiceSql = (docType: string, chosen: string, user: string) => `(
    SELECT s.id FROM document_series s
      LEFT JOIN user_series u ON u.company_id = s.company_id AND u.series_id = s.id AND u.user_id = ${user}::int
                             AND u.doc_type = s.doc_type
     WHERE s.company_id = current_setting('app.company_id')::int AND s.doc_type = ${docType}::text
       AND CASE WHEN ${chosen}::int IS NULL THEN s.active AND (s.is_default OR u.user_id IS NOT NULL)
                ELSE s.id = ${chosen}::int END
     ORDER BY (u.user_id IS NOT NULL) DESC LIMIT 1)`;

const choose = prepared<{ id: number | null }>(
  'series.choose',
  `SELECT ${seriesChoiceSql('$1', '$2', '$3')} AS id`,
);

/**
 * The series a new document of a type takes when the user picks none: the user's own for that type,
 * else the company's default. A deactivated series is skipped.
 */
export async function defaultSeries(
  tx: Db,
  docType: string,
  userId?: number,
): Promise<{ id: number } | undefined> {
  const [found] = await choose(tx, [docType, null, userId ?? 0]);
  return found?.id ? { id: found.id } : undefined;
}

export interface WantedSeries {
  docType: string;
  seriesId: number | null;
  date: string;
  userId: number;
  prefix: string;
}

/**
 * The series a new document or voucher takes, given what `seriesChoiceSql` found for it: a chosen
 * series not of its type is refused; a company that never set up the type's numbering gets a first
 * default series with `prefix`, so its first document is still numbered.
 */
export async function settleSeries(tx: Db, wanted: WantedSeries, found: number | null): Promise<number> {
  if (found) return found;
  if (wanted.seriesId) throw invalidField('seriesId', 'v.referenceMissing');
  const names = RESOURCE_LABELS.tr.resources.documentSeries.options.docType as Record<string, string>;
  await tx.execute(sql`
    INSERT INTO document_series (company_id, doc_type, name, prefix, year, is_default)
    VALUES (current_setting('app.company_id')::int, ${wanted.docType}, ${names[wanted.docType] ?? wanted.docType},
            ${wanted.prefix}, ${Number(wanted.date.slice(0, 4))}, true)
    ON CONFLICT (company_id, doc_type) WHERE is_default DO NOTHING`);
  return (await defaultSeries(tx, wanted.docType))!.id;
}

/** The series a new document or voucher takes (`seriesChoiceSql`, then `settleSeries`). */
export async function seriesForNew(tx: Db, wanted: WantedSeries): Promise<number> {
  const [found] = await choose(tx, [wanted.docType, wanted.seriesId, wanted.userId]);
  return settleSeries(tx, wanted, found?.id ?? null);
}

export interface SeriesDefault {
  docType: string;
  seriesId: number;
}

/** Each user's own default series, by user id. */
export async function seriesDefaultsOf(tx: Db, userIds: number[]): Promise<Map<number, SeriesDefault[]>> {
  const result = new Map<number, SeriesDefault[]>();
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: userSeries.userId, docType: userSeries.docType, seriesId: userSeries.seriesId })
    .from(userSeries)
    .where(inArray(userSeries.userId, userIds))
    .orderBy(asc(userSeries.docType));
  for (const { userId, ...line } of rows) result.set(userId, [...(result.get(userId) ?? []), line]);
  return result;
}

/** Replaces a user's default series; each must be one of the company's series of that very type. */
export async function setSeriesDefaults(
  tx: Db,
  companyId: number,
  userId: number,
  lines: SeriesDefault[],
): Promise<void> {
  const ids = lines.map((line) => line.seriesId);
  const found = ids.length
    ? await tx
        .select({ id: documentSeries.id, docType: documentSeries.docType })
        .from(documentSeries)
        .where(inArray(documentSeries.id, ids))
    : [];
  const typeOf = new Map(found.map((series) => [series.id, series.docType]));
  lines.forEach((line, index) => {
    const docType = typeOf.get(line.seriesId);
    if (docType === undefined) throw invalidField(`seriesDefaults.${index}.seriesId`, 'v.referenceMissing');
    if (docType !== line.docType) throw invalidField(`seriesDefaults.${index}.seriesId`, 'v.seriesOtherType');
  });
  await tx.delete(userSeries).where(eq(userSeries.userId, userId));
  if (lines.length) await tx.insert(userSeries).values(lines.map((line) => ({ companyId, userId, ...line })));
}

export function registerSeriesRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, binding);
}
