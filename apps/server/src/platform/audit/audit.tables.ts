import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../db/tenancy.ts';

/** Who changed what and when, with the record before and after. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('audit_log_entity').on(t.companyId, t.entity, t.entityId),
    ...tenantPolicy('audit_log'),
  ],
);
