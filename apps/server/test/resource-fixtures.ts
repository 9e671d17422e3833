/**
 * Per resource: two valid records (the first is searched with a Turkish query and must sort after
 * the second by title), a body with field errors and the Turkish messages expected on them.
 * `prepare` creates what the records refer to, through the API, and answers ids by name.
 */
export interface ResourceFixture {
  prepare?: (create: (resource: string, body: object) => Promise<number>) => Promise<Record<string, number>>;
  records: (ids: Record<string, number>) => [Record<string, unknown>, Record<string, unknown>];
  /** A Turkish-cased query that must find the first record only (none: the list has no search box). */
  search?: string;
  /** A new title for the update step, when `<title>-2` is not a valid one (dates). */
  renamed?: string;
  invalid: Record<string, unknown>;
  errors: Record<string, string>;
}

const REQUIRED = 'Bu alan boş bırakılamaz';

export const RESOURCE_FIXTURES: Record<string, ResourceFixture> = {
  producers: {
    records: () => [
      {
        code: 'YKY',
        name: 'IŞIK YAYINLARI',
        kind: 'publisher',
        taxId: '9860008925',
        email: 'Bilgi@Isik.Test',
      },
      { code: 'FC', name: 'Faber-Castell', kind: 'brand', phone: '+90 212 555 00 00' },
    ],
    search: 'ışık',
    invalid: { name: ' ', kind: 'printer', taxId: '1234567891', email: 'no-mail', code: 'A B' },
    errors: {
      name: REQUIRED,
      kind: 'Listeden bir değer seçiniz',
      taxId: 'Geçerli bir vergi kimlik numarası (10 hane) veya T.C. kimlik numarası (11 hane) giriniz',
      email: 'Geçerli bir e-posta adresi giriniz',
      code: 'Yalnızca harf, rakam ve . _ / - kullanılabilir',
    },
  },
  persons: {
    records: () => [
      { name: 'Şule İnce', birthYear: '1975' },
      { name: 'Ahmet Ümit', nationality: 'TC' },
    ],
    search: 'şule ince',
    invalid: { name: '', birthYear: 'bin' },
    errors: { name: REQUIRED, birthYear: 'Bu alan sayı olmalıdır' },
  },
  warehouses: {
    records: () => [
      { code: 'IST', name: 'İstanbul Merkez' },
      { code: 'ANK', name: 'Ankara Şube' },
    ],
    search: 'istanbul',
    invalid: { code: '', name: 'x'.repeat(101) },
    errors: { code: REQUIRED, name: 'En Fazla 100 Karakter Olabilir' },
  },
  cashAccounts: {
    records: () => [
      {
        kind: 'bank',
        code: 'BNK-TL',
        name: 'İş Bankası Vadesiz',
        bankName: 'Türkiye İş Bankası',
        branch: 'Kadıköy',
        iban: 'TR33 0006 1005 1978 6457 8413 26',
      },
      { kind: 'cash', code: 'KASA', name: 'Ana Kasa' },
    ],
    search: 'İŞ BANKASI',
    invalid: { kind: 'bank', code: 'B2', name: 'Banka', iban: 'TR00 1234', currency: 'JPY' },
    errors: {
      iban: 'Geçerli bir TR IBAN giriniz (TR ile başlayan 26 karakter)',
      currency: 'Listeden bir değer seçiniz',
    },
  },
  incomeExpenseTypes: {
    records: () => [
      { kind: 'expense', code: 'KIRA', name: 'İşyeri Kirası', vatRate: '20' },
      { kind: 'income', code: 'FAIZ', name: 'Faiz Geliri', vatRate: '0' },
    ],
    search: 'işyeri',
    invalid: { kind: 'gift', code: '', name: 'Kira', vatRate: '18' },
    errors: { kind: 'Listeden bir değer seçiniz', code: REQUIRED, vatRate: 'Listeden bir değer seçiniz' },
  },
  locations: {
    prepare: async (create) => ({
      warehouse: await create('warehouses', { code: 'RAF', name: 'Raf Ambarı' }),
    }),
    records: (ids) => [
      { warehouseId: ids.warehouse, code: 'Z-01', name: 'Çocuk kitapları' },
      { warehouseId: ids.warehouse, code: 'A-01', name: 'Kırtasiye' },
    ],
    search: 'ÇOCUK',
    invalid: { code: 'A-02' },
    errors: { warehouseId: REQUIRED },
  },
  itemTypes: {
    records: () => [{ name: 'Sahaf Kitabı' }, { name: 'Kırtasiye' }],
    search: 'SAHAF',
    invalid: { name: '' },
    errors: { name: REQUIRED },
  },
  categories: {
    prepare: async (create) => ({ root: await create('categories', { name: 'Kitap' }) }),
    records: (ids) => [
      { name: 'Roman', parentId: ids.root },
      { name: 'Deneme', parentId: ids.root },
    ],
    search: 'ROMAN',
    invalid: { name: '', parentId: 'abc' },
    errors: { name: REQUIRED, parentId: 'Geçersiz değer' },
  },
  units: {
    records: () => [
      { code: 'KGM', name: 'Kilogram', decimals: 3 },
      { code: 'C62', name: 'Adet', decimals: 0 },
    ],
    search: 'KİLO',
    invalid: { code: 'ABCD', name: 'Kutu', decimals: 9 },
    errors: { code: 'En Fazla 3 Karakter Olabilir', decimals: 'En fazla 4 olabilir' },
  },
  variants: {
    records: () => [
      { name: 'Renk', values: ['Kırmızı', 'Mavi'] },
      { name: 'Beden', values: ['S', 'M', 'L'] },
    ],
    search: 'RENK',
    invalid: { name: '', values: 'Kırmızı' },
    errors: { name: REQUIRED, values: 'Geçersiz değer' },
  },
  items: {
    prepare: async (create) => ({
      piece: await create('units', { code: 'H87', name: 'Parça', decimals: 0 }),
      box: await create('units', { code: 'XBX', name: 'Koli', decimals: 0 }),
    }),
    records: (ids) => [
      {
        code: 'K-001',
        name: 'IŞIK Defter A4',
        unitId: ids.piece,
        barcodes: ['8690000000012'],
        units: [{ unitId: ids.box, factor: '12', barcode: '8690000000029' }],
        salePrice: '12.50',
        vatRate: '10',
      },
      { code: 'K-002', name: 'Faber Kurşun Kalem', unitId: ids.piece },
    ],
    search: 'ışık',
    // The API reads no locale: "1,250" is no number to it, rather than 1,25 or 1250 guessed.
    invalid: { code: 'A B', name: 'Defter', vatRate: '18', barcodes: ['8690000000013'], salePrice: '1,250' },
    errors: {
      code: 'Yalnızca harf, rakam ve . _ / - kullanılabilir',
      unitId: REQUIRED,
      vatRate: 'Listeden bir değer seçiniz',
      salePrice: 'Bu alan sayı olmalıdır',
      'barcodes.0': 'Geçersiz barkod: EAN-8 / EAN-13 kontrol hanesi tutmuyor',
    },
  },
  accounts: {
    records: () => [
      {
        code: 'ISTKRT0001',
        title: 'İstanbul Kırtasiye Ltd. Şti.',
        taxId: '1234567890',
        taxOffice: 'Kadıköy',
        billingProvince: 'İstanbul',
        billingDistrict: 'Kadıköy',
        phones: ['0216 555 11 22'],
        ibans: ['TR33 0006 1005 1978 6457 8413 26'],
        loyaltyCard: 'LC-1001',
      },
      {
        code: 'AHMET00001',
        title: 'Ahmet Yılmaz',
        kind: 'person',
        firstName: 'Ahmet',
        lastName: 'Yılmaz',
        taxId: '10000000146',
        loyaltyCard: 'LC-1002',
      },
    ],
    search: 'istanbul',
    invalid: { title: '', billingProvince: 'Narnia', phones: ['abc'] },
    errors: {
      title: REQUIRED,
      billingProvince: 'Listeden bir il seçiniz',
      'phones.0': 'Geçerli bir telefon numarası giriniz',
    },
  },
  accountServices: {
    prepare: async (create) => ({ account: await create('accounts', { title: 'Servis Müşterisi' }) }),
    records: (ids) => [
      { accountId: ids.account, name: 'Yazıcı Bakım Sözleşmesi', startDate: '2026-01-01', price: '1500' },
      { accountId: ids.account, name: 'Bakım Anlaşması', startDate: '2026-02-01', period: 'yearly' },
    ],
    search: 'YAZICI',
    invalid: { name: '', startDate: '31-12-2026' },
    errors: { accountId: REQUIRED, name: REQUIRED, startDate: 'Geçerli bir tarih giriniz' },
  },
  currencies: {
    records: () => [
      { code: 'CHF', name: 'İsviçre Frangı', symbol: 'Fr', decimals: 2 },
      { code: 'AUD', name: 'Avustralya Doları', decimals: 2 },
    ],
    search: 'isviçre',
    renamed: 'CHG',
    invalid: { code: 'CHF', name: '', decimals: 9 },
    errors: { name: REQUIRED, decimals: 'En fazla 4 olabilir' },
  },
  exchangeRates: {
    prepare: async (create) => ({
      currency: await create('currencies', { code: 'NOK', name: 'Norveç Kronu', decimals: 2 }),
    }),
    records: (ids) => [
      {
        currencyId: ids.currency,
        date: '2026-11-20',
        unit: 1,
        forexBuying: '3.9101',
        forexSelling: '3.9283',
      },
      {
        currencyId: ids.currency,
        date: '2026-11-19',
        unit: 1,
        forexBuying: '3.8950',
        forexSelling: '3.9120',
      },
    ],
    renamed: '2026-11-21',
    invalid: { date: '20.11.2026', unit: 0 },
    errors: { currencyId: REQUIRED, date: 'Geçerli bir tarih giriniz', unit: 'En az 1 olabilir' },
  },
  documentSeries: {
    records: () => [
      {
        docType: 'salesInvoice',
        name: 'Satış Faturası İstanbul',
        prefix: 'SFI',
        isDefault: true,
        year: 2026,
      },
      { docType: 'salesInvoice', name: 'Ana Seri', prefix: 'SF', year: 2026 },
    ],
    search: 'istanbul',
    invalid: { name: '', docType: 'invoice', nextNumber: 0 },
    errors: { name: REQUIRED, docType: 'Listeden bir değer seçiniz', nextNumber: 'En az 1 olabilir' },
  },
  discounts: {
    prepare: async (create) => ({ category: await create('categories', { name: 'Okul' }) }),
    records: (ids) => [
      {
        name: 'Okula Dönüş İndirimi',
        scope: 'category',
        categoryId: ids.category,
        rate: '15',
        startDate: '2026-09-01',
      },
      { name: 'Bayi İskontosu', scope: 'accountGroup', accountGroup: 'Bayi', rate: '10', priority: 5 },
    ],
    search: 'OKULA',
    invalid: { name: '', scope: 'item', rate: '101' },
    errors: { name: REQUIRED, rate: '0 ile 100 arasında olmalıdır' },
  },
  itemShelves: {
    prepare: async (create) => {
      const warehouse = await create('warehouses', { code: 'YRL', name: 'Yerleşim Ambarı' });
      const unit = await create('units', { code: 'YRL', name: 'Yerleşim Adedi', decimals: 0 });
      return {
        item: await create('items', { code: 'YRL-1', name: 'Yerleşim Defteri', unitId: unit }),
        front: await create('locations', { warehouseId: warehouse, code: 'YRL-A1' }),
        back: await create('locations', { warehouseId: warehouse, code: 'YRL-Z9' }),
      };
    },
    records: (ids) => [
      { itemId: ids.item, locationId: ids.back, priority: 2, capacity: '40', note: 'Yedek stok' },
      { itemId: ids.item, locationId: ids.front, note: 'Vitrin önü' },
    ],
    invalid: { priority: 0, capacity: 'x' },
    errors: {
      itemId: REQUIRED,
      locationId: REQUIRED,
      priority: 'En az 1 olabilir',
      capacity: 'Bu alan sayı olmalıdır',
    },
  },
  labelDesigns: {
    records: () => [
      { name: 'Raf Etiketi İnce', columns: 3, rows: 8, labelWidth: '70', labelHeight: '37' },
      { name: 'Kitap Etiketi', paper: 'roll', columns: 1, rows: 1, labelWidth: '50', labelHeight: '30' },
    ],
    search: 'ince',
    invalid: { name: '', columns: 0, labelWidth: 'x' },
    errors: { name: REQUIRED, columns: 'En az 1 olabilir', labelWidth: 'Bu alan sayı olmalıdır' },
  },
  printDesigns: {
    records: () => [
      {
        name: 'Sevk İrsaliyesi İnce',
        group: 'waybill',
        columnPrice: false,
        showTotals: false,
        showSignatures: true,
      },
      { name: 'Fatura Geniş', group: 'invoice', layout: 'modern', columnCode: false },
    ],
    search: 'ince',
    invalid: { name: '', paper: 'a3' },
    errors: { name: REQUIRED, paper: 'Listeden bir değer seçiniz' },
  },
};
