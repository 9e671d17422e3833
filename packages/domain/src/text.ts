/**
 * Text PostgreSQL can hold: no NUL character (it cannot store or compare one) and no lone UTF-16
 * surrogate (half a character, which the driver would turn into U+FFFD). Neither is anything a person
 * typed; both are refused where text enters, never silently changed.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);
