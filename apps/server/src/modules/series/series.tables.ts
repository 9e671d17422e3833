import { sql } from 'drizzle-orm';
import { boolean, foreignKey, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { resourceTable, sameCompanyRef, textOrEmpty } from '../../platform/resources/tables.ts';
import { users } from '../users/users.tables.ts';

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

/** A user's own series for a document type (a second till, a branch office), over the company default. */
export const userSeries = pgTable(
  'user_series',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    docType: text('doc_type').notNull(),
    seriesId: integer('series_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.docType] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete(
      'cascade',
    ),
    sameCompanyRef('user_series_series', t as never, t.seriesId as never, documentSeries),
    ...tenantPolicy('user_series'),
  ],
);
