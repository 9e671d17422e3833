import { describe, expect, it } from 'vitest';
import { chargedDesi, desiOf } from './desi.ts';

describe('desi', () => {
  it('is length × width × height over the divisor, rounded up to two places', () => {
    expect(desiOf({ lengthCm: '30', widthCm: '20', heightCm: '15' }, 3000)).toBe('3.00');
    expect(desiOf({ lengthCm: '25.5', widthCm: '17', heightCm: '11' }, 3000)).toBe('1.59');
    expect(desiOf({ lengthCm: '10', widthCm: '10', heightCm: '10' }, 5000)).toBe('0.20');
  });

  it('sends the shipment’s own desi, never under the least for each of its parcels', () => {
    expect(chargedDesi('3.2', 1, '1')).toBe('3.20');
    expect(chargedDesi('0.4', 1, '1')).toBe('1.00');
    expect(chargedDesi('2.5', 3, '1')).toBe('3.00');
    expect(chargedDesi('30', 3, '1')).toBe('30.00');
  });
});
