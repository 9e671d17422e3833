import { describe, expect, it } from 'vitest';
import { chargedDesi, desiOf } from './desi.ts';

describe('desi', () => {
  it('is length × width × height over the divisor, rounded up to two places', () => {
    expect(desiOf({ lengthCm: '30', widthCm: '20', heightCm: '15' }, 3000)).toBe('3.00');
    expect(desiOf({ lengthCm: '25.5', widthCm: '17', heightCm: '11' }, 3000)).toBe('1.59');
    expect(desiOf({ lengthCm: '10', widthCm: '10', heightCm: '10' }, 5000)).toBe('0.20');
  });

  it('charges the desi or the kilograms, whichever is more, never under the least', () => {
    expect(chargedDesi('3.2', '1.5', '1')).toBe('3.20');
    expect(chargedDesi('0.4', '2.25', '1')).toBe('2.25');
    expect(chargedDesi('0.2', '0.3', '1')).toBe('1.00');
  });
});
