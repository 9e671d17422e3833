import type { Language } from '@kibo/contracts';

/** Module strings load per language, so the login page carries none of them. */
export const loadModuleLocale: Record<Language, () => Promise<object[]>> = {
  tr: async () => (await import('./tr.ts')).default,
  en: async () => (await import('./en.ts')).default,
  de: async () => (await import('./de.ts')).default,
};
