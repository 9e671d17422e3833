import { describe, expect, it } from 'vitest';
import {
  currencySign,
  formatAmount,
  formatDay,
  formatPrice,
  formatQuantityOf,
  formatRate,
} from './display.ts';

describe('quantities in their unit’s decimals', () => {
  it('shows a piece (Adet, 0 decimals) without the stored padding', () => {
    expect(formatQuantityOf('2.0000', 'tr', 0)).toBe('2');
    expect(formatQuantityOf('1250.0000', 'tr', 0)).toBe('1.250');
  });

  it('shows a kilogram (3 decimals) with three', () => {
    expect(formatQuantityOf('1.2500', 'tr', 3)).toBe('1,250');
    expect(formatQuantityOf('2', 'tr', 3)).toBe('2,000');
    expect(formatQuantityOf('1.25', 'en', 3)).toBe('1.250');
  });

  it('shows a metre (2 decimals) with two', () => {
    expect(formatQuantityOf('3.5000', 'de', 2)).toBe('3,50');
  });

  it('never hides a stored decimal beyond the unit’s', () => {
    expect(formatQuantityOf('2.5000', 'tr', 0)).toBe('2,5');
    expect(formatQuantityOf('1.2345', 'tr', 3)).toBe('1,2345');
  });

  it('shows what the figure holds without a unit, negatives and big figures grouped', () => {
    expect(formatQuantityOf('42.5000', 'tr')).toBe('42,5');
    expect(formatQuantityOf('-3.0000', 'tr', 0)).toBe('-3');
    expect(formatQuantityOf('123456789012345.1250', 'tr', 3)).toBe('123.456.789.012.345,125');
  });
});

describe('money', () => {
  it('has two decimals, grouped thousands and the currency’s sign as the PDFs print it', () => {
    expect(formatAmount('150.0000', 'tr', 'TRY')).toBe('150,00 ₺');
    expect(formatAmount('1234567.5', 'tr', 'TRY')).toBe('1.234.567,50 ₺');
    expect(formatAmount('1234.5', 'en', 'USD')).toBe('1,234.50 $');
    expect(formatAmount('99.999', 'de', 'EUR')).toBe('100,00 €');
    expect(formatAmount('10', 'tr', 'GBP')).toBe('10,00 £');
    expect(formatAmount('10', 'tr', 'CHF')).toBe('10,00 CHF');
  });

  it('rounds half up and keeps the minus of a negative amount', () => {
    expect(formatAmount('-1234.565', 'tr', 'TRY')).toBe('-1.234,57 ₺');
    expect(formatAmount('-0.001', 'tr')).toBe('0,00');
  });

  it('writes the figure alone without a currency, big amounts grouped', () => {
    expect(formatAmount('999999999999999.9949', 'tr')).toBe('999.999.999.999.999,99');
    expect(currencySign('TRY')).toBe('₺');
  });
});

describe('unit prices', () => {
  it('keep four decimals only where the price needs them', () => {
    expect(formatPrice('150.0000', 'tr')).toBe('150,00');
    expect(formatPrice('1.2345', 'tr')).toBe('1,2345');
    expect(formatPrice('1.2300', 'tr')).toBe('1,23');
    expect(formatPrice('1.2340', 'tr')).toBe('1,234');
    expect(formatPrice('-12500.5', 'tr')).toBe('-12.500,50');
  });
});

describe('exchange rates', () => {
  it('keep four decimals or more', () => {
    expect(formatRate('34.5', 'tr')).toBe('34,5000');
    expect(formatRate('34.123456', 'tr')).toBe('34,123456');
  });
});

describe('days', () => {
  it('are written day first in every language, dots in Turkish and German', () => {
    expect(formatDay('2026-11-25', 'tr')).toBe('25.11.2026');
    expect(formatDay('2026-11-25', 'de')).toBe('25.11.2026');
    expect(formatDay('2026-11-25', 'en')).toBe('25/11/2026');
    expect(formatDay('2026-11-25T10:00:00.000Z', 'tr')).toBe('25.11.2026');
    expect(formatDay(null, 'tr')).toBe('');
  });
});
