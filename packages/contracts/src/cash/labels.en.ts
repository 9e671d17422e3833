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
};
