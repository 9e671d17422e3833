import type { OfflineAccount, OfflineItem, PosSetup } from '@kibo/contracts/resources';
import { searchFold } from '@kibo/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// What this device keeps to sell with the line to the server down, in IndexedDB, one database per
// company: stock cards (found by any code or barcode), customers (by loyalty card), stock levels of
// the till's warehouse, balances and loyalty points, the rules a sale follows, and where each
// download stands.

export type StoredItem = OfflineItem & { codes: string[]; fold: string };
export type StoredAccount = OfflineAccount & { fold: string };
export type Catalogue = 'items' | 'accounts';

/** The company's rules a sale follows and the receipt's footer (`GET /api/pos/setup`), kept whole. */
export type StoredRules = PosSetup & { refreshedAt: string };

export interface CatalogueState {
  name: Catalogue;
  /** Where the next refresh starts (the server's cursor). */
  cursor: string | null;
  refreshedAt: string;
  count: number;
  /** The warehouse whose stock levels the copy holds (items only; none: no levels kept). */
  warehouseId?: number | null;
}

interface OfflineSchema extends DBSchema {
  items: { key: number; value: StoredItem; indexes: { code: string } };
  accounts: { key: number; value: StoredAccount; indexes: { card: string } };
  stock: { key: number; value: { itemId: number; quantity: string } };
  balances: { key: [number, string]; value: { accountId: number; currency: string; balance: string } };
  meta: { key: Catalogue; value: CatalogueState };
  points: { key: number; value: { accountId: number; points: number } };
  rules: { key: 'rules'; value: StoredRules & { name: 'rules' } };
  itemIndex: { key: number; value: SearchBucket };
  accountIndex: { key: number; value: SearchBucket };
}

/**
 * What a row is searched by, kept beside it: the till's in-memory search index reads these, not a
 * hundred thousand whole cards.
 */
export interface IndexEntry {
  id: number;
  fold: string;
  codes: string[];
}

/**
 * Search entries kept in buckets of ids (`id / SEARCH_BUCKET`): a hundred thousand records of their
 * own would cost IndexedDB more to write than the cards themselves; a few dozen buckets are written
 * and read at little cost.
 */
export const SEARCH_BUCKET = 4096;
export interface SearchBucket {
  bucket: number;
  rows: IndexEntry[];
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const opened = new Map<number, Promise<OfflineDb>>();

export function offlineDb(companyId: number): Promise<OfflineDb> {
  let db = opened.get(companyId);
  if (!db) {
    db = openDB<OfflineSchema>(`kibo-offline-${companyId}`, 2, {
      upgrade(database, from, _to, upgrading) {
        if (from < 1) {
          database
            .createObjectStore('items', { keyPath: 'id' })
            .createIndex('code', 'codes', { multiEntry: true });
          database.createObjectStore('accounts', { keyPath: 'id' }).createIndex('card', 'loyaltyCard');
          database.createObjectStore('stock', { keyPath: 'itemId' });
          database.createObjectStore('balances', { keyPath: ['accountId', 'currency'] });
          database.createObjectStore('meta', { keyPath: 'name' });
        }
        // Version 2: customers' points, the sale rules and the search entries, for the till to sell
        // from the copy. A copy from version 1 is downloaded again whole, which fills them.
        if (from < 2) {
          database.createObjectStore('points', { keyPath: 'accountId' });
          database.createObjectStore('rules', { keyPath: 'name' });
          database.createObjectStore('itemIndex', { keyPath: 'bucket' });
          database.createObjectStore('accountIndex', { keyPath: 'bucket' });
          if (from >= 1) void upgrading.objectStore('meta').clear();
        }
      },
    });
    opened.set(companyId, db);
  }
  return db;
}

export const indexEntryOf = (row: StoredItem | StoredAccount): IndexEntry => ({
  id: row.id,
  fold: row.fold,
  codes: 'codes' in row ? row.codes : [],
});

/** A card as kept: every code it is scanned by, and its searched text folded once. */
export const storedItem = (item: OfflineItem): StoredItem => ({
  ...item,
  codes: [item.code, ...item.barcodes.map((entry) => entry.barcode)],
  fold: searchFold(`${item.code} ${item.name}`),
});

export const storedAccount = (account: OfflineAccount): StoredAccount => ({
  ...account,
  fold: searchFold(`${account.code} ${account.title} ${account.taxId} ${account.loyaltyCard}`),
});

/** Puts search entries into their buckets and takes dropped ids out, inside the caller's transaction. */
export async function keepSearchEntries(
  store: {
    get(bucket: number): Promise<SearchBucket | undefined>;
    put(value: SearchBucket): Promise<unknown>;
  },
  entries: IndexEntry[],
  dropped: number[] = [],
): Promise<void> {
  const changes = new Map<number, { put: IndexEntry[]; drop: number[] }>();
  const changeOf = (id: number) => {
    const bucket = Math.floor(id / SEARCH_BUCKET);
    let change = changes.get(bucket);
    if (!change) {
      change = { put: [], drop: [] };
      changes.set(bucket, change);
    }
    return change;
  };
  for (const entry of entries) changeOf(entry.id).put.push(entry);
  for (const id of dropped) changeOf(id).drop.push(id);
  await Promise.all(
    [...changes].map(async ([bucket, change]) => {
      const rows = new Map((await store.get(bucket))?.rows.map((row) => [row.id, row]));
      for (const id of change.drop) rows.delete(id);
      for (const entry of change.put) rows.set(entry.id, entry);
      await store.put({ bucket, rows: [...rows.values()] });
    }),
  );
}
