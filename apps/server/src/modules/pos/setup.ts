import type { PosSetup } from '@kibo/contracts/resources';
import type { DiscountRule, PointsRule, ScaleBarcodeRule } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { activeDiscounts } from './prices.ts';

type CompanyRow = {
  receiptFooter: string;
  scale: ScaleBarcodeRule[];
  points: PointsRule;
};

/** The till's start: the receipt's footer and the company's rules, in one answer. */
export async function posSetup(tx: Db): Promise<PosSetup> {
  const [company, discounts] = await Promise.all([
    tx.execute<CompanyRow>(sql`
      SELECT receipt_footer AS "receiptFooter", scale_barcodes AS scale,
             json_build_object('enabled', points_enabled, 'pointsPerStep', points_per_step::text,
               'step', points_step::text, 'pointValue', point_value::text,
               'expiryMonths', points_expiry_months, 'minRedeem', points_min_redeem) AS points
        FROM companies WHERE id = current_setting('app.company_id')::int`),
    activeDiscounts(tx),
  ]);
  const row = company.rows[0]!;
  return {
    receiptFooter: row.receiptFooter,
    discounts: discounts as DiscountRule[],
    points: row.points,
    scan: { scale: row.scale },
  };
}
