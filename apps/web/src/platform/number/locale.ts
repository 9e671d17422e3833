import type { NumberLocale } from '@kibo/domain';
import i18n from 'i18next';

export const numberLocaleOf = (language: string): NumberLocale =>
  language === 'en' || language === 'de' ? language : 'tr';

/**
 * The separators of the language the user reads the screen in, for numbers shown outside a box (list
 * cells, totals): an English screen writes 1,250.50 in its lists as in its boxes.
 */
export const shownNumberLocale = (): NumberLocale => numberLocaleOf(i18n.language ?? 'tr');
