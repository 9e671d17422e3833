import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/platform/db/client.ts';
import { applyMigrations, migrationTags } from '../src/platform/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import {
  type CompanyFixture,
  createCompany,
  createDatabase,
  createTestApp,
  FIXTURE_PASSWORD,
  fieldErrors,
  type TestApp,
} from './harness.ts';

// A shop's first day: a till to take money into, and stock cards that fill in their own codes.

let t: TestApp;
let vendor: CompanyFixture;
let shop: CompanyFixture;
let support: string;
let admin: string;
const ids: Record<string, number> = {};

const registersOf = async (companyId: number) =>
  (
    await t.database.pool.query(
      'SELECT kind, code, name, currency FROM cash_accounts WHERE company_id = $1 ORDER BY id',
      [companyId],
    )
  ).rows;

const createItem = (body: object) => t.call('POST', '/api/items', { token: admin, body });
const created = async (body: object) => {
  const answer = await createItem(body);
  expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data.record as { id: number; code: string; barcodes: string[]; isbn: string };
};

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createCompany(t.database, 'Vendor', { isVendor: true });
  await t.database.pool.query("UPDATE users SET role = 'superadmin' WHERE id = $1", [vendor.admin.id]);
  support = await t.login(vendor.admin.email, FIXTURE_PASSWORD);
  shop = await createCompany(t.database, 'Kitapçı');
  admin = await t.login(shop.admin.email, FIXTURE_PASSWORD);
  const unit = await t.call('POST', '/api/units', {
    token: admin,
    body: { code: 'C62', name: 'Adet', decimals: 0 },
  });
  ids.piece = unit.envelope.data.record.id;
});
afterAll(() => t.close());

describe('a new company', () => {
  it('starts with a "Merkez Kasa" beside its "Merkez Depo"', async () => {
    const answer = await t.call('POST', '/api/licensing/companies', {
      token: support,
      body: {
        title: 'Çınar Kitabevi Ltd. Şti.',
        licenseOwner: 'Çınar Kitabevi Ltd. Şti.',
        licenseExpires: '2030-06-30',
        active: true,
        maxUsers: 3,
        vkn: '1234567890',
        taxOffice: 'Kadıköy',
        address: 'Moda',
        city: 'İstanbul',
        district: 'Kadıköy',
        phone: '',
        email: 'info@cinar.test',
        passwordExpireDays: 0,
        ipAllowList: '',
        adminName: 'Deniz Çınar',
        adminEmail: 'deniz@cinar.test',
        adminPassword: 'Ilk.Parola.2026',
      },
    });
    expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const companyId = answer.envelope.data.id as number;
    expect(await registersOf(companyId)).toEqual([
      { kind: 'cash', code: 'MRK', name: 'Merkez Kasa', currency: 'TRY' },
    ]);
    const depots = await t.database.pool.query('SELECT name FROM warehouses WHERE company_id = $1', [
      companyId,
    ]);
    expect(depots.rows).toEqual([{ name: 'Merkez Depo' }]);
  });
});

describe('the demo company of a fresh install', () => {
  it("has its Merkez Kasa for the dashboard's Tahsilat", async () => {
    const database = connectDatabase(await createDatabase('empty'), 2);
    try {
      await applyMigrations(database);
      expect(await seedDemo(database)).toBe(true);
      const registers = await database.pool.query(
        `SELECT a.code, a.name FROM cash_accounts a JOIN companies c ON c.id = a.company_id
          WHERE NOT c.is_vendor`,
      );
      expect(registers.rows).toEqual([{ code: 'MRK', name: 'Merkez Kasa' }]);
    } finally {
      await database.close();
    }
  });
});

