import { sql } from 'drizzle-orm';
import {
  bigserial,
  foreignKey,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { users } from '../users/users.tables.ts';

/** Access tokens are random; only their SHA-256 is stored, so a database leak yields no usable token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    clientIp: text('client_ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete(
      'cascade',
    ),
    index('access_tokens_user').on(t.companyId, t.userId),
    ...tenantPolicy('access_tokens'),
  ],
);

/**
 * Failed logins, for the login throttle (`login.service.ts`): the account (the e-mail as typed,
 * trimmed and lower-cased, known or not), the client address (`throttleAddress`) and network
 * (`throttleNetwork`), and the source the per-account limit counts — `ip:<address>`, or `device:<hash>` for a known device. Platform
 * data written before a company is known; a company's administrator reads and clears the rows of
 * its own users' e-mails (the policy's subquery on `users` is itself bound to the company).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    network: text('network').notNull(),
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_at').on(t.account, t.at),
    index('login_failures_address_at').on(t.address, t.at),
    pgPolicy('login_failures_tenant', {
      as: 'permissive',
      for: 'all',
      using: sql`EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = login_failures.account)`,
    }),
  ],
);

/**
 * Where a user logged in from: browsers holding a device token (`kind` 'device', `value` the
 * token's SHA-256) and client addresses ('address'). A login from one of them is trusted past the
 * spraying and slow-down rules. Kept until `expires_at`, at most a few per kind and user.
 */
export const loginSources = pgTable(
  'login_sources',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.kind, t.value] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete(
      'cascade',
    ),
    ...tenantPolicy('login_sources'),
  ],
);
