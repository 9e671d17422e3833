import { round } from '../money.ts';

// "Yalnız …" on an invoice: the total in words, so a figure cannot be altered by hand.

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const GROUPS = ['', 'bin', 'milyon', 'milyar', 'trilyon', 'katrilyon'];

/** 0..999 in words; "yüz", never "bir yüz". */
function hundreds(value: number): string[] {
  const hundred = Math.floor(value / 100);
  const ten = Math.floor((value % 100) / 10);
  const one = value % 10;
  return [
    ...(hundred === 0 ? [] : hundred === 1 ? ['yüz'] : [ONES[hundred]!, 'yüz']),
    ...(ten === 0 ? [] : [TENS[ten]!]),
    ...(one === 0 ? [] : [ONES[one]!]),
  ];
}

/** A whole number in Turkish words: 1216 -> "bin iki yüz on altı" ("bin", never "bir bin"). */
export function integerInWords(digits: string): string {
  const trimmed = digits.replace(/^0+/, '');
  if (!trimmed) return 'sıfır';
  const groups: number[] = [];
  for (let end = trimmed.length; end > 0; end -= 3)
    groups.unshift(Number(trimmed.slice(Math.max(0, end - 3), end)));
  if (groups.length > GROUPS.length) throw new RangeError(`too large to write out: ${digits}`);
  const words = groups.flatMap((group, index) => {
    const scale = GROUPS[groups.length - 1 - index]!;
    if (group === 0) return [];
    if (scale === 'bin' && group === 1) return ['bin'];
    return [...hundreds(group), ...(scale ? [scale] : [])];
  });
  return words.join(' ');
}

/** The names an amount is written with, per currency: main unit and hundredth. */
const UNITS: Record<string, [string, string]> = {
  TRY: ['TL', 'Kr'],
  USD: ['USD', 'Cent'],
  EUR: ['EUR', 'Cent'],
  GBP: ['GBP', 'Pence'],
};

/** "Yalnız iki milyon iki yüz on altı bin sekiz yüz doksan dokuz TL sekiz Kr". */
export function amountInWords(amount: string | number, currency = 'TRY'): string {
  const [main, hundredth] = UNITS[currency] ?? [currency, ''];
  const fixed = round(amount, 2).replace('-', '');
  const [whole = '0', fraction = '00'] = fixed.split('.');
  const parts = [`Yalnız ${integerInWords(whole)} ${main}`];
  if (Number(fraction) > 0) parts.push(`${integerInWords(fraction)}${hundredth ? ` ${hundredth}` : ''}`);
  return parts.join(' ');
}

const BACK_UNROUNDED = new Set(['a', 'ı']);
const FRONT_UNROUNDED = new Set(['e', 'i']);
const BACK_ROUNDED = new Set(['o', 'u']);

/**
 * The question particle after a number read aloud, by vowel harmony with its last word: "1.250 mi"
 * (elli), "1.300 mü" (yüz), "1,40 mı" (kırk), "1.000 mi" (bin), "2,6 mı" (altı), "10 mu" (on).
 */
export function questionParticleOf(decimal: string): 'mı' | 'mi' | 'mu' | 'mü' {
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const words = integerInWords(fraction.replace(/0+$/, '') || whole);
  const vowel = [...words].reverse().find((letter) => 'aıeioöuü'.includes(letter)) ?? 'i';
  if (BACK_UNROUNDED.has(vowel)) return 'mı';
  if (FRONT_UNROUNDED.has(vowel)) return 'mi';
  return BACK_ROUNDED.has(vowel) ? 'mu' : 'mü';
}
