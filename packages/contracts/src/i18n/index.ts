import { formatDay } from '@kibo/domain';
import type { Language } from '../platform/constants.ts';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { type MessageKey, type Messages, tr } from './messages.tr.ts';

export type { MessageKey, Messages };
export const messages: Record<Language, Messages> = { tr, en, de };

export const isMessageKey = (value: string): value is MessageKey => value in tr;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `{name}` placeholders are filled from params; a `{date}` given as a stored day (2026-11-27) is
 * written as the language writes it (27.11.2026). Other params, often what a user typed, stay as given.
 */
export function translate(lang: Language, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = messages[lang][key] ?? tr[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return name === 'date' && ISO_DAY.test(value) ? formatDay(value, lang) : value;
  });
}
