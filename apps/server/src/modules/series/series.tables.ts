import { sql } from 'drizzle-orm';
import { boolean, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable, textOrEmpty } from '../../platform/resources/tables.ts';

export const documentSeries = resourceTable(
  'document_series',
  {
    docType: text('doc_type').notNull(),
    name: text('name').notNull(),
    prefix: textOrEmpty('prefix'),
    nextNumber: integer('next_number').notNull().default(1),
    digits: integer('digits').notNull().default(6),
    yearlyReset: boolean('yearly_reset').notNull().default(true),
    year: integer('year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    // One default series per document type.
    uniqueIndex('document_series_default').on(t.companyId, t.docType).where(sql`is_default`),
  ],
);
