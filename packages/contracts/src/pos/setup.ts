import type { DiscountRule, PointsRule, ScanRules } from '@kibo/domain';

/**
 * What a till needs before its first sale (`GET /api/pos/setup`), kept on the device for offline
 * selling: the company's words on the receipt, its discount definitions, points scheme and scale
 * label rules, and what this user may do alone (the spec's POS permission).
 */
export interface PosSetup {
  company: {
    title: string;
    /** Address, tax office and number, phone: the lines under the title on a receipt. */
    lines: string[];
  };
  receiptFooter: string;
  discounts: DiscountRule[];
  points: PointsRule;
  scan: ScanRules;
  rights: { changePrice: boolean; delete: boolean };
}
