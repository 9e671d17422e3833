export default {
  cashAccounts: {
    one: 'Cash/bank account',
    many: 'Cash registers and banks',
    fields: {
      kind: 'Type',
      code: 'Code',
      name: 'Name',
      currency: 'Currency',
      bankName: 'Bank',
      branch: 'Branch',
      accountNo: 'Account no.',
      iban: 'IBAN',
      description: 'Description',
    },
    options: { kind: { cash: 'Cash register', bank: 'Bank account' } },
    sections: { identity: 'Register / account', bank: 'Bank account' },
  },
  incomeExpenseTypes: {
    one: 'Income/expense type',
    many: 'Income and expense types',
    fields: { kind: 'Type', code: 'Code', name: 'Name', vatRate: 'VAT rate', description: 'Description' },
    options: {
      kind: { income: 'Income', expense: 'Expense' },
      vatRate: { '0': '0%', '1': '1%', '10': '10%', '20': '20%' },
    },
    sections: { identity: 'Income/expense type' },
  },
};
