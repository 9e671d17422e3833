import { describe, expect, it } from 'vitest';
import { denominationTotal, TL_DENOMINATIONS } from './denominations.ts';

describe('counting the drawer by denomination', () => {
  it('adds notes and coins exactly, kuruş included', () => {
    expect(
      denominationTotal({ '200': '2', '50': '1', '5': '3', '0.25': '3', '0.10': '7', '0.01': '4' }),
    ).toBe('466.49');
  });

  it('takes an uncounted or empty denomination as none', () => {
    expect(denominationTotal({ '100': '', '20': null, '1': undefined })).toBe('0.00');
  });

  it('offers every lira note and coin once, largest first', () => {
    const all = [...TL_DENOMINATIONS.notes, ...TL_DENOMINATIONS.coins].map(Number);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });
});
