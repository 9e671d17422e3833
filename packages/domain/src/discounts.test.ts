import { describe, expect, it } from 'vitest';
import { bestDiscount, type DiscountRule, savingOf } from './discounts.ts';
import { round } from './money.ts';
import { canRedeem, type PointsRule, pointsEarned, pointsExpireOn, pointsValue } from './points.ts';

const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  id: 1,
  scope: 'all',
  itemId: null,
  categoryId: null,
  accountGroup: '',
  minQuantity: '0',
  rate: '0',
  amount: '0',
  startDate: null,
  endDate: null,
  priority: 0,
  active: true,
  ...over,
});
const line = {
  itemId: 7,
  categoryId: 3,
  accountGroup: 'Bayi',
  quantity: '3',
  unitPrice: '19.99',
  date: '2026-11-23',
};

describe('discounts', () => {
  it('works in decimals: 10% of 3 × 19.99 is 6.00, half up', () => {
    expect(savingOf(rule({ rate: '10' }), line)).toBe('6.00');
    expect(round('0.125', 2)).toBe('0.13');
    expect(round('-0.125', 2)).toBe('-0.13');
    expect(savingOf(rule({ amount: '25' }), line)).toBe('59.97');
  });

  it('takes the applicable rule with the highest priority, then the largest saving', () => {
    const rules = [
      rule({ id: 1, rate: '5' }),
      rule({ id: 2, scope: 'category', categoryId: 3, rate: '15' }),
      rule({ id: 3, scope: 'item', itemId: 7, rate: '10', priority: 1 }),
      rule({ id: 4, scope: 'item', itemId: 8, rate: '50', priority: 9 }),
      rule({ id: 5, scope: 'accountGroup', accountGroup: 'BAYİ', rate: '40', endDate: '2026-11-22' }),
      rule({ id: 6, rate: '60', minQuantity: '10' }),
      rule({ id: 7, rate: '70', active: false }),
    ];
    expect(bestDiscount(rules, line)?.rule.id).toBe(3);
    expect(
      bestDiscount(
        rules.filter((one) => one.id !== 3),
        line,
      ),
    ).toEqual({ rule: rules[1], saving: '9.00' });
    expect(bestDiscount(rules, { ...line, itemId: 9, categoryId: null, date: '2026-11-22' })?.rule.id).toBe(
      5,
    );
    expect(bestDiscount([], line)).toBeUndefined();
  });
});

describe('loyalty points', () => {
  const points: PointsRule = {
    enabled: true,
    pointsPerStep: '1',
    step: '10',
    pointValue: '0.05',
    expiryMonths: 12,
    minRedeem: 100,
  };

  it('earns whole steps only and values points in kuruş', () => {
    expect(pointsEarned(points, '99.99')).toBe(9);
    expect(pointsEarned(points, '100')).toBe(10);
    expect(pointsEarned({ ...points, enabled: false }, '100')).toBe(0);
    expect(pointsValue(points, 333)).toBe('16.65');
    expect(canRedeem(points, 99, 500)).toBe(false);
    expect(canRedeem(points, 150, 120)).toBe(false);
    expect(canRedeem(points, 120, 120)).toBe(true);
  });

  it('expires on the same day months later, or the month’s last day', () => {
    expect(pointsExpireOn(points, '2026-01-15')).toBe('2027-01-15');
    expect(pointsExpireOn({ ...points, expiryMonths: 1 }, '2026-01-31')).toBe('2026-02-28');
    expect(pointsExpireOn({ ...points, expiryMonths: 0 }, '2026-01-31')).toBeUndefined();
  });
});
