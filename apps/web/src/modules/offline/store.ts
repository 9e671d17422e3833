import type { OfflineAccount, OfflineItem } from '@kibo/contracts/resources';
import { type DiscountRule, type PointsRule, type ScanRules, searchFold } from '@kibo/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// What this device keeps to sell with the line to the server down, in IndexedDB, one database per
// company: stock cards (found by any code or barcode), customers (by loyalty card), stock levels of
// the till's warehouse, balances and loyalty points, the rules a sale follows, and where each
// download stands.

export type StoredItem = OfflineItem & { codes: string[]; fold: string };
export type StoredAccount = OfflineAccount & { fold: string };
export type Catalogue = 'items' | 'accounts';

/** The company's rules a sale follows (`GET /api/offline/rules`), kept whole. */
export interface StoredRules {
  discounts: DiscountRule[];
  points: PointsRule;
  scan: ScanRules;
  refreshedAt: string;
}

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
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const opened = new Map<number, Promise<OfflineDb>>();

export function offlineDb(companyId: number): Promise<OfflineDb> {
  let db = opened.get(companyId);
  if (!db) {
    db = openDB<OfflineSchema>(`kibo-offline-${companyId}`, 2, {
      upgrade(database, from) {
        if (from < 1) {
          database
            .createObjectStore('items', { keyPath: 'id' })
            .createIndex('code', 'codes', { multiEntry: true });
          database.createObjectStore('accounts', { keyPath: 'id' }).createIndex('card', 'loyaltyCard');
          database.createObjectStore('stock', { keyPath: 'itemId' });
          database.createObjectStore('balances', { keyPath: ['accountId', 'currency'] });
          database.createObjectStore('meta', { keyPath: 'name' });
        }
        // Version 2: customers' points and the sale rules, for the till to sell from the copy.
        if (from < 2) {
          database.createObjectStore('points', { keyPath: 'accountId' });
          database.createObjectStore('rules', { keyPath: 'name' });
        }
      },
    });
    opened.set(companyId, db);
  }
  return db;
}

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
