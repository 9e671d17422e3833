import Big from 'big.js';

// How a typed amount or quantity is read (issue 18). Turkish and German write 1.250,50 (dot groups
// thousands, comma is the decimal separator), English 1,250.50. The rule, in order:
//  - spaces and a ₺ / TL / TRY before or after the number are ignored; a leading minus is the sign;
//  - both separators present: the last one is the decimal separator, the other must group
//    thousands properly (1.250,50 and 1,250.50 are both 1250.50; 12.50,5 is refused);
//  - one separator several times: it groups thousands (1.250.000), or the entry is refused (1.25.0);
//  - the locale's decimal separator once: a decimal (Turkish 1250,5 is 1250.5), except before exactly
//    three digits in a field keeping fewer than three decimals: 1,250 in a money box may be an English
//    1,250 pasted, so it is asked (1,25 or 1250);
//  - the other separator once: a decimal point (1250.50, 12.5 pasted from a spreadsheet or typed
//    the English way), except before exactly three digits (1.250): that is 1250 or 1.25, and the
//    field asks which rather than guessing;
//  - only a number that could be grouped is asked (1 to 3 digits, not 0, before the three: 0,250 and
//    1250,500 are not), and only while both readings fit the field; when one does not, the locale's
//    own reading is the answer, or its refusal (a typed decimal separator is never read as grouping);
//  - a reading with more decimals than the field keeps, or more than 15 whole digits, is not one;
//    a minus where the field takes no negatives is refused.
// Answers are plain decimal strings ("1250.5"), never floats: the API takes them as they are.

export type NumberLocale = 'tr' | 'en' | 'de';

export interface NumberSeparators {
  decimal: ',' | '.';
  group: ',' | '.';
}

export const separatorsOf = (locale: NumberLocale): NumberSeparators =>
  locale === 'en' ? { decimal: '.', group: ',' } : { decimal: ',', group: '.' };

export interface AmountRules {
  /** The most decimals the field keeps; 0 for whole numbers. */
  scale: number;
  /** Whether the field takes negative numbers. */
  negative?: boolean;
}

export type AmountRefusal = 'malformed' | 'scale' | 'negative' | 'tooLarge';

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'value'; value: string }
  /**
   * Both readings as decimal strings; `own` is the one the locale's separators give (Turkish 1.250 is
   * 1250, Turkish 1,250 is 1,25), which Enter takes.
   */
  | { kind: 'ambiguous'; grouped: string; decimal: string; own: 'grouped' | 'decimal' }
  | { kind: 'invalid'; reason: AmountRefusal };

/** Whole digits the API's decimals take (numeric(19,4) and the contracts' pattern). */
const MAX_WHOLE_DIGITS = 15;
const SPACES = /[\s\u00a0\u202f\u2009]/g;
const CURRENCY_BEFORE = /^(?:₺|TL|TRY)/i;
const CURRENCY_AFTER = /(?:₺|TL|TRY)$/i;
const MINUS = /^[-\u2212]/;

const count = (text: string, char: string) => text.split(char).length - 1;

