/** Turkish-aware case and order: "i" ↔ "İ", "ı" ↔ "I", so "istanbul" and "İSTANBUL" are the same word. */
export const trUpper = (text: string): string => text.toLocaleUpperCase('tr-TR');
export const trLower = (text: string): string => text.toLocaleLowerCase('tr-TR');

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });
export const trCompare = (a: string, b: string): number => collator.compare(a, b);

/**
 * The letters a search treats as their plain forms, after Turkish lower-casing: shop staff often type
 * without Turkish letters ("isikli" for "IŞIKLI", "kurk" for "Kürk") and old names carry the circumflex
 * ("Rüzgâr"). The combining marks at the end are deleted, so a decomposed "ü" (u + U+0308) folds too.
 * The server's `search_fold(text)` (migration 0031) is the same rule in SQL: change both together.
 */
export const FOLD_FROM = 'ışğüöçâîû\u0302\u0306\u0307\u0308\u0327';
export const FOLD_TO = 'isguocaiu';

const FOLD = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index] ?? '']));
const FOLDED = new RegExp(`[${FOLD_FROM}]`, 'gu');

/** The form a text is searched in: Turkish lower case with the letters above folded to plain ones. */
export const searchFold = (text: string): string =>
  trLower(text).replace(FOLDED, (letter) => FOLD.get(letter)!);

/** Case-insensitive "contains" in Turkish, with or without Turkish letters, both ways. */
export const trIncludes = (text: string, query: string): boolean =>
  searchFold(text).includes(searchFold(query));
