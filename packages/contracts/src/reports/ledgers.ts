import { MenuId } from '../menus/catalogue.ts';
import { CURRENCIES } from '../platform/constants.ts';
import { defineReport } from './define.ts';

/**
 * Account transactions (`/rapor/cariislem`) of a period, one row per account and currency: what it
 * owed at the start, what was debited and credited in the period, what it owes at the end. A row
 * opens the account's entries of the period.
 */
export const accountTransactionsReport = defineReport({
  name: 'accountTransactions',
  route: '/rapor/cariislem',
  menu: MenuId.reportAccountTransactions,
  columns: {
    code: { kind: 'text', link: 'account' },
    title: { kind: 'text', link: 'accountEntries' },
    group: { kind: 'text', hidden: true },
    currency: { kind: 'text' },
    opening: { kind: 'money', total: true },
    debit: { kind: 'money', total: true, link: 'accountEntries' },
    credit: { kind: 'money', total: true, link: 'accountEntries' },
    closing: { kind: 'money', total: true },
  },
  filters: {
    dateFrom: { kind: 'date', default: 'monthStart' },
    dateTo: { kind: 'date', default: 'today' },
    account: { kind: 'reference', resource: 'accounts' },
    currency: { kind: 'choice', options: CURRENCIES, labels: 'reports.common.currencies', default: 'TRY' },
    search: { kind: 'search' },
  },
  groups: ['group'],
  sort: { column: 'code', order: 'asc' },
});

export const AGEING_SIDES = ['receivable', 'payable'] as const;

/**
 * Account balances (`/rapor/caribakiye`) at any date, with what is open by how long past its due
 * date (payments close the earliest due first) and how much of the risk limit is used.
 */
export const accountBalanceReport = defineReport({
  name: 'accountBalance',
  route: '/rapor/caribakiye',
  menu: MenuId.reportAccountBalance,
  columns: {
    code: { kind: 'text', link: 'account' },
    title: { kind: 'text', link: 'accountEntries' },
    group: { kind: 'text', hidden: true },
    salesRep: { kind: 'text', hidden: true },
    currency: { kind: 'text' },
    balance: { kind: 'money', total: true },
    notDue: { kind: 'money', total: true },
    overdue30: { kind: 'money', total: true },
    overdue60: { kind: 'money', total: true },
    overdue90: { kind: 'money', total: true },
    overdueMore: { kind: 'money', total: true },
    riskLimit: { kind: 'money', hidden: true },
    riskUsed: { kind: 'percent' },
  },
  filters: {
    date: { kind: 'date', default: 'today' },
    account: { kind: 'reference', resource: 'accounts' },
    currency: { kind: 'choice', options: CURRENCIES, labels: 'reports.common.currencies', default: 'TRY' },
    side: { kind: 'choice', options: AGEING_SIDES },
    search: { kind: 'search' },
  },
  groups: ['group', 'salesRep'],
  sort: { column: 'code', order: 'asc' },
});

export const CASH_KINDS = ['cash', 'bank'] as const;

/**
 * Cash and bank movements (`/rapor/kasaislem`) of a period per register and currency: the opening
 * balance, money in and out, the closing balance. A row opens the register's entries.
 */
export const cashTransactionsReport = defineReport({
  name: 'cashTransactions',
  route: '/rapor/kasaislem',
  menu: MenuId.reportCashTransactions,
  columns: {
    code: { kind: 'text' },
    name: { kind: 'text', link: 'cashEntries' },
    kind: { kind: 'text' },
    currency: { kind: 'text' },
    opening: { kind: 'money', total: true },
    moneyIn: { kind: 'money', total: true, link: 'cashEntries' },
    moneyOut: { kind: 'money', total: true, link: 'cashEntries' },
    closing: { kind: 'money', total: true },
  },
  filters: {
    dateFrom: { kind: 'date', default: 'monthStart' },
    dateTo: { kind: 'date', default: 'today' },
    cashAccount: { kind: 'reference', resource: 'cashAccounts' },
    kind: { kind: 'choice', options: CASH_KINDS },
    currency: { kind: 'choice', options: CURRENCIES, labels: 'reports.common.currencies', default: 'TRY' },
  },
  groups: ['kind'],
  sort: { column: 'code', order: 'asc' },
});
