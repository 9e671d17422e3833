import type { DiscountRule, PointsRule, ScanRules } from '@kibo/domain';
import { DEFAULT_SCAN_RULES, NO_POINTS } from '@kibo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { companies } from '../companies/index.ts';
import { discounts } from '../offers/offers.tables.ts';

// The company's rules a till follows with the line down, downloaded beside the stock cards: the
// discount definitions in force (as `/api/documents/offers` gives them), the points rule of
// `/sistem/puan` and the scale-label layouts.

export interface OfflineRules {
  discounts: DiscountRule[];
  points: PointsRule;
  scan: ScanRules;
}

export async function offlineRules(tx: Db, companyId: number): Promise<OfflineRules> {
  const rules = await tx.select().from(discounts).where(eq(discounts.active, true));
  const [company] = await tx
    .select({
      enabled: companies.pointsEnabled,
      pointsPerStep: companies.pointsPerStep,
      step: companies.pointsStep,
      pointValue: companies.pointValue,
      expiryMonths: companies.pointsExpiryMonths,
      minRedeem: companies.pointsMinRedeem,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return {
    discounts: rules as unknown as DiscountRule[],
    points: company ?? NO_POINTS,
    // The company's own scale layouts (`scanSettings`) are read here once they are kept; until then
    // the defaults every till reads.
    scan: DEFAULT_SCAN_RULES,
  };
}
