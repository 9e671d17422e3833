// What a receipt printer is sent, before it is bytes: lines of text already fitted to the paper's
// columns, a barcode, and where the drawer opens. The receipt and the session summary are laid out
// into these; `encodeEscPos` turns them into ESC/POS and a print page can draw them as they are.

export type PrintLine =
  /** One printed line, at most the paper's columns long (half of them when `double`). */
  | { kind: 'text'; text: string; bold?: boolean; double?: boolean }
  /** A CODE128 barcode, centred, with its text printed beneath. */
  | { kind: 'barcode'; value: string };

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
export const clip = (text: string, width: number): string => chars(text).slice(0, width).join('');

const spaces = (count: number) => ' '.repeat(Math.max(0, count));

export const center = (text: string, width: number): string => {
  const fitted = clip(text.trim(), width);
  return spaces(Math.floor((width - textWidth(fitted)) / 2)) + fitted;
};

/**
 * Words spread over lines of `width`; a word longer than a line is broken. Turkish product names
 * are long ("ÇİKOLATALI FINDIK KREMALI GOFRET 40 G"), so nothing is ever cut off.
 */
export function wrap(text: string, width: number): string[] {
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
      lines.push(clip(rest, width));
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
  if (room < 1) return [clip(right, width)];
  const lines = wrap(left, room).map((line) => indent + line);
  const last = lines.pop()!;
  return [...lines, last + spaces(width - textWidth(last) - textWidth(right)) + right];
}

/** Label and figure on one line when they fit, else the label and then the figure on its own. */
export function leftRightOrBelow(left: string, right: string, width: number): string[] {
  if (textWidth(left) + 1 + textWidth(right) <= width) return leftRight(left, right, width);
  return [...wrap(left, width), spaces(width - textWidth(right)) + clip(right, width)];
}

/** Columns of given widths, the first left-aligned and the rest right-aligned (figures). */
export function row(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, index) => {
      const fitted = clip(cell, widths[index]!);
      const pad = spaces(widths[index]! - textWidth(fitted));
      return index === 0 ? fitted + pad : pad + fitted;
    })
    .join('')
    .trimEnd();
}

export const text = (value: string, style: { bold?: boolean; double?: boolean } = {}): PrintLine => ({
  kind: 'text',
  text: value,
  ...style,
});

export const ruleLine = (width: number, char = '-'): PrintLine => text(char.repeat(width));
