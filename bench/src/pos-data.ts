import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Api } from './erp-data.ts';
import { listPriceCents } from './erp-data.ts';
import { generate, ITEM_ATTRIBUTE, ITEM_FIRST, ITEM_PRODUCT, mixedCase, pick } from './master-data.ts';

// The POS workload's shop: stock cards with a barcode, a price and stock (bulk loaded as the master-data
// workload does it, then analysed), customers, the cashier's registered tills and an open session.

export const CUSTOMERS = 2000;
/** Each card starts with this many in the till's warehouse: the sync's stock check counts down from it. */
export const OPENING_STOCK = 1000;
export const OPENING_FLOAT = '500.00';
export const CASHIER = { email: 'kasiyer@demo.com.tr', password: 'Kasa.1234' };

/** EAN-13 of card n: 869 (Türkiye), n in nine digits and the check digit; the SQL below builds the same. */
export function barcodeOf(n: number): string {
  const body = `869${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Card n's VAT rate and its shop price (VAT included) in kuruş, as the SQL below writes them. */
export const vatOf = (n: number) => (['10', '1', '20', '20'] as const)[n % 4]!;
export const priceCentsOf = (n: number) => listPriceCents(n);

// A shop's catalogue is not all changed in the last minute: stamped ten minutes back, so a refresh
// right after the first download reads only what changed since (the download re-reads the last minute).
const INSERT_ITEMS = `INSERT INTO items (company_id, code, name, unit_id, barcodes, sale_price, vat_rate,
    vat_included, created_at, updated_at)
  SELECT $1, 'BS' || lpad(n::text, 8, '0'), ${mixedCase('w.name')}, $2, ARRAY[b.body || c.digit],
    (100 + (n * 7919) % 99901) / 100.0, (ARRAY['10', '1', '20', '20'])[1 + n % 4], true,
    now() - interval '10 minutes', now() - interval '10 minutes'
  FROM generate_series($3::bigint, $4::bigint) n,
    LATERAL (SELECT ${pick('$5', 1)} || ' ' || ${pick('$6', 2)} || ' ' || ${pick('$7', 3)}
      || ' ' || (100 + abs(hashint8extended(n, 4) % 900)) AS name) w,
    LATERAL (SELECT '869' || lpad(n::text, 9, '0') AS body) b,
    LATERAL (SELECT ((10 - sum(substr(b.body, i, 1)::int * CASE WHEN i % 2 = 0 THEN 3 ELSE 1 END) % 10) % 10)::text
      AS digit FROM generate_series(1, 12) i) c`;

const BATCH = 50_000;

export interface Shop {
  companyId: number;
  warehouseId: number;
  registerId: number;
  cashierId: number;
  /** The id of card n (1…items). */
  itemIds: Int32Array;
  seconds: number;
}

/** Cards 1…items with barcode, price and stock, the customers, all analysed; the ids of the cards. */
export async function loadShop(db: pg.Client, items: number): Promise<Shop> {
  const started = performance.now();
  const { rows } = await db.query<{
    companyId: number;
    warehouseId: number;
    unitId: number;
    cashierId: number;
  }>(
    `SELECT c.id AS "companyId", c.default_warehouse_id AS "warehouseId", u.id AS "cashierId",
            (SELECT id FROM units WHERE company_id = c.id AND code = 'C62') AS "unitId"
       FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = $1`,
    [CASHIER.email],
  );
  const { companyId, warehouseId, unitId, cashierId } = rows[0]!;
  for (let first = 1; first <= items; first += BATCH)
    await db.query(INSERT_ITEMS, [
      companyId,
      unitId,
      first,
      Math.min(items, first + BATCH - 1),
      ITEM_FIRST,
      ITEM_PRODUCT,
      ITEM_ATTRIBUTE,
    ]);
  // The barcodes' and balances' foreign keys look each card up: planned while the statistics still
  // said the table was empty, every look-up read the whole table (100,000 cards: ten minutes).
  await db.query('ANALYZE items');
  await db.query(
    `INSERT INTO item_barcodes (company_id, barcode, item_id)
     SELECT company_id, barcodes[1], id FROM items WHERE company_id = $1 AND code LIKE 'BS%'`,
    [companyId],
  );
  // Opening stock straight into the balances (no opening document): the bench checks what sales move.
  await db.query(
    `INSERT INTO stock_balances (company_id, item_id, warehouse_id, quantity)
     SELECT company_id, id, $2, ${OPENING_STOCK} FROM items WHERE company_id = $1 AND code LIKE 'BS%'`,
    [companyId, warehouseId],
  );
  // The customers (master data's generator, which also VACUUM ANALYZEs items and accounts).
  await generate(db, { companyId, unitId }, { items: 0, accounts: 0 }, { items: 0, accounts: CUSTOMERS });
  await db.query(`UPDATE accounts SET updated_at = now() - interval '10 minutes' WHERE company_id = $1`, [
    companyId,
  ]);
  for (const table of ['accounts', 'item_barcodes', 'stock_balances'])
    await db.query(`VACUUM (ANALYZE) ${table}`);

  const itemIds = new Int32Array(items + 1);
  const cards = await db.query<{ id: number; n: number }>(
    `SELECT id, substr(code, 3)::int AS n FROM items WHERE company_id = $1 AND code LIKE 'BS%'`,
    [companyId],
  );
  for (const card of cards.rows) itemIds[card.n] = card.id;
  const register = await db.query<{ id: number }>(
    `SELECT id FROM cash_accounts WHERE company_id = $1 AND kind = 'cash' AND currency = 'TRY' ORDER BY id LIMIT 1`,
    [companyId],
  );
  // The cashier voids the bench's practice receipts at the till without a manager's PIN.
  await db.query('UPDATE users SET pos_can_delete = true WHERE id = $1', [cashierId]);
  const seconds = (performance.now() - started) / 1000;
  return { companyId, warehouseId, registerId: register.rows[0]!.id, cashierId, itemIds, seconds };
}

/** A device key as a till makes one: 32 random bytes, base64url. */
export const newDeviceKey = () => randomBytes(32).toString('base64url');

export interface Till {
  id: number;
  key: string;
}

/** Registers `count` tills (as an administrator does on /sistem/tclnt), the cashier allowed offline on each. */
export async function registerTills(admin: Api, cashierId: number, count: number): Promise<Till[]> {
  const tills: Till[] = [];
  for (let index = 1; index <= count; index++) {
    const key = newDeviceKey();
    const answer = await admin.call<{ id: number }>('POST', '/api/pos-devices', {
      name: `Kasa ${index}`,
      key,
      offlineUserIds: [cashierId],
    });
    tills.push({ id: answer.data.id, key });
  }
  return tills;
}

/** The cashier opens the register's session with its float, as at the start of the day. */
export async function openSession(cashier: Api, registerId: number): Promise<number> {
  const answer = await cashier.call<{ record: { id: number } }>('POST', '/api/cash-sessions', {
    cashAccountId: registerId,
    openingFloat: OPENING_FLOAT,
  });
  return answer.data.record.id;
}
