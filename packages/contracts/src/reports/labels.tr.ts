/** Turkish labels of the reports: titles, columns, filters and the words every report shares. */
export default {
  common: {
    filters: 'Filtreler',
    group: 'Grupla',
    noGroup: 'Gruplama yok',
    totals: 'Genel Toplam',
    subtotal: 'Ara Toplam',
    rows: '{{count}} satır',
    excel: 'Excel',
    pdf: 'PDF',
    print: 'Yazdır',
    columns: 'Sütunlar',
    yes: 'Evet',
    pendingRecost:
      '{{count}} stok kartının maliyeti yeniden hesaplanıyor; maliyet ve kâr rakamları birazdan kesinleşir.',
  },
  stockBalance: {
    title: 'Stok Bakiye Raporu',
    columns: {
      code: 'Stok Kodu',
      name: 'Stok Adı',
      category: 'Kategori',
      producer: 'Üretici / Yayınevi',
      warehouse: 'Depo',
      unit: 'Birim',
      quantity: 'Miktar',
      unitCost: 'Ortalama Maliyet',
      value: 'Maliyet Tutarı',
      salePrice: 'Satış Fiyatı',
      saleValue: 'Satış Tutarı',
    },
    filters: {
      date: 'Tarih',
      warehouse: 'Depo',
      category: 'Kategori',
      producer: 'Üretici / Yayınevi',
      search: 'Stok kodu, adı veya barkod',
      includeZero: 'Bakiyesi sıfır olanlar da',
    },
  },
};
