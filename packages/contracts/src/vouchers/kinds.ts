import type { ChequeMove } from '@kibo/domain';
import { MenuId } from '../menus/catalogue.ts';

/**
 * Vouchers: a header and lines that each post an amount to an account's debit or credit, with no
 * goods. What each type does is declared here and read by the server's posting, the editor and the
 * lists. `ledger`: 'account' posts to the account (cari) ledger in money, 'points' to the loyalty
 * points ledger in whole points. `side`: which side every line takes ('credit' raises what we owe
 * the account, 'debit' what it owes us); a 'transfer' debits some lines and credits others by the
 * same amount in lira.
 */
export interface VoucherKind {
  /** The editor's path: `/<route>/yeni`, `/<route>/duzen/:id`. */
  route: string;
  menu: number;
  ledger: 'account' | 'points';
  side: 'debit' | 'credit' | 'transfer';
  /** The prefix of the series a company gets with its first voucher of the type. */
  prefix: string;
  /**
   * Cash vouchers: money comes into ('in') or goes out of ('out') the header's register or bank; a
   * 'transfer' moves it between the registers its lines name, each side in its register's currency.
   */
  cash?: 'in' | 'out' | 'transfer';
  /** Lines may name no account: money in or out of the register with no account behind it. */
  accountOptional?: boolean;
  /**
   * Cheque and note bordros: each line moves one instrument (`nextState` in the domain says which
   * moves its state allows); the account a return posts to is the instrument's, not typed.
   */
  cheque?: ChequeMove;
  /**
   * Income and expense entries (rent, salaries, utilities): each line names an income or expense
   * type and its VAT-inclusive amount; no account. Edited in their list's drawer, not on a page.
   */
  incomeExpense?: 'income' | 'expense';
}

/** Where a voucher of a kind is edited: its own editor page, or the drawer of the list of its kind. */
export const voucherEditorPath = (kind: VoucherKind, id: number) =>
  kind.incomeExpense ? `/${kind.route}?open=${id}` : `/${kind.route}/duzen/${id}`;

export const VOUCHER_KINDS = {
  accountCredit: {
    route: 'cari/alacak',
    menu: MenuId.accountCredit,
    ledger: 'account',
    side: 'credit',
    prefix: 'AD',
  },
  accountDebit: {
    route: 'cari/borc',
    menu: MenuId.accountDebit,
    ledger: 'account',
    side: 'debit',
    prefix: 'BD',
  },
  accountTransfer: {
    route: 'cari/virman',
    menu: MenuId.accountTransfer,
    ledger: 'account',
    side: 'transfer',
    prefix: 'CV',
  },
  pointsIn: { route: 'cari/puanin', menu: MenuId.pointsIn, ledger: 'points', side: 'credit', prefix: 'PG' },
  pointsOut: { route: 'cari/puanout', menu: MenuId.pointsOut, ledger: 'points', side: 'debit', prefix: 'PC' },
  // Cash and bank: a collection credits the paying accounts and a payment debits the paid ones.
  cashCollection: {
    route: 'kasa/tahsilat',
    menu: MenuId.cashCollection,
    ledger: 'account',
    side: 'credit',
    prefix: 'TM',
    cash: 'in',
  },
  cashPayment: {
    route: 'kasa/odeme',
    menu: MenuId.cashPayment,
    ledger: 'account',
    side: 'debit',
    prefix: 'TD',
    cash: 'out',
  },
  cashDebit: {
    route: 'kasa/borc',
    menu: MenuId.cashDebit,
    ledger: 'account',
    side: 'credit',
    prefix: 'KB',
    cash: 'in',
    accountOptional: true,
  },
  cashCredit: {
    route: 'kasa/alacak',
    menu: MenuId.cashCredit,
    ledger: 'account',
    side: 'debit',
    prefix: 'KA',
    cash: 'out',
    accountOptional: true,
  },
  cashTransfer: {
    route: 'kasa/virman',
    menu: MenuId.cashTransfer,
    ledger: 'account',
    side: 'transfer',
    prefix: 'KV',
    cash: 'transfer',
    accountOptional: true,
  },
  // Cheques and notes: a receipt credits the customer, an endorsement debits the supplier; giving
  // one to a bank, collecting it or paying our own moves no account (the receipt already did).
  chequeIn: {
    route: 'ceksenet/cekgiris',
    menu: MenuId.chequeIn,
    ledger: 'account',
    side: 'credit',
    prefix: 'CG',
    cheque: 'in',
  },
  chequeInReturn: {
    route: 'ceksenet/girisiade',
    menu: MenuId.chequeInReturn,
    ledger: 'account',
    side: 'debit',
    prefix: 'CGI',
    cheque: 'inReturn',
    accountOptional: true,
  },
  chequeOut: {
    route: 'ceksenet/cekcikis',
    menu: MenuId.chequeOut,
    ledger: 'account',
    side: 'debit',
    prefix: 'CC',
    cheque: 'out',
    accountOptional: true,
  },
  chequeOutReturn: {
    route: 'ceksenet/cikisiade',
    menu: MenuId.chequeOutReturn,
    ledger: 'account',
    side: 'credit',
    prefix: 'CCI',
    cheque: 'outReturn',
    accountOptional: true,
  },
  chequeCollection: {
    route: 'ceksenet/tahsilat',
    menu: MenuId.chequeCollection,
    ledger: 'account',
    side: 'credit',
    prefix: 'CT',
    cash: 'in',
    cheque: 'collect',
    accountOptional: true,
  },
  chequePayment: {
    route: 'ceksenet/odeme',
    menu: MenuId.chequePayment,
    ledger: 'account',
    side: 'debit',
    prefix: 'CO',
    cash: 'out',
    cheque: 'pay',
    accountOptional: true,
  },
  income: {
    route: 'kasa/gelirgiderhareket',
    menu: MenuId.incomeExpenseMovements,
    ledger: 'account',
    side: 'credit',
    prefix: 'GLR',
    cash: 'in',
    accountOptional: true,
    incomeExpense: 'income',
  },
  expense: {
    route: 'kasa/gelirgiderhareket',
    menu: MenuId.incomeExpenseMovements,
    ledger: 'account',
    side: 'debit',
    prefix: 'GDR',
    cash: 'out',
    accountOptional: true,
    incomeExpense: 'expense',
  },
} as const satisfies Record<string, VoucherKind>;

export type VoucherKindName = keyof typeof VOUCHER_KINDS;
export const VOUCHER_KIND_NAMES = Object.keys(VOUCHER_KINDS) as [VoucherKindName, ...VoucherKindName[]];

export const voucherKindOf = (name: VoucherKindName): VoucherKind => VOUCHER_KINDS[name];

/** A transfer's two sides may differ in lira by rounding of their rates, never by more than a kuruş. */
export const TRANSFER_TOLERANCE = '0.01';
