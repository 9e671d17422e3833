import { describe, expect, it } from 'vitest';
import { documentTotals } from '../documents/totals.ts';
import { PAPER_COLUMNS, type PrintLine, textWidth, wrapText } from './print.ts';
import { changeDue, layoutReceipt, type ReceiptInput } from './receipt.ts';

const sale: ReceiptInput = {
  kind: 'sale',
  company: {
    title: 'Kibo Şarküteri Gıda Ticaret Limited Şirketi',
    lines: ['Atatürk Cad. No: 12 Kadıköy / İstanbul', 'VKN 1234567890 - Kadıköy VD'],
  },
  number: 'POS-000123',
  issuedAt: '2026-11-25T14:32:05',
  cashier: 'Ayşe Yılmaz',
  lines: [
    {
      name: 'Çikolatalı Fındık Kremalı Gofret 40 g',
      quantity: '2',
      unit: 'AD',
      unitPrice: '12.50',
      vatRate: '20',
      discounts: ['10'],
    },
    { name: 'Domates', quantity: '1.235', unit: 'KG', unitDecimals: 3, unitPrice: '40', vatRate: '1' },
    { name: 'Kaşar Peyniri', quantity: '1', unit: 'AD', unitPrice: '1250.5', vatRate: '1' },
  ],
  pricesIncludeVat: true,
  discount: { kind: 'amount', value: '10' },
  payments: [
    { method: 'card', amount: '1000' },
    { method: 'cash', amount: '312.40' },
  ],
  cashTendered: '400',
  points: { earned: 12, balance: 340 },
};

const texts = (lines: PrintLine[]) => lines.flatMap((line) => (line.kind === 'text' ? [line.text] : []));
const find = (lines: PrintLine[], start: string) =>
  texts(lines).find((line) => line.trimStart().startsWith(start));

