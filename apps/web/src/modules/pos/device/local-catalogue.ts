import {
  type CatalogueState,
  type OfflineDb,
  offlineDb,
  type StoredAccount,
  type StoredItem,
} from '../../offline/store.ts';
import { refreshCatalogue, refreshRules } from '../../offline/sync.ts';
import type { TillAccount, TillCatalogue, TillItem } from '../catalogue.ts';
import { buildSearchIndex, type IndexRow, type SearchIndex } from './search-index.ts';
import { measured, POS_MEASURES } from './timings.ts';

// The device's copy (`modules/offline`, IndexedDB) as the till's catalogue. A scan is one lookup in
// the copy's code index; a search runs over an in-memory index built once per session in the
// background and swapped for a new one after each refresh; the cards themselves stay in IndexedDB.

/** Buckets of search entries read from IndexedDB at once: the page stays responsive between. */
const CHUNK = 4;

export interface DeviceCopy {
  catalogue: TillCatalogue;
  /** Whether the stock cards (or customers) were downloaded in full once: only then does the copy answer searches. */
  holds(what: 'items' | 'accounts'): Promise<boolean>;
  /** Brings the copy up to date (one tab at a time), then rebuilds the search indexes behind the scenes. */
  refresh(warehouseId: number | null | undefined): Promise<void>;
  /** Starts building the search indexes, so the first search does not wait for them. */
  warm(): void;
  /** A customer as the copy holds them, with balance and points (the offline on-account check). */
  account(id: number): Promise<TillAccount | undefined>;
}

/** The copy's search entries (kept in buckets beside the cards), read a few buckets at a time. */
async function readIndexRows(db: OfflineDb, what: 'items' | 'accounts'): Promise<IndexRow[]> {
  const store = what === 'items' ? 'itemIndex' : 'accountIndex';
  const rows: IndexRow[] = [];
  let after: number | undefined;
  for (;;) {
    const range = after === undefined ? undefined : IDBKeyRange.lowerBound(after, true);
    const chunk = await db.getAll(store, range, CHUNK);
    for (const bucket of chunk) rows.push(...bucket.rows);
    if (chunk.length < CHUNK) break;
    after = chunk.at(-1)!.bucket;
  }
  // The copy's code order, so equal matches come as a list would show them.
  return rows.sort((a, b) => (a.fold < b.fold ? -1 : a.fold > b.fold ? 1 : 0));
}

/** Runs the work under a Web Lock where the browser has them: one tab refreshes, the others skip it. */
async function inOneTab(name: string, work: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return work();
  await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}

