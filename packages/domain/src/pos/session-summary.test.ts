import { describe, expect, it } from 'vitest';
import { PAPER_COLUMNS, type PrintLine, textWidth } from './print.ts';
import { layoutSessionSummary } from './session-print.ts';
import { type SessionSummaryInput, type SummaryReceipt, sessionSummary } from './session-summary.ts';

const bread = { quantity: '2', unitPrice: '10', vatRate: '1' };
const cheese = { quantity: '1', unitPrice: '120', vatRate: '10' };
const soap = { quantity: '1', unitPrice: '60', vatRate: '20', discounts: ['10'] };

const receipt = (number: string, extra: Partial<SummaryReceipt>): SummaryReceipt => ({
  kind: 'sale',
  number,
  lines: [bread],
  pricesIncludeVat: true,
  payments: [],
  ...extra,
});

const day: SessionSummaryInput = {
  openingFloat: '500',
  receipts: [
    // 20 + 120 = 140 in cash (200 handed over, 60 back: the drawer keeps 140).
    receipt('POS-0001', { lines: [bread, cheese], payments: [{ method: 'cash', amount: '140' }] }),
    // 54 (60 less 10 %), split: 50 card, 4 cash.
    receipt('POS-0002', {
      lines: [soap],
      payments: [
        { method: 'card', amount: '50' },
        { method: 'cash', amount: '4' },
      ],
    }),
    // 20 less a 5 receipt discount: 15 on account.
    receipt('POS-0003', {
      discount: { kind: 'amount', value: '5' },
      payments: [{ method: 'account', amount: '15' }],
    }),
    // Cancelled after it was made: counted as a void only.
    receipt('POS-0004', { voided: true, lines: [cheese], payments: [{ method: 'card', amount: '120' }] }),
    // One bread back, in cash.
    receipt('POS-0005', {
      kind: 'refund',
      lines: [{ ...bread, quantity: '1' }],
      payments: [{ method: 'cash', amount: '10' }],
      deletedLines: 1,
      deletedAmount: '12.5',
    }),
  ],
  moves: [
    { kind: 'in', amount: '100' },
    { kind: 'out', amount: '30.5' },
    { kind: 'noSale' },
    { kind: 'noSale' },
  ],
};

describe('the session summary', () => {
  const summary = sessionSummary(day);

  it('totals sales and refunds, leaving a voided receipt out', () => {
    expect(summary).toMatchObject({
      saleCount: 3,
      refundCount: 1,
      firstReceipt: 'POS-0001',
      lastReceipt: 'POS-0005',
      salesTotal: '209.00',
      refundsTotal: '10.00',
      netTotal: '199.00',
      voidCount: 1,
      voidTotal: '120.00',
      voidedLines: 1,
      deletedLinesTotal: '12.50',
    });
  });

  it('splits the money by payment method', () => {
    expect(summary.byMethod).toEqual([
      { method: 'cash', sales: '144.00', refunds: '10.00', net: '134.00' },
      { method: 'card', sales: '50.00', refunds: '0.00', net: '50.00' },
      { method: 'account', sales: '15.00', refunds: '0.00', net: '15.00' },
    ]);
    // The methods add up to the receipts.
    const net = summary.byMethod.reduce((total, method) => total + Number(method.net), 0);
    expect(net.toFixed(2)).toBe(summary.netTotal);
  });

  it('counts discounts, VAT per rate net of refunds, drawer moves and no-sale openings', () => {
    // 6 off the soap, 5 off receipt 3.
    expect(summary.discountTotal).toBe('11.00');
    // %1: 20 + 15 − 10 = 25 gross; %10: 120; %20: 54 (VAT-included prices).
    expect(summary.vatByRate).toEqual([
      { rate: '1', base: '24.75', vat: '0.25' },
      { rate: '10', base: '109.09', vat: '10.91' },
      { rate: '20', base: '45.00', vat: '9.00' },
    ]);
    expect(summary.vatTotal).toBe('20.16');
    expect(summary).toMatchObject({
      noSaleCount: 2,
      cashIn: '100.00',
      cashOut: '30.50',
      openingFloat: '500.00',
    });
    // 500 + 144 − 10 + 100 − 30,50
    expect(summary.expectedCash).toBe('703.50');
  });

  it('counts lines taken off away from any receipt (a table’s sent dishes) with the deleted lines', () => {
    const withTables = sessionSummary({ ...day, deletedAway: { lines: 2, amount: '340' } });
    expect(withTables).toMatchObject({ voidedLines: 3, deletedLinesTotal: '352.50', salesTotal: '209.00' });
  });

  it('is empty but whole for a session without receipts', () => {
    expect(sessionSummary({ openingFloat: '250', receipts: [], moves: [] })).toEqual({
      saleCount: 0,
      refundCount: 0,
      salesTotal: '0.00',
      refundsTotal: '0.00',
      netTotal: '0.00',
      discountTotal: '0.00',
      vatByRate: [],
      vatTotal: '0.00',
      byMethod: [],
      voidCount: 0,
      voidTotal: '0.00',
      voidedLines: 0,
      deletedLinesTotal: '0.00',
      noSaleCount: 0,
      openingFloat: '250.00',
      cashIn: '0.00',
      cashOut: '0.00',
      expectedCash: '250.00',
    });
  });
});

