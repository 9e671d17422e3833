import type { PosPaymentInput } from '@kibo/contracts/resources';
import { Big, canRedeem, type PointsRule, pointsEarned, pointsValue } from '@kibo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, refused } from '../../platform/http/errors.ts';
import { applyPoints, pointEntries } from '../accounts/index.ts';
import { byMethod } from './payments.ts';

// Loyalty points at the till (/sistem/puan): a customer's sale earns points on what they paid (points
// spent earn nothing), and points are spent as a tender worth the company's point value each. Both
// go to the points ledger in the sale's transaction; a refund takes back the points its share of
// the sale earned and gives back the points it returns as money.

/** What a receipt did to its customer's points, kept on its till row for refunds and reprints. */
export interface ReceiptPoints {
  earned: number;
  spent: number;
  /** TRY one point was worth on this receipt. */
  pointValue: string;
}

const NONE: ReceiptPoints = { earned: 0, spent: 0, pointValue: '0' };

async function pointsRule(tx: Db): Promise<PointsRule> {
  const { rows } = await tx.execute<PointsRule & Record<string, unknown>>(sql`
    SELECT points_enabled AS enabled, points_per_step::text AS "pointsPerStep", points_step::text AS step,
           point_value::text AS "pointValue", points_expiry_months AS "expiryMonths", points_min_redeem AS "minRedeem"
      FROM companies WHERE id = current_setting('app.company_id')::int`);
  return rows[0]!;
}

async function balanceOf(tx: Db, accountId: number): Promise<number> {
  const { rows } = await tx.execute<{ points: number }>(sql`
    SELECT points FROM point_balances
     WHERE company_id = current_setting('app.company_id')::int AND account_id = ${accountId}`);
  return rows[0]?.points ?? 0;
}

async function post(
  tx: Db,
  entry: { companyId: number; accountId: number; documentId: number; date: string; number: string },
  points: number,
) {
  if (points === 0) return;
  await tx.insert(pointEntries).values({
    companyId: entry.companyId,
    accountId: entry.accountId,
    documentId: entry.documentId,
    date: entry.date,
    points,
    description: entry.number,
  });
  await applyPoints(tx, [{ accountId: entry.accountId, points }]);
}

/**
 * A sale's points: the spent ones first (they must be there: the balance never goes below zero), then
 * those earned on the rest of the total. No customer or no scheme: nothing moves.
 */
export async function postSalePoints(
  tx: Db,
  sale: {
    companyId: number;
    accountId: number | null;
    documentId: number;
    number: string;
    date: string;
    payments: PosPaymentInput[];
    pointsSpent: number;
  },
): Promise<ReceiptPoints> {
  if (sale.accountId === null) return NONE;
  const rule = await pointsRule(tx);
  const paidWithPoints = byMethod(sale.payments).get('points') ?? new Big(0);
  if (sale.pointsSpent > 0) {
    if (!rule.enabled) throw refused('vou.pointsDisabled');
    if (!canRedeem(rule, sale.pointsSpent, Number.MAX_SAFE_INTEGER))
      throw invalidField('pointsSpent', 'pos.pointsMinimum', { min: Math.max(1, rule.minRedeem) });
    const value = pointsValue(rule, sale.pointsSpent);
    if (!paidWithPoints.eq(value)) throw invalidField('payments', 'pos.pointsValue', { value });
  }
  if (!rule.enabled) return NONE;
  const entry = { ...sale, accountId: sale.accountId };
  await post(tx, entry, -sale.pointsSpent);
  const paid = sale.payments.reduce((total, payment) => total.plus(payment.amount), new Big(0));
  const earned = pointsEarned(rule, paid.minus(paidWithPoints));
  await post(tx, entry, earned);
  return { earned, spent: sale.pointsSpent, pointValue: String(rule.pointValue) };
}

/**
 * A refund's points: the share of the sale's earned points this refund's amount stands for (rounded
 * up, never more than the sale earned in all its refunds, and never more than the customer still
 * holds: a refund is not refused for points already spent), and the points its `points` payment
 * gives back at the sale's point value.
 */
export async function postRefundPoints(
  tx: Db,
  refund: {
    companyId: number;
    accountId: number | null;
    documentId: number;
    number: string;
    date: string;
    payments: PosPaymentInput[];
  },
  sale: { documentId: number; total: string },
): Promise<ReceiptPoints> {
  if (refund.accountId === null) return NONE;
  const { rows } = await tx.execute<{
    earned: number;
    spent: number;
    value: string;
    takenBack: number;
    givenBack: number;
  }>(sql`
    SELECT r.points_earned AS earned, r.points_spent AS spent, r.point_value::text AS value,
           coalesce((SELECT -sum(x.points_earned) FROM pos_receipts x
                      WHERE x.company_id = r.company_id AND x.refund_of = r.document_id), 0)::int AS "takenBack",
           coalesce((SELECT -sum(x.points_spent) FROM pos_receipts x
                      WHERE x.company_id = r.company_id AND x.refund_of = r.document_id), 0)::int AS "givenBack"
      FROM pos_receipts r
     WHERE r.company_id = current_setting('app.company_id')::int AND r.document_id = ${sale.documentId}`);
  const sold = rows[0];
  if (!sold) return NONE;
  const entry = { ...refund, accountId: refund.accountId };
  const returned = byMethod(refund.payments).get('points') ?? new Big(0);
  let given = 0;
  if (returned.gt(0)) {
    const points = new Big(sold.value).gt(0) ? returned.div(sold.value) : new Big(0.5);
    if (!points.eq(points.round(0))) throw invalidField('payments', 'pos.pointsValue', { value: sold.value });
    // Never more than the sale spent, in all its refunds (a kuruş rounding must not mint points).
    given = Math.min(Number(points.toFixed(0)), sold.spent - sold.givenBack);
    await post(tx, entry, given);
  }
  const paid = refund.payments.reduce((total, payment) => total.plus(payment.amount), new Big(0));
  const share = new Big(sale.total).gt(0)
    ? new Big(sold.earned).times(paid).div(sale.total).round(0, Big.roundUp)
    : new Big(0);
  const takeBack = Math.min(
    Number(share.toFixed(0)),
    sold.earned - sold.takenBack,
    await balanceOf(tx, entry.accountId),
  );
  await post(tx, entry, -Math.max(0, takeBack));
  return { earned: -Math.max(0, takeBack), spent: -given, pointValue: sold.value };
}
