import { describe, expect, it } from 'vitest';
import { CODE_PAGES } from './code-pages.ts';
import { code128Data, drawerKick, encodeEscPos, encodeText } from './escpos.ts';
import { monochrome } from './print.ts';

const hex = (bytes: Iterable<number>) => Buffer.from([...bytes]).toString('hex');

describe('Turkish text in the printer code page', () => {
  it('writes ğüşıöçİ and ĞÜŞÖÇ in PC857 (ESC t 13) at the bytes of its table', () => {
    expect(hex(encodeText('ğüşıöçİ'))).toBe('a7819f8d948798');
    expect(hex(encodeText('ĞÜŞÖÇ'))).toBe('a69a9e9980');
  });

  it('writes them in Windows-1254 (ESC t 48) too', () => {
    expect(hex(encodeText('ğüşıöçİ', 'windows1254'))).toBe('f0fcfefdf6e7dd');
    expect(hex(encodeText('ĞÜŞÖÇ', 'windows1254'))).toBe('d0dcded6c7');
  });

  it('agrees with the Windows-1254 decoder of the platform byte for byte', () => {
    const decoded = new TextDecoder('windows-1254').decode(
      Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i),
    );
    const table = CODE_PAGES.windows1254.high;
    // The decoder fills a byte the page leaves empty with its C1 control; our table marks it U+FFFD.
    [...decoded].forEach((character, i) => {
      if (table[i] !== '\ufffd') expect(table[i]).toBe(character);
    });
  });

  it('keeps the letters composed from two code points and ASCII as is', () => {
    expect(hex(encodeText('I\u0307'))).toBe('98');
    expect(hex(encodeText('Kasa 1: 12,50'))).toBe(Buffer.from('Kasa 1: 12,50').toString('hex'));
  });

  it('substitutes what the pages lack, drops other accents, and never passes a control byte', () => {
    expect(Buffer.from(encodeText('5 ₺')).toString('latin1')).toBe('5 TL');
    expect(Buffer.from(encodeText('€ “a”')).toString('latin1')).toBe('EUR "a"');
    expect(hex(encodeText('€', 'windows1254'))).toBe('80');
    expect(Buffer.from(encodeText('ő ž')).toString('latin1')).toBe('o z');
    expect(encodeText('a\x1bb\nc')).toEqual([0x61, 0x3f, 0x62, 0x3f, 0x63]);
    expect(encodeText('中')).toEqual([0x3f]);
  });
});

describe('a print job', () => {
  it('initialises, selects the code page, prints bold double-size text and cuts', () => {
    const bytes = encodeEscPos([{ kind: 'text', text: 'TOPLAM İ', bold: true, double: true }]);
    expect(hex(bytes)).toBe(
      [
        '1b40', // ESC @
        '1b740d', // ESC t 13 (PC857)
        '1b4501', // bold on
        '1d2111', // double width and height
        Buffer.from('TOPLAM ').toString('hex'),
        '98', // İ
        '1d2100', // size back
        '1b4500', // bold off
        '0a',
        '1d564200', // GS V 66 0: feed and partial cut
      ].join(''),
    );
  });

  it("uses the printer's own page number and leaves the cut out for a printer without a cutter", () => {
    const bytes = encodeEscPos([{ kind: 'text', text: 'ş' }], {
      codePage: 'windows1254',
      codePageNumber: 51,
      cut: false,
    });
    expect(hex(bytes)).toBe('1b40' + '1b7433' + 'fe' + '0a');
  });

  it('kicks the cash drawer with ESC p 0 25 250, alone for a no-sale opening', () => {
    expect(hex(encodeEscPos([], { openDrawer: true }))).toBe('1b40' + '1b740d' + '1b700019fa' + '1d564200');
    expect(hex(drawerKick())).toBe('1b40' + '1b700019fa');
  });

  it('prints the receipt number as a centred CODE128 (GS k 73) with its text below', () => {
    const bytes = encodeEscPos([{ kind: 'barcode', value: 'POS-1{2' }], { cut: false });
    const data = Buffer.from('{BPOS-1{{2').toString('hex');
    expect(hex(bytes)).toBe(`1b401b740d1b61011d683c1d77021d48021d6b490a${data}1b6100`);
  });

  it('packs digit runs in code set C, two digits a byte', () => {
    const ascii = (text: string) => [...Buffer.from(text)];
    // PF + 2026 + 000000123: B for the letters, C for the even digits, the odd one left in B.
    expect(code128Data('PF2026000000123')).toEqual({
      data: [...ascii('{BPF2{C'), 2, 60, 0, 0, 1, 23],
      symbols: 1 + 2 + 1 + 1 + 6,
    });
    expect(code128Data('12345678')).toEqual({ data: [...ascii('{C'), 12, 34, 56, 78], symbols: 5 });
    expect(code128Data('A-123')).toEqual({ data: ascii('{BA-123'), symbols: 6 });
  });

  it('narrows the bars to one dot only where the number would not fit the paper at two', () => {
    const moduleOf = (value: string, paper: '80' | '58') => {
      const bytes = [...encodeEscPos([{ kind: 'barcode', value }], { cut: false, paper })];
      const at = bytes.findIndex((byte, i) => byte === 0x1d && bytes[i + 1] === 0x77);
      return bytes[at + 2];
    };
    expect(moduleOf('PF2026000000123', '58')).toBe(2);
    expect(moduleOf('SATIS-KASA-A-BX-Q', '80')).toBe(2);
    expect(moduleOf('SATIS-KASA-A-BX-Q', '58')).toBe(1);
  });

  it('leaves out a barcode a CODE128 printer cannot take; the number is on the paper as text', () => {
    expect(hex(encodeEscPos([{ kind: 'barcode', value: 'ŞUB-1' }], { cut: false }))).toBe('1b401b740d');
  });

  it('prints the logo as a raster picture (GS v 0), leaving out one wider than the paper', () => {
    // 10 × 2 dots: a black dot at (0,0) and (9,0), a grey one at (1,1), a half-transparent black at (2,1).
    const rgba = new Uint8Array(10 * 2 * 4).fill(255);
    const paint = (x: number, y: number, value: number, alpha = 255) =>
      rgba.set([value, value, value, alpha], (y * 10 + x) * 4);
    paint(0, 0, 0);
    paint(9, 0, 0);
    paint(1, 1, 100);
    paint(2, 1, 0, 100);
    const logo = monochrome(rgba, 10, 2);
    expect([...logo.bits]).toEqual([0b10000000, 0b01000000, 0b01000000, 0b00000000]);
    const bytes = encodeEscPos([{ kind: 'image', image: logo }], { cut: false });
    expect(hex(bytes)).toBe(`1b401b740d` + `1b6101` + `1d7630000200` + `0200` + `80404000` + `1b6100`);
    const wide = monochrome(new Uint8Array(400 * 4), 400, 1);
    expect(hex(encodeEscPos([{ kind: 'image', image: wide }], { cut: false, paper: '58' }))).toBe(
      '1b401b740d',
    );
  });
});
