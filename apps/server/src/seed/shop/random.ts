import { isValidEan13, isValidIsbn13, isValidTckn, isValidTrIban, isValidVkn } from '@kibo/domain';

/**
 * The demo shop's dice: a seeded generator (mulberry32), so every install draws the same shop and a
 * failing test can be run again as it was.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** `count` distinct values, in a drawn order. */
  sample<T>(values: readonly T[], count: number): T[];
  /** `length` random digits. */
  digits(length: number): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (values) => values[int(0, values.length - 1)]!,
    chance: (p) => next() < p,
    sample(values, count) {
      const pool = [...values];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, count);
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}

/**
 * The check digits of a payload, found by asking the product's own validator, so the seed can never
 * disagree with the checks a form applies. `place` puts candidate digits into the payload.
 */
function completed(valid: (value: string) => boolean, place: (digits: string) => string, width: number) {
  for (let n = 0; n < 10 ** width; n++) {
    const value = place(String(n).padStart(width, '0'));
    if (valid(value)) return value;
  }
  throw new Error('no check digit makes a valid number');
}

/** A VKN: nine digits and the check digit. */
export const vknOf = (nine: string) => completed(isValidVkn, (d) => nine + d, 1);
/** A TCKN: nine digits (not starting with 0) and the two check digits. */
export const tcknOf = (nine: string) => completed(isValidTckn, (d) => nine + d, 2);
/** An EAN-13 (and so an ISBN-13): twelve digits and the check digit. */
export const ean13Of = (twelve: string) => completed(isValidEan13, (d) => twelve + d, 1);
export const isbn13Of = (twelve: string) => completed(isValidIsbn13, (d) => twelve + d, 1);
/** A Turkish IBAN: the bank's five-digit code, the reserve digit 0 and a sixteen-digit account. */
export const ibanOf = (bank: string, account: string) =>
  completed(isValidTrIban, (d) => `TR${d}${bank}0${account}`, 2);

/** Money to two decimals as the API takes it. */
export const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** A shelf price: rounded to the nearest 5 lira above 50, to the lira below. */
export const shelfPrice = (value: number) => (value >= 50 ? Math.round(value / 5) * 5 : Math.round(value));
