import type { Language } from '@kibo/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCookie } from '../storage.ts';
import de from './de.json';
import en from './en.json';
import tr from './tr.json';

type Loader = (language: Language) => Promise<object[]>;
let loadModules: Loader = async () => [];
const loaded = new Set<Language>();

/** Shell strings now (the login page needs them); module strings per language when first needed. */
export function initI18n(moduleLoader: Loader): typeof i18n {
  loadModules = moduleLoader;
  void i18n.use(initReactI18next).init({
    lng: languageCookie.get(),
    fallbackLng: 'tr',
    resources: { tr: { translation: tr }, en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

/** Loads the modules' strings of a language (and Turkish, the fallback) once. */
export async function ensureModuleStrings(language: Language = i18n.language as Language): Promise<void> {
  for (const lang of new Set<Language>([language, 'tr'])) {
    if (loaded.has(lang)) continue;
    for (const bundle of await loadModules(lang))
      i18n.addResourceBundle(lang, 'translation', bundle, true, true);
    loaded.add(lang);
  }
}

export async function changeLanguage(language: Language): Promise<void> {
  languageCookie.set(language);
  await ensureModuleStrings(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
