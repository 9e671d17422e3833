import { CODE_PAGES, type CodePageName } from './code-pages.ts';
import type { MonochromeImage, PaperWidth, PrintLine } from './print.ts';

// ESC/POS, the command language of Epson receipt printers and their many clones: the bytes sent
// to a USB or serial receipt printer (WebUSB / Web Serial in the till) for a receipt's lines.

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export interface EscPosOptions {
  /** The printer's Turkish code page; cp857 unless the printer is set to Windows-1254. */
  codePage?: CodePageName;
  /** ESC t number when the printer numbers its pages differently from Epson. */
  codePageNumber?: number;
  /** Opens the cash drawer wired to the printer (a cash sale, a refund paid in cash). */
  openDrawer?: boolean;
  /** Feeds to the cutter and cuts; off for printers without one. */
  cut?: boolean;
  /** The paper, for the barcode's width: 80 mm unless told. */
  paper?: PaperWidth;
}

/** Dots a line prints, by paper: 203 dpi on 80 mm (576) and 58 mm (384), 180 dpi narrow 80 mm (512). */
const PAPER_DOTS: Record<PaperWidth, number> = { '80': 576, '80narrow': 512, '58': 384 };

/** ESC @: back to the printer's defaults, so a job never inherits another's bold or size. */
const INIT = [ESC, 0x40];
/** ESC p 0 25 250: a pulse on drawer pin 2, 50 ms on and 500 ms off, as drawers expect. */
const DRAWER_KICK = [ESC, 0x70, 0x00, 0x19, 0xfa];
/** GS V 66 0: feed to the cutter and cut, leaving a hinge (partial cut). */
const CUT = [GS, 0x56, 0x42, 0x00];

/** Characters the Turkish code pages lack, written the way a Turkish receipt writes them. */
const SUBSTITUTES: Record<string, string> = {
  '₺': 'TL',
  '€': 'EUR',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

/**
 * Text in a code page: ASCII as it is, Turkish letters by the page's table; a character the page
 * lacks is substituted (₺ → TL), else printed without its accent, else as '?'. Control characters
 * become '?' so a name can never send the printer a command.
 */
export function encodeText(value: string, codePage: CodePageName = 'cp857'): number[] {
  const high = CODE_PAGES[codePage].high;
  const byteOf = (character: string): number | undefined => {
    const code = character.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) return code;
    const at = character === '\ufffd' ? -1 : high.indexOf(character);
    return at >= 0 ? 0x80 + at : undefined;
  };
  const all = (text: string): number[] | undefined => {
    const bytes = [...text].map(byteOf);
    return text && bytes.every((byte) => byte !== undefined) ? (bytes as number[]) : undefined;
  };
  return [...value.normalize('NFC')].flatMap(
    (character) =>
      all(character) ??
      all(SUBSTITUTES[character] ?? '') ??
      all(character.normalize('NFD').replace(/\p{M}/gu, '')) ?? [0x3f],
  );
}

/**
 * CODE128 data for GS k 73: printable ASCII in code set B, runs of four or more digits in code set C
 * (two digits a byte, half the width: a 16-character receipt number still fits 58 mm paper), and
 * the symbols it makes (start, switches, characters), which set its width.
 */
export function code128Data(value: string): { data: number[]; symbols: number } {
  const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
  const data: number[] = [];
  let symbols = 0;
  let set: 'B' | 'C' | undefined;
  const use = (next: 'B' | 'C') => {
    if (set !== next) {
      data.push(...ascii(`{${next}`));
      symbols += 1;
    }
    set = next;
  };
  for (const [, digits, other] of value.matchAll(/(\d+)|(\D+)/g)) {
    if (digits && digits.length >= 4) {
      // An odd run leaves its first digit in set B, where it costs no more than a switch would.
      const odd = digits.length % 2;
      if (odd) {
        use('B');
        data.push(...ascii(digits[0]!));
        symbols += 1;
      }
      use('C');
      for (let at = odd; at < digits.length; at += 2) data.push(Number(digits.slice(at, at + 2)));
      symbols += (digits.length - odd) / 2;
    } else {
      const text = digits ?? other ?? '';
      use('B');
      // In the data `{` starts a code set switch; a literal one is written twice.
      data.push(...ascii(text.replaceAll('{', '{{')));
      symbols += text.length;
    }
  }
  return { data, symbols };
}

/**
 * The receipt number as a centred CODE128, its text printed beneath. Printable ASCII only: a number
 * with other characters is not barcoded (it is printed as text above).
 */
function barcode(value: string, dots: number): number[] {
  if (!/^[\x20-\x7e]{1,120}$/.test(value)) return [];
  const { data, symbols } = code128Data(value);
  if (data.length > 255) return [];
  // 11 modules a symbol (the check one too) and 13 for the stop; two dots a module where the paper
  // has room for it and the quiet zones, else one.
  const modules = (symbols + 1) * 11 + 13;
  const module = modules * 2 + 40 <= dots ? 2 : 1;
  return [
    ...[ESC, 0x61, 0x01], // centre
    ...[GS, 0x68, 60], // 60 dots high
    ...[GS, 0x77, module],
    ...[GS, 0x48, 0x02], // text below
    ...[GS, 0x6b, 73, data.length, ...data],
    ...[ESC, 0x61, 0x00],
  ];
}

/** GS v 0: a raster picture, centred; one wider than the paper is left out rather than cut. */
function image(picture: MonochromeImage, dots: number): number[] {
  const stride = Math.ceil(picture.width / 8);
  if (picture.width > dots || picture.height < 1 || picture.height > 2000) return [];
  return [
    ...[ESC, 0x61, 0x01],
    ...[GS, 0x76, 0x30, 0x00, stride & 0xff, stride >> 8, picture.height & 0xff, picture.height >> 8],
    ...picture.bits.subarray(0, stride * picture.height),
    ...[ESC, 0x61, 0x00],
  ];
}

function encodeTextLine(line: Extract<PrintLine, { kind: 'text' }>, codePage: CodePageName): number[] {
  const bytes = encodeText(line.text, codePage);
  const bold = line.bold ? { on: [ESC, 0x45, 1], off: [ESC, 0x45, 0] } : { on: [], off: [] };
  // GS ! 0x11: double width and height; the layout gave such a line half the columns.
  const size = line.double ? { on: [GS, 0x21, 0x11], off: [GS, 0x21, 0x00] } : { on: [], off: [] };
  return [...bold.on, ...size.on, ...bytes, ...size.off, ...bold.off, LF];
}

/** A print job: initialise, select the Turkish code page, the lines, then drawer and cutter. */
export function encodeEscPos(lines: readonly PrintLine[], options: EscPosOptions = {}): Uint8Array {
  const codePage = options.codePage ?? 'cp857';
  const dots = PAPER_DOTS[options.paper ?? '80'];
  const bytes: number[] = [...INIT, ESC, 0x74, options.codePageNumber ?? CODE_PAGES[codePage].escT];
  // The drawer opens as printing starts: the cashier counts change while the receipt comes out.
  if (options.openDrawer) bytes.push(...DRAWER_KICK);
  for (const line of lines) {
    if (line.kind === 'text') bytes.push(...encodeTextLine(line, codePage));
    else if (line.kind === 'barcode') bytes.push(...barcode(line.value, dots));
    else bytes.push(...image(line.image, dots));
  }
  if (options.cut ?? true) bytes.push(...CUT);
  return Uint8Array.from(bytes);
}

/** The drawer alone, for a no-sale opening (which the session summary counts). */
export const drawerKick = (): Uint8Array => Uint8Array.from([...INIT, ...DRAWER_KICK]);
