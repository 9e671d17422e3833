import type { OfflineAccount, OfflineItem, PosSetup } from '@kibo/contracts/resources';
import { accounts, items } from '@kibo/contracts/resources';
import { apiGet } from '../../platform/api/client.ts';
import { fetchPage, fetchRecord } from '../../platform/resources/api.ts';

// What the till looks things up in: stock cards by code or barcode, a search by name, customers by
// loyalty card or search, and the rules a sale follows. The till asks only through `TillCatalogue`,
// so where the answer comes from (this device's copy, the server) is decided here.

/** A stock card as the till sells it (the device copy's shape), with its stock in the till's warehouse. */
export type TillItem = OfflineItem & { stock?: string | null };

/**
 * A customer as the till attaches one: their group (for discount definitions), what they owe (TRY)
 * and their points, where known.
 */
export type TillAccount = OfflineAccount & {
  group?: string;
  balance?: string | null;
  points?: number | null;
};

/**
 * The company's rules a sale follows (discount definitions, the points scheme, scale labels), the
 * receipt's words and the user's till rights: `GET /api/pos/setup`.
 */
export type TillRules = PosSetup;

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
  rules: () => apiGet<PosSetup>('/pos/setup'),
};

/** The catalogue the till asks: the server's answers for now. */
export const useTillCatalogue = (): TillCatalogue => serverCatalogue;