describe('the session summary on paper', () => {
  const header = {
    company: 'Kibo Şarküteri',
    register: 'Merkez Kasa',
    session: 'KS-2026-0042',
    cashier: 'Ayşe Yılmaz',
    openedAt: '2026-11-25T09:00:00',
    closedAt: '2026-11-25T21:05:00',
    printedAt: '2026-11-25T21:06:00',
  };
  const counts = [{ method: 'cash', expected: '703.50', counted: '700', difference: '-3.50' }];
  const texts = (lines: PrintLine[]) => lines.flatMap((line) => (line.kind === 'text' ? [line.text] : []));

  it('says at the top and at the bottom that it is not the fiscal Z of a cash device', () => {
    const lines = texts(layoutSessionSummary(sessionSummary(day), header, counts, { columns: 48 }));
    const notice = 'Bu özet ÖKC mali Z raporu değildir';
    expect(lines.filter((line) => line.trim() === notice)).toHaveLength(2);
    expect(lines.at(-1)!.trim()).toBe(notice);
    expect(lines[1]!.trim()).toBe('KASA KAPANIŞ ÖZETİ');
  });

  it('is titled an interim (X) report while the session is still open, still not a fiscal Z', () => {
    const interim = { ...header, closedAt: undefined, interim: true };
    const lines = texts(layoutSessionSummary(sessionSummary(day), interim, [], { columns: 48 }));
    expect(lines[1]!.trim()).toBe('KASA ARA RAPORU (X)');
    expect(lines.filter((line) => line.trim() === 'Bu özet ÖKC mali Z raporu değildir')).toHaveLength(2);
    expect(lines.some((line) => line.startsWith('Kapanış'))).toBe(false);
  });

  it('prints methods, VAT, voids, no-sale openings and the count against the expected', () => {
    const lines = texts(layoutSessionSummary(sessionSummary(day), header, counts, { columns: 48 }));
    expect(lines).toContain('Nakit              144,00      10,00      134,00');
    expect(lines).toContain('Kredi kartı         50,00       0,00       50,00');
    expect(lines).toContain('Cari hesap          15,00       0,00       15,00');
    expect(lines).toContain('%10               109,09                   10,91');
    expect(lines.find((line) => line.startsWith('İptal edilen fişler'))).toMatch(/ 1 \/ 120,00$/);
    expect(lines.find((line) => line.startsWith('Silinen satırlar'))).toMatch(/ 1 \/ 12,50$/);
    expect(lines.find((line) => line.startsWith('Satışsız çekmece açma'))).toMatch(/ 2$/);
    expect(lines.find((line) => line.startsWith('Beklenen nakit'))).toMatch(/ 703,50$/);
    expect(lines).toContain('Nakit           703,50        700,00       -3,50');
    expect(lines.find((line) => line.startsWith('Açılış '))).toMatch(/ 25\.11\.2026 09:00$/);
  });

  it('never cuts a figure on 58 mm paper, stacking a row whose figures do not fit beside its name', () => {
    const big = sessionSummary({
      ...day,
      receipts: [
        receipt('POS-9', {
          lines: [{ ...cheese, quantity: '100' }],
          payments: [{ method: 'card', amount: '12000' }],
        }),
      ],
    });
    for (const language of ['tr', 'en', 'de'] as const) {
      const tokens = texts(layoutSessionSummary(big, header, counts, { columns: 32, language })).flatMap(
        (line) => line.trim().split(/ +/),
      );
      const figures = language === 'en' ? ['12,000.00', '703.50', '-3.50'] : ['12.000,00', '703,50', '-3,50'];
      for (const figure of figures) expect(tokens).toContain(figure);
    }
  });

  it.each(Object.values(PAPER_COLUMNS))('fits %i columns, in every language', (columns) => {
    for (const language of ['tr', 'en', 'de'] as const) {
      for (const line of layoutSessionSummary(sessionSummary(day), header, counts, { columns, language })) {
        if (line.kind === 'text') expect(textWidth(line.text)).toBeLessThanOrEqual(columns);
      }
    }
  });
});
