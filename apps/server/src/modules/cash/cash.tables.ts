import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import {
  amount,
  resourceTable,
  sameCompanyRef,
  textOrEmpty,
  uniqueWhenSet,
} from '../../platform/resources/tables.ts';
import { accounts } from '../accounts/accounts.tables.ts';

/** Cash registers and bank accounts (`/kasa/list`), declared by `cashAccounts` in contracts. */
export const cashAccounts = resourceTable(
  'cash_accounts',
  {
    kind: text('kind').notNull().default('cash'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('TRY'),
    bankName: textOrEmpty('bank_name'),
    branch: textOrEmpty('branch'),
    accountNo: textOrEmpty('account_no'),
    iban: textOrEmpty('iban'),
    description: textOrEmpty('description'),
  },
  (t) => [uniqueWhenSet('cash_accounts_code', t.code)],
);

/** Income and expense types (`/kasa/gelirgider`), declared by `incomeExpenseTypes` in contracts. */
export const incomeExpenseTypes = resourceTable(
  'income_expense_types',
  {
    kind: text('kind').notNull().default('expense'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    vatRate: text('vat_rate').notNull().default('20'),
    description: textOrEmpty('description'),
  },
  (t) => [uniqueWhenSet('income_expense_types_code', t.code)],
);

/**
 * The cash ledger: money into (debit) or out of (credit) a register or bank, in the entry's currency,
 * from a voucher; `account_id` is the account (cari) on the other side, when there is one.
 */
export const cashEntries = pgTable(
  'cash_entries',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    cashAccountId: integer('cash_account_id').notNull(),
    voucherId: integer('voucher_id'),
    accountId: integer('account_id'),
    date: date('date').notNull(),
    currency: text('currency').notNull(),
    debit: amount('debit'),
    credit: amount('credit'),
    /** debit − credit in lira at the voucher's rate. */
    amountLocal: amount('amount_local'),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // A register's movements by date (`/kasa/islem` with its running balance).
    index('cash_entries_register').on(t.companyId, t.cashAccountId, t.date, t.id),
    index('cash_entries_voucher').on(t.companyId, t.voucherId).where(sql`${t.voucherId} IS NOT NULL`),
    sameCompanyRef('cash_entries_register_fk', t, t.cashAccountId, cashAccounts),
    sameCompanyRef('cash_entries_account_fk', t, t.accountId, accounts),
    ...tenantPolicy('cash_entries'),
  ],
);

/** What each register or bank holds per currency (debit − credit), kept with its entries in one transaction. */
export const cashBalances = pgTable(
  'cash_balances',
  {
    companyId: integer('company_id').notNull(),
    cashAccountId: integer('cash_account_id').notNull(),
    currency: text('currency').notNull(),
    balance: amount('balance'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.cashAccountId, t.currency] }),
    sameCompanyRef('cash_balances_register_fk', t, t.cashAccountId, cashAccounts),
    ...tenantPolicy('cash_balances'),
  ],
);
