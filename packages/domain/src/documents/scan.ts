// What a clerk types into a scanner box, read the way Turkish POS and ERP screens read it: a
// quantity before `*` counts the scanned item that many times: `3*8690000018017`, `1,5*ELMA`.

/** A quantity a clerk may type before a scan: up to six digits, up to four decimals, above zero. */
const QUANTITY = /^(\d{1,6})(?:[.,](\d{1,4}))?$/;

/** A typed quantity as a decimal string ('1,5' → '1.5'), or undefined when it is not one. */
export function scanQuantity(text: string): string | undefined {
  const match = QUANTITY.exec(text.trim());
  if (!match) return undefined;
  const value = match[2] ? `${match[1]}.${match[2]}` : match[1]!;
  return Number(value) > 0 ? value.replace(/^0+(?=\d)/, '') : undefined;
}

/**
 * `3*CODE` → quantity 3 and the code; a plain code → no quantity. Only `*`: an item code may well
 * hold an x (`100X200`).
 */
export function splitScan(text: string): { quantity?: string; code: string } {
  const match = /^([^*]+)\*(.+)$/.exec(text.trim());
  const quantity = match ? scanQuantity(match[1]!) : undefined;
  return quantity && match ? { quantity, code: match[2]!.trim() } : { code: text.trim() };
}
