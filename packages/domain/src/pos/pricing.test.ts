import { describe, expect, it } from 'vitest';
import type { DiscountRule } from '../discounts.ts';
import { isPriceChanged, offeredPrice, tillPrice } from './pricing.ts';

const pen = {
  salePrice: '100',
  vatIncluded: false,
  vatRate: '20',
  prices: [{ list: 'sale2', price: '90' }],
};

const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  id: 1,
  scope: 'all',
  itemId: null,
  categoryId: null,
  accountGroup: '',
  minQuantity: '0',
  rate: '0',
  amount: '0',
  startDate: null,
  endDate: null,
  priority: 0,
  active: true,
  ...over,
});

describe('tillPrice', () => {
  it('adds VAT to a net card price and keeps a VAT-included one', () => {
    expect(tillPrice(pen)).toBe('120.0000');
    expect(tillPrice({ ...pen, vatIncluded: true })).toBe('100.0000');
  });

  it("takes the customer's price list where the card has it, else the shop price", () => {
    expect(tillPrice(pen, 'sale2')).toBe('108.0000');
    expect(tillPrice(pen, 'dealer')).toBe('120.0000');
  });

  it('prices an extra unit as the main unit times its factor', () => {
    expect(tillPrice({ ...pen, vatIncluded: true }, 'sale1', '12')).toBe('1200.0000');
  });
});

describe('offeredPrice', () => {
  const line = { itemId: 7, categoryId: 3, quantity: '2', listPrice: '120' };
  const context = { accountGroup: 'Toptan', date: '2026-11-27' };

  it('leaves the list price when no definition applies', () => {
    expect(offeredPrice(line, [], context)).toEqual({ unitPrice: '120.0000', discount: '0', offerId: null });
  });

  it("gives a rate rule's rate as the first discount and an amount rule's amount off the price", () => {
    expect(offeredPrice(line, [rule({ id: 4, rate: '10' })], context)).toEqual({
      unitPrice: '120.0000',
      discount: '10',
      offerId: 4,
    });
    expect(offeredPrice(line, [rule({ id: 5, amount: '15', scope: 'item', itemId: 7 })], context)).toEqual({
      unitPrice: '105.0000',
      discount: '0',
      offerId: 5,
    });
  });

  it('follows the quantity, the account group and the dates', () => {
    expect(offeredPrice(line, [rule({ rate: '5', minQuantity: '3' })], context).offerId).toBeNull();
    expect(
      offeredPrice(line, [rule({ rate: '5', scope: 'accountGroup', accountGroup: 'toptan' })], context)
        .discount,
    ).toBe('5');
    expect(offeredPrice(line, [rule({ rate: '5', endDate: '2026-11-26' })], context).offerId).toBeNull();
  });
});

describe('isPriceChanged', () => {
  const offered = { unitPrice: '120.0000', discount: '10' };

  it('takes the offered price and discount as unchanged, however written', () => {
    expect(isPriceChanged({ unitPrice: '120', discounts: ['10.00'] }, offered)).toBe(false);
    expect(isPriceChanged({ unitPrice: '120', discounts: [] }, { unitPrice: '120', discount: '0' })).toBe(
      false,
    );
  });

  it('sees another price, another first discount or any further discount', () => {
    expect(isPriceChanged({ unitPrice: '119.99', discounts: ['10'] }, offered)).toBe(true);
    expect(isPriceChanged({ unitPrice: '120', discounts: ['15'] }, offered)).toBe(true);
    expect(isPriceChanged({ unitPrice: '120', discounts: [] }, offered)).toBe(true);
    expect(isPriceChanged({ unitPrice: '120', discounts: ['10', '5'] }, offered)).toBe(true);
  });
});
