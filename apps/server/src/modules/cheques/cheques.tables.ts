import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { amount, sameCompanyRef, textOrEmpty } from '../../platform/resources/tables.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { cashAccounts } from '../cash/cash.tables.ts';
import { voucherLines, vouchers } from '../vouchers/vouchers.tables.ts';

/**
 * The portfolio (`/ceksenet/list`): every cheque and promissory note, a customer's or our own. Its
 * `state` and where it is now (holder, bank) are those after its last live move; the bordro lines
 * that moved it are its history (`instrument_moves`).
 */
export const instruments = pgTable(
  'instruments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** cheque | note */
    kind: text('kind').notNull(),
    /** Ours (written out by us) or a customer's. */
    own: boolean('own').notNull(),
    serialNo: text('serial_no').notNull(),
    drawer: text('drawer').notNull(),
    bankName: textOrEmpty('bank_name'),
    branch: textOrEmpty('branch'),
    accountNo: textOrEmpty('account_no'),
    dueDate: date('due_date').notNull(),
    currency: text('currency').notNull(),
    amount: amount('amount'),
    state: text('state').notNull(),
    /** The account it came from (a customer's) or was written out to (our own). */
    accountId: integer('account_id').notNull(),
    /** The supplier it is endorsed to now. */
    holderAccountId: integer('holder_account_id'),
    /** The bank holding it, or the register or bank it was collected into or paid from. */
    cashAccountId: integer('cash_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // The portfolio by state and due date, and the due-date view.
    index('instruments_state_due').on(t.companyId, t.state, t.dueDate),
    index('instruments_account').on(t.companyId, t.accountId),
    sameCompanyRef('instruments_account_fk', t, t.accountId, accounts),
    sameCompanyRef('instruments_holder_fk', t, t.holderAccountId, accounts),
    sameCompanyRef('instruments_cash_account_fk', t, t.cashAccountId, cashAccounts),
    ...tenantPolicy('instruments'),
  ],
);

/**
 * One move of one instrument by one bordro line, with where it left the instrument. A cancelled
 * bordro's moves stay, marked, so the history keeps them; an edited bordro's are written anew.
 */
export const instrumentMoves = pgTable(
  'instrument_moves',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    instrumentId: integer('instrument_id').notNull(),
    voucherId: integer('voucher_id').notNull(),
    voucherLineId: integer('voucher_line_id').notNull(),
    /** The bordro's move (`ChequeMove`). */
    move: text('move').notNull(),
    date: date('date').notNull(),
    toState: text('to_state').notNull(),
    holderAccountId: integer('holder_account_id'),
    cashAccountId: integer('cash_account_id'),
    cancelled: boolean('cancelled').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('instrument_moves_instrument').on(t.companyId, t.instrumentId, t.id),
    index('instrument_moves_voucher').on(t.companyId, t.voucherId),
    index('instrument_moves_date').on(t.companyId, t.date, t.id),
    foreignKey({
      name: 'instrument_moves_instrument_fk',
      columns: [t.companyId, t.instrumentId],
      foreignColumns: [instruments.companyId, instruments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'instrument_moves_voucher_line_fk',
      columns: [t.companyId, t.voucherLineId],
      foreignColumns: [voucherLines.companyId, voucherLines.id],
    }).onDelete('cascade'),
    sameCompanyRef('instrument_moves_voucher_fk', t, t.voucherId, vouchers),
    sameCompanyRef('instrument_moves_holder_fk', t, t.holderAccountId, accounts),
    sameCompanyRef('instrument_moves_cash_account_fk', t, t.cashAccountId, cashAccounts),
    ...tenantPolicy('instrument_moves'),
  ],
);
