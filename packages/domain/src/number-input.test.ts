import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTr } from './money.ts';
import { type AmountRules, formatDecimal, type NumberLocale, parseAmountInput } from './number-input.ts';

const money: AmountRules = { scale: 4 };
const read = (text: string, locale: NumberLocale = 'tr', rules: AmountRules = money) =>
  parseAmountInput(text, locale, rules);
const value = (value: string) => ({ kind: 'value', value });
const refused = (reason: string) => ({ kind: 'invalid', reason });
const asked = (grouped: string, decimal: string, own: 'grouped' | 'decimal') => ({
  kind: 'ambiguous',
  grouped,
  decimal,
  own,
});

describe('parseAmountInput — Turkish', () => {
  it.each([
    ['1250', '1250'],
    ['0', '0'],
    ['007', '7'],
    ['1250,5', '1250.5'],
    ['1250,50', '1250.5'],
    ['1,250', '1.25'],
    ['1250,500', '1250.5'],
    ['0,250', '0.25'],
    [',5', '0.5'],
    ['5,', '5'],
    ['1.250,50', '1250.5'],
    ['1.250,', '1250'],
    ['1.250.000', '1250000'],
    ['1.250.000,75', '1250000.75'],
    ['12.345.678,9', '12345678.9'],
  ])('the comma is the decimal separator, the dot groups: %s → %s', (typed, expected) => {
    expect(read(typed)).toEqual(value(expected));
  });

  it.each([
    ['1,250.50', '1250.5'],
    ['1,250,000.5', '1250000.5'],
  ])('with both separators the last one is the decimal separator: %s → %s', (typed, expected) => {
    expect(read(typed)).toEqual(value(expected));
  });

  it.each([
    ['1250.50', '1250.5'],
    ['12.5', '12.5'],
    ['1.2', '1.2'],
    ['1250.5000', '1250.5'],
    ['1.', '1'],
    ['.250', '0.25'],
    ['0.250', '0.25'],
    ['0.5', '0.5'],
    // Four digits before the three cannot be grouping.
    ['1234.567', '1234.567'],
  ])('a single dot not before exactly three digits is a decimal point: %s → %s', (typed, expected) => {
    expect(read(typed)).toEqual(value(expected));
  });

  it.each([
    ['1.250', '1250', '1.25'],
    ['12.500', '12500', '12.5'],
    ['999.999', '999999', '999.999'],
    ['-1.250', '-1250', '-1.25'],
  ])('a single dot before exactly three digits is asked: %s → %s or %s', (typed, grouped, decimal) => {
    expect(read(typed, 'tr', { scale: 4, negative: true })).toEqual(asked(grouped, decimal, 'grouped'));
  });

  it.each([
    ['1,250', '1250', '1.25'],
    ['12,500', '12500', '12.5'],
    ['1,000', '1000', '1'],
    ['-1,250', '-1250', '-1.25'],
  ])(
    'in a money box a comma before exactly three digits may be an English paste: %s → %s or %s',
    (typed, grouped, decimal) => {
      expect(read(typed, 'tr', { scale: 2, negative: true })).toEqual(asked(grouped, decimal, 'decimal'));
    },
  );

  it('reads a comma before three digits as a decimal where the field keeps three decimals or more', () => {
    expect(read('1,250', 'tr', { scale: 3 })).toEqual(value('1.25'));
    expect(read('1,250')).toEqual(value('1.25'));
    expect(read('43,259')).toEqual(value('43.259'));
  });

  it('asks only while both readings fit the field', () => {
    // Whole numbers: 1,25 is no candidate, so 1.250 is 1250 without a question.
    expect(read('1.250', 'tr', { scale: 0 })).toEqual(value('1250'));
    expect(read('1.255', 'tr', { scale: 2 })).toEqual(value('1255'));
    // 1.250 as 1,25 keeps two decimals, so a two-decimal field still asks.
    expect(read('1.250', 'tr', { scale: 2 })).toEqual(asked('1250', '1.25', 'grouped'));
    expect(read('-1.250', 'tr', { scale: 4 })).toEqual(refused('negative'));
    // A typed decimal separator is never taken as grouping: 1,255 does not fit two decimals, 1,250 no
    // whole number, so they are refused rather than read as 1255 and 1250.
    expect(read('1,255', 'tr', { scale: 2 })).toEqual(refused('scale'));
    expect(read('1,250', 'tr', { scale: 0 })).toEqual(refused('scale'));
    // 1,000 is 1 in a whole-number field too, or an English 1000.
    expect(read('1,000', 'tr', { scale: 0 })).toEqual(asked('1000', '1', 'decimal'));
  });

  it.each([
    '1.25.0',
    '12,3,4',
    '1,25,0',
    '12.50,5',
    '1.2500,5',
    '1250.000,5',
    ',250.5',
    '1.250,50,1',
    '1.250.50',
    '1,250.000.5',
    'abc',
    '12a',
    '1e5',
    '0x10',
    '.',
    ',',
    '.,',
    '--5',
    '5-',
    '+5',
    '(5)',
    '1/2',
  ])('malformed input is refused: %s', (typed) => {
    expect(read(typed, 'tr', { scale: 4, negative: true })).toEqual(refused('malformed'));
  });

  it('ignores spaces and the lira sign or TL, before or after', () => {
    for (const typed of [
      ' 1.250,50 ',
      '1 250,50',
      '1\u00a0250,50',
      '1.250,50 TL',
      '1.250,50TL',
      '1.250,50 tl',
      '₺1.250,50',
      '1.250,50 ₺',
      'TRY 1.250,50',
    ])
      expect(read(typed)).toEqual(value('1250.5'));
  });

  it('is empty when nothing but spaces, a sign or a currency was typed', () => {
    for (const typed of ['', '   ', '-', 'TL', '₺ '])
      expect(read(typed, 'tr', { scale: 2, negative: true })).toEqual({ kind: 'empty' });
  });

  it('takes negative numbers only where the field allows them', () => {
    const signed = { scale: 2, negative: true };
    expect(read('-1.250,50', 'tr', signed)).toEqual(value('-1250.5'));
    expect(read('\u22121.250,50', 'tr', signed)).toEqual(value('-1250.5'));
    expect(read('-₺1.250,50', 'tr', signed)).toEqual(value('-1250.5'));
    expect(read('₺-1.250,50', 'tr', signed)).toEqual(value('-1250.5'));
    expect(read('-1.250,50')).toEqual(refused('negative'));
    // Minus nothing is nothing, and no refusal.
    expect(read('-0,00')).toEqual(value('0'));
  });

  it('refuses more decimals than the field keeps, but not trailing zeros', () => {
    expect(read('1,255', 'tr', { scale: 2 })).toEqual(refused('scale'));
    expect(read('1,25', 'tr', { scale: 0 })).toEqual(refused('scale'));
    expect(read('1,2500000', 'tr', { scale: 2 })).toEqual(value('1.25'));
    expect(read('12,34567')).toEqual(refused('scale'));
  });

  it('refuses more than 15 whole digits (what the API stores)', () => {
    expect(read('999.999.999.999.999')).toEqual(value('999999999999999'));
    expect(read('1.000.000.000.000.000')).toEqual(refused('tooLarge'));
    expect(read('0000000000000000001')).toEqual(value('1'));
  });
});

