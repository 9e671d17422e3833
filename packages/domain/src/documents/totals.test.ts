import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big, sum } from '../money.ts';
import { footRows } from './foot.ts';
import { documentTotals, specialBaseShare, type TotalsLine, toLocal } from './totals.ts';

describe('document totals, hand-checked', () => {
  it('prices without VAT: the VAT is added on the line', () => {
    const totals = documentTotals({
      pricesIncludeVat: false,
      lines: [{ quantity: '3', unitPrice: '12.50', vatRate: 20 }],
    });
    expect(totals.lines[0]).toMatchObject({ amount: '37.50', net: '37.50', vat: '7.50', total: '45.00' });
    expect(totals).toMatchObject({
      netTotal: '37.50',
      vatTotal: '7.50',
      grandTotal: '45.00',
      payable: '45.00',
    });
  });

  it('chains line discounts, each on what the previous left', () => {
    const totals = documentTotals({
      pricesIncludeVat: false,
      lines: [{ quantity: 100, unitPrice: 1, discounts: [10, 5], vatRate: 20 }],
    });
    expect(totals.lines[0]).toMatchObject({
      amount: '100.00',
      lineDiscount: '14.50',
      net: '85.50',
      vat: '17.10',
    });
    expect(totals.grandTotal).toBe('102.60');
  });

  it('VAT-included prices: the customer pays what was entered, VAT is found inside it', () => {
    const totals = documentTotals({
      pricesIncludeVat: true,
      lines: [{ quantity: 2, unitPrice: '59.90', vatRate: 20 }],
    });
    expect(totals.lines[0]).toMatchObject({ net: '99.83', vat: '19.97', total: '119.80' });
  });

  it('spreads a document discount over the lines before VAT, per rate', () => {
    const totals = documentTotals({
      pricesIncludeVat: false,
      documentDiscount: { kind: 'percent', value: 10 },
      lines: [
        { quantity: 1, unitPrice: 100, vatRate: 20 },
        { quantity: 1, unitPrice: 50, vatRate: 10 },
      ],
    });
    expect(totals.lines.map((line) => line.documentDiscount)).toEqual(['10.00', '5.00']);
    expect(totals.vatByRate).toEqual([
      { rate: '10', base: '45.00', vat: '4.50' },
      { rate: '20', base: '90.00', vat: '18.00' },
    ]);
    expect(totals).toMatchObject({ documentDiscount: '15.00', discountTotal: '15.00', grandTotal: '157.50' });
  });

  it('gives the kuruş rounding leaves to the lines with the largest remainders, first ones on a tie', () => {
    const totals = documentTotals({
      pricesIncludeVat: false,
      documentDiscount: { kind: 'amount', value: 10 },
      lines: [1, 2, 3].map(() => ({ quantity: 1, unitPrice: 10, vatRate: 0 })),
    });
    expect(totals.lines.map((line) => line.documentDiscount)).toEqual(['3.34', '3.33', '3.33']);
    expect(totals.grandTotal).toBe('20.00');
  });

  it('never discounts more than the lines come to', () => {
    const totals = documentTotals({
      pricesIncludeVat: false,
      documentDiscount: { kind: 'amount', value: 500 },
      lines: [{ quantity: 1, unitPrice: 80, vatRate: 20 }],
    });
    expect(totals).toMatchObject({ documentDiscount: '80.00', grandTotal: '0.00' });
  });

  it('withholds part of the VAT (tevkifat 5/10): the buyer pays the rest', () => {
    const totals = documentTotals({
      pricesIncludeVat: false,
      lines: [{ quantity: 1, unitPrice: 1000, vatRate: 20, withholding: { numerator: 5, denominator: 10 } }],
    });
    expect(totals).toMatchObject({
      vatTotal: '200.00',
      withholdingTotal: '100.00',
      grandTotal: '1200.00',
      payable: '1100.00',
    });
  });

  it('charges VAT on the net plus ÖTV', () => {
    const totals = documentTotals({
      pricesIncludeVat: false,
      lines: [{ quantity: 1, unitPrice: 1000, vatRate: 20, otvRate: 25 }],
    });
    expect(totals.lines[0]).toMatchObject({ net: '1000.00', otv: '250.00', vat: '250.00', total: '1500.00' });
    expect(totals.vatByRate).toEqual([{ rate: '20', base: '1250.00', vat: '250.00' }]);
  });

  it('charges VAT on a special base (özel matrah) only, the line still costing its whole price', () => {
    // A 22-carat bracelet for 45,000 whose workmanship of 3,000 is the VAT base (code 805).
    const bracelet = { quantity: 1, unitPrice: 45000, vatRate: 20, specialBase: '3000' };
    const plain = documentTotals({
      pricesIncludeVat: false,
      lines: [bracelet, { quantity: 1, unitPrice: 100, vatRate: 20 }],
    });
    expect(plain.lines[0]).toMatchObject({
      net: '45000.00',
      base: '3000.00',
      vat: '600.00',
      total: '45600.00',
    });
    expect(plain.lines[1]).toMatchObject({ base: '100.00', vat: '20.00', total: '120.00' });
    expect(plain.vatByRate).toEqual([{ rate: '20', base: '3100.00', vat: '620.00' }]);
    expect(plain).toMatchObject({ vatBase: '3100.00', vatTotal: '620.00', grandTotal: '45720.00' });

    const included = documentTotals({ pricesIncludeVat: true, lines: [{ ...bracelet, unitPrice: 45600 }] });
    expect(included.lines[0]).toMatchObject({
      net: '45000.00',
      goods: '45000.00',
      vat: '600.00',
      total: '45600.00',
    });
  });

  it('shares a special base with the part of a line taken on, to the kuruş', () => {
    expect(specialBaseShare('3000', '4', '10')).toBe('1200.00');
    expect(specialBaseShare('100', '1', '3')).toBe('33.33');
    expect(specialBaseShare(null, '1', '3')).toBeNull();
    expect(specialBaseShare('', '1', '3')).toBeNull();
  });

  it('matches the check values of the benchmark’s 1,250-line invoice', () => {
    const listPrice = (i: number) => new Big(100 + ((i * 7919) % 99901)).div(100).toFixed(2);
    const lines = Array.from({ length: 1250 }, (_, j) => ({
      quantity: 1 + (j % 5),
      unitPrice: listPrice(((j * 37) % 5000) + 1),
      vatRate: 20,
    }));
    const totals = documentTotals({ pricesIncludeVat: false, lines });
    expect(totals.netTotal).toBe('1847415.90');
    expect(totals.grandTotal).toBe('2216899.08');
  });

  it('turns a foreign-currency amount into lira at the document’s rate', () => {
    expect(toLocal('1234.56', '34.5678')).toBe('42676.02');
    expect(toLocal('10', 0)).toBe('10.00');
  });
});

