import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { tenantPolicy } from '../db/tenancy.ts';

/** Running numbers per company (generated account codes, in-store barcodes). */
export const companyCounters = pgTable(
  'company_counters',
  {
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] }), ...tenantPolicy('company_counters')],
);

/**
 * The next number of the current company's counter (the transaction's `app.company_id`). The row lock taken by the upsert queues concurrent callers,
 * so two saves never draw the same number; a rolled-back save leaves a gap, as invoices never do.
 */
export async function nextNumber(tx: Db, name: string): Promise<number> {
  const result = await tx.execute<{ value: string }>(sql`
    INSERT INTO company_counters (company_id, name, value) VALUES (current_setting('app.company_id', true)::int, ${name}, 1)
    ON CONFLICT (company_id, name) DO UPDATE SET value = company_counters.value + 1
    RETURNING value`);
  return Number(result.rows[0]!.value);
}

/** Draws numbers until `format` gives one `isFree` accepts (a user may have typed it by hand). */
export async function nextFree(
  tx: Db,
  name: string,
  format: (value: number) => string,
  isFree: (candidate: string) => Promise<boolean>,
): Promise<string> {
  for (;;) {
    const candidate = format(await nextNumber(tx, name));
    if (await isFree(candidate)) return candidate;
  }
}
