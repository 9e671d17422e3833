import { sql } from 'drizzle-orm';
import { type ExtraConfigColumn, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The state every posted record keeps (documents, vouchers): status, create key, version, times. */
export const postedState = () => ({
  /** saved → completed (no action), or cancelled (postings reversed, the record and its number kept). */
  status: text('status').notNull().default('saved'),
  idempotencyKey: uuid('idempotency_key'),
  /** Raised by every save: an editor holding an older version cannot overwrite a newer one. */
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One record per client create key: a retried create finds the first. */
export const idempotencyIndex = (
  name: string,
  t: { companyId: ExtraConfigColumn; idempotencyKey: ExtraConfigColumn },
) => uniqueIndex(name).on(t.companyId, t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`);
