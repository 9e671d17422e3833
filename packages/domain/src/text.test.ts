import { describe, expect, it } from 'vitest';
import { isStorableText } from './text.ts';

describe('isStorableText', () => {
  it('takes Turkish text, emoji (surrogate pairs) and the empty string', () => {
    for (const text of ['', 'Işıklı Kırtasiye', 'ĞÜŞİÖÇ ğüşıöç ₺', 'Kitap 📚 kampanya', '\ud83d\udcda'])
      expect(isStorableText(text)).toBe(true);
  });

  it('refuses a NUL anywhere and a high or low surrogate standing alone', () => {
    for (const text of ['\u0000', 'a\u0000b', 'a\ud800', '\ud800b', 'a\udc00', '\udc00\ud800', '📚\ud83d'])
      expect(isStorableText(text)).toBe(false);
  });
});
