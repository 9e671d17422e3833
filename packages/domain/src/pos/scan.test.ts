import { describe, expect, it } from 'vitest';
import { DEFAULT_SCAN_RULES, readScan, type ScanRules, scaleRuleProblem } from './scan.ts';

// Odoo's own nomenclature: 21.....{NNDDD} weight, 23.....{NNNDD} price.
const ODOO: ScanRules = {
  scale: [
    { kind: 'weight', prefix: '21', itemDigits: 5, valueDigits: 5, decimals: 3 },
    { kind: 'price', prefix: '23', itemDigits: 5, valueDigits: 5, decimals: 2 },
  ],
};

describe('a scale label', () => {
  it('reads the weight in kg from a 28 label by default, with the item code and its zeroed barcode', () => {
    expect(readScan('2812345012352')).toEqual({
      kind: 'weight',
      code: '2812345012352',
      lookup: ['2812345000007', '12345'],
      itemCode: '12345',
      quantity: '1.235',
    });
  });

  it('reads the price from a 29 label: 19,99 TL, quantity left to the till (one label)', () => {
    const reading = readScan('2900123019997');
    expect(reading).toMatchObject({ kind: 'price', itemCode: '00123', price: '19.99' });
    expect(reading.quantity).toBeUndefined();
    expect(reading.lookup).toEqual(['2900123000001', '00123']);
  });

  it("follows the company's own layout (Odoo 21/23)", () => {
    expect(readScan('2300012123451', ODOO)).toMatchObject({
      kind: 'price',
      price: '123.45',
      itemCode: '00012',
    });
    // 21 12345 01235 with a wrong check digit (3 is right).
    expect(readScan('2112345012350', ODOO).kind).toBe('code');
    expect(readScan('2112345012353', ODOO)).toMatchObject({ kind: 'weight', quantity: '1.235' });
  });

  it('multiplies a weight by a typed count and keeps the count of price labels', () => {
    expect(readScan('2*2812345012352').quantity).toBe('2.47');
    expect(readScan('3*2900123019997')).toMatchObject({ price: '19.99', quantity: '3' });
  });

  it('keeps a layout with a longer item code and fewer value digits', () => {
    const rules: ScanRules = {
      scale: [{ kind: 'weight', prefix: '27', itemDigits: 6, valueDigits: 4, decimals: 3 }],
    };
    // 27 123456 0750 + check: 0,750 kg of item 123456.
    const payload = '271234560750';
    const reading = readScan(payload + checkDigit(payload), rules);
    expect(reading).toMatchObject({ kind: 'weight', itemCode: '123456', quantity: '0.75' });
  });

  it('does not read a label whose check digit is wrong: a misread weight would charge the wrong amount', () => {
    expect(readScan('2812345012351')).toEqual({
      kind: 'code',
      code: '2812345012351',
      lookup: ['2812345012351'],
      checkDigitValid: false,
    });
  });

  it('refuses rules that cannot fit an EAN-13', () => {
    expect(
      scaleRuleProblem({ kind: 'weight', prefix: '28', itemDigits: 5, valueDigits: 5, decimals: 3 }),
    ).toBe(undefined);
    expect(
      scaleRuleProblem({ kind: 'weight', prefix: '86', itemDigits: 5, valueDigits: 5, decimals: 3 }),
    ).toBe('prefix');
    expect(
      scaleRuleProblem({ kind: 'weight', prefix: '28', itemDigits: 5, valueDigits: 6, decimals: 3 }),
    ).toBe('length');
    expect(scaleRuleProblem({ kind: 'price', prefix: '2', itemDigits: 6, valueDigits: 5, decimals: 6 })).toBe(
      'decimals',
    );
    // A broken rule in the settings is skipped, not applied: the code is looked up whole.
    const broken: ScanRules = {
      scale: [{ kind: 'weight', prefix: '28', itemDigits: 9, valueDigits: 5, decimals: 3 }],
    };
    expect(readScan('2812345012352', broken).kind).toBe('inStore');
  });
});

describe('codes from the maker and the shop', () => {
  it('reads an EAN-13 and a typed quantity before it', () => {
    expect(readScan('8690000018017')).toEqual({
      kind: 'ean13',
      code: '8690000018017',
      lookup: ['8690000018017'],
    });
    expect(readScan('3*8690000018017')).toMatchObject({ kind: 'ean13', quantity: '3' });
  });

  it('keeps a 27 in-store number whole: no scale rule reads it by default', () => {
    expect(readScan('2700000000014')).toEqual({
      kind: 'inStore',
      code: '2700000000014',
      lookup: ['2700000000014'],
    });
    expect(DEFAULT_SCAN_RULES.scale.map((rule) => rule.prefix)).not.toContain('27');
  });

  it('reads EAN-8 and UPC-A, looking a UPC-A up in its EAN-13 form first', () => {
    expect(readScan('96385074')).toMatchObject({ kind: 'ean8', lookup: ['96385074'] });
    expect(readScan('012345678905')).toMatchObject({
      kind: 'upcA',
      lookup: ['0012345678905', '012345678905'],
    });
    expect(readScan('0012345678905')).toMatchObject({
      kind: 'ean13',
      lookup: ['0012345678905', '012345678905'],
    });
  });

  it('reads a book: ISBN-13 with its ISBN-10, and an ISBN-10 converted to ISBN-13', () => {
    expect(readScan('9786053600008')).toMatchObject({
      kind: 'isbn',
      lookup: ['9786053600008', '6053600008'],
    });
    expect(readScan('978-605-360-000-8')).toMatchObject({ kind: 'isbn', code: '9786053600008' });
    expect(readScan('9791090636071')).toMatchObject({ kind: 'isbn', lookup: ['9791090636071'] });
    expect(readScan('0-306-40615-2')).toMatchObject({
      kind: 'isbn',
      lookup: ['9780306406157', '0306406152'],
    });
    expect(readScan('080442957X')).toMatchObject({ kind: 'isbn', lookup: ['9780804429573', '080442957X'] });
  });

  it('marks GTIN-shaped numbers with a wrong check digit and passes other codes through', () => {
    expect(readScan('8690000018018')).toMatchObject({ kind: 'code', checkDigitValid: false });
    expect(readScan('96385075')).toMatchObject({ kind: 'code', checkDigitValid: false });
    expect(readScan('0306406153')).toMatchObject({ kind: 'code', checkDigitValid: false });
    expect(readScan('100-200')).toEqual({ kind: 'code', code: '100-200', lookup: ['100-200'] });
    expect(readScan(' ELMA-1 ')).toEqual({ kind: 'code', code: 'ELMA-1', lookup: ['ELMA-1'] });
    expect(readScan('1,5*ELMA')).toEqual({ kind: 'code', code: 'ELMA', lookup: ['ELMA'], quantity: '1.5' });
  });
});

function checkDigit(payload: string): number {
  const sum = [...payload]
    .reverse()
    .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}
