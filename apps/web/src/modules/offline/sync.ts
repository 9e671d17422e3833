import type { OfflineAccount, OfflineItem, OfflinePage } from '@kibo/contracts/resources';
import { apiGet } from '../../platform/api/client.ts';
import {
  type Catalogue,
  indexEntryOf,
  keepSearchEntries,
  offlineDb,
  type StoredRules,
  storedAccount,
  storedItem,
} from './store.ts';

/** Rows per page of a download: a page is one request and one IndexedDB transaction. */
const PAGE = 5000;

/**
 * Brings this device's copy up to date: the rows changed since its last refresh (all of them the
 * first time), page by page with `onProgress(done, total)`; then drops what is no longer sold and
 * takes the stock levels (of `warehouseId`) or balances whole, as they change with every sale.
 * Answers how many rows the copy holds and how many came or went.
 */
export async function refreshCatalogue(
  companyId: number,
  what: Catalogue,
  options: { warehouseId?: number | null; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ count: number; changed: number }> {
  const db = await offlineDb(companyId);
  const searched = what === 'items' ? 'itemIndex' : 'accountIndex';
  let cursor = (await db.get('meta', what))?.cursor ?? undefined;
  let done = 0;
  let total: number | undefined;
  const pageAfter = (after: string | undefined) =>
    apiGet<OfflinePage<OfflineItem | OfflineAccount>>(
      `/offline/${what}`,
      { after, limit: PAGE },
      { silent: true },
    );
  let next = pageAfter(cursor);
  for (;;) {
    const page = await next;
    total ??= page.remaining;
    cursor = page.cursor ?? undefined;
    // The next page comes over the line while this one is written.
    if (page.more) {
      next = pageAfter(cursor);
      next.catch(() => undefined);
    }
    const tx = db.transaction([what, searched], 'readwrite');
    const stored = page.rows.map((row) =>
      what === 'items' ? storedItem(row as OfflineItem) : storedAccount(row as OfflineAccount),
    );
    for (const row of stored) void tx.objectStore(what).put(row as never);
    await Promise.all([keepSearchEntries(tx.objectStore(searched), stored.map(indexEntryOf)), tx.done]);
    done += page.rows.length;
    options.onProgress?.(done, total);
    if (!page.more) break;
  }

  const { ids } = await apiGet<{ ids: number[] }>(`/offline/${what}/ids`, undefined, { silent: true });
  const kept = new Set(ids);
  const tx = db.transaction([what, searched], 'readwrite');
  const dropped = (await tx.objectStore(what).getAllKeys()).filter((key) => !kept.has(key));
  for (const key of dropped) void tx.objectStore(what).delete(key);
  await Promise.all([keepSearchEntries(tx.objectStore(searched), [], dropped), tx.done]);

  if (what === 'items' && options.warehouseId) {
    const { levels } = await apiGet<{ levels: [number, string][] }>(
      '/offline/stock',
      { warehouseId: options.warehouseId },
      { silent: true },
    );
    const stock = db.transaction('stock', 'readwrite');
    await stock.store.clear();
    for (const [itemId, quantity] of levels) void stock.store.put({ itemId, quantity });
    await stock.done;
  }
  if (what === 'accounts') {
    const { balances, points } = await apiGet<{
      balances: [number, string, string][];
      points: [number, number][];
    }>('/offline/accounts/balances', undefined, { silent: true });
    const stored = db.transaction(['balances', 'points'], 'readwrite');
    const [balanceStore, pointStore] = [stored.objectStore('balances'), stored.objectStore('points')];
    await Promise.all([balanceStore.clear(), pointStore.clear()]);
    for (const [accountId, currency, balance] of balances)
      void balanceStore.put({ accountId, currency, balance });
    for (const [accountId, held] of points) void pointStore.put({ accountId, points: held });
    await stored.done;
  }
  const count = await db.count(what);
  await db.put('meta', {
    name: what,
    cursor: cursor ?? null,
    refreshedAt: new Date().toISOString(),
    count,
    warehouseId: what === 'items' ? (options.warehouseId ?? null) : undefined,
  });
  return { count, changed: done + dropped.length };
}

/** Takes the company's sale rules (discounts, points, scale labels) and receipt footer whole: a few rows. */
export async function refreshRules(companyId: number): Promise<StoredRules> {
  const rules = await apiGet<Omit<StoredRules, 'refreshedAt'>>('/pos/setup', undefined, { silent: true });
  const stored = { ...rules, refreshedAt: new Date().toISOString() };
  await (await offlineDb(companyId)).put('rules', { ...stored, name: 'rules' });
  return stored;
}
