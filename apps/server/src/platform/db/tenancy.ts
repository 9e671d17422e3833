import { sql } from 'drizzle-orm';
import { boolean, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

export const vendorRole = pgRole('kibo_vendor').existing();

/**
 * Row-level security: business tables are readable and writable only for the company set in
 * `app.company_id` by the transaction. Application queries run as role kibo_tenant, which the
 * policies bind; the licence vendor's cross-company screens run as kibo_vendor, which a second,
 * always-true policy lets see every company (the role itself does not bypass RLS).
 */
export const tenantPolicy = (table: string, column = 'company_id') => [
  pgPolicy(`${table}_tenant`, {
    as: 'permissive',
    for: 'all',
    using: sql.raw(`${column} = current_setting('app.company_id', true)::int`),
    withCheck: sql.raw(`${column} = current_setting('app.company_id', true)::int`),
  }),
  pgPolicy(`${table}_vendor`, {
    as: 'permissive',
    for: 'all',
    to: vendorRole,
    using: sql`true`,
    withCheck: sql`true`,
  }),
];

/** Standard active flag: deactivate instead of deleting what documents may reference. */
export const activeFlag = () => boolean('active').notNull().default(true);
