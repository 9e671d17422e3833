import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activeFlag, tenantPolicy } from '../../platform/db/tenancy.ts';
import { companies } from '../companies/companies.tables.ts';
import { menus } from '../menus/menus.tables.ts';

export const users = pgTable(
  'users',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Lower-case; the login name. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: activeFlag(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** POS: when false the cashier cannot change prices or delete lines/receipts (may still merge/move). */
    posCanChangePrice: boolean('pos_can_change_price').notNull().default(false),
    posCanDelete: boolean('pos_can_delete').notNull().default(false),
    /** argon2id of the user's POS PIN, with which they approve a cashier's action at the till; NULL: none. */
    posPinHash: text('pos_pin_hash'),
    phone: text('phone').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Users log in by e-mail alone, so an address belongs to one user across all companies.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    ...tenantPolicy('users'),
  ],
);

/** Menus granted to a user on top of what the user's role gets. */
export const userMenus = pgTable(
  'user_menus',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.menuId] }),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete(
      'cascade',
    ),
    ...tenantPolicy('user_menus'),
  ],
);
