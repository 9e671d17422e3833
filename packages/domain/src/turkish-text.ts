/** Turkish-aware case and order: "i" ↔ "İ", "ı" ↔ "I", so "istanbul" and "İSTANBUL" are the same word. */
export const trUpper = (text: string): string => text.toLocaleUpperCase('tr-TR');
export const trLower = (text: string): string => text.toLocaleLowerCase('tr-TR');

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });
export const trCompare = (a: string, b: string): number => collator.compare(a, b);

/** Case-insensitive "contains" in Turkish. */
export const trIncludes = (text: string, query: string): boolean => trLower(text).includes(trLower(query));
