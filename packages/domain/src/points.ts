import { Big, type Decimal, round } from './money.ts';

/** Loyalty point rules as /sistem/puan keeps them. */
export interface PointsRule {
  enabled: boolean;
  /** Points earned for every `step` of the paid amount (e.g. 1 point per 10 TRY). */
  pointsPerStep: Decimal;
  step: Decimal;
  /** TRY a point is worth when spent. */
  pointValue: Decimal;
  /** Months points stay spendable; 0 = forever. */
  expiryMonths: number;
  /** The fewest points spendable at once. */
  minRedeem: number;
}

/** A company that gives no points (the rule before `/sistem/puan` is set). */
export const NO_POINTS: PointsRule = {
  enabled: false,
  pointsPerStep: '0',
  step: '0',
  pointValue: '0',
  expiryMonths: 0,
  minRedeem: 0,
};

/** Points a sale earns: whole steps of the amount only (99.99 TRY earns nothing at one per 100). */
export function pointsEarned(rule: PointsRule, amount: Decimal): number {
  if (!rule.enabled || new Big(rule.step).lte(0) || new Big(amount).lte(0)) return 0;
  const steps = new Big(amount).div(rule.step).round(0, Big.roundDown);
  return Number(steps.times(rule.pointsPerStep).round(0, Big.roundDown).toFixed(0));
}

/** What spending `points` takes off a bill, in TRY, rounded half up to kuruş. */
export const pointsValue = (rule: PointsRule, points: number): string =>
  round(new Big(rule.pointValue).times(points), 2);

/** Whether `points` may be spent at once under the rule. */
export const canRedeem = (rule: PointsRule, points: number, balance: number): boolean =>
  rule.enabled && Number.isInteger(points) && points >= Math.max(1, rule.minRedeem) && points <= balance;

/** The last day points earned on `date` (ISO) can be spent; undefined when they never expire. */
export function pointsExpireOn(rule: PointsRule, date: string): string | undefined {
  if (rule.expiryMonths <= 0) return undefined;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + rule.expiryMonths, 1));
  // The same day of the month, or the month's last day when it has fewer days (31 Jan + 1 month -> 28/29 Feb).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
