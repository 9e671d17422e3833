import { describe, expect, it } from 'vitest';
import { code128Bars, code128Symbols } from './code128.ts';

// The page's barcode must be the symbols the printer draws from the same data, checked by hand.

describe('CODE128 on the print page', () => {
  it('writes a receipt number with its letters in set B and its digits in set C', () => {
    // Start B, P, F, Code C, 00, 00, 01; check = (104 + 48 + 2×38 + 3×99 + 6×1) mod 103 = 16; stop.
    expect(code128Symbols('PF000001')).toEqual([104, 48, 38, 99, 0, 0, 1, 16, 106]);
  });

  it('starts in set C for leading digits and leaves an odd run’s first digit in set B', () => {
    // (105 + 12 + 2×34 + 3×100 + 4×33 + 5×34) mod 103 = 66
    expect(code128Symbols('1234AB')).toEqual([105, 12, 34, 100, 33, 34, 66, 106]);
    // A, 1 in set B, then 23 45 in set C: (104 + 33 + 2×17 + 3×99 + 4×23 + 5×45) mod 103 = 64
    expect(code128Symbols('A12345')).toEqual([104, 33, 17, 99, 23, 45, 64, 106]);
  });

  it('reads a brace as a brace, not as a code set switch', () => {
    // Start B, '{' (91), 'x' (88); (104 + 91 + 2×88) mod 103 = 62
    expect(code128Symbols('{x')).toEqual([104, 91, 88, 62, 106]);
  });

  it('draws 11 modules a symbol and 13 for the stop, starting and ending with a bar', () => {
    const { bars, modules } = code128Bars('PF000001');
    expect(modules).toBe(8 * 11 + 13);
    expect(bars[0]).toEqual([0, 2]); // start B is 2 1 1 2 1 4
    const [x, width] = bars.at(-1)!;
    expect(x + width).toBe(modules);
    // Bars never overlap and always leave a space between them.
    for (let at = 1; at < bars.length; at++)
      expect(bars[at]![0]).toBeGreaterThan(bars[at - 1]![0] + bars[at - 1]![1]);
  });
});
