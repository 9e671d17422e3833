import { splitScan } from '../documents/scan.ts';
import {
  gs1CheckDigit,
  isbn10To13,
  isbn13To10,
  isValidEan8,
  isValidEan13,
  isValidIsbn10,
  isValidUpcA,
  normalizeIsbn,
} from '../identifiers/barcodes.ts';
import { Big } from '../money.ts';

// What a till scanner sends, read the way the till needs it: which item to look up and, for a
// label printed by a shop scale, the weight or price the scale wrote into the barcode.

/**
 * A scale label layout, as Odoo writes `21.....{NNDDD}`: the prefix, the item's scale code (PLU),
 * the value with implied decimals, then the EAN-13 check digit. Prefix + item + value digits = 12.
 */
export interface ScaleBarcodeRule {
  /** What the value is: the weight (a quantity in the item's unit, usually kg) or the label's price. */
  kind: 'weight' | 'price';
  /** The leading digits that mark such a label: 20–29, the GS1 range a shop uses itself. */
  prefix: string;
  /** Digits of the item's scale code after the prefix. */
  itemDigits: number;
  /** Digits of the value; the last `decimals` of them are decimals (grams in kg: 3, kuruş: 2). */
  valueDigits: number;
  decimals: number;
}

export interface ScanRules {
  /** Tried in order; the first whose prefix a label starts with reads it. */
  scale: readonly ScaleBarcodeRule[];
}

/**
 * Where a company has not set its own: 28 for weight in grams, 29 for price in kuruş, each with a
 * five-digit item code. 27 stays the shop's own item numbers (`inStoreEan13`), which are looked up
 * whole. Scales are configurable and Turkish shops differ: these are a starting point, not a norm.
 */
export const DEFAULT_SCAN_RULES: ScanRules = {
  scale: [
    { kind: 'weight', prefix: '28', itemDigits: 5, valueDigits: 5, decimals: 3 },
    { kind: 'price', prefix: '29', itemDigits: 5, valueDigits: 5, decimals: 2 },
  ],
};

/** Why a rule cannot read any EAN-13; undefined when it can. */
export function scaleRuleProblem(rule: ScaleBarcodeRule): 'prefix' | 'length' | 'decimals' | undefined {
  if (!/^2\d{0,3}$/.test(rule.prefix)) return 'prefix';
  if (rule.itemDigits < 1 || rule.valueDigits < 1) return 'length';
  if (rule.prefix.length + rule.itemDigits + rule.valueDigits !== 12) return 'length';
  if (rule.decimals < 0 || rule.decimals > rule.valueDigits) return 'decimals';
  return undefined;
}

export type ScanKind =
  /** A GTIN from the maker: EAN-13, EAN-8 or UPC-A. */
  | 'ean13'
  | 'ean8'
  | 'upcA'
  /** A book: ISBN-13 (978/979) or an ISBN-10 read as its ISBN-13. */
  | 'isbn'
  /** An EAN-13 from the 2… range that no scale rule reads: the shop's own number for an item. */
  | 'inStore'
  | 'weight'
  | 'price'
  /** Anything else: an item code, a GTIN-shaped number whose check digit is wrong. */
  | 'code';

export interface ScanReading {
  kind: ScanKind;
  /** What was scanned, without a typed `3*` quantity, hyphens or spaces. */
  code: string;
  /** The codes to look the item up by, best first (a book: its ISBN-13, then its ISBN-10). */
  lookup: string[];
  /**
   * The line's quantity when the scan sets one: a typed `3*`, a weight (times a typed count), or
   * the count of price labels. Absent: one of the item's unit.
   */
  quantity?: string;
  /** A price label's amount, VAT included as the scale prints it: the price of one label. */
  price?: string;
  /** The scale's item code (PLU) on a weight or price label. */
  itemCode?: string;
  /** False when the scan has a GTIN's shape but not its check digit: a mistyped code, most likely. */
  checkDigitValid?: boolean;
}

const withCheckDigit = (payload: string) => `${payload}${gs1CheckDigit(payload)}`;

/** A scale label read by its rule: the item code, and the value with its implied decimals. */
function readScale(code: string, rule: ScaleBarcodeRule, typed: string | undefined): ScanReading {
  const itemStart = rule.prefix.length;
  const valueStart = itemStart + rule.itemDigits;
  const itemCode = code.slice(itemStart, valueStart);
  const digits = code.slice(valueStart, valueStart + rule.valueDigits);
  const value = new Big(digits).div(new Big(10).pow(rule.decimals));
  // The label with its value zeroed, as Odoo stores such an item's barcode; then the bare PLU.
  const base = withCheckDigit(`${code.slice(0, valueStart)}${'0'.repeat(rule.valueDigits)}`);
  const reading: ScanReading = { kind: rule.kind, code, lookup: [base, itemCode], itemCode };
  if (rule.kind === 'weight') {
    // Two identical packs scanned as `2*label`: twice the weight.
    reading.quantity = value.times(typed ?? 1).toString();
  } else {
    reading.price = value.toFixed(Math.max(rule.decimals, 2));
    if (typed) reading.quantity = typed;
  }
  return reading;
}

/** Reads one scan (or typed code) by the company's scale rules; see `ScanReading`. */
export function readScan(text: string, rules: ScanRules = DEFAULT_SCAN_RULES): ScanReading {
  const { quantity: typed, code: scanned } = splitScan(text);
  // An ISBN typed by hand may keep the hyphens it is printed with (978-605-…); other codes with
  // hyphens (an item code 100-200) stay as they are.
  const compact = normalizeIsbn(scanned);
  const code = /^(?:\d{9}[\dX]|97[89]\d{10})$/.test(compact) ? compact : scanned;
  const plain = (kind: ScanKind, lookup: string[], checkDigitValid?: boolean): ScanReading => ({
    kind,
    code,
    lookup: [...new Set(lookup)],
    ...(typed ? { quantity: typed } : {}),
    ...(checkDigitValid === undefined ? {} : { checkDigitValid }),
  });

  if (/^\d{13}$/.test(code)) {
    if (!isValidEan13(code)) return plain('code', [code], false);
    if (code.startsWith('2')) {
      const rule = rules.scale.find((each) => !scaleRuleProblem(each) && code.startsWith(each.prefix));
      return rule ? readScale(code, rule, typed) : plain('inStore', [code]);
    }
    if (/^97[89]/.test(code)) {
      const isbn10 = isbn13To10(code);
      return plain('isbn', isbn10 ? [code, isbn10] : [code]);
    }
    // A UPC-A printed as EAN-13 with a leading 0 may be on file in either form.
    return plain('ean13', code.startsWith('0') ? [code, code.slice(1)] : [code]);
  }
  if (/^\d{12}$/.test(code)) {
    return isValidUpcA(code) ? plain('upcA', [`0${code}`, code]) : plain('code', [code], false);
  }
  if (/^\d{8}$/.test(code)) {
    return isValidEan8(code) ? plain('ean8', [code]) : plain('code', [code], false);
  }
  if (/^\d{9}[\dX]$/.test(code)) {
    return isValidIsbn10(code) ? plain('isbn', [isbn10To13(code)!, code]) : plain('code', [code], false);
  }
  return plain('code', [code]);
}
