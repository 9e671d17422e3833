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
  incomeExpenseTypes: {
    one: 'Einnahme-/Ausgabeart',
    many: 'Einnahme- und Ausgabearten',
    fields: { kind: 'Art', code: 'Code', name: 'Name', vatRate: 'USt.-Satz', description: 'Beschreibung' },
    options: {
      kind: { income: 'Einnahme', expense: 'Ausgabe' },
      vatRate: { '0': '0 %', '1': '1 %', '10': '10 %', '20': '20 %' },
    },
    sections: { identity: 'Einnahme-/Ausgabeart' },
  },
};
