import { type MonochromeImage, PAPER_COLUMNS, type PaperWidth, type PrintLine } from '@kibo/domain';
import { code128Bars } from './code128.ts';

// The print page: a receipt's printer lines as a page sized for the roll (no margins), for a till
// whose browser reaches no receipt printer (or whose printer has a system driver). Printed from a
// hidden frame, under the app's Content-Security-Policy: no script, inline style only, pictures as
// data: URLs.

/** The roll, the width its printers print (576 dots at 8 a millimetre, 512 at 180 dpi) and their dots. */
const PAPERS: Record<PaperWidth, { roll: number; print: number; dotsPerMm: number }> = {
  '80': { roll: 80, print: 72, dotsPerMm: 8 },
  '80narrow': { roll: 80, print: 72, dotsPerMm: 512 / 72 },
  '58': { roll: 58, print: 48, dotsPerMm: 8 },
};

/** A monospace character is 0.6 of its size wide: the size at which the paper's columns fill its width. */
const ADVANCE = 0.6;
const LINE_HEIGHT = 1.2;
const BARCODE_HEIGHT = 12;
/** Room above and below the lines, and for the cutter: the page ends where the receipt does. */
const PADDING = 4;
const FEED = 8;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const mm = (value: number) => `${Number(value.toFixed(2))}mm`;

/**
 * The dots as a 1-bit BMP: rows of the same bits (leftmost dot in the highest bit), bottom row first,
 * each padded to four bytes, white then black in the palette.
 */
export function bitmapDataUrl(image: MonochromeImage): string {
  const stride = Math.ceil(image.width / 8);
  const row = Math.ceil(stride / 4) * 4;
  const offset = 14 + 40 + 8;
  const bytes = new Uint8Array(offset + row * image.height);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, image.width, true);
  view.setInt32(22, image.height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 1, true);
  view.setUint32(34, row * image.height, true);
  view.setUint32(46, 2, true);
  bytes.set([0xff, 0xff, 0xff, 0, 0, 0, 0, 0], 54);
  for (let y = 0; y < image.height; y++)
    bytes.set(image.bits.subarray(y * stride, (y + 1) * stride), offset + (image.height - 1 - y) * row);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/bmp;base64,${btoa(binary)}`;
}

function barcodeSvg(value: string, width: number): string {
  const { bars, modules } = code128Bars(value);
  // Bars a third of a millimetre wide where the paper allows, as a laser printer scans best.
  const shown = Math.min(modules / 3, width - 4);
  const rects = bars.map(([x, w]) => `<rect x="${x}" y="0" width="${w}" height="40"/>`).join('');
  return (
    `<svg role="img" aria-label="${escapeHtml(value)}" data-barcode="${escapeHtml(value)}" ` +
    `width="${mm(shown)}" height="${mm(BARCODE_HEIGHT)}" viewBox="0 0 ${modules} 40" preserveAspectRatio="none" ` +
    `shape-rendering="crispEdges">${rects}</svg>`
  );
}

/** The lines as a whole HTML document sized for `paper`, its page as long as the receipt. */
export function printPageHtml(
  lines: readonly PrintLine[],
  options: { paper: PaperWidth; title: string; language: string },
): string {
  const paper = PAPERS[options.paper];
  const size = paper.print / PAPER_COLUMNS[options.paper] / ADVANCE;
  const line = size * LINE_HEIGHT;
  let height = 2 * PADDING + FEED;
  const body = lines.map((printed) => {
    if (printed.kind === 'text') {
      height += printed.double ? 2 * line : line;
      const classes = ['l', printed.bold && 'b', printed.double && 'd'].filter(Boolean).join(' ');
      return `<div class="${classes}">${escapeHtml(printed.text)}</div>`;
    }
    if (printed.kind === 'barcode') {
      height += BARCODE_HEIGHT + line + 2;
      return `<div class="c">${barcodeSvg(printed.value, paper.print)}<div>${escapeHtml(printed.value)}</div></div>`;
    }
    const width = printed.image.width / paper.dotsPerMm;
    height += printed.image.height / paper.dotsPerMm + 2;
    return `<div class="c"><img alt="" src="${bitmapDataUrl(printed.image)}" style="width:${mm(width)}"></div>`;
  });
  const style = [
    `@page{size:${mm(paper.roll)} ${mm(Math.ceil(height))};margin:0}`,
    'html,body{margin:0;padding:0;background:#fff;color:#000}',
    `body{width:${mm(paper.print)};margin:0 auto;padding:${mm(PADDING)} 0;font-family:"DejaVu Sans Mono",Consolas,"Liberation Mono","Courier New",monospace;font-size:${mm(size)};line-height:${LINE_HEIGHT}}`,
    `.l{white-space:pre;overflow:hidden;height:${LINE_HEIGHT}em}`,
    '.b{font-weight:bold}',
    '.d{font-size:2em}',
    '.c{text-align:center;margin:1mm 0}',
    '.c svg,.c img{display:block;margin:0 auto}',
    'img{image-rendering:pixelated}',
  ].join('');
  return (
    `<!doctype html><html lang="${escapeHtml(options.language)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(options.title)}</title><style>${style}</style></head>` +
    `<body>${body.join('')}</body></html>`
  );
}

/**
 * Prints a page from a hidden frame. Chromium's print() returns when its dialog closes (at once with
 * --kiosk-printing, the till's silent printing), then the frame goes.
 */
export function printHtml(html: string): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.addEventListener(
      'load',
      () => {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        setTimeout(() => {
          frame.remove();
          resolve();
        }, 100);
      },
      { once: true },
    );
    frame.srcdoc = html;
    document.body.append(frame);
  });
}
