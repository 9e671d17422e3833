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
};
