import { describe, expect, it } from 'vitest';
import { centerText, leftRight, leftRightOrBelow, printTable } from './print.ts';

describe('text fitted to the paper', () => {
  it('keeps a figure on the right and wraps the label above it, indent and all', () => {
    expect(leftRight('  İndirim', '-2,50', 20)).toEqual(['  İndirim      -2,50']);
    expect(leftRight('Çok uzun bir ürün adı burada', '1.250,50', 20)).toEqual([
      'Çok uzun bir ürün',
      'adı burada  1.250,50',
    ]);
    expect(leftRightOrBelow('Fiş No: POS-000123', '25.11.2026 14:32', 20)).toEqual([
      'Fiş No: POS-000123',
      '    25.11.2026 14:32',
    ]);
  });

  it('centres by characters, not bytes: İ and ş are one column each', () => {
    expect(centerText('İŞ', 6)).toBe('  İŞ');
  });

  it('lays figures out in right-aligned columns sized to the widest cell', () => {
    expect(
      printTable(
        [
          ['KDV', 'Matrah', 'Tutar'],
          ['%1', '1.277,30', '12,77'],
          ['%20', '18,61', '3,72'],
        ],
        24,
      ),
    ).toEqual(['KDV      Matrah    Tutar', '%1     1.277,30    12,77', '%20       18,61     3,72']);
  });

  it('puts a long first cell on its own line and stacks rows whose figures do not fit, never cutting one', () => {
    expect(
      printTable(
        [
          ['Tür', 'Satış'],
          ['Kredi kartı', '50,00'],
        ],
        12,
      ),
    ).toEqual(['Tür    Satış', 'Kredi kartı', '       50,00']);
    expect(
      printTable(
        [
          ['Art', 'Verkauf', 'Rückgabe'],
          ['Bar', '-1.110,50', '10,00'],
        ],
        20,
      ),
    ).toEqual(['Bar', '  Verkauf  -1.110,50', '  Rückgabe     10,00']);
  });
});
