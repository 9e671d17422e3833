import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { sameCompanyRef } from '../../platform/resources/tables.ts';
import { users } from '../users/users.tables.ts';

/** A user's named filter sets of a report ("this month, Merkez"), applied with one click. */
export const reportFilters = pgTable(
  'report_filters',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    report: text('report').notNull(),
    name: text('name').notNull(),
    /** The report's query as the address holds it: filters, sort, grouping. */
    query: jsonb('query').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('report_filters_name').on(t.companyId, t.userId, t.report, t.name),
    sameCompanyRef('report_filters_user_fk', t, t.userId, users),
    ...tenantPolicy('report_filters'),
  ],
);
