import { describe, expect, it } from 'vitest';
import { Big } from '../money.ts';
import { netInLockOrder } from './net.ts';

describe('netInLockOrder', () => {
  it('nets per key, drops zeros and sorts numbers numerically and text by character code', () => {
    const deltas = [
      { id: 10, currency: 'USD', change: new Big('5') },
      { id: 9, currency: 'TRY', change: new Big('1.5') },
      { id: 10, currency: 'EUR', change: new Big('2') },
      { id: 10, currency: 'USD', change: new Big('-5') },
      { id: 9, currency: 'TRY', change: new Big('0.25') },
      { id: 10, currency: 'Ab', change: new Big('1') },
    ];
    const netted = netInLockOrder(deltas, (d) => [d.id, d.currency], 'change');
    expect(netted.map((d) => [d.id, d.currency, d.change.toString()])).toEqual([
      [9, 'TRY', '1.75'],
      [10, 'Ab', '1'],
      [10, 'EUR', '2'],
    ]);
    // The input is left as it was.
    expect(deltas[1]!.change.toString()).toBe('1.5');
  });
});
