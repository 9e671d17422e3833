import { describe, expect, it } from 'vitest';
import { equalShares, type KitchenTicket, layoutKitchenTicket } from './kitchen.ts';
import { PAPER_COLUMNS, type PrintLine, textWidth } from './print.ts';

const ticket: KitchenTicket = {
  kind: 'order',
  printer: 'Mutfak',
  table: 'Bahçe / B3',
  waiter: 'Ayşe',
  at: '2026-11-25T14:32:05',
  order: 17,
  lines: [
    { quantity: '2.0000', name: 'Adana Kebap', note: 'az pişmiş' },
    { quantity: '0.5', name: 'Çoban Salata' },
  ],
};

const texts = (lines: PrintLine[]) =>
  lines.map((line) => (line.kind === 'text' ? line.text : `[${line.kind}]`));

describe('a kitchen ticket', () => {
  it('prints the category and the table large, then who, when, and each dish with its note', () => {
    const lines = layoutKitchenTicket(ticket, { columns: 32 });
    expect(texts(lines)).toEqual([
      '     Mutfak',
      'Masa: Bahçe / B3',
      'Garson: Ayşe         Adisyon: 17',
      'Saat: 25.11.2026 14:32',
      '-'.repeat(32),
      '2 x Adana Kebap',
      '    * az pişmiş',
      '0,5 x Çoban Salata',
      '-'.repeat(32),
    ]);
    expect(lines[0]).toMatchObject({ bold: true, double: true });
    expect(lines[5]).toMatchObject({ bold: true });
    expect(lines[6]).not.toHaveProperty('bold');
  });

  it('says İPTAL first on a cancellation, and SİPARİŞ where no category claimed the dishes', () => {
    const lines = texts(layoutKitchenTicket({ ...ticket, kind: 'cancel', printer: '' }, { columns: 48 }));
    expect(lines.slice(0, 2)).toEqual(['     *** İPTAL ***', '        SİPARİŞ']);
    const german = texts(layoutKitchenTicket({ ...ticket, kind: 'cancel' }, { columns: 48, language: 'de' }));
    expect(german.slice(0, 3)).toEqual(['     *** STORNO ***', '         Mutfak', '   Tisch: Bahçe / B3']);
    expect(german).toContain('Zeit: 25.11.2026 14:32');
  });

  it('keeps every line inside the paper: double lines at half the columns, long names wrapped under the name', () => {
    const long = {
      ...ticket,
      table: 'Arka Bahçe Kış Bölümü / Masa 12',
      lines: [
        {
          quantity: '12',
          name: 'Fırında Kaşarlı Mantarlı Kuzu Tandır Porsiyon',
          note: 'yanında pilav, soğansız olsun lütfen',
        },
      ],
    };
    for (const columns of Object.values(PAPER_COLUMNS)) {
      for (const line of layoutKitchenTicket(long, { columns })) {
        if (line.kind !== 'text') continue;
        expect(textWidth(line.text)).toBeLessThanOrEqual(line.double ? Math.floor(columns / 2) : columns);
      }
    }
    const narrow = texts(layoutKitchenTicket(long, { columns: 32 }));
    expect(narrow.slice(narrow.indexOf('-'.repeat(32)) + 1, -1)).toEqual([
      '12 x Fırında Kaşarlı Mantarlı',
      '     Kuzu Tandır Porsiyon',
      '     * yanında pilav, soğansız',
      '     olsun lütfen',
    ]);
  });
});

describe('equal shares of a bill', () => {
  it('cuts each share to the kuruş and puts what is left on the last one', () => {
    expect(equalShares('100', 3)).toEqual(['33.33', '33.33', '33.34']);
    expect(equalShares('250.00', 4)).toEqual(['62.50', '62.50', '62.50', '62.50']);
    expect(equalShares('0.05', 2)).toEqual(['0.02', '0.03']);
    expect(equalShares('99.99', 1)).toEqual(['99.99']);
  });

  it('always adds up to the total', () => {
    for (const [total, parts] of [
      ['1234.57', 7],
      ['0.01', 3],
      ['10', 6],
    ] as const) {
      const shares = equalShares(total, parts);
      expect(shares).toHaveLength(parts);
      expect(shares.reduce((sum, share) => sum + Math.round(Number(share) * 100), 0)).toBe(
        Math.round(Number(total) * 100),
      );
    }
  });

  it('refuses a share count that is not a whole number of at least one', () => {
    expect(() => equalShares('10', 0)).toThrow(RangeError);
    expect(() => equalShares('10', 2.5)).toThrow(RangeError);
  });
});
