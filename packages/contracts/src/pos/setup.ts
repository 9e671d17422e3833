import type { DiscountRule, PointsRule, ScanRules } from '@kibo/domain';

/**
 * What a till needs before its first sale (`GET /api/pos/setup`), kept on the device for offline
 * selling: the words under every receipt, the company's discount definitions, points scheme and
 * scale label rules. What the signed-in user may do alone is in their settings (frontappui). The receipt's head
 * (title, address, logo) is the printer's (`GET /api/pos/receipt-header`).
 */
export interface PosSetup {
  receiptFooter: string;
  discounts: DiscountRule[];
  points: PointsRule;
  scan: ScanRules;
}

/** A quick-sale key of the till (`GET /api/pos/favourites`): a card marked for it, under its category. */
export interface PosFavourite {
  id: number;
  code: string;
  name: string;
  categoryId: number | null;
  /** The category's name ('' for none): the grid's tabs. */
  category: string;
  salePrice: string;
  vatIncluded: boolean;
  vatRate: string;
  prices: { list: string; price: string }[];
  hasImage: boolean;
  /** Changes whenever the card does: the device's copy of the picture is kept per version. */
  version: string;
}
