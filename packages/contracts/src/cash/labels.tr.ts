/** Turkish labels of the cash definitions: `resources.<name>.…` on the web, Excel titles on the server. */
export default {
  cashAccounts: {
    one: 'Kasa/Banka',
    many: 'Kasalar ve Bankalar',
    fields: {
      kind: 'Türü',
      code: 'Kod',
      name: 'Adı',
      currency: 'Döviz',
      bankName: 'Banka',
      branch: 'Şube',
      accountNo: 'Hesap No',
      iban: 'IBAN',
      description: 'Açıklama',
    },
    options: { kind: { cash: 'Kasa', bank: 'Banka Hesabı' } },
    sections: { identity: 'Kasa/Banka Bilgileri', bank: 'Banka Hesabı' },
  },
  incomeExpenseTypes: {
    one: 'Gelir/Gider Türü',
    many: 'Gelir/Gider Tanımları',
    fields: { kind: 'Türü', code: 'Kod', name: 'Adı', vatRate: 'KDV Oranı', description: 'Açıklama' },
    options: {
      kind: { income: 'Gelir', expense: 'Gider' },
      vatRate: { '0': '%0', '1': '%1', '10': '%10', '20': '%20' },
    },
    sections: { identity: 'Gelir/Gider Türü' },
  },
};
