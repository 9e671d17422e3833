import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { sameCompanyRef } from '../../platform/resources/tables.ts';
import { accounts } from './accounts.tables.ts';

const money = (name: string) => numeric(name, { precision: 19, scale: 4 }).notNull().default('0');

/**
 * The account (cari) ledger: one row per document or voucher that changes what an account owes.
 * Debit: the account owes us more (a sales invoice); credit: we owe it more (a purchase invoice,
 * a payment received). Amounts in the entry's currency and in lira.
 */
export const accountEntries = pgTable(
  'account_entries',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    documentId: integer('document_id'),
    /** Or the voucher (alacak / borç dekontu, virman) that posted it. */
    voucherId: integer('voucher_id'),
    date: date('date').notNull(),
    dueDate: date('due_date'),
    currency: text('currency').notNull().default('TRY'),
    debit: money('debit'),
    credit: money('credit'),
    /** (debit − credit) in lira at the entry's rate: statements across currencies add these. */
    amountLocal: money('amount_local'),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // A statement: one account's entries by date.
    index('account_entries_account').on(t.companyId, t.accountId, t.date, t.id),
    // An entry comes from a document or from a voucher: each index holds only its own kind.
    index('account_entries_document').on(t.companyId, t.documentId).where(sql`${t.documentId} IS NOT NULL`),
    index('account_entries_voucher').on(t.companyId, t.voucherId).where(sql`${t.voucherId} IS NOT NULL`),
    sameCompanyRef('account_entries_account_fk', t, t.accountId, accounts),
    ...tenantPolicy('account_entries'),
  ],
);

/** What each account owes per currency (debit − credit), kept with its entries in one transaction. */
export const accountBalances = pgTable(
  'account_balances',
  {
    companyId: integer('company_id').notNull(),
    accountId: integer('account_id').notNull(),
    currency: text('currency').notNull(),
    balance: money('balance'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.accountId, t.currency] }),
    sameCompanyRef('account_balances_account_fk', t, t.accountId, accounts),
    ...tenantPolicy('account_balances'),
  ],
);

/** Loyalty points given to (+) or taken from (−) an account, whole points, by a voucher or a till receipt. */
export const pointEntries = pgTable(
  'point_entries',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    voucherId: integer('voucher_id'),
    /** A till receipt or refund (points earned, spent, taken back). */
    documentId: integer('document_id'),
    date: date('date').notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('point_entries_account').on(t.companyId, t.accountId, t.date, t.id),
    index('point_entries_voucher').on(t.companyId, t.voucherId),
    index('point_entries_document').on(t.companyId, t.documentId).where(sql`document_id IS NOT NULL`),
    sameCompanyRef('point_entries_account_fk', t, t.accountId, accounts),
    ...tenantPolicy('point_entries'),
  ],
);

/** Each account's spendable points, kept with its entries in one transaction; never below zero. */
export const pointBalances = pgTable(
  'point_balances',
  {
    companyId: integer('company_id').notNull(),
    accountId: integer('account_id').notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.accountId] }),
    sameCompanyRef('point_balances_account_fk', t, t.accountId, accounts),
    ...tenantPolicy('point_balances'),
  ],
);
