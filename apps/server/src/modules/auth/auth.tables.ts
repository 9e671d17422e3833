import { bigserial, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/** Failed logins per account and per IP, for the login rate limit. Platform data, not a company's. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);
