const digitsOnly = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

/**
 * VKN (vergi kimlik numarası, companies): 10 digits, the last a check digit. For the first nine:
 * t = (d + 10 - position) mod 10; t = 9 counts as 9, otherwise (t · 2^(10 - position)) mod 9.
 */
export function isValidVkn(value: string): boolean {
  if (!digitsOnly(value, 10)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let position = 1; position <= 9; position++) {
    const t = (digits[position - 1]! + 10 - position) % 10;
    sum += t === 9 ? 9 : (t * 2 ** (10 - position)) % 9;
  }
  return (10 - (sum % 10)) % 10 === digits[9];
}

/**
 * TCKN (T.C. kimlik numarası, persons): 11 digits, never starting with 0; the 10th digit is
 * (7 · sum of odd positions − sum of even positions among the first nine) mod 10, and the 11th
 * is the sum of the first ten mod 10.
 */
export function isValidTckn(value: string): boolean {
  if (!digitsOnly(value, 11) || value.startsWith('0')) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}
