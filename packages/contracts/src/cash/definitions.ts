import { MenuId } from '../menus/catalogue.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '../platform/constants.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';
import { VAT_RATES } from '../stock/items.ts';

export const CASH_ACCOUNT_KINDS = ['cash', 'bank'] as const;

/**
 * Cash registers and bank accounts (`/kasa/list`): where money is. Each has the currency it is kept
 * in; its balances (one per currency it ever held) come from the cash ledger, never from the card.
 */
export const cashAccounts = defineResource({
  name: 'cashAccounts',
  // The cash vouchers' and cheque bordros' editors pick a register from this list: their menus read it too.
  menus: [
    MenuId.cashRegisters,
    MenuId.cashCollection,
    MenuId.cashPayment,
    MenuId.cashDebit,
    MenuId.cashCredit,
    MenuId.cashTransfer,
    // Cheques are collected into, paid from or handed to a bank.
    MenuId.chequeOut,
    MenuId.chequeCollection,
    MenuId.chequePayment,
    MenuId.incomeExpenseMovements,
  ],
  fields: {
    kind: f.enum(CASH_ACCOUNT_KINDS, 'cash'),
    code: f.code({ required: true, max: 20 }),
    name: f.text({ required: true, max: 100 }),
    currency: f.enum(CURRENCIES, DEFAULT_CURRENCY),
    bankName: f.text({ max: 100 }),
    branch: f.text({ max: 100 }),
    accountNo: f.text({ max: 30 }),
    iban: f.iban(),
    description: f.textarea({ max: 500 }),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'kind', 'currency', 'bankName', 'branch', 'iban'],
    search: ['code', 'name', 'bankName', 'iban'],
    sort: { field: 'code', order: 'asc' },
    filters: ['kind', 'currency'],
  },
  form: {
    sections: [
      { key: 'identity', fields: ['kind', 'code', 'name', 'currency', 'description'] },
      {
        key: 'bank',
        fields: ['bankName', 'branch', 'accountNo', 'iban'],
        showWhen: { field: 'kind', values: ['bank'] },
      },
    ],
  },
  // A bank account is known by its bank and IBAN: transfers and the dealer portal print them.
  rules: (account) =>
    account.kind === 'bank'
      ? [
          ...(account.bankName ? [] : [{ field: 'bankName', key: 'v.required' }]),
          ...(account.iban ? [] : [{ field: 'iban', key: 'v.required' }]),
        ]
      : [],
  unique: ['code'],
  copyClears: ['code', 'iban', 'accountNo'],
  // Registers are set up by the office; a cashier taking a collection only picks one. Money hangs on
  // them: removing one is a manager's decision.
  permissions: { create: ['manager', 'accountant'], update: ['manager', 'accountant'], delete: ['manager'] },
});

export const INCOME_EXPENSE_KINDS = ['income', 'expense'] as const;

/**
 * Income and expense types (`/kasa/gelirgider`): rent, salaries, electricity, interest received…
 * Their entries (`/kasa/gelirgiderhareket`) take the VAT rate given here unless told otherwise.
 */
export const incomeExpenseTypes = defineResource({
  name: 'incomeExpenseTypes',
  menus: [MenuId.incomeExpenseItems, MenuId.incomeExpenseMovements],
  fields: {
    kind: f.enum(INCOME_EXPENSE_KINDS, 'expense'),
    code: f.code({ required: true, max: 20 }),
    name: f.text({ required: true, max: 100 }),
    vatRate: f.enum(VAT_RATES, '20'),
    description: f.textarea({ max: 500 }),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'kind', 'vatRate'],
    search: ['code', 'name'],
    sort: { field: 'code', order: 'asc' },
    filters: ['kind'],
  },
  form: { sections: [{ key: 'identity', fields: ['kind', 'code', 'name', 'vatRate', 'description'] }] },
  unique: ['code'],
  copyClears: ['code'],
  // The entries screen picks a type; the types themselves are the office's to define.
  permissions: { create: ['manager', 'accountant'], update: ['manager', 'accountant'], delete: ['manager'] },
});

export const CASH_DEFINITIONS = [cashAccounts, incomeExpenseTypes] as const;
