import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A browser authorised as a till (`/sistem/tclnt`). It proves itself with the key it generated at
 * registration; only the key's SHA-256 is kept. A revoked device is refused at its next contact.
 */
export const posDevices = pgTable(
  'pos_devices',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    registeredBy: integer('registered_by').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    lastContactBy: integer('last_contact_by'),
    /** What the last contact granted: offline selling allowed until then. */
    offlineUntil: timestamp('offline_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pos_devices_key').on(t.companyId, t.keyHash),
    foreignKey({ columns: [t.companyId, t.registeredBy], foreignColumns: [users.companyId, users.id] }),
    ...tenantPolicy('pos_devices'),
  ],
);

/** Users allowed to sell offline on a device. */
export const posDeviceUsers = pgTable(
  'pos_device_users',
  {
    companyId: integer('company_id').notNull(),
    deviceId: integer('device_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.deviceId, t.userId] }),
    foreignKey({
      columns: [t.companyId, t.deviceId],
      foreignColumns: [posDevices.companyId, posDevices.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete(
      'cascade',
    ),
    ...tenantPolicy('pos_device_users'),
  ],
);

/**
 * A manager's PIN approval of one till action: the token's SHA-256, good once and briefly, for the
 * cashier who asked. Kept after use, beside its audit rows.
 */
export const posApprovals = pgTable(
  'pos_approvals',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    requestedBy: integer('requested_by').notNull(),
    approvedBy: integer('approved_by').notNull(),
    deviceId: integer('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pos_approvals_token').on(t.companyId, t.tokenHash),
    foreignKey({ columns: [t.companyId, t.requestedBy], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ columns: [t.companyId, t.approvedBy], foreignColumns: [users.companyId, users.id] }),
    ...tenantPolicy('pos_approvals'),
  ],
);

/**
 * Wrong-PIN attempts, one row each, written before the PIN is checked and counted after (as login
 * failures are), so parallel guesses cannot slip under the limits. A right PIN removes its row.
 */
export const posPinFailures = pgTable(
  'pos_pin_failures',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('pos_pin_failures_at').on(t.companyId, t.at),
    ...tenantPolicy('pos_pin_failures'),
  ],
);
