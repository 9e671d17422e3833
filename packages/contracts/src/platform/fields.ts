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

export const password = z
  .string({ error: 'v.required' })
  .min(1, { error: 'v.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'v.minLength' })
  .max(128, { error: 'v.maxLength' });

/** yyyy-mm-dd, the API's date format (the web shows day-month-year). */
export const isoDate = z.iso.date({ error: 'v.date' });
