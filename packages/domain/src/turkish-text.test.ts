import { describe, expect, it } from 'vitest';
import { trCompare, trIncludes, trLower, trUpper } from './turkish-text.ts';

describe('Turkish text', () => {
  it('upper- and lower-cases dotted and dotless i correctly', () => {
    expect(trUpper('istanbul ışık')).toBe('İSTANBUL IŞIK');
    expect(trLower('İSTANBUL IŞIK')).toBe('istanbul ışık');
  });
  it('finds words regardless of Turkish case', () => {
    expect(trIncludes('IŞIK Ltd.', 'ışık')).toBe(true);
    expect(trIncludes('İstanbul Şubesi', 'istanbul')).toBe(true);
    expect(trIncludes('Istanbul', 'istanbul')).toBe(false);
  });
  it('sorts in Turkish alphabetical order (c < ç < d, ı < i, o < ö, s < ş, u < ü)', () => {
    const sorted = [
      'Şeker',
      'Zeytin',
      'Çay',
      'Ispanak',
      'İncir',
      'Cacık',
      'Üzüm',
      'Un',
      'Süt',
      'Dana',
      'Ördek',
      'Ot',
    ].sort(trCompare);
    expect(sorted).toEqual([
      'Cacık',
      'Çay',
      'Dana',
      'Ispanak',
      'İncir',
      'Ot',
      'Ördek',
      'Süt',
      'Şeker',
      'Un',
      'Üzüm',
      'Zeytin',
    ]);
  });
});
