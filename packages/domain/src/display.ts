import type { Decimal } from './money.ts';
import { formatDecimal, type NumberLocale } from './number-input.ts';

// How a stored decimal reads on screen and on paper: one set of rules for list cells, totals, the
// number boxes once left, and the PDFs. Amounts, quantities and prices are kept with four decimals
// (numeric(19,4)); what shows is what the figure means, never the storage's padding.

/** Decimals every stored amount, quantity and price keeps: nothing beyond them is ever hidden. */
export const STORED_DECIMALS = 4;

const CURRENCY_SIGNS: Record<string, string> = { TRY: '₺', USD: '$', EUR: '€', GBP: '£' };

/** How a currency shows beside an amount: its sign where it has a common one, else its code. */
export const currencySign = (code: string) => CURRENCY_SIGNS[code] ?? code;

/**
 * Money: two decimals, thousands grouped, the currency's sign after the figure as Turkish invoices
 * print it ("1.234,50 ₺"); without a currency the figure alone (a column titled with its currency).
 */
export function formatAmount(value: Decimal, locale: NumberLocale, currency?: string | null): string {
  const figure = formatDecimal(value, locale, { minFraction: 2 });
  return currency ? `${figure} ${currencySign(currency)}` : figure;
}

/**
 * A unit price: two decimals, and up to four only where the price needs them (150,0000 → 150,00;
 * 1,2345 stays; 1,2300 → 1,23).
 */
export const formatPrice = (value: Decimal, locale: NumberLocale): string =>
  formatDecimal(value, locale, { minFraction: 2, maxFraction: STORED_DECIMALS });

/**
 * A quantity in the decimals its unit needs (Adet 0, Kilogram 3: 2 and 1,250), never cutting a
 * stored decimal: 2,5 Adet (a box's share counted in pieces) still shows 2,5. Without a unit, what
 * the figure holds (42,5).
 */
export const formatQuantityOf = (value: Decimal, locale: NumberLocale, unitDecimals = 0): string =>
  formatDecimal(value, locale, {
    minFraction: Math.min(unitDecimals, STORED_DECIMALS),
    maxFraction: STORED_DECIMALS,
  });

/** An exchange rate: at least four decimals, as the Central Bank quotes it, up to the six kept. */
export const formatRate = (value: Decimal, locale: NumberLocale): string =>
  formatDecimal(value, locale, { minFraction: 4, maxFraction: 6 });

/**
 * How a day is written, per language (dayjs tokens): Turkish and German 25.11.2026, English
 * 25/11/2026 (day first, as the rest of the product; never the US month first). The first pattern
 * is shown; the others are also read when typed.
 */
export const DATE_PATTERNS: Record<NumberLocale, readonly string[]> = {
  tr: ['DD.MM.YYYY', 'D.M.YYYY', 'DD/MM/YYYY', 'DDMMYYYY', 'YYYY-MM-DD'],
  de: ['DD.MM.YYYY', 'D.M.YYYY', 'DD/MM/YYYY', 'DDMMYYYY', 'YYYY-MM-DD'],
  en: ['DD/MM/YYYY', 'D/M/YYYY', 'DD.MM.YYYY', 'DDMMYYYY', 'YYYY-MM-DD'],
};

/** A day stored as yyyy-MM-dd ("2026-11-25") in the language's pattern: 25.11.2026, 25/11/2026. */
export function formatDay(iso: string | null | undefined, locale: NumberLocale): string {
  const [year, month, day] = String(iso ?? '')
    .slice(0, 10)
    .split('-');
  if (!year || !month || !day) return '';
  return locale === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}
