import { describe, expect, it } from 'vitest';
import { searchFold, trCompare, trIncludes, trLower, trUpper } from './turkish-text.ts';

describe('Turkish text', () => {
  it('upper- and lower-cases dotted and dotless i correctly', () => {
    expect(trUpper('istanbul ışık')).toBe('İSTANBUL IŞIK');
    expect(trLower('İSTANBUL IŞIK')).toBe('istanbul ışık');
  });
  it('finds words regardless of Turkish case', () => {
    expect(trIncludes('IŞIK Ltd.', 'ışık')).toBe(true);
    expect(trIncludes('İstanbul Şubesi', 'istanbul')).toBe(true);
  });
  it('finds words typed with or without Turkish letters, both ways', () => {
    expect(trIncludes('IŞIKLI Defter', 'isikli')).toBe(true);
    expect(trIncludes('Kürk Mantolu Madonna', 'kurk')).toBe(true);
    expect(trIncludes('isikli defter', 'IŞIKLI')).toBe(true);
    expect(trIncludes('Istanbul', 'İSTANBUL')).toBe(true);
    expect(trIncludes('ÇAĞLA ÖZGÜR', 'cagla ozgur')).toBe(true);
    expect(trIncludes('Rüzgâr', 'ruzgar')).toBe(true);
    expect(trIncludes('Kürk', 'kirk')).toBe(false);
  });
  it('folds every Turkish letter and circumflex, decomposed or not', () => {
    expect(searchFold('IŞIK İĞNE ÜÇ ÖĞÜN ÂLİ ÎMAN ÛMRAN')).toBe('isik igne uc ogun ali iman umran');
    expect(searchFold('Ku\u0308rk'.normalize('NFC'))).toBe('kurk');
    expect(searchFold('Ku\u0308rk S\u0327ekerci')).toBe('kurk sekerci');
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
