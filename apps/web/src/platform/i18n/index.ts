import type { Language } from '@kibo/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCookie } from '../storage.ts';
import de from './de.json';
import en from './en.json';
import tr from './tr.json';

export type LocaleBundles = Record<Language, object[]>;

/** Shell strings plus every module's strings; Turkish first, language from cookie i18n_languages. */
export function initI18n(moduleBundles: LocaleBundles): typeof i18n {
  const base: Record<Language, object> = { tr, en, de };
  void i18n.use(initReactI18next).init({
    lng: languageCookie.get(),
    fallbackLng: 'tr',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const language of ['tr', 'en', 'de'] as const) {
    i18n.addResourceBundle(language, 'translation', base[language], true, true);
    for (const bundle of moduleBundles[language])
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
  }
  document.documentElement.lang = i18n.language;
  return i18n;
}

export function changeLanguage(language: Language): void {
  languageCookie.set(language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
