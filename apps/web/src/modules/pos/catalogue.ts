import type { OfflineAccount, OfflineItem, PosSetup } from '@kibo/contracts/resources';
import { accounts, items } from '@kibo/contracts/resources';
import { DEFAULT_SCAN_RULES, NO_POINTS } from '@kibo/domain';
import { apiGet } from '../../platform/api/client.ts';
import { fetchPage, fetchRecord } from '../../platform/resources/api.ts';
import { isLineDown, lineStore } from './device/line.ts';
import { deviceCopy } from './device/local-catalogue.ts';
import { measured, POS_MEASURES } from './device/timings.ts';

// What the till looks things up in: stock cards by code or barcode, a search by name, customers by
// loyalty card or search, and the rules a sale follows. The till asks only through `TillCatalogue`,
// so where the answer comes from (this device's copy, the server) is decided here.

/** A stock card as the till sells it (the device copy's shape), with its stock in the till's warehouse. */
export type TillItem = OfflineItem & { stock?: string | null };

/** A customer as the till attaches one, with what they owe (TRY) and their points, where known. */
export type TillAccount = OfflineAccount & { balance?: string | null; points?: number | null };

/**
 * The company's rules a sale follows (discount definitions, the points scheme, scale labels) and the
 * receipt's footer: `GET /api/pos/setup`, kept with the device's copy.
 */
export type TillRules = PosSetup;

/** With none at hand (a first day with the line down): no discounts, no points, the default scale labels. */
const NO_RULES: TillRules = { receiptFooter: '', discounts: [], points: NO_POINTS, scan: DEFAULT_SCAN_RULES };

export interface TillCatalogue {
  /** The card one of `codes` (a scan's lookup list, in order) names, and the unit that barcode counts in. */
  byCode(codes: readonly string[]): Promise<{ item: TillItem; unitId: number | null } | undefined>;
  byId(id: number): Promise<TillItem | undefined>;
  /** Cards whose code, name or barcode match, Turkish-aware (`isikli` finds "Işıklı"). */
  search(text: string, limit?: number): Promise<TillItem[]>;
  accountByCard(card: string): Promise<TillAccount | undefined>;
  searchAccounts(text: string, limit?: number): Promise<TillAccount[]>;
  rules(): Promise<TillRules>;
}

type ItemRecord = Omit<OfflineItem, 'unitName' | 'units' | 'barcodes'> & {
  units: { unitId: number; factor: string; barcode?: string }[];
  barcodes: string[];
  refs: Record<string, string>;
};

const asTillItem = (record: ItemRecord): TillItem => ({
  ...record,
  unitName: record.refs.unitId ?? '',
  units: record.units.map((unit, index) => ({
    unitId: unit.unitId,
    unitName: record.refs[`units.${index}.unitId`] ?? '',
    factor: unit.factor,
  })),
  barcodes: [
    ...record.barcodes.map((barcode) => ({ barcode, unitId: null })),
    ...record.units.flatMap((unit) => (unit.barcode ? [{ barcode: unit.barcode, unitId: unit.unitId }] : [])),
  ],
});

const itemRecord = async (id: number) => asTillItem((await fetchRecord(items, id)) as unknown as ItemRecord);

/** The server's answers, while the device has no copy of its own. */
export const serverCatalogue: TillCatalogue = {
  async byCode(codes) {
    for (const code of codes) {
      const found = (await fetchPage(items, { search: code, pageSize: 20 })).list as unknown as ItemRecord[];
      const upper = code.toLocaleUpperCase('tr');
      const hit = found.find(
        (item) =>
          item.barcodes.includes(code) ||
          item.units?.some((unit) => unit.barcode === code) ||
          item.code.toLocaleUpperCase('tr') === upper,
      );
      if (!hit) continue;
      const item = await itemRecord(hit.id);
      const unitId = item.barcodes.find((entry) => entry.barcode === code)?.unitId ?? null;
      return { item, unitId };
    }
    return undefined;
  },
  byId: (id) => itemRecord(id),
  async search(text, limit = 20) {
    const found = (await fetchPage(items, { search: text, pageSize: limit })).list as unknown as {
      id: number;
    }[];
    return Promise.all(found.map((hit) => itemRecord(hit.id)));
  },
  async accountByCard(card) {
    const [hit] = await this.searchAccounts(card, 5);
    return hit?.loyaltyCard === card ? hit : undefined;
  },
  async searchAccounts(text, limit = 20) {
    return (await fetchPage(accounts, { search: text, pageSize: limit })).list as unknown as TillAccount[];
  },
  rules: () => apiGet<TillRules>('/pos/setup', undefined, { silent: true }),
};

/** The server's answer while the line is up; `fallback` when it is down. */
async function fromServer<T>(ask: () => Promise<T>, fallback: T): Promise<T> {
  if (!lineStore.get()) return fallback;
  try {
    return await ask();
  } catch (error) {
    if (isLineDown(error)) return fallback;
    throw error;
  }
}

/**
 * The till's catalogue: this device's copy first (it answers with the line down, and fast), the
 * server while the copy has not been downloaded once (a fresh company's first day) or for a code the
 * copy does not hold yet (a card made since its last refresh). Rules: the copy's, else the server's,
 * else no discounts, no points and the default scale labels, so a sale can always be rung up.
 */
export function tillCatalogue(companyId: number): TillCatalogue {
  const copy = deviceCopy(companyId);
  const local = copy.catalogue;
  return {
    byCode: (codes) =>
      measured(POS_MEASURES.scan, async () => {
        const held = await local.byCode(codes);
        return held ?? fromServer(() => serverCatalogue.byCode(codes), undefined);
      }),
    byId: async (id) => (await local.byId(id)) ?? fromServer(() => serverCatalogue.byId(id), undefined),
    search: (text, limit) =>
      measured(POS_MEASURES.search, async () =>
        (await copy.holds('items'))
          ? local.search(text, limit)
          : fromServer(() => serverCatalogue.search(text, limit), []),
      ),
    accountByCard: async (card) =>
      (await local.accountByCard(card)) ?? fromServer(() => serverCatalogue.accountByCard(card), undefined),
    searchAccounts: async (text, limit) =>
      (await copy.holds('accounts'))
        ? local.searchAccounts(text, limit)
        : fromServer(() => serverCatalogue.searchAccounts(text, limit), []),
    rules: () => local.rules().catch(() => fromServer(() => serverCatalogue.rules(), NO_RULES)),
  };
}
