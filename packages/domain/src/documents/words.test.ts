import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords, questionParticleOf } from './words.ts';

describe('amounts in Turkish words', () => {
  it('writes whole numbers as invoices do', () => {
    expect(integerInWords('0')).toBe('sıfır');
    expect(integerInWords('100')).toBe('yüz');
    expect(integerInWords('1000')).toBe('bin');
    expect(integerInWords('1216')).toBe('bin iki yüz on altı');
    expect(integerInWords('1001001')).toBe('bir milyon bin bir');
    expect(integerInWords('2000000000')).toBe('iki milyar');
    expect(integerInWords('111111')).toBe('yüz on bir bin yüz on bir');
  });

  it('writes lira and kuruş after "Yalnız"', () => {
    expect(amountInWords('2216899.08')).toBe(
      'Yalnız iki milyon iki yüz on altı bin sekiz yüz doksan dokuz TL sekiz Kr',
    );
    expect(amountInWords(1000)).toBe('Yalnız bin TL');
    expect(amountInWords('0.5')).toBe('Yalnız sıfır TL elli Kr');
    expect(amountInWords('99.999')).toBe('Yalnız yüz TL');
    expect(amountInWords('12.40', 'USD')).toBe('Yalnız on iki USD kırk Cent');
  });
});

describe('questionParticleOf', () => {
  it.each([
    ['1250', 'mi'],
    ['1.25', 'mi'],
    ['1300', 'mü'],
    ['1.4', 'mü'],
    ['1.04', 'mü'],
    ['40', 'mı'],
    ['1.6', 'mı'],
    ['1000', 'mi'],
    ['10', 'mu'],
    ['1.9', 'mu'],
    ['0', 'mı'],
    ['-12.5', 'mi'],
  ])('asks "%s %s?" with the last word’s vowel', (decimal, particle) => {
    expect(questionParticleOf(decimal)).toBe(particle);
  });
});