describe('companies from before (migration main_cash_register)', () => {
  it('gives a till to each company that had none, once, and leaves the others alone', async () => {
    const upTo = (await migrationTags()).findIndex((tag) => tag.endsWith('_main_cash_register'));
    expect(upTo).toBeGreaterThan(0);
    const database = connectDatabase(await createDatabase('empty'), 2);
    try {
      await applyMigrations(database, { upTo });
      // Written as SQL: the schema of today has columns the database of then does not.
      const company = async (title: string, isVendor = false) =>
        (
          await database.pool.query<{ id: number }>(
            `INSERT INTO companies (title, license_owner, license_expires, is_vendor)
             VALUES ($1, $1, '2099-12-31', $2) RETURNING id`,
            [title, isVendor],
          )
        ).rows[0]!;
      const older = await company('Eski Ticaret A.Ş.');
      const banked = await company('Bankalı Ticaret A.Ş.');
      const tilled = await company('Kasalı Ticaret A.Ş.');
      const maker = await company('Üretici A.Ş.', true);
      await database.pool.query(
        `INSERT INTO cash_accounts (company_id, kind, code, name, bank_name, iban) VALUES
           ($1, 'bank', 'ISB', 'İş Bankası', 'Türkiye İş Bankası', 'TR330006100519786457841326'),
           ($2, 'cash', 'K1', 'Dükkan Kasası', '', '')`,
        [banked.id, tilled.id],
      );
      await applyMigrations(database);
      await applyMigrations(database);
      const rows = async (companyId: number) =>
        (
          await database.pool.query(
            'SELECT kind, code, name FROM cash_accounts WHERE company_id = $1 ORDER BY id',
            [companyId],
          )
        ).rows;
      expect(await rows(older.id)).toEqual([{ kind: 'cash', code: 'MRK', name: 'Merkez Kasa' }]);
      expect(await rows(banked.id)).toEqual([
        { kind: 'bank', code: 'ISB', name: 'İş Bankası' },
        { kind: 'cash', code: 'MRK', name: 'Merkez Kasa' },
      ]);
      expect(await rows(tilled.id)).toEqual([{ kind: 'cash', code: 'K1', name: 'Dükkan Kasası' }]);
      expect(await rows(maker.id)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('stock codes', () => {
  it('gives an item saved without a code the next ST code, skipping one typed by hand', async () => {
    const first = await created({ name: 'Kurşun Kalem', unitId: ids.piece });
    expect(first.code).toMatch(/^ST\d{8}$/);
    const next = Number(first.code.slice(2)) + 1;
    const typed = `ST${String(next).padStart(8, '0')}`;
    await created({ code: typed, name: 'Silgi', unitId: ids.piece });
    const third = await created({ code: '', name: 'Cetvel', unitId: ids.piece });
    expect(third.code).toBe(`ST${String(next + 1).padStart(8, '0')}`);
    // A typed code that is taken is still refused: only an empty one is generated.
    expect(fieldErrors(await createItem({ code: typed, name: 'Kalemtıraş', unitId: ids.piece }))).toEqual({
      code: `Bu değer başka bir kayıtta kullanılıyor: ${typed} — Silgi`,
    });
  });

  it('never gives two items saved at once the same code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createItem({ name: `Defter ${index}`, unitId: ids.piece })),
    );
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.envelope)).toBe(200);
    const codes = answers.map((answer) => answer.envelope.data.record.code as string);
    expect(new Set(codes).size).toBe(6);
    for (const code of codes) expect(code).toMatch(/^ST\d{8}$/);
  });

  it('keeps a code emptied on edit from staying empty', async () => {
    const body = { code: 'EL-1', name: 'Ajanda', unitId: ids.piece };
    const item = await created(body);
    const saved = await t.call('PUT', `/api/items/${item.id}`, { token: admin, body: { ...body, code: '' } });
    expect(saved.statusCode, JSON.stringify(saved.envelope)).toBe(200);
    expect(saved.envelope.data.record.code).toMatch(/^ST\d{8}$/);
  });
});

describe("a book's ISBN as its barcode", () => {
  it('fills an empty barcode with the ISBN-13, found by a scan', async () => {
    const book = await created({
      name: 'Tutunamayanlar',
      kind: 'book',
      isbn: '978-0-306-40615-7',
      unitId: ids.piece,
    });
    expect(book.barcodes).toEqual(['9780306406157']);
    const scanned = await t.call('GET', '/api/items?search=9780306406157', { token: admin });
    expect(scanned.envelope.data.list.map((row: { id: number }) => row.id)).toEqual([book.id]);
  });

  it('prints an ISBN-10 as its ISBN-13', async () => {
    const book = await created({ name: 'Eski Baskı', kind: 'book', isbn: '080442957X', unitId: ids.piece });
    expect(book.isbn).toBe('080442957X');
    expect(book.barcodes).toEqual(['9780804429573']);
  });

  it('keeps a barcode typed by hand, and fills none for goods or a second copy of the same ISBN', async () => {
    const typed = await created({
      name: 'Kendi Barkodlu',
      kind: 'book',
      isbn: '9791034304363',
      barcodes: ['8690000000012'],
      unitId: ids.piece,
    });
    expect(typed.barcodes).toEqual(['8690000000012']);
    const goods = await created({
      name: 'Kitap Ayracı',
      kind: 'goods',
      isbn: '9791034304363',
      unitId: ids.piece,
    });
    expect(goods.barcodes).toEqual([]);
    const copy = await created({
      name: 'Tutunamayanlar (2. el)',
      kind: 'book',
      isbn: '9780306406157',
      unitId: ids.piece,
    });
    expect(copy.barcodes).toEqual([]);
  });
});
