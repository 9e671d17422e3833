/** GS1 check digit: weights 3 and 1 alternating from the right of the payload. */
export function gs1CheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const digit = Number(payload[payload.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

const validGs1 = (value: string, length: number) =>
  new RegExp(`^\\d{${length}}$`).test(value) && gs1CheckDigit(value.slice(0, -1)) === Number(value.at(-1));

export const isValidEan13 = (value: string): boolean => validGs1(value, 13);
export const isValidEan8 = (value: string): boolean => validGs1(value, 8);
/** UPC-A: twelve digits, the same check as an EAN-13 with a leading 0. */
export const isValidUpcA = (value: string): boolean => validGs1(value, 12);

/**
 * An in-store EAN-13 (GS1 prefix 27, reserved for numbers a shop assigns itself): the shop's running
 * number in ten digits and the check digit.
 */
export function inStoreEan13(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= 1e10) throw new RangeError('sequence');
  const payload = `27${String(sequence).padStart(10, '0')}`;
  return `${payload}${gs1CheckDigit(payload)}`;
}

/** ISBNs are typed with hyphens and spaces; the checks work on the bare form. */
export const normalizeIsbn = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** ISBN-10: weights 10..1, sum mod 11 = 0; the last character may be X (10). */
export function isValidIsbn10(value: string): boolean {
  const isbn = normalizeIsbn(value);
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  const sum = [...isbn].reduce(
    (total, character, i) => total + (character === 'X' ? 10 : Number(character)) * (10 - i),
    0,
  );
  return sum % 11 === 0;
}

/** ISBN-13 is an EAN-13 starting with 978 or 979. */
export function isValidIsbn13(value: string): boolean {
  const isbn = normalizeIsbn(value);
  return /^97[89]\d{10}$/.test(isbn) && isValidEan13(isbn);
}

export const isValidIsbn = (value: string): boolean => isValidIsbn10(value) || isValidIsbn13(value);

/** ISBN-10 → ISBN-13 (978 prefix, new check digit); undefined for an invalid ISBN-10. */
export function isbn10To13(value: string): string | undefined {
  const isbn = normalizeIsbn(value);
  if (!isValidIsbn10(isbn)) return undefined;
  const payload = `978${isbn.slice(0, 9)}`;
  return payload + gs1CheckDigit(payload);
}

/** ISBN-13 (978 only) → ISBN-10; undefined when there is no ISBN-10 form. */
export function isbn13To10(value: string): string | undefined {
  const isbn = normalizeIsbn(value);
  if (!isValidIsbn13(isbn) || !isbn.startsWith('978')) return undefined;
  const payload = isbn.slice(3, 12);
  const sum = [...payload].reduce((total, character, i) => total + Number(character) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return payload + (check === 10 ? 'X' : String(check));
}

/** The EAN-13 a book's ISBN is printed as (an ISBN-10 becomes its ISBN-13); undefined when invalid. */
export function isbnBarcode(value: string): string | undefined {
  const isbn = normalizeIsbn(value);
  return isValidIsbn13(isbn) ? isbn : isbn10To13(isbn);
}
