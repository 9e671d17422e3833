export default {
  cashAccounts: {
    one: 'Kasse/Bankkonto',
    many: 'Kassen und Banken',
    fields: {
      kind: 'Art',
      code: 'Code',
      name: 'Name',
      currency: 'Währung',
      bankName: 'Bank',
      branch: 'Filiale',
      accountNo: 'Kontonummer',
      iban: 'IBAN',
      description: 'Beschreibung',
    },
    options: { kind: { cash: 'Kasse', bank: 'Bankkonto' } },
    sections: { identity: 'Kasse / Konto', bank: 'Bankkonto' },
  },
};
