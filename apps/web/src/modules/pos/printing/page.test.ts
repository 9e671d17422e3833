import { type PrintLine, textLine } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import { bitmapDataUrl, printPageHtml } from './page.ts';

// The print page: the same printer lines as a page the width of the roll, with the barcode and logo
// drawn, and nothing in it a Content-Security-Policy without inline script would refuse.

const logo = { width: 10, height: 2, bits: Uint8Array.from([0xff, 0xc0, 0x80, 0x40]) };
const lines: PrintLine[] = [
  textLine('*** KOPYA ***', { bold: true }),
  { kind: 'image', image: logo },
  textLine('Işıklı Defter <Büyük> & "Ekstra"'),
  textLine('TOPLAM      115,00', { bold: true, double: true }),
  { kind: 'barcode', value: 'PF000007' },
];

const base64Bytes = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.split(',')[1]!), (character) => character.charCodeAt(0));

describe('the receipt as a print page', () => {
  it('holds every line, bold and double where the printer would print them so', () => {
    const html = printPageHtml(lines, { paper: '80', title: 'PF000007', language: 'tr' });
    expect(html).toContain('<div class="l b">*** KOPYA ***</div>');
    expect(html).toContain('<div class="l">Işıklı Defter &#60;Büyük&#62; &#38; &#34;Ekstra&#34;</div>');
    expect(html).toContain('<div class="l b d">TOPLAM      115,00</div>');
    expect(html).toContain('<title>PF000007</title>');
    expect(html).toContain('<html lang="tr">');
  });

  it('draws the receipt number as a CODE128 barcode with its text beneath', () => {
    const html = printPageHtml(lines, { paper: '80', title: '', language: 'tr' });
    const svg =
      /<svg [^>]*data-barcode="PF000007"[^>]*viewBox="0 0 101 40"[^>]*>(.*?)<\/svg><div>PF000007<\/div>/.exec(
        html,
      );
    expect(svg).not.toBeNull();
    // Start B opens with a bar two modules wide; PF000007 is 8 symbols and the stop: 101 modules.
    expect(svg![1]).toMatch(/^<rect x="0" y="0" width="2" height="40"\/>/);
  });

  it('sizes the page to the roll with no margins, its text filling the printable width', () => {
    const wide = printPageHtml(lines, { paper: '80', title: '', language: 'tr' });
    expect(wide).toMatch(/@page\{size:80mm \d+mm;margin:0\}/);
    // 72 mm over 48 columns, a character 0.6 of its size: 2.5 mm.
    expect(wide).toContain('width:72mm');
    expect(wide).toContain('font-size:2.5mm');
    const narrow = printPageHtml(lines, { paper: '58', title: '', language: 'tr' });
    expect(narrow).toMatch(/@page\{size:58mm \d+mm;margin:0\}/);
    expect(narrow).toContain('width:48mm');
    // A longer receipt makes a longer page.
    const length = (html: string) => Number(/size:80mm (\d+)mm/.exec(html)![1]);
    expect(
      length(printPageHtml([...lines, ...lines], { paper: '80', title: '', language: 'tr' })),
    ).toBeGreaterThan(length(wide));
  });

  it('uses no script and no outside address: pictures are data URLs', () => {
    const html = printPageHtml(lines, { paper: '80', title: '', language: 'tr' });
    expect(html).not.toMatch(/<script|on[a-z]+=|https?:/i);
    expect(html).toMatch(/<img alt="" src="data:image\/bmp;base64,[A-Za-z0-9+/=]+" style="width:1.25mm">/);
  });

  it('draws the logo’s dots as a 1-bit bitmap, bottom row first, black on white', () => {
    const bytes = base64Bytes(bitmapDataUrl(logo));
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('BM');
    expect(view.getInt32(18, true)).toBe(10);
    expect(view.getInt32(22, true)).toBe(2);
    expect(view.getUint16(28, true)).toBe(1);
    expect([...bytes.subarray(54, 62)]).toEqual([0xff, 0xff, 0xff, 0, 0, 0, 0, 0]);
    // Rows padded to four bytes: the bottom row (0x80 0x40) first, then the top (0xff 0xc0).
    expect([...bytes.subarray(62)]).toEqual([0x80, 0x40, 0, 0, 0xff, 0xc0, 0, 0]);
  });
});
