import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  type TestApp,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;
let admin: string;
let cashier: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  cashier = await t.login(acme.cashier.email, FIXTURE_PASSWORD);
  await t.call('POST', '/api/units', { token: admin, body: { code: 'C62', name: 'Adet', decimals: 0 } });
});
afterAll(() => t.close());

const workbook = async (rows: unknown[][]) => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sayfa1').addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** Sends a file the way a browser's upload does: multipart/form-data with one file field. */
async function upload(url: string, content: Buffer, token = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'liste.xlsx');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const answer = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { statusCode: answer.statusCode, envelope: answer.json().Response };
}

const itemCount = async () =>
  Number(
    (await t.database.pool.query('SELECT count(*) FROM items WHERE company_id = $1', [acme.id])).rows[0]
      .count,
  );

describe('Excel import', () => {
  const sheet = [
    ['Stok Kodu', 'Stok Adı', 'Ana Birim', 'Barkodlar', 'Satış Fiyatı', 'KDV Oranı', 'Raf Notu'],
    ['IMP-1', 'Işıklı Kalem', 'adet', '8690000000012, 8690000000029', 12.5, '%10'],
    ['IMP-2', 'Silgi', 'Adet', '8690000000013', 3, '%20'],
    ['IMP-3', 'Cetvel', 'Kutu', '', 7, '%20'],
    ['IMP-1', 'Aynı kod', 'Adet', '', 1, '%20'],
    ['IMP-4', 'Defter', 'C62', '', '24,90', '%1'],
  ];

  it('previews row by row without saving anything', async () => {
    const answer = await upload('/api/items/import', await workbook(sheet));
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const result = answer.envelope.data;
    expect(result).toMatchObject({ total: 5, valid: 2, invalid: 3, created: 0, ignored: ['Raf Notu'] });
    expect(result.columns).toEqual(['code', 'name', 'unitId', 'barcodes', 'salePrice', 'vatRate']);
    const errors = Object.fromEntries(
      result.rows.map((row: { row: number; errors: object }) => [row.row, row.errors]),
    );
    expect(errors[2]).toEqual({});
    expect(errors[3]).toEqual({ 'barcodes.0': 'Geçersiz barkod: EAN-8 / EAN-13 kontrol hanesi tutmuyor' });
    expect(errors[4]).toEqual({ unitId: 'Seçilen kayıt bulunamadı' });
    expect(errors[5]).toEqual({ code: 'Bu değer dosyada birden fazla satırda var' });
    expect(errors[6]).toEqual({});
    expect(await itemCount()).toBe(0);
  });

  it('imports only the valid rows and says how many', async () => {
    const answer = await upload('/api/items/import?commit=true', await workbook(sheet));
    expect(answer.envelope.kiboMessage).toBe('2 kayıt aktarıldı, 3 hatalı satır atlandı');
    expect(answer.envelope.data.created).toBe(2);
    const list = await t.call('GET', '/api/items?sort=code', { token: admin });
    expect(list.envelope.data.list.map((row: { code: string }) => row.code)).toEqual(['IMP-1', 'IMP-4']);
    expect(list.envelope.data.list[0]).toMatchObject({
      barcodes: ['8690000000012', '8690000000029'],
      salePrice: '12.5000',
      vatRate: '10',
    });
    expect(list.envelope.data.list[1].salePrice).toBe('24.9000');
    // The same file again: every row is now a duplicate of a saved code.
    const again = await upload('/api/items/import', await workbook(sheet.slice(0, 2)));
    expect(again.envelope.data.rows[0].errors).toMatchObject({
      code: 'Bu değer başka bir kayıtta kullanılıyor: IMP-1 — Işıklı Kalem',
    });
  });

  it('reads accounts with labels for options and the province lists', async () => {
    // An older export's "Ünvan" and a title typed without Turkish letters still find their fields.
    const answer = await upload(
      '/api/accounts/import?commit=true',
      await workbook([
        ['Ünvan', 'Firma / Şahıs', 'Adı', 'Soyadi', 'VKN / TCKN', 'İl', 'İlçe', 'Telefonlar'],
        ['Ayşe Çelik', 'Şahıs', 'Ayşe', 'Çelik', '10000000146', 'izmir', 'KARŞIYAKA', '0232 111 22 33'],
        ['Yanlış İlçe', 'Firma', '', '', '', 'İzmir', 'Kadıköy', ''],
      ]),
    );
    expect(answer.envelope.data).toMatchObject({ total: 2, created: 1, invalid: 1 });
    expect(answer.envelope.data.rows[1].errors).toEqual({
      billingDistrict: 'Seçilen ile ait bir ilçe seçiniz',
    });
    const [account] = (await t.call('GET', '/api/accounts?search=ayşe', { token: admin })).envelope.data.list;
    expect(account).toMatchObject({
      title: 'Ayşe Çelik',
      kind: 'person',
      billingDistrict: 'Karşıyaka',
      phones: ['0232 111 22 33'],
    });
    expect(account.code).toMatch(/^CR\d{8}$/);
  });

  it('reads percentage cells as per cent, refuses unclear yes/no and ambiguous names, keeps message values', async () => {
    await t.call('POST', '/api/categories', { token: admin, body: { name: 'Kırtasiye' } });
    await t.call('POST', '/api/categories', { token: admin, body: { name: 'KIRTASİYE' } });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Stok');
    sheet.addRows([
      ['Stok Kodu', 'Stok Adı', 'Ana Birim', 'ÖTV Oranı', 'Satış Fiyatı KDV Dahil', 'Kategori'],
      ['PCT-1', 'Yüzdeli', 'Adet', 0.18, 'evet', ''],
      ['PCT-2', 'x'.repeat(201), 'Adet', '', 'evt', 'kırtasiye'],
    ]);
    sheet.getCell('D2').numFmt = '0%';
    const answer = await upload('/api/items/import', Buffer.from(await book.xlsx.writeBuffer()));
    const [first, second] = answer.envelope.data.rows;
    expect(first.errors).toEqual({});
    expect(second.errors).toEqual({
      name: 'En Fazla 200 Karakter Olabilir',
      vatIncluded: 'Geçersiz değer',
      categoryId: 'Bu adla birden fazla kayıt var; kodunu yazınız',
    });
    await upload('/api/items/import?commit=true', Buffer.from(await book.xlsx.writeBuffer()));
    const saved = (await t.call('GET', '/api/items?search=PCT-1', { token: admin })).envelope.data.list[0];
    expect(saved.otvRate).toBe('18.00');
  });

  it('reads numbers typed as text the Turkish way and refuses an ambiguous 1.250 with both readings', async () => {
    const answer = await upload(
      '/api/items/import',
      await workbook([
        ['Stok Kodu', 'Stok Adı', 'Ana Birim', 'Satış Fiyatı'],
        ['NUM-1', 'Gruplu', 'Adet', '1.250,50'],
        ['NUM-2', 'Tablodan', 'Adet', '1250.50 TL'],
        ['NUM-3', 'Belirsiz', 'Adet', '1.250'],
        ['NUM-4', 'Bozuk', 'Adet', '1.25.0'],
      ]),
    );
    const [grouped, pasted, ambiguous, malformed] = answer.envelope.data.rows;
    expect(grouped.errors).toEqual({});
    expect(pasted.errors).toEqual({});
    expect(ambiguous.errors).toEqual({
      salePrice: "'1.250' iki türlü okunabilir: 1.250 mi, 1,25 mi? Hücreye 1250 ya da 1,25 yazınız",
    });
    expect(malformed.errors).toEqual({ salePrice: 'Bu alan sayı olmalıdır' });
    await upload(
      '/api/items/import?commit=true',
      await workbook([
        ['Stok Kodu', 'Stok Adı', 'Ana Birim', 'Satış Fiyatı'],
        ['NUM-1', 'Gruplu', 'Adet', '1.250,50'],
      ]),
    );
    const saved = (await t.call('GET', '/api/items?search=NUM-1', { token: admin })).envelope.data.list[0];
    expect(saved.salePrice).toBe('1250.5000');
  });

  it('stops reading a sheet longer than one import takes', async () => {
    const rows = [
      ['Stok Kodu', 'Stok Adı', 'Ana Birim'],
      ...Array.from({ length: 5001 }, (_, i) => [`L-${i}`, 'Uzun', 'Adet']),
    ];
    const answer = await upload('/api/items/import', await workbook(rows));
    expect(answer.statusCode).toBe(400);
    expect(answer.envelope.messages).toEqual(['Bir seferde en fazla 5000 satır aktarılabilir']);
  });

  it('refuses what is not an Excel file, a sheet without known titles, and users without the right', async () => {
    const text = await upload('/api/items/import', Buffer.from('kod;ad\n1;a'));
    expect(text.statusCode).toBe(400);
    expect(text.envelope.messages).toEqual(['Dosya okunamadı: .xlsx biçiminde bir Excel dosyası yükleyiniz']);
    const unknown = await upload(
      '/api/items/import',
      await workbook([
        ['Foo', 'Bar'],
        ['1', '2'],
      ]),
    );
    expect(unknown.envelope.messages).toEqual(['İlk satırda tanınan sütun başlığı bulunamadı']);
    const noFile = await t.call('POST', '/api/items/import', { token: admin, body: {} });
    expect(noFile.statusCode).toBe(400);
    const refused = await upload('/api/items/import', await workbook(sheet.slice(0, 2)), cashier);
    expect(refused.statusCode).toBe(403);
  });
});
