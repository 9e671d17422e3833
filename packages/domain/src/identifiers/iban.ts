/** Spaces and lower case are how people type IBANs; the check works on the bare upper-case form. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616 MOD 97-10: move the first four characters to the end, letters become 10..35, remainder 1. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character >= 'A' ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** A Turkish IBAN: TR, 2 check digits, 5-digit bank code, 1 reserve digit (0), 16-character account — 26 in all. */
export function isValidTrIban(value: string): boolean {
  const iban = normalizeIban(value);
  return /^TR\d{2}\d{5}0[0-9A-Z]{16}$/.test(iban) && mod97(iban) === 1;
}
