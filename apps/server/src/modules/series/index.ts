import { formatDocumentNumber, documentSeries as seriesDef } from '@kibo/contracts/resources';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { refused } from '../../platform/http/errors.ts';
import type { ResourceBinding, ResourceHooks } from '../../platform/resources/binding.ts';
import { registerResourceRoutes } from '../../platform/resources/routes.ts';
import { documentSeries } from './series.tables.ts';

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

/**
 * Draws the next number of a series for a document dated `date`, inside the document's own
 * transaction: the series row stays locked until it commits, so parallel saves queue instead of
 * taking the same number, and a document that fails to save gives its number back (no gaps).
 * A yearly series starts again at 1 with the first document of a new year.
 */
export async function allocateNumber(tx: Db, seriesId: number, date: string): Promise<AllocatedNumber> {
  const [series] = await tx
    .select()
    .from(documentSeries)
    .where(eq(documentSeries.id, seriesId))
    .for('update');
  if (!series?.active) throw refused('series.missing');
  const year = Number(date.slice(0, 4));
  const newYear = series.yearlyReset && year > series.year;
  if (series.yearlyReset && year < series.year) throw refused('series.pastYear', { year: series.year });
  const number = newYear ? 1 : series.nextNumber;
  const numberYear = newYear ? year : series.year;
  await tx
    .update(documentSeries)
    .set({ nextNumber: number + 1, year: numberYear, updatedAt: new Date() })
    .where(eq(documentSeries.id, seriesId));
  return { number, year: numberYear, formatted: formatDocumentNumber(series, numberYear, number) };
}

/** The series a new document of a type takes when the user picks none. */
export async function defaultSeries(tx: Db, docType: string) {
  const [series] = await tx
    .select()
    .from(documentSeries)
    .where(
      and(
        eq(documentSeries.docType, docType),
        eq(documentSeries.isDefault, true),
        eq(documentSeries.active, true),
      ),
    );
  return series;
}

export function registerSeriesRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, binding);
}
