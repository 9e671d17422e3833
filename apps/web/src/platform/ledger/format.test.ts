import type { FrontAppUi } from '@kibo/contracts';
import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { settingsStore } from '../settings.ts';
import { formatDate, formatMoney, formatPrice, formatQuantity } from './format.ts';

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

describe('money, prices, quantities and days on screen', () => {
  afterAll(() => i18n.changeLanguage('tr'));

  it('carry the currency’s sign, a price’s needed decimals, the unit’s decimals and the day first', async () => {
    await i18n.changeLanguage('tr');
    expect(formatMoney('150.0000', 'TRY')).toBe('150,00 ₺');
    expect(formatMoney('1234.5', 'EUR')).toBe('1.234,50 €');
    expect(formatPrice('150.0000')).toBe('150,00');
    expect(formatPrice('1.2345')).toBe('1,2345');
    expect(formatQuantity('2.0000', 0)).toBe('2');
    expect(formatQuantity('1.2500', 3)).toBe('1,250');
    expect(formatDate('2026-11-25')).toBe('25.11.2026');
    await i18n.changeLanguage('en');
    expect(formatMoney('-1234.5', 'USD')).toBe('-1,234.50 $');
    expect(formatDate('2026-11-25')).toBe('25/11/2026');
  });

  it('show a quantity of no known unit in the company’s quantity decimals', async () => {
    await i18n.changeLanguage('tr');
    settingsStore.set({
      status: 'ready',
      settings: { app: { preferences: { quantity_decimals: 2 } } } as FrontAppUi,
    });
    expect(formatQuantity('42.5')).toBe('42,50');
    settingsStore.set({ status: 'idle', settings: null });
    expect(formatQuantity('42.5')).toBe('42,5');
  });
});