describe('parseAmountInput — German and English', () => {
  it('German reads as Turkish', () => {
    expect(read('1.250,50', 'de')).toEqual(value('1250.5'));
    expect(read('1250.50', 'de')).toEqual(value('1250.5'));
    expect(read('1.250', 'de')).toEqual(asked('1250', '1.25', 'grouped'));
    expect(read('1,250', 'de', { scale: 2 })).toEqual(asked('1250', '1.25', 'decimal'));
  });

  it('English swaps the separators, the same rules otherwise', () => {
    expect(read('1,250.50', 'en')).toEqual(value('1250.5'));
    expect(read('1.250,50', 'en')).toEqual(value('1250.5'));
    expect(read('1250.5', 'en')).toEqual(value('1250.5'));
    expect(read('1.250', 'en')).toEqual(value('1.25'));
    expect(read('1250,50', 'en')).toEqual(value('1250.5'));
    expect(read('1,250,000', 'en')).toEqual(value('1250000'));
    expect(read('1,250', 'en')).toEqual(asked('1250', '1.25', 'grouped'));
    expect(read('1.25.0', 'en')).toEqual(refused('malformed'));
  });

  it('English asks about a dot before three digits in a money box, the mirror of Turkish 1,250', () => {
    expect(read('1.250', 'en', { scale: 2 })).toEqual(asked('1250', '1.25', 'decimal'));
    expect(read('1.255', 'en', { scale: 2 })).toEqual(refused('scale'));
    expect(read('1.25', 'en', { scale: 2 })).toEqual(value('1.25'));
    expect(read('0.250', 'en', { scale: 2 })).toEqual(value('0.25'));
  });
});

describe('formatDecimal', () => {
  it('writes the locale’s separators, the decimals asked for', () => {
    expect(formatDecimal('1250.5', 'tr', { minFraction: 2 })).toBe('1.250,50');
    expect(formatDecimal('1250.5', 'de', { minFraction: 2 })).toBe('1.250,50');
    expect(formatDecimal('1250.5', 'en', { minFraction: 2 })).toBe('1,250.50');
    expect(formatDecimal('1250.1234', 'tr', { minFraction: 2, maxFraction: 4 })).toBe('1.250,1234');
    expect(formatDecimal('1250.1000', 'tr', { minFraction: 2, maxFraction: 4 })).toBe('1.250,10');
    expect(formatDecimal('1250', 'tr')).toBe('1.250');
    expect(formatDecimal('1250.5', 'tr', { minFraction: 2, grouped: false })).toBe('1250,50');
    expect(formatDecimal('-1234567.005', 'tr', { minFraction: 2 })).toBe('-1.234.567,01');
    expect(formatDecimal('-0.001', 'tr', { minFraction: 2 })).toBe('0,00');
    expect(formatDecimal('999', 'tr', { minFraction: 2 })).toBe('999,00');
  });

  it('keeps formatTr as Turkish print shows amounts', () => {
    expect(formatTr('1234.5')).toBe('1.234,50');
    expect(formatTr('1234.56789', 4)).toBe('1.234,5679');
  });

  it('reads back what it writes, in every locale', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), fc.integer({ min: 0, max: 4 }))
      .map(([units, scale]) => {
        const text = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
        const whole = text.slice(0, text.length - scale);
        const sign = units < 0n ? '-' : '';
        return { scale, text: `${sign}${whole}${scale ? `.${text.slice(-scale)}` : ''}` };
      });
    fc.assert(
      fc.property(decimal, fc.constantFrom<NumberLocale>('tr', 'en', 'de'), ({ scale, text }, locale) => {
        const shown = formatDecimal(text, locale, { minFraction: 2, maxFraction: scale });
        const again = read(shown, locale, { scale, negative: true });
        // Two decimals shown always: "1.250,00" has a comma, so it is never the ambiguous "1.250".
        expect(again.kind).toBe('value');
        expect(again.kind === 'value' && again.value).toBe(
          formatDecimal(text, 'en', { maxFraction: scale, grouped: false }),
        );
      }),
    );
  });
});
