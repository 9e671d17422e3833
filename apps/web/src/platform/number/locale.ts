import { DATE_PATTERNS, type NumberLocale } from '@kibo/domain';
import i18n from 'i18next';

export const numberLocaleOf = (language: string): NumberLocale =>
  language === 'en' || language === 'de' ? language : 'tr';

/**
 * The separators of the language the user reads the screen in, for numbers shown outside a box (list
 * cells, totals): an English screen writes 1,250.50 in its lists as in its boxes.
 */
export const shownNumberLocale = (): NumberLocale => numberLocaleOf(i18n.language ?? 'tr');

/**
 * How a date box writes and reads a day in `language` (dayjs patterns): the first is shown
 * (25.11.2026; 25/11/2026 in English), every one is read when typed, so 25.11.2026, 25112026 and
 * 2026-11-25 all work. Lists and PDFs write the same (`formatDate`, `formatDay`).
 */
export const dateFormatsOf = (language: string): string[] => [...DATE_PATTERNS[numberLocaleOf(language)]];