describe('a receipt laid out for the paper', () => {
  it.each(Object.entries(PAPER_COLUMNS))('never runs past %s mm paper (%i columns)', (_, columns) => {
    for (const line of layoutReceipt({ ...sale, reprint: true }, { columns })) {
      if (line.kind !== 'text') continue;
      expect(textWidth(line.text)).toBeLessThanOrEqual(line.double ? Math.floor(columns / 2) : columns);
    }
  });

  it('prints the amounts of the shared totals: lines, discounts, the total, VAT per rate, change', () => {
    const totals = documentTotals({
      lines: sale.lines,
      pricesIncludeVat: true,
      documentDiscount: sale.discount,
    });
    expect(totals.grandTotal).toBe('1312.40');
    const lines = layoutReceipt(sale, { columns: 48 });
    expect(texts(lines)).toContain('  2 AD x 12,50 %20                         25,00');
    expect(texts(lines)).toContain('  İndirim                                  -2,50');
    expect(texts(lines)).toContain('  1,235 KG x 40,00 %1                      49,40');
    expect(find(lines, 'ARA TOPLAM')).toMatch(/ 1\.324,90$/);
    expect(find(lines, 'FİŞ İNDİRİMİ')).toMatch(/ -10,00$/);
    const total = lines.find((line) => line.kind === 'text' && line.double);
    expect(total).toEqual({ kind: 'text', text: 'TOPLAM          1.312,40', bold: true, double: true });
    const [low, high] = totals.vatByRate;
    expect(find(lines, '%1 ')).toBe('%1               1.277,30                  12,77');
    expect(low).toEqual({ rate: '1', base: '1277.30', vat: '12.77' });
    expect(find(lines, '%20 ')).toMatch(/ 18,61 +3,72$/);
    expect(high).toEqual({ rate: '20', base: '18.61', vat: '3.72' });
    expect(find(lines, 'TOPLAM KDV')).toMatch(/ 16,49$/);
    expect(find(lines, 'Kredi kartı')).toMatch(/ 1\.000,00$/);
    expect(find(lines, 'Nakit')).toMatch(/ 312,40$/);
    expect(find(lines, 'Alınan nakit')).toMatch(/ 400,00$/);
    expect(find(lines, 'PARA ÜSTÜ')).toMatch(/ 87,60$/);
    expect(find(lines, 'Kazanılan puan')).toMatch(/ 12$/);
  });

  it('heads with the company, the receipt number, date and cashier, ends with the barcode and the non-fiscal note', () => {
    const lines = layoutReceipt(sale, { columns: 48 });
    expect(texts(lines)[0]).toBe('  Kibo Şarküteri Gıda Ticaret Limited Şirketi');
    expect(find(lines, 'Fiş No')).toBe('Fiş No: POS-000123              25.11.2026 14:32');
    expect(find(lines, 'Kasiyer')).toBe('Kasiyer: Ayşe Yılmaz');
    expect(lines).toContainEqual({ kind: 'barcode', value: 'POS-000123' });
    expect(lines.at(-1)).toEqual({
      kind: 'text',
      text: '       BİLGİ FİŞİDİR - MALİ DEĞERİ YOKTUR',
      bold: true,
    });
    expect(texts(lines).some((line) => line.includes('KOPYA'))).toBe(false);
  });

  it('puts the logo above the title', () => {
    const logo = { width: 8, height: 1, bits: Uint8Array.of(0xff) };
    const lines = layoutReceipt({ ...sale, company: { ...sale.company, logo } }, { columns: 48 });
    expect(lines[0]).toEqual({ kind: 'image', image: logo });
    expect(lines[1]).toMatchObject({
      kind: 'text',
      bold: true,
      text: '  Kibo Şarküteri Gıda Ticaret Limited Şirketi',
    });
  });

  it('marks a reprint KOPYA at the top and at the bottom', () => {
    const lines = texts(layoutReceipt({ ...sale, reprint: true }, { columns: 32 }));
    expect(lines[0]!.trim()).toBe('*** KOPYA ***');
    expect(lines.at(-1)!.trim()).toBe('*** KOPYA ***');
  });

  it('wraps long names over lines without losing a word on 58 mm paper', () => {
    const lines = texts(layoutReceipt(sale, { columns: 32 }));
    expect(lines).toContain('Çikolatalı Fındık Kremalı Gofret');
    expect(lines).toContain('40 g');
    // Number and date no longer fit one line: the date goes below, on the right.
    expect(lines).toContain('Fiş No: POS-000123');
    expect(lines).toContain('                25.11.2026 14:32');
  });

  it('prints a refund as such, with what was paid back', () => {
    const refund = layoutReceipt(
      {
        ...sale,
        kind: 'refund',
        refundOf: 'POS-000120',
        lines: [sale.lines[1]!],
        discount: null,
        payments: [{ method: 'cash', amount: '49.40' }],
        cashTendered: null,
        points: undefined,
      },
      { columns: 48 },
    );
    expect(texts(refund)).toContain('                   İADE FİŞİ');
    expect(find(refund, 'İade edilen fiş')).toBe('İade edilen fiş: POS-000120');
    expect(find(refund, 'İADE TOPLAMI')).toMatch(/ 49,40$/);
    expect(find(refund, 'Geri ödenen: Nakit')).toMatch(/ 49,40$/);
    expect(find(refund, 'PARA ÜSTÜ')).toBeUndefined();
  });

  it('speaks English and German when asked, with a currency that is not lira beside the total', () => {
    const english = layoutReceipt({ ...sale, currency: 'EUR' }, { columns: 48, language: 'en' });
    expect(find(english, 'Receipt no')).toBe('Receipt no: POS-000123          25/11/2026 14:32');
    expect(find(english, 'TOTAL ')).toBe('TOTAL       1,312.40 EUR');
    expect(find(english, 'CHANGE')).toMatch(/ 87\.60$/);
    expect(texts(english)).toContain('    INFORMATION ONLY - NOT A FISCAL RECEIPT');
    const german = layoutReceipt(sale, { columns: 48, language: 'de' });
    expect(find(german, 'RÜCKGELD')).toMatch(/ 87,60$/);
  });
});

describe('change and wrapping', () => {
  it('gives change from the cash handed over beyond the cash part, never from a card', () => {
    const split = [
      { method: 'card', amount: '1000' },
      { method: 'cash', amount: '312.40' },
    ];
    expect(changeDue(split, '400')).toBe('87.60');
    expect(changeDue(split, '312.40')).toBe('0.00');
    expect(changeDue(split, null)).toBe('0.00');
    expect(changeDue([{ method: 'card', amount: '100' }], '50')).toBe('50.00');
    expect(changeDue([{ method: 'account', amount: '60' }])).toBe('0.00');
    // A receipt without change prints none.
    const exact = layoutReceipt({ ...sale, cashTendered: null }, { columns: 48 });
    expect(find(exact, 'PARA ÜSTÜ')).toBeUndefined();
  });

  it('breaks a word longer than the line and keeps Turkish letters one column each', () => {
    expect(wrapText('ABCDEFGHIJ KLM', 4)).toEqual(['ABCD', 'EFGH', 'IJ', 'KLM']);
    expect(wrapText('ŞİŞLİ I\u0307ĞDIR', 6)).toEqual(['ŞİŞLİ', 'İĞDIR']);
  });
});