const decimal = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((value) => new Big(value).div(10 ** places).toString());

const line: fc.Arbitrary<TotalsLine> = fc.record({
  quantity: decimal(1000, 3),
  unitPrice: decimal(50_000, 4),
  discounts: fc.array(decimal(100, 2), { maxLength: 3 }),
  vatRate: fc.constantFrom(0, 1, 10, 20),
  otvRate: fc.constantFrom(0, 0, 0, 25),
  withholding: fc.option(fc.constantFrom(2, 5, 7, 9).map((numerator) => ({ numerator, denominator: 10 }))),
});

const input = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 30 }),
  pricesIncludeVat: fc.boolean(),
  documentDiscount: fc.option(
    fc.oneof(
      decimal(100, 2).map((value) => ({ kind: 'percent' as const, value })),
      decimal(100_000, 2).map((value) => ({ kind: 'amount' as const, value })),
    ),
  ),
});

describe('document totals, properties', () => {
  it('the foot is the sum of the lines, and every line adds up', () => {
    fc.assert(
      fc.property(input, (document) => {
        const totals = documentTotals(document);
        const of = (pick: (line: (typeof totals.lines)[number]) => string) =>
          sum(totals.lines.map(pick)).toFixed(2);
        expect(of((line) => line.total)).toBe(totals.grandTotal);
        expect(of((line) => line.documentDiscount)).toBe(totals.documentDiscount);
        expect(sum([totals.netTotal, totals.otvTotal, totals.vatTotal]).toFixed(2)).toBe(totals.grandTotal);
        expect(sum(totals.vatByRate.map((group) => group.vat)).toFixed(2)).toBe(totals.vatTotal);
        expect(new Big(totals.grandTotal).minus(totals.withholdingTotal).toFixed(2)).toBe(totals.payable);
        for (const line of totals.lines) {
          expect(sum([line.net, line.otv, line.vat]).toFixed(2)).toBe(line.total);
          expect(
            new Big(line.net).gte(0) && new Big(line.vat).gte(0) && new Big(line.withholding).lte(line.vat),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with VAT-included prices the total is exactly what was entered, less the discounts', () => {
    fc.assert(
      fc.property(input, (document) => {
        const totals = documentTotals({ ...document, pricesIncludeVat: true });
        expect(new Big(totals.amountTotal).minus(totals.discountTotal).toFixed(2)).toBe(totals.grandTotal);
      }),
      { numRuns: 300 },
    );
  });

  it('every line’s VAT is within a kuruş of its base × rate, as GİB’s checkers ask', () => {
    fc.assert(
      fc.property(input, fc.boolean(), (document, pricesIncludeVat) => {
        const totals = documentTotals({ ...document, pricesIncludeVat });
        totals.lines.forEach((line, index) => {
          const base = new Big(line.net).plus(line.otv);
          const expected = base.times(document.lines[index]!.vatRate).div(100);
          expect(new Big(line.vat).minus(expected).abs().lte('0.01')).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a line on a special base adds up too, and its VAT is its base × rate', () => {
    const special = fc
      .record({
        quantity: fc.integer({ min: 1, max: 20 }),
        unitPrice: decimal(10_000, 2),
        vatRate: fc.constantFrom(1, 10, 20),
        share: fc.integer({ min: 0, max: 100 }),
      })
      .map(({ share, ...line }) => ({
        ...line,
        // At most what is left of the amount once VAT is out, so VAT-included prices stay whole.
        specialBase: new Big(line.quantity)
          .times(line.unitPrice)
          .times(share)
          .div(100 + line.vatRate)
          .round(2, Big.roundDown)
          .toString(),
      }));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(special, line), { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (lines, included) => {
          const totals = documentTotals({ lines, pricesIncludeVat: included });
          totals.lines.forEach((figures, index) => {
            expect(sum([figures.net, figures.otv, figures.vat]).toFixed(2)).toBe(figures.total);
            expect(new Big(figures.net).gte(0)).toBe(true);
            const { specialBase, vatRate } = lines[index] as TotalsLine;
            if (specialBase)
              expect(figures.vat).toBe(new Big(specialBase).times(vatRate).div(100).toFixed(2));
          });
          expect(sum(totals.lines.map((figures) => figures.total)).toFixed(2)).toBe(totals.grandTotal);
          expect(sum(totals.vatByRate.map((group) => group.base)).toFixed(2)).toBe(totals.vatBase);
          expect(sum(totals.vatByRate.map((group) => group.vat)).toFixed(2)).toBe(totals.vatTotal);
          if (included)
            expect(new Big(totals.amountTotal).minus(totals.discountTotal).toFixed(2)).toBe(
              totals.grandTotal,
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('without a document discount, the order of the lines does not change the foot', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 29 }), (document, turn) => {
        const plain = { ...document, documentDiscount: null };
        const shift = turn % document.lines.length;
        const turned = {
          ...plain,
          lines: [...document.lines.slice(shift), ...document.lines.slice(0, shift)],
        };
        const { lines: _a, ...foot } = documentTotals(plain);
        const { lines: _b, ...turnedFoot } = documentTotals(turned);
        expect(turnedFoot).toEqual(foot);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the foot as a Turkish invoice prints it', () => {
  it('VAT-included prices: goods total is without VAT, discount too, and they come to the VAT base', () => {
    const totals = documentTotals({
      pricesIncludeVat: true,
      lines: [
        { quantity: 3, unitPrice: '118', discounts: ['10'], vatRate: 20 },
        { quantity: 1, unitPrice: '88.50', vatRate: 10 },
      ],
    });
    // 354 + 88.50 = 442.50 entered with VAT; 354 is 295.00 without it, 88.50 is 80.45.
    expect(totals.amountTotal).toBe('442.50');
    expect(totals.lines.map((line) => line.goods)).toEqual(['295.00', '80.45']);
    expect(totals.goodsTotal).toBe('375.45');
    expect(totals.goodsDiscount).toBe('29.50');
    expect(new Big(totals.goodsTotal).minus(totals.goodsDiscount).toFixed(2)).toBe(totals.netTotal);
    expect(totals.vatBase).toBe(totals.netTotal);
    expect(footRows(totals).map((row) => [row.key, row.value])).toEqual([
      ['goodsTotal', '375.45'],
      ['goodsDiscount', '29.50'],
      ['vatBase', totals.netTotal],
      ['vat', totals.vatByRate[0]!.vat],
      ['vat', totals.vatByRate[1]!.vat],
      ['grandTotal', '407.10'],
      ['payable', '407.10'],
    ]);
  });

  it('always adds up: goods − discount + ÖTV = VAT base, VAT base + VAT = grand total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 50 }),
            unitPrice: fc.integer({ min: 1, max: 100_000 }).map((kurus) => (kurus / 100).toFixed(2)),
            discounts: fc.array(fc.integer({ min: 0, max: 100 }).map(String), { maxLength: 3 }),
            vatRate: fc.constantFrom('0', '1', '10', '20'),
            otvRate: fc.constantFrom('0', '0', '25'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.boolean(),
        (lines, pricesIncludeVat) => {
          const totals = documentTotals({ lines, pricesIncludeVat });
          expect(new Big(totals.goodsTotal).minus(totals.goodsDiscount).toFixed(2)).toBe(totals.netTotal);
          expect(new Big(totals.netTotal).plus(totals.otvTotal).toFixed(2)).toBe(totals.vatBase);
          expect(new Big(totals.vatBase).plus(totals.vatTotal).toFixed(2)).toBe(totals.grandTotal);
        },
      ),
    );
  });
});
