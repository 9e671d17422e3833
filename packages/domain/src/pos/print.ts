import { formatDay } from '../display.ts';
import type { NumberLocale } from '../number-input.ts';

// What a receipt printer is sent, before it is bytes: lines of text already fitted to the paper's
// columns, a barcode, and where the drawer opens. The receipt and the session summary are laid out
// into these; `encodeEscPos` turns them into ESC/POS and a print page can draw them as they are.

export type PrintLine =
  /** One printed line, at most the paper's columns long (half of them when `double`). */
  | { kind: 'text'; text: string; bold?: boolean; double?: boolean }
  /** A CODE128 barcode, centred, with its text printed beneath. */
  | { kind: 'barcode'; value: string }
  /** A black-and-white picture (the company logo), centred. */
  | { kind: 'image'; image: MonochromeImage };

/** One bit a dot, rows of `ceil(width / 8)` bytes, the leftmost dot in the highest bit; 1 = black. */
export interface MonochromeImage {
  width: number;
  height: number;
  bits: Uint8Array;
}

/**
 * A picture's RGBA pixels (a canvas's ImageData) as dots: darker than `threshold` prints black,
 * transparent is paper. The till scales the logo to the paper's dots before this.
 */
export function monochrome(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  threshold = 128,
): MonochromeImage {
  const stride = Math.ceil(width / 8);
  const bits = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const alpha = rgba[at + 3]! / 255;
      const luminance = 0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!;
      // Over white paper: a half-transparent black is grey.
      if (luminance * alpha + 255 * (1 - alpha) < threshold) bits[y * stride + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return { width, height, bits };
}

/**
 * Characters per line in the printer's standard font (A, 12 dots wide): 80 mm paper prints 576
 * dots on 203 dpi printers (48 columns) and 512 on 180 dpi ones such as the TM-T88 (42); 58 mm
 * paper prints 384 dots (32).
 */
export const PAPER_COLUMNS = { '80': 48, '80narrow': 42, '58': 32 } as const;
export type PaperWidth = keyof typeof PAPER_COLUMNS;

/** Text as the printer counts it: one column per character (ğ, İ composed, not two code points). */
const chars = (text: string): string[] => [...text.normalize('NFC')];

export const textWidth = (text: string): number => chars(text).length;

/** Cut to `width` columns. */
export const clipText = (text: string, width: number): string => chars(text).slice(0, width).join('');

const spaces = (count: number) => ' '.repeat(Math.max(0, count));

export const centerText = (text: string, width: number): string => {
  const fitted = clipText(text.trim(), width);
  return spaces(Math.floor((width - textWidth(fitted)) / 2)) + fitted;
};

/**
 * Words spread over lines of `width`; a word longer than a line is broken. Turkish product names
 * are long ("ÇİKOLATALI FINDIK KREMALI GOFRET 40 G"), so nothing is ever cut off.
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.normalize('NFC').trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    if (line && textWidth(line) + 1 + textWidth(rest) <= width) {
      line = `${line} ${rest}`;
      continue;
    }
    if (line) lines.push(line);
    while (textWidth(rest) > width) {
      lines.push(clipText(rest, width));
      rest = chars(rest).slice(width).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * A label on the left and a figure on the right of the same line; a label too long for the space
 * left wraps onto lines above, so the figure is never pushed off the paper.
 */
export function leftRight(left: string, right: string, width: number): string[] {
  const indent = /^ */.exec(left)![0];
  const room = width - textWidth(right) - 1 - indent.length;
  if (room < 1) return [clipText(right, width)];
  // Lines above the figure take the whole width; only the last must leave room for it.
  const lines = wrapText(left, width - indent.length);
  const tail = wrapText(lines.pop()!, room);
  lines.push(...tail);
  const indented = lines.map((line) => indent + line);
  const last = indented.pop()!;
  return [...indented, last + spaces(width - textWidth(last) - textWidth(right)) + right];
}

/** Label and figure on one line when they fit, else the label and then the figure on its own. */
export function leftRightOrBelow(left: string, right: string, width: number): string[] {
  if (textWidth(left) + 1 + textWidth(right) <= width) return leftRight(left, right, width);
  return [...wrapText(left, width), spaces(width - textWidth(right)) + clipText(right, width)];
}

/**
 * A table: the first column left-aligned, the figures right-aligned in columns as wide as their
 * widest cell. A first cell too long for what is left goes on a line of its own above its figures;
 * when the figures alone do not fit (58 mm, long German headers), each row is stacked instead:
 * its first cell, then one "header   figure" line per column. A figure is never cut.
 */
export function printTable(rows: readonly (readonly string[])[], width: number): string[] {
  const [head, ...body] = rows;
  if (!head) return [];
  const figures = head
    .slice(1)
    .map((_, at) => Math.max(...rows.map((cells) => textWidth(cells[at + 1] ?? ''))) + 1);
  let first = width - figures.reduce((total, each) => total + each, 0);
  if (first < 4) {
    return body.flatMap((cells) => [
      ...wrapText(cells[0] ?? '', width),
      ...cells
        .slice(1)
        .flatMap((cell, at) => (head[at + 1] ? leftRight(`  ${head[at + 1]}`, cell, width) : [])),
    ]);
  }
  // Room the labels do not need is shared out between the figure columns, for air between them.
  const labels = Math.max(...rows.map((cells) => textWidth(cells[0] ?? '')));
  const spare = figures.length ? Math.floor(Math.max(0, first - labels) / figures.length) : 0;
  figures.forEach((_, at) => {
    figures[at]! += spare;
  });
  first -= spare * figures.length;
  const figureCells = (cells: readonly string[]) =>
    cells
      .slice(1)
      .map((cell, at) => spaces(figures[at]! - textWidth(cell)) + cell)
      .join('');
  return rows.flatMap((cells) => {
    const label = cells[0] ?? '';
    if (textWidth(label) <= first)
      return [(label + spaces(first - textWidth(label)) + figureCells(cells)).trimEnd()];
    return [...wrapText(label, width), (spaces(first) + figureCells(cells)).trimEnd()];
  });
}

export const textLine = (value: string, style: { bold?: boolean; double?: boolean } = {}): PrintLine => ({
  kind: 'text',
  text: value,
  ...style,
});

export const ruleLine = (width: number, char = '-'): PrintLine => textLine(char.repeat(width));

/** 2026-11-25T14:32:05 → 25.11.2026 14:32: the language's day, the time as the till recorded it. */
export const printedDateTime = (iso: string, language: NumberLocale): string =>
  `${formatDay(iso, language)} ${iso.slice(11, 16)}`.trim();
