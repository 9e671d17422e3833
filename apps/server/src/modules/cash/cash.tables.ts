import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import {
  amount,
  resourceTable,
  sameCompanyRef,
  textOrEmpty,
  uniqueWhenSet,
} from '../../platform/resources/tables.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { documents } from '../documents/documents.tables.ts';
import { users } from '../users/users.tables.ts';

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
 * Till sessions (kasa oturumu): opened with a float, closed with a count. One register has at most
 * one open session; the cash entries posted while it is open carry its id.
 */
export const cashSessions = pgTable(
  'cash_sessions',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    cashAccountId: integer('cash_account_id').notNull(),
    currency: text('currency').notNull(),
    openingFloat: amount('opening_float'),
    status: text('status').notNull().default('open'),
    openedBy: integer('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    /** The voucher that took a counted difference in or out of the register at the close. */
    differenceVoucherId: integer('difference_voucher_id'),
    /**
     * A rescue session (status 'rescue'): the closed session whose late offline receipts it holds,
     * so they never change a counted day. It is counted and closed on its own.
     */
    rescueOf: integer('rescue_of'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('cash_sessions_one_open').on(t.companyId, t.cashAccountId).where(sql`${t.status} = 'open'`),
    uniqueIndex('cash_sessions_one_rescue').on(t.companyId, t.rescueOf).where(sql`${t.status} = 'rescue'`),
    foreignKey({
      name: 'cash_sessions_rescue_of_fk',
      columns: [t.companyId, t.rescueOf],
      foreignColumns: [t.companyId, t.id],
    }),
    index('cash_sessions_register').on(t.companyId, t.cashAccountId, t.id),
    sameCompanyRef('cash_sessions_register_fk', t, t.cashAccountId, cashAccounts),
    sameCompanyRef('cash_sessions_opened_by_fk', t, t.openedBy, users),
    sameCompanyRef('cash_sessions_closed_by_fk', t, t.closedBy, users),
    ...tenantPolicy('cash_sessions'),
  ],
);

/** A closed session's count per payment method: expected, counted and the difference. */
export const cashSessionCounts = pgTable(
  'cash_session_counts',
  {
    companyId: integer('company_id').notNull(),
    sessionId: integer('session_id').notNull(),
    method: text('method').notNull(),
    expected: amount('expected'),
    counted: amount('counted'),
    difference: amount('difference'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.sessionId, t.method] }),
    foreignKey({
      name: 'cash_session_counts_session_fk',
      columns: [t.companyId, t.sessionId],
      foreignColumns: [cashSessions.companyId, cashSessions.id],
    }).onDelete('cascade'),
    ...tenantPolicy('cash_session_counts'),
  ],
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
    /** The till session open on the register when the entry was posted: its close counts it. */
    cashSessionId: integer('cash_session_id'),
    /** A till receipt's cash (a sale in, a refund out): the receipt, where a voucher is not behind it. */
    documentId: integer('document_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('cash_entries_session').on(t.companyId, t.cashSessionId).where(sql`${t.cashSessionId} IS NOT NULL`),
    sameCompanyRef('cash_entries_session_fk', t, t.cashSessionId, cashSessions),
    index('cash_entries_document').on(t.companyId, t.documentId).where(sql`${t.documentId} IS NOT NULL`),
    sameCompanyRef('cash_entries_document_fk', t, t.documentId, documents),
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

/**
 * What a till session took per payment method from its receipts (a refund's payments are negative):
 * the close expects card and transfer from here, and the Z summary adds them up. Cash is here too, for
 * the summary; the drawer's expected cash still comes from the register's ledger.
 */
export const tillPayments = pgTable(
  'till_payments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    sessionId: integer('session_id').notNull(),
    documentId: integer('document_id').notNull(),
    /** `POS_PAYMENT_METHODS`: cash, card, transfer, account. */
    method: text('method').notNull(),
    amount: amount('amount'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('till_payments_session').on(t.companyId, t.sessionId, t.method),
    index('till_payments_document').on(t.companyId, t.documentId),
    sameCompanyRef('till_payments_session_fk', t, t.sessionId, cashSessions),
    sameCompanyRef('till_payments_document_fk', t, t.documentId, documents),
    ...tenantPolicy('till_payments'),
  ],
);
