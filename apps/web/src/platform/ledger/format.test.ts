import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity } from './format.ts';

describe('amounts in lists', () => {
  afterAll(() => i18n.changeLanguage('tr'));

  it('are written in the screen’s language, as its number boxes write them', async () => {
    await i18n.init({ lng: 'tr', resources: {} });
    expect(formatMoney('1250.5')).toBe('1.250,50');
    expect(formatQuantity('1250.125')).toBe('1.250,125');
    await i18n.changeLanguage('en');
    expect(formatMoney('1250.5')).toBe('1,250.50');
    expect(formatQuantity('1250.125')).toBe('1,250.125');
    await i18n.changeLanguage('de');
    expect(formatMoney('-1250.5')).toBe('-1.250,50');
  });
});