function openCopy(companyId: number): DeviceCopy {
  const db = () => offlineDb(companyId);
  let meta: Promise<Map<string, CatalogueState>> | null = null;
  const states = () => {
    meta ??= db()
      .then((opened) => opened.getAll('meta'))
      .then((rows) => new Map(rows.map((row) => [row.name, row])));
    return meta;
  };
  const indexes = new Map<'items' | 'accounts', Promise<SearchIndex>>();
  // The stock cards' index once built: a scan finds its card's id there without waiting.
  let itemIndex: SearchIndex | null = null;
  const build = (what: 'items' | 'accounts') => {
    const start = performance.now();
    const built = db()
      .then((opened) => readIndexRows(opened, what))
      .then((rows) => buildSearchIndex(rows));
    void built.then((index) => {
      performance.measure(POS_MEASURES.searchIndex, { start, end: performance.now() });
      if (what === 'items') itemIndex = index;
    });
    return built;
  };
  const indexOf = (what: 'items' | 'accounts') => {
    let index = indexes.get(what);
    if (!index) {
      index = build(what);
      indexes.set(what, index);
    }
    return index;
  };

  /** The card as the till sells it, with its stock where the copy holds the till's warehouse's levels. */
  const asTillItem = (
    stored: StoredItem,
    warehouseId: number | null | undefined,
    level: { quantity: string } | undefined,
  ): TillItem => {
    const { codes: _codes, fold: _fold, ...item } = stored;
    return { ...item, stock: warehouseId ? (level?.quantity ?? '0') : null };
  };
  const tillItem = async (
    stock: { get(id: number): Promise<{ quantity: string } | undefined> },
    stored: StoredItem,
    warehouseId: number | null | undefined,
  ): Promise<TillItem> =>
    asTillItem(stored, warehouseId, warehouseId ? await stock.get(stored.id) : undefined);
  const warehouseOf = async () => (await states()).get('items')?.warehouseId;
  const stockOf = (opened: OfflineDb) => ({ get: (id: number) => opened.get('stock', id) });
  const tillAccount = async (opened: OfflineDb, stored: StoredAccount): Promise<TillAccount> => {
    const { fold: _fold, ...account } = stored;
    const [balance, points] = await Promise.all([
      opened.get('balances', [account.id, 'TRY']),
      opened.get('points', account.id),
    ]);
    return { ...account, balance: balance?.balance ?? '0', points: points?.points ?? 0 };
  };

  const catalogue: TillCatalogue = {
    async byCode(codes) {
      const warehouseId = await warehouseOf();
      // One transaction for the card and its stock: a scan is two reads of the copy, at once where
      // the search index in memory knows the code. A code it does not know (a card added since it
      // was built) or a card that no longer holds it is looked up in the copy's own code index.
      const tx = (await db()).transaction(['items', 'stock']);
      const items = tx.objectStore('items');
      const stock = tx.objectStore('stock');
      const found = (stored: StoredItem, code: string, level: { quantity: string } | undefined) => ({
        item: asTillItem(stored, warehouseId, level),
        unitId: stored.barcodes.find((entry) => entry.barcode === code)?.unitId ?? null,
      });
      for (const code of codes) {
        const upper = code.toLocaleUpperCase('tr');
        const id = itemIndex?.idOfCode(code) ?? itemIndex?.idOfCode(upper);
        if (id !== undefined) {
          const [stored, level] = await Promise.all([items.get(id), warehouseId ? stock.get(id) : undefined]);
          if (stored?.codes.some((each) => each === code || each === upper))
            return found(stored, code, level);
        }
        const stored = (await items.index('code').get(code)) ?? (await items.index('code').get(upper));
        if (stored) return found(stored, code, warehouseId ? await stock.get(stored.id) : undefined);
      }
      return undefined;
    },
    async byId(id) {
      const [opened, warehouseId] = await Promise.all([db(), warehouseOf()]);
      const stored = await opened.get('items', id);
      return stored && tillItem(stockOf(opened), stored, warehouseId);
    },
    async search(text, limit = 20) {
      const ids = (await indexOf('items')).search(text, limit);
      const warehouseId = await warehouseOf();
      const tx = (await db()).transaction(['items', 'stock']);
      const found = await Promise.all(ids.map((id) => tx.objectStore('items').get(id)));
      return Promise.all(
        found.flatMap((stored) => (stored ? [tillItem(tx.objectStore('stock'), stored, warehouseId)] : [])),
      );
    },
    async accountByCard(card) {
      const opened = await db();
      const stored = card ? await opened.getFromIndex('accounts', 'card', card) : undefined;
      return stored && tillAccount(opened, stored);
    },
    async searchAccounts(text, limit = 20) {
      const ids = (await indexOf('accounts')).search(text, limit);
      const opened = await db();
      const found = await Promise.all(ids.map((id) => opened.get('accounts', id)));
      return Promise.all(found.flatMap((stored) => (stored ? [tillAccount(opened, stored)] : [])));
    },
    async rules() {
      const stored = await (await db()).get('rules', 'rules');
      if (!stored) throw new Error('The device holds no sale rules yet');
      // A copy from before the footer was kept has none.
      return {
        receiptFooter: stored.receiptFooter ?? '',
        discounts: stored.discounts,
        points: stored.points,
        scan: stored.scan,
      };
    },
  };

  let refreshing: Promise<void> | null = null;
  return {
    catalogue,
    holds: async (what) => (await states()).has(what),
    refresh(warehouseId) {
      const changed = new Set<'items' | 'accounts'>();
      refreshing ??= inOneTab(`kibo-offline-refresh-${companyId}`, async () => {
        const items = await measured(POS_MEASURES.itemsRefresh, () =>
          refreshCatalogue(companyId, 'items', { warehouseId }),
        );
        if (items.changed > 0) changed.add('items');
        if ((await refreshCatalogue(companyId, 'accounts')).changed > 0) changed.add('accounts');
        await refreshRules(companyId);
      })
        .then(() => {
          meta = null;
          // The old indexes answer until the new ones are built.
          for (const what of changed) {
            const next = build(what);
            void next.then(
              () => indexes.set(what, next),
              () => undefined,
            );
          }
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    async account(id) {
      const opened = await db();
      const stored = await opened.get('accounts', id);
      return stored && tillAccount(opened, stored);
    },
    warm() {
      void states().then((held) => {
        for (const what of ['items', 'accounts'] as const) if (held.has(what)) void indexOf(what);
      });
    },
  };
}

const copies = new Map<number, DeviceCopy>();

/** This device's copy of a company's catalogue, one per tab. */
export function deviceCopy(companyId: number): DeviceCopy {
  let copy = copies.get(companyId);
  if (!copy) {
    copy = openCopy(companyId);
    copies.set(companyId, copy);
  }
  return copy;
}

/** How often an open till brings its copy up to date while the line is up. */
const REFRESH_MS = 5 * 60_000;

/**
 * Keeps a company's copy fresh while a till is open: now, when the line comes back and every few
 * minutes, each time only what changed; the search indexes are built meanwhile. `refreshed` is told
 * after each refresh (the sale rules came again with it). Returns the stop.
 */
export function keepCopyFresh(
  companyId: number,
  warehouseId: number | null | undefined,
  refreshed: () => void,
): () => void {
  const copy = deviceCopy(companyId);
  copy.warm();
  const refresh = () => {
    if (navigator.onLine) void copy.refresh(warehouseId).then(refreshed, () => undefined);
  };
  refresh();
  window.addEventListener('online', refresh);
  const timer = window.setInterval(refresh, REFRESH_MS);
  return () => {
    window.removeEventListener('online', refresh);
    window.clearInterval(timer);
  };
}
