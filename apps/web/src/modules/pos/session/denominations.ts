import { Big } from '@kibo/domain';

// Counting the drawer by denomination, as good tills offer: how many of each Turkish lira note and
// coin, the total worked out for the cashier.

/** Lira notes and coins in circulation, largest first (kuruş coins as fractions of a lira). */
export const TL_DENOMINATIONS = {
  notes: ['200', '100', '50', '20', '10', '5'],
  coins: ['1', '0.50', '0.25', '0.10', '0.05', '0.01'],
} as const;

/** Pieces counted per denomination ('50' → '3') and what they come to. */
export function denominationTotal(pieces: Readonly<Record<string, string | null | undefined>>): string {
  return Object.entries(pieces)
    .reduce((total, [value, count]) => total.plus(new Big(value).times(count || 0)), new Big(0))
    .toFixed(2);
}
