import { z } from 'zod';

// What a till keeps on its own device to sell with the line to the server down (`/fis/offline/…`):
// the stock cards with their prices and barcodes, stock levels, and the customers with their cards
// and balances. Downloaded page by page, then only what changed.

/** Rows of one page of the download; a device asks for pages of at most this many. */
export const OFFLINE_PAGE_MAX = 5000;

/**
 * Where a download stands: the last row's change time, as the database wrote it (microseconds), and
 * its id. Opaque to the device, which only sends back what it was given.
 */
const cursor = z
  .string()
  .max(80)
  .regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?\|\d{1,10}$/, { error: 'v.invalid' });

export const offlinePageQuery = z.object({
  after: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(OFFLINE_PAGE_MAX).default(2000),
});

export const offlineStockQuery = z.object({
  warehouseId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A stock card as the till sells it; never its buying price. */
export interface OfflineItem {
  id: number;
  code: string;
  name: string;
  active: boolean;
  unitId: number;
  unitName: string;
  units: { unitId: number; unitName: string; factor: string }[];
  vatRate: string;
  salePrice: string;
  saleCurrency: string;
  vatIncluded: boolean;
  prices: { list: string; price: string; currency: string }[];
  /** Every barcode of the card, with the unit it counts in (none: the main unit). */
  barcodes: { barcode: string; unitId: number | null }[];
  categoryId: number | null;
}

/** A customer as the till attaches one: by card, name or tax number; what they owe, per currency. */
export interface OfflineAccount {
  id: number;
  code: string;
  title: string;
  active: boolean;
  taxId: string;
  loyaltyCard: string;
  phones: string[];
  priceList: string;
  discount: string;
  riskLimit: string;
  /** The account group discount definitions may name. */
  group: string;
}

export interface OfflinePage<Row> {
  rows: Row[];
  /**
   * Where the device stands after these rows: the next page starts there, and the next refresh
   * when this was the last page. None when nothing came and none was sent.
   */
  cursor: string | null;
  /** Whether more rows wait after this page. */
  more: boolean;
  /** How many rows changed since `after` (this page included): the device's progress bar. */
  remaining: number;
}
