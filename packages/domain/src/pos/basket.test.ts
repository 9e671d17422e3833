import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals } from '../documents/totals.ts';
import { Big } from '../money.ts';
import { basketOnDocument } from './basket.ts';

const line = (quantity: string, unitPrice: string, vatRate = '20', discounts: string[] = []) => ({
  itemId: 7,
  quantity,
  unitPrice,
  vatRate,
  discounts,
});
const totalOf = (made: ReturnType<typeof basketOnDocument>) =>
  documentTotals({
    lines: made.lines,
    documentDiscount: made.documentDiscount,
    pricesIncludeVat: made.pricesIncludeVat,
  }).payable;

describe('basketOnDocument', () => {
  const basket = {
    lines: [line('2', '12', '20', ['10']), line('1', '55', '10')],
    receiptDiscount: { kind: 'percent' as const, value: '5' },
  };

  it('keeps the till prices on a VAT-included document', () => {
    const made = basketOnDocument(basket, true);
    expect(made).toMatchObject({
      pricesIncludeVat: true,
      lines: basket.lines,
      documentDiscount: basket.receiptDiscount,
    });
    // (21,60 + 55) less 5 %
    expect(made.total).toBe('72.77');
    expect(totalOf(made)).toBe('72.77');
  });

  it('takes the VAT out of each price on a VAT-excluded document, discounts carried over', () => {
    const made = basketOnDocument(basket, false);
    expect(made.pricesIncludeVat).toBe(false);
    expect(made.lines.map((each) => [each.itemId, each.unitPrice, each.discounts])).toEqual([
      [7, '10.0000', ['10']],
      [7, '50.0000', []],
    ]);
    expect(made.documentDiscount).toEqual(basket.receiptDiscount);
    expect(totalOf(made)).toBe(made.total);
  });

  it('moves the largest line by ten-thousandths where plain rounding leaves the total a kuruş off', () => {
    const lines = [line('3', '1.26', '20', ['10']), line('2', '12.50')];
    const made = basketOnDocument({ lines, receiptDiscount: { kind: 'percent', value: '5' } }, false);
    // 12,50 / 1,2 = 10,4167 would make 26,99; the till charged 26,98.
    expect(made.total).toBe('26.98');
    expect(made.lines.map((each) => each.unitPrice)).toEqual(['1.0500', '10.4124']);
    expect(totalOf(made)).toBe('26.98');
  });

  it('turns an amount discount into its amount without VAT', () => {
    const made = basketOnDocument(
      { lines: [line('1', '120')], receiptDiscount: { kind: 'amount', value: '12' } },
      false,
    );
    expect(made).toMatchObject({
      pricesIncludeVat: false,
      documentDiscount: { kind: 'amount', value: '10.00' },
      total: '108.00',
    });
    expect(totalOf(made)).toBe('108.00');
  });

  it('keeps VAT-included prices where no VAT-excluded price can come to the total', () => {
    // A base of 8,32 makes 9,98 with its VAT, 8,33 makes 10,00: 9,99 is out of reach.
    const lines = [line('1', '9.99')];
    const made = basketOnDocument({ lines, receiptDiscount: null }, false);
    expect(made).toMatchObject({ pricesIncludeVat: true, lines, total: '9.99' });
    expect(totalOf(made)).toBe('9.99');
  });

  it('always asks for what the till charged, and stays within five kuruş a line of the exact price', () => {
    const price = fc.integer({ min: 1, max: 100_000 }).map((kurus) => (kurus / 100).toFixed(2));
    const tillLine = fc.record({
      itemId: fc.integer({ min: 1, max: 9 }),
      quantity: fc.oneof(
        fc.integer({ min: 1, max: 40 }).map(String),
        fc.integer({ min: 1, max: 5000 }).map((grams) => (grams / 1000).toFixed(3)),
      ),
      unitPrice: price,
      vatRate: fc.constantFrom('0', '1', '10', '20'),
      discounts: fc.array(fc.integer({ min: 0, max: 50 }).map(String), { maxLength: 3 }),
    });
    const discount = fc.option(
      fc.oneof(
        fc.integer({ min: 0, max: 30 }).map((value) => ({ kind: 'percent' as const, value: String(value) })),
        fc
          .integer({ min: 0, max: 500 })
          .map((kurus) => ({ kind: 'amount' as const, value: (kurus / 100).toFixed(2) })),
      ),
    );
    fc.assert(
      fc.property(fc.array(tillLine, { minLength: 1, maxLength: 6 }), discount, (lines, receiptDiscount) => {
        const sold = documentTotals({
          lines,
          documentDiscount: receiptDiscount,
          pricesIncludeVat: true,
        }).payable;
        for (const pricesIncludeVat of [true, false]) {
          const made = basketOnDocument({ lines, receiptDiscount }, pricesIncludeVat);
          expect(made.total).toBe(sold);
          expect(totalOf(made)).toBe(sold);
          if (made.pricesIncludeVat) expect(made.lines).toEqual(lines);
          else
            made.lines.forEach((each, index) => {
              const exact = new Big(lines[index]!.unitPrice).times(100).div(new Big(100).plus(each.vatRate));
              const off = new Big(each.unitPrice).minus(exact).abs();
              expect(off.lte(new Big('0.055').div(each.quantity).plus('0.0001'))).toBe(true);
            });
        }
      }),
      { numRuns: 300 },
    );
  });
});
