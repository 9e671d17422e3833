import Big from 'big.js';
import { formatDecimal } from './number-input.ts';

// Money and quantities are decimal strings everywhere; arithmetic goes through big.js, never floats.
// Halves round up (away from zero), as Turkish invoices and the tax authority do: every rounding
// here names that mode (it is also big.js's default).

export type Decimal = string | number | Big;

/** Rounds to `places` decimals, half up, as a plain decimal string ("12.50" stays "12.5" unless fixed). */
export const round = (value: Decimal, places = 2): string =>
  new Big(value).round(places, Big.roundHalfUp).toFixed(places);

/** `rate` per cent of `amount`, unrounded. */
export const percentOf = (amount: Decimal, rate: Decimal): Big => new Big(amount).times(rate).div(100);

export const sum = (values: readonly Decimal[]): Big =>
  values.reduce<Big>((total, value) => total.plus(value), new Big(0));

export const compare = (a: Decimal, b: Decimal): number => new Big(a).cmp(b);

export { Big };

/** A decimal as Turkish print shows it: 1234.5 -> "1.234,50" (dot thousands, comma decimals). */
export const formatTr = (value: Decimal, places = 2): string =>
  formatDecimal(value, 'tr', { minFraction: places });
