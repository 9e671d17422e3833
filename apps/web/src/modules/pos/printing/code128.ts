import { code128Data } from '@kibo/domain';

// The receipt number's CODE128 drawn on the print page: the same symbols the receipt printer is sent
// (`code128Data`: set B, digit runs in set C), so the page's barcode scans as the printed one does.

/** Bar and space widths in modules of symbols 0–105, then the stop (with its final bar). */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 ' +
  '122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 ' +
  '321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 ' +
  '211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 ' +
  '213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 ' +
  '121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 ' +
  '241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 ' +
  '412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 ' +
  '211214 211232 2331112'
).split(' ');

const BRACE = 0x7b;
const START = { B: 104, C: 105 };
const SWITCH = { B: 100, C: 99 };
const STOP = 106;

/**
 * The symbol values of the barcode: start, the data, the check symbol (the start plus each symbol
 * times its position, modulo 103) and the stop.
 */
export function code128Symbols(value: string): number[] {
  const { data } = code128Data(value);
  const symbols: number[] = [];
  let set: 'B' | 'C' | undefined;
  for (let at = 0; at < data.length; at++) {
    const byte = data[at]!;
    // `{B` / `{C` choose a code set; in set B `{{` is a brace itself (set C holds 0–99 only).
    if (byte === BRACE && data[at + 1] !== BRACE) {
      const next: 'B' | 'C' = data[at + 1] === 0x42 ? 'B' : 'C';
      symbols.push(set ? SWITCH[next] : START[next]);
      set = next;
      at += 1;
      continue;
    }
    if (byte === BRACE) at += 1;
    symbols.push(set === 'C' ? byte : byte - 32);
  }
  const check = symbols.reduce((total, symbol, position) => total + symbol * Math.max(position, 1), 0) % 103;
  return [...symbols, check, STOP];
}

/** The black bars as [start, width] in modules, and the whole width in modules (quiet zones not counted). */
export function code128Bars(value: string): { bars: [number, number][]; modules: number } {
  const bars: [number, number][] = [];
  let x = 0;
  for (const symbol of code128Symbols(value)) {
    [...PATTERNS[symbol]!].forEach((width, index) => {
      if (index % 2 === 0) bars.push([x, Number(width)]);
      x += Number(width);
    });
  }
  return { bars, modules: x };
}
