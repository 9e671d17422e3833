import { isValidEan13 } from '@kibo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyFixture,
  createCompany,
  createTestApp,
  FIXTURE_PASSWORD,
  fieldErrors,
  type TestApp,
  tenantSearchPlan,
} from './harness.ts';

let t: TestApp;
let acme: CompanyFixture;
let admin: string;
const ids: Record<string, number> = {};

const post = (url: string, body: object) => t.call('POST', url, { token: admin, body });
const created = async (url: string, body: object) => {
  const answer = await post(url, body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record as Record<string, unknown> & { id: number };
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompany(t.database, 'Acme');
  admin = await t.login(acme.admin.email, FIXTURE_PASSWORD);
  ids.piece = (await created('/api/units', { code: 'C62', name: 'Adet', decimals: 0 })).id;
  ids.box = (await created('/api/units', { code: 'XBX', name: 'Koli', decimals: 0 })).id;
  ids.main = (await created('/api/warehouses', { code: 'M', name: 'Merkez' })).id;
  ids.shop = (await created('/api/warehouses', { code: 'S', name: 'Mağaza' })).id;
});
afterAll(() => t.close());

describe('stock card', () => {
  it('keeps each barcode on one item, entered once, and finds an item by any of its barcodes', async () => {
    const notebook = await created('/api/items', {
      code: 'D-1',
      name: 'Defter',
      unitId: ids.piece,
      barcodes: ['8690000000012'],
      units: [{ unitId: ids.box, factor: '24', barcode: '8690000000029' }],
    });
    expect(notebook.refs).toMatchObject({ unitId: 'Adet', 'units.0.unitId': 'Koli' });
    const taken = await post('/api/items', {
      code: 'D-2',
      name: 'Başka Defter',
      unitId: ids.piece,
      barcodes: ['8691234567890', '8690000000029'],
    });
    // The refusal names the card holding the barcode.
    expect(fieldErrors(taken)).toEqual({
      'barcodes.1': 'Bu barkod D-1 kodlu "Defter" stok kartında kayıtlı',
    });
    const twice = await post('/api/items', {
      code: 'D-3',
      name: 'Defter 3',
      unitId: ids.piece,
      barcodes: ['8691234567890'],
      units: [{ unitId: ids.box, factor: '10', barcode: '8691234567890' }],
    });
    expect(fieldErrors(twice)).toEqual({ 'units.0.barcode': 'Aynı değer birden fazla girilmiş' });
    const byBoxBarcode = await t.call('GET', '/api/items?search=8690000000029', { token: admin });
    expect(byBoxBarcode.envelope.data.list.map((row: { id: number }) => row.id)).toEqual([notebook.id]);
    // Changing the barcodes frees the old ones for another item.
    const { id: _id, refs: _refs, active: _active, updatedAt: _updated, ...body } = notebook;
    expect(
      (await t.call('PUT', `/api/items/${notebook.id}`, { token: admin, body: { ...body, units: [] } }))
        .statusCode,
    ).toBe(200);
    await created('/api/items', {
      code: 'D-4',
      name: 'Defter 4',
      unitId: ids.piece,
      barcodes: ['8690000000029'],
    });
  });

  it('checks extra units: a positive factor, a unit other than the main one, each unit once', async () => {
    const answer = await post('/api/items', {
      code: 'U-1',
      name: 'Birimli',
      unitId: ids.piece,
      units: [
        { unitId: ids.box, factor: '0' },
        { unitId: ids.piece, factor: '2' },
        { unitId: ids.box, factor: '12' },
        { unitId: 999999, factor: '1' },
      ],
    });
    expect(fieldErrors(answer)).toEqual({
      'units.0.factor': 'Sıfırdan büyük olmalıdır',
      'units.1.unitId': 'Aynı değer birden fazla girilmiş',
      'units.2.unitId': 'Aynı değer birden fazla girilmiş',
    });
    const missing = await post('/api/items', {
      code: 'U-2',
      name: 'Birimli',
      unitId: ids.piece,
      units: [{ unitId: 999999, factor: '6' }],
    });
    expect(fieldErrors(missing)).toEqual({ 'units.0.unitId': 'Seçilen kayıt bulunamadı' });
  });

  it('keeps a book’s ISBN and persons with their roles', async () => {
    const author = await created('/api/persons', { name: 'Sabahattin Ali' });
    const publisher = await created('/api/producers', { name: 'YKY', kind: 'publisher' });
    const badIsbn = await post('/api/items', {
      code: 'B-0',
      name: 'Kitap',
      kind: 'book',
      unitId: ids.piece,
      isbn: '9789750802947',
    });
    expect(fieldErrors(badIsbn)).toEqual({ isbn: 'Geçerli bir ISBN-10 veya ISBN-13 giriniz' });
    const book = await created('/api/items', {
      code: 'B-1',
      name: 'Kürk Mantolu Madonna',
      kind: 'book',
      unitId: ids.piece,
      producerId: publisher.id,
      isbn: '978-975-08-0294-2',
      contributors: [{ personId: author.id, role: 'author' }],
      pageCount: 160,
      printYear: 2024,
    });
    expect(book).toMatchObject({ isbn: '9789750802942', pageCount: 160 });
    expect(book.refs).toMatchObject({ producerId: 'YKY', 'contributors.0.personId': 'Sabahattin Ali' });
  });

  it('shows quantity on hand per warehouse from the balance table, zero without a row', async () => {
    const pen = await created('/api/items', { code: 'P-1', name: 'Kalem', unitId: ids.piece });
    const pencil = await created('/api/items', { code: 'P-2', name: 'Kalem Kurşun', unitId: ids.piece });
    await t.database.pool.query(
      'INSERT INTO stock_balances (company_id, item_id, warehouse_id, quantity) VALUES ($1, $2, $3, 5.5), ($1, $2, $4, 2)',
      [acme.id, pen.id, ids.main, ids.shop],
    );
    const list = await t.call('GET', '/api/items?search=kalem&sort=code', { token: admin });
    const [penRow, pencilRow] = list.envelope.data.list;
    expect(penRow).toMatchObject({ id: pen.id, onHand: '7.5000' });
    expect(penRow.balances).toEqual({ [ids.main!]: '5.5000', [ids.shop!]: '2.0000' });
    expect(pencilRow).toMatchObject({ id: pencil.id, onHand: '0', balances: {} });
  });

  it('creates one child card per variant combination, each with its own in-store barcode, once', async () => {
    const colour = await created('/api/variants', { name: 'Renk', values: ['Kırmızı', 'Mavi'] });
    const size = await created('/api/variants', { name: 'Beden', values: ['S', 'M', 'L'] });
    const shirt = await created('/api/items', {
      code: 'T-1',
      name: 'Tişört',
      unitId: ids.piece,
      salePrice: '250',
      variants: [
        { variantId: colour.id, values: ['Kırmızı', 'Mavi'] },
        { variantId: size.id, values: ['S', 'M'] },
      ],
    });
    const made = await t.call('POST', `/api/items/${shirt.id}/variants`, { token: admin });
    expect(made.envelope).toMatchObject({ data: { created: 4 }, kiboMessage: '4 varyant kartı oluşturuldu' });
    const children = (await t.call('GET', `/api/items?parentId=${shirt.id}&sort=code`, { token: admin }))
      .envelope.data.list;
    expect(children.map((child: { name: string }) => child.name)).toEqual([
      'Tişört Kırmızı S',
      'Tişört Kırmızı M',
      'Tişört Mavi S',
      'Tişört Mavi M',
    ]);
    expect(children.map((child: { code: string }) => child.code)).toEqual([
      'T-1-1',
      'T-1-2',
      'T-1-3',
      'T-1-4',
    ]);
    const barcodes = children.map((child: { barcodes: string[] }) => child.barcodes[0]);
    expect(new Set(barcodes).size).toBe(4);
    for (const barcode of barcodes) expect(isValidEan13(barcode) && barcode.startsWith('27')).toBe(true);
    expect(children[0]).toMatchObject({ salePrice: '250.0000', parentId: shirt.id });
    const again = await t.call('POST', `/api/items/${shirt.id}/variants`, { token: admin });
    expect(again.envelope.data.created).toBe(0);
    const fromChild = await t.call('POST', `/api/items/${children[0].id}/variants`, { token: admin });
    expect(fromChild.statusCode).toBe(400);
    expect(fromChild.envelope.messages).toEqual(['Bir varyant kartından yeniden varyant oluşturulamaz']);
  });

  it('keeps an image on the card and only its fingerprint in the audit log', async () => {
    const image = `data:image/png;base64,${'A'.repeat(4000)}`;
    const item = await created('/api/items', { code: 'IMG-1', name: 'Resimli', unitId: ids.piece, image });
    expect((await t.call('GET', `/api/items/${item.id}`, { token: admin })).envelope.data.image).toBe(image);
    const audit = await t.database.pool.query(
      `SELECT after->>'image' AS image FROM audit_log WHERE entity = 'items' AND entity_id = $1`,
      [String(item.id)],
    );
    expect(audit.rows[0].image).toMatch(/^sha256:[0-9a-f]{16}$/);
  });

  it('copies a card without its codes, barcodes and the barcodes of its units', async () => {
    const item = await created('/api/items', {
      code: 'C-1',
      name: 'Kopyalanan',
      unitId: ids.piece,
      barcodes: ['8690000000043'],
      units: [{ unitId: ids.box, factor: '6', barcode: '8690000000050' }],
    });
    const copy = (await t.call('GET', `/api/items/${item.id}/copy`, { token: admin })).envelope.data;
    expect(copy).toMatchObject({ code: '', barcodes: [], name: 'Kopyalanan' });
    expect(copy.units).toEqual([{ unitId: ids.box, factor: '6', barcode: '' }]);
  });

  it('keeps a unit or person used only inside an item’s lines from deletion', async () => {
    const pack = await created('/api/units', { code: 'XPK', name: 'Paket', decimals: 0 });
    const editor = await created('/api/persons', { name: 'Editör Kişi' });
    await created('/api/items', {
      code: 'L-1',
      name: 'Satırlı',
      unitId: ids.piece,
      kind: 'book',
      units: [{ unitId: pack.id, factor: '5' }],
      contributors: [{ personId: editor.id, role: 'editor' }],
    });
    for (const url of [`/api/units/${pack.id}`, `/api/persons/${editor.id}`]) {
      const answer = await t.call('DELETE', url, { token: admin });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.envelope.messages).toEqual([
        'Bu kayıt başka kayıtlarda kullanıldığı için silinemez; pasife alabilirsiniz',
      ]);
    }
  });

  it('refuses what would break a list: repeated variant values, a list sort, an id out of range', async () => {
    const answer = await post('/api/items', {
      code: 'V-9',
      name: 'Tekrar',
      unitId: 2_147_483_648,
      variants: [{ variantId: 1, values: ['S', 'S'] }],
    });
    expect(fieldErrors(answer)).toMatchObject({
      unitId: 'Seçilen kayıt bulunamadı',
      'variants.0.values': 'Aynı değer birden fazla girilmiş',
    });
    expect((await t.call('GET', '/api/items?sort=barcodes', { token: admin })).statusCode).toBe(422);
    // A NUL cannot be stored: refused on its field, never dropped silently.
    const nul = await post('/api/items', { code: 'NUL-1', name: 'Boş\u0000luk', unitId: ids.piece });
    expect(fieldErrors(nul)).toEqual({
      name: 'Geçersiz karakter içeriyor (NUL veya eşi olmayan vekil karakter)',
    });
  });

  it('lets a Turkish search use its trigram index under row-level security', async () => {
    // Enough rows for the planner to want an index; this test runs last in the file.
    await t.database.pool.query(
      `INSERT INTO items (company_id, code, name, unit_id)
       SELECT $1, 'GEN-' || i, 'Ürün ' || i, $2 FROM generate_series(1, 20000) i`,
      [acme.id, ids.piece],
    );
    await t.database.pool.query('ANALYZE items');
    const plan = await tenantSearchPlan(
      t.database,
      acme.id,
      `SELECT id FROM items WHERE search_text LIKE '%zzqx%'`,
    );
    expect(plan).toContain('items_search');
  });
});
