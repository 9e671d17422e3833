import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** Reusable field schemas whose messages are catalogue keys (translated per request language). */
export const requiredText = (max = 200) =>
  z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(max, { error: 'v.maxLength' });

export const optionalText = (max = 500) => z.string().trim().max(max, { error: 'v.maxLength' }).default('');

export const email = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required' })
  .max(254, { error: 'v.maxLength' })
  .pipe(z.email({ error: 'v.email' }))
  .transform((value) => value.toLowerCase());

const passwordWith = (requiredKey: 'v.required' | 'v.passwordRequired') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: 'v.minLength' })
    .max(128, { error: 'v.maxLength' });

export const password = passwordWith('v.required');
/** The change-password dialog's new password: the spec fixes its words ('Bu Alan, Boş Bırakılamaz'). */
export const newOwnPassword = passwordWith('v.passwordRequired');

/**
 * A type check's message, except when nothing was entered: a missing or empty value of a field that
 * needs one says the field is required, not that its value is wrong.
 */
export const unlessMissing =
  (key: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'v.required' : key;

/** yyyy-mm-dd, the API's date format (the web shows day-month-year). */
export const isoDate = z.iso.date({ error: unlessMissing('v.date') });
