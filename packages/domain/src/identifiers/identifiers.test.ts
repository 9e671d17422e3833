import { describe, expect, it } from 'vitest';
import {
  inStoreEan13,
  isbn10To13,
  isbn13To10,
  isbnBarcode,
  isValidEan8,
  isValidEan13,
  isValidIsbn,
  isValidIsbn10,
  isValidIsbn13,
} from './barcodes.ts';
import { isValidTrIban, normalizeIban } from './iban.ts';
import { isTurkishPostalCode } from './postal-code.ts';
import { isValidTckn, isValidVkn } from './tax-ids.ts';

describe('VKN', () => {
  it('accepts numbers with a correct check digit', () => {
    for (const vkn of ['1234567890', '9876543217', '4701234560']) expect(isValidVkn(vkn), vkn).toBe(true);
  });
  it('refuses a wrong check digit, wrong length or letters', () => {
    for (const vkn of ['1234567891', '9876543210', '123456789', '12345678901', '12345678AB', '']) {
      expect(isValidVkn(vkn), vkn).toBe(false);
    }
  });
});

describe('TCKN', () => {
  it('accepts numbers with both check digits right', () => {
    for (const tckn of ['10000000146', '12345678950']) expect(isValidTckn(tckn), tckn).toBe(true);
  });
  it('refuses a leading zero, wrong check digits or length', () => {
    for (const tckn of ['01234567890', '10000000145', '10000000156', '1234567895', 'abcdefghijk']) {
      expect(isValidTckn(tckn), tckn).toBe(false);
    }
  });
});

describe('TR IBAN', () => {
  it('accepts valid IBANs, typed with spaces or in lower case', () => {
    expect(isValidTrIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTrIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(normalizeIban('tr33 0006 1005')).toBe('TR3300061005');
  });
  it('refuses a wrong check, another country or the wrong length', () => {
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTrIban('TR331006100519786457841326')).toBe(false);
  });
});

describe('EAN and ISBN', () => {
  it('makes in-store EAN-13 numbers with prefix 27 and a valid check digit', () => {
    expect(inStoreEan13(1)).toBe('2700000000014');
    expect(isValidEan13(inStoreEan13(1))).toBe(true);
    expect(isValidEan13(inStoreEan13(9_876_543_210))).toBe(true);
    expect(() => inStoreEan13(1e10)).toThrow(RangeError);
  });

  it('checks EAN-13 and EAN-8 check digits', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('8690504000011')).toBe(false);
    expect(isValidEan8('96385074')).toBe(true);
    expect(isValidEan8('96385075')).toBe(false);
  });
  it('checks ISBN-10 (with X) and ISBN-13, hyphens allowed', () => {
    expect(isValidIsbn10('0-306-40615-2')).toBe(true);
    expect(isValidIsbn10('0-8044-2957-X')).toBe(true);
    expect(isValidIsbn10('0-306-40615-3')).toBe(false);
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-8')).toBe(false);
    expect(isValidIsbn13('4006381333931')).toBe(false);
    expect(isValidIsbn('978-975-08-0000-0')).toBe(isValidIsbn13('9789750800000'));
  });
  it('converts between ISBN-10 and ISBN-13', () => {
    expect(isbn10To13('0-306-40615-2')).toBe('9780306406157');
    expect(isbn13To10('978-0-306-40615-7')).toBe('0306406152');
    expect(isbn13To10('9780804429573')).toBe('080442957X');
    expect(isbn10To13('0306406153')).toBeUndefined();
    expect(isValidIsbn13('9791034304363')).toBe(true);
    expect(isbn13To10('9791034304363')).toBeUndefined();
  });
  it("prints a book's ISBN as its EAN-13 barcode", () => {
    expect(isbnBarcode('978-0-306-40615-7')).toBe('9780306406157');
    expect(isbnBarcode('0-306-40615-2')).toBe('9780306406157');
    expect(isbnBarcode('080442957X')).toBe('9780804429573');
    expect(isbnBarcode('0306406153')).toBeUndefined();
    expect(isbnBarcode('')).toBeUndefined();
  });
});

describe('postal code', () => {
  it('is five digits led by a province plate number', () => {
    for (const code of ['01000', '34710', '35220', '81000']) expect(isTurkishPostalCode(code)).toBe(true);
    for (const code of ['00100', '82000', '99999', '3471', '347100', '34 71', 'ABCDE', ''])
      expect(isTurkishPostalCode(code)).toBe(false);
  });
});
