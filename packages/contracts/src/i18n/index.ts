import type { Language } from '../platform/constants.ts';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { type MessageKey, type Messages, tr } from './messages.tr.ts';

export type { MessageKey, Messages };
export const messages: Record<Language, Messages> = { tr, en, de };

export const isMessageKey = (value: string): value is MessageKey => value in tr;

/** `{name}` placeholders are filled from params. */
export function translate(lang: Language, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = messages[lang][key] ?? tr[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
