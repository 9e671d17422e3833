import { messages } from '@kibo/contracts';
import { describe, expect, it } from 'vitest';
import deModules from '../../modules/locales/de.ts';
import enModules from '../../modules/locales/en.ts';
import trModules from '../../modules/locales/tr.ts';
import de from './de.json';
import en from './en.json';
import tr from './tr.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const allKeys = (bundles: object[]) => bundles.flatMap((bundle) => keysOf(bundle)).sort();

describe('locale files', () => {
  const bundles = {
    tr: [tr, ...trModules],
    en: [en, ...enModules],
    de: [de, ...deModules],
  };

  it('tr, en and de have exactly the same keys', () => {
    expect(allKeys(bundles.en)).toEqual(allKeys(bundles.tr));
    expect(allKeys(bundles.de)).toEqual(allKeys(bundles.tr));
  });

  it('have no empty strings and no key twice across modules', () => {
    for (const language of ['tr', 'en', 'de'] as const) {
      const keys = allKeys(bundles[language]);
      expect(new Set(keys).size, language).toBe(keys.length);
      const empty = bundles[language].flatMap((bundle) =>
        keysOf(bundle).filter(
          (key) =>
            key
              .split('.')
              .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) === '',
        ),
      );
      expect(empty, language).toEqual([]);
    }
  });

  it('server messages exist in all three languages', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.tr).sort());
    expect(Object.keys(messages.de).sort()).toEqual(Object.keys(messages.tr).sort());
  });

  it('field checks on leaving a box say word for word what the server says', () => {
    for (const [language, bundle] of [
      ['tr', tr],
      ['en', en],
      ['de', de],
    ] as const)
      for (const [key, text] of Object.entries(bundle.validation.v))
        expect(text, `${language} v.${key}`).toBe(
          messages[language][`v.${key}` as keyof (typeof messages)['tr']],
        );
  });
});
