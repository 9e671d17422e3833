import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idempotencyIndex, postedState } from '../../platform/db/posted.ts';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { amount, sameCompanyRef } from '../../platform/resources/tables.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { cashAccounts, incomeExpenseTypes } from '../cash/cash.tables.ts';
import { documents } from '../documents/documents.tables.ts';
import { documentSeries } from '../series/series.tables.ts';

const rate = (name: string) => numeric(name, { precision: 19, scale: 6 }).notNull().default('1');

/**
 * Vouchers (dekont, virman, puan fişi): money or points moved on accounts with no goods. Every type
 * shares this header; its lines say which account takes what on which side.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    voucherType: text('voucher_type').notNull(),
    /** Cash vouchers: the register or bank the money comes into or goes out of. */
    cashAccountId: integer('cash_account_id'),
    /** A cheque çıkış bordrosu: to a supplier, or to the bank above for collection or as collateral. */
    chequeTarget: text('cheque_target'),
    seriesId: integer('series_id').notNull(),
    number: text('number').notNull(),
    sequence: integer('sequence').notNull(),
    date: date('date').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('TRY'),
    exchangeRate: rate('exchange_rate'),
    /** The debit total, or the credit total when the lines credit; in lira at the lines' rates. */
    total: amount('total'),
    totalLocal: amount('total_local'),
    ...postedState(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    idempotencyIndex('vouchers_idempotency', t),
    index('vouchers_type_date').on(t.companyId, t.voucherType, t.date, t.id),
    sameCompanyRef('vouchers_series_fk', t, t.seriesId, documentSeries),
    sameCompanyRef('vouchers_cash_account_fk', t, t.cashAccountId, cashAccounts),
    ...tenantPolicy('vouchers'),
  ],
);

export const voucherLines = pgTable(
  'voucher_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    voucherId: integer('voucher_id').notNull(),
    lineNo: integer('line_no').notNull(),
    /** None: money in or out of a register with no account behind it (kasa borç/alacak). */
    accountId: integer('account_id'),
    /** A cash transfer's side: the register the money enters (debit) or leaves (credit). */
    cashAccountId: integer('cash_account_id'),
    debit: amount('debit'),
    credit: amount('credit'),
    /** A transfer's side may be in another currency than the voucher. */
    currency: text('currency').notNull(),
    exchangeRate: rate('exchange_rate'),
    dueDate: date('due_date'),
    description: text('description').notNull().default(''),
    /** An income or expense entry's type, its VAT rate and the VAT inside the line's amount. */
    incomeExpenseTypeId: integer('income_expense_type_id'),
    vatRate: text('vat_rate'),
    vatAmount: amount('vat_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('voucher_lines_income_expense_type')
      .on(t.companyId, t.incomeExpenseTypeId)
      .where(sql`${t.incomeExpenseTypeId} IS NOT NULL`),
    sameCompanyRef('voucher_lines_income_expense_type_fk', t, t.incomeExpenseTypeId, incomeExpenseTypes),
    uniqueIndex('voucher_lines_voucher').on(t.companyId, t.voucherId, t.lineNo),
    foreignKey({
      name: 'voucher_lines_voucher_fk',
      columns: [t.companyId, t.voucherId],
      foreignColumns: [vouchers.companyId, vouchers.id],
    }).onDelete('cascade'),
    sameCompanyRef('voucher_lines_account_fk', t, t.accountId, accounts),
    sameCompanyRef('voucher_lines_cash_account_fk', t, t.cashAccountId, cashAccounts),
    ...tenantPolicy('voucher_lines'),
  ],
);

/**
 * What a collection or payment line closes on invoices (kapama): the open-items view closes these
 * first, the rest first in first out. Rewritten with the voucher's lines; a settled document cannot
 * change until its vouchers let it go.
 */
export const settlements = pgTable(
  'settlements',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    voucherId: integer('voucher_id').notNull(),
    voucherLineId: integer('voucher_line_id').notNull(),
    documentId: integer('document_id').notNull(),
    amount: amount('amount'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('settlements_document').on(t.companyId, t.documentId),
    index('settlements_voucher').on(t.companyId, t.voucherId),
    foreignKey({
      name: 'settlements_voucher_line_fk',
      columns: [t.companyId, t.voucherLineId],
      foreignColumns: [voucherLines.companyId, voucherLines.id],
    }).onDelete('cascade'),
    sameCompanyRef('settlements_document_fk', t, t.documentId, documents),
    ...tenantPolicy('settlements'),
  ],
);