/** 1.250.000 with `.`: a first group of one to three digits, then groups of exactly three. */
const wellGrouped = (text: string, group: string) => new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})*$`).test(text);

type Outcome = { kind: 'value'; value: string } | { kind: 'invalid'; reason: AmountRefusal };

/** One reading (whole digits, decimal digits) checked against the field's rules. */
function reading(whole: string, fraction: string, minus: boolean, rules: AmountRules): Outcome {
  const decimals = fraction.replace(/0+$/, '');
  const digits = whole.replace(/^0+/, '') || '0';
  if (decimals.length > rules.scale) return { kind: 'invalid', reason: 'scale' };
  if (digits.length > MAX_WHOLE_DIGITS) return { kind: 'invalid', reason: 'tooLarge' };
  const magnitude = decimals ? `${digits}.${decimals}` : digits;
  if (!minus || magnitude === '0') return { kind: 'value', value: magnitude };
  if (!rules.negative) return { kind: 'invalid', reason: 'negative' };
  return { kind: 'value', value: `-${magnitude}` };
}

/** Reads what was typed or pasted into a number field in `locale`; see the rule above. */
export function parseAmountInput(text: string, locale: NumberLocale, rules: AmountRules): AmountReading {
  let body = text.replace(SPACES, '');
  let minus = MINUS.test(body);
  body = body.replace(MINUS, '').replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
  // "₺-5" as well as "-₺5".
  if (!minus && MINUS.test(body)) {
    minus = true;
    body = body.replace(MINUS, '');
  }
  if (body === '') return { kind: 'empty' };
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { kind: 'invalid', reason: 'malformed' };
  const malformed = { kind: 'invalid', reason: 'malformed' } as const;

  const dots = count(body, '.');
  const commas = count(body, ',');
  if (dots > 0 && commas > 0) {
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [head = '', fraction = ''] = body.split(decimal);
    if (count(body, decimal) > 1 || !wellGrouped(head, group)) return malformed;
    return reading(head.replaceAll(group, ''), fraction, minus, rules);
  }
  if (dots + commas > 1) {
    const group = dots > 0 ? '.' : ',';
    return wellGrouped(body, group) ? reading(body.replaceAll(group, ''), '', minus, rules) : malformed;
  }
  if (dots + commas === 0) return reading(body, '', minus, rules);

  const separator = dots > 0 ? '.' : ',';
  const [head = '', tail = ''] = body.split(separator);
  const asDecimal = reading(head, tail, minus, rules);
  // 1.250 or 1,250: a first group of one to three digits (not 0,250), then exactly three.
  if (!/^[1-9]\d{0,2}$/.test(head) || tail.length !== 3) return asDecimal;
  const own = separator === separatorsOf(locale).group ? 'grouped' : 'decimal';
  // The locale's own decimal separator before three digits is asked only where the field keeps fewer
  // decimals than that: a price kept to four decimals may well be 1,250.
  if (own === 'decimal' && rules.scale >= 3) return asDecimal;
  const asGrouped = reading(head + tail, '', minus, rules);
  if (asGrouped.kind === 'value' && asDecimal.kind === 'value')
    return { kind: 'ambiguous', grouped: asGrouped.value, decimal: asDecimal.value, own };
  // One reading fits the field (a whole-number field cannot hold 1,25): the locale's own, or its refusal.
  return own === 'grouped' ? asGrouped : asDecimal;
}

/** Digits with the locale's thousands separator: "1250000" → "1.250.000". */
export const groupDigits = (digits: string, group: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

export interface DecimalFormat {
  /** Decimals always shown (money: 2). */
  minFraction?: number;
  /** Decimals at most; more are rounded half up. Defaults to `minFraction`. */
  maxFraction?: number;
  /** Thousands separators (true by default); false gives the plain typed form "1250,5". */
  grouped?: boolean;
}

/** A decimal as `locale` writes it: 1250.5 → "1.250,50" (tr, two decimals) or "1,250.50" (en). */
export function formatDecimal(
  value: string | number | Big,
  locale: NumberLocale,
  format: DecimalFormat = {},
) {
  const { decimal, group } = separatorsOf(locale);
  const min = format.minFraction ?? 0;
  const max = Math.max(format.maxFraction ?? min, min);
  const fixed = new Big(value).round(max, Big.roundHalfUp).toFixed(max);
  const [signed = '0', fraction = ''] = fixed.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(min, '0');
  const negative = signed.startsWith('-') && /[1-9]/.test(fixed);
  const digits = signed.replace('-', '');
  const whole = format.grouped === false ? digits : groupDigits(digits, group);
  return `${negative ? '-' : ''}${whole}${trimmed ? `${decimal}${trimmed}` : ''}`;
}
