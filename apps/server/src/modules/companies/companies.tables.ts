import { boolean, char, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';

/** The tenant: one company is one licence, with its owner, expiry date and users. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    licenseOwner: text('license_owner').notNull(),
    licenseExpires: date('license_expires').notNull(),
    active: boolean('active').notNull().default(true),
    maxUsers: integer('max_users').notNull().default(5),
    /** The licence vendor's own company, home of the super-administrators. */
    isVendor: boolean('is_vendor').notNull().default(false),
    vkn: text('vkn').notNull().default(''),
    taxOffice: text('tax_office').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Days a password stays valid; 0 = never expires. */
    passwordExpireDays: integer('password_expire_days').notNull().default(90),
    /** `;` or `,` separated addresses and CIDR ranges; empty = any address. */
    ipAllowList: text('ip_allow_list').notNull().default(''),
    /** '0' until an authorised user approves the licence agreement, then '1'. */
    agreementStatus: char('agreement_status', { length: 1 }).notNull().default('0'),
    agreementApprovedBy: integer('agreement_approved_by'),
    agreementApprovedAt: timestamp('agreement_approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => tenantPolicy('companies', 'id'),
);
