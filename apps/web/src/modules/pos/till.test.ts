import { describe, expect, it } from 'vitest';
import type { ItemRow } from '../documents/editor/lines.ts';
import { changeOf, dueOf, leftOf, type TillPayment, withItem } from './till.ts';

const pen = {
  id: 7,
  code: 'KLM-1',
  name: 'Kurşun Kalem',
  unitId: 1,
  units: [],
  vatRate: '20',
  salePrice: '100',
  vatIncluded: false,
  purchasePrice: '60',
  prices: [],
  barcodes: ['8690000019168'],
  categoryId: null,
  refs: {},
} satisfies ItemRow;

const paid = (method: TillPayment['method'], amount: string): TillPayment => ({
  key: amount,
  method,
  amount,
});

describe('the till basket', () => {
  it('sells at the VAT-included shop price, and a second scan of the card adds to its line', () => {
    const once = withItem([], pen, '2');
    expect(once).toMatchObject([{ itemId: 7, quantity: '2', unitPrice: '120.0000' }]);
    const twice = withItem(once, pen);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe('3');
    expect(dueOf(twice)).toBe('360.00');
  });

  it('says what is left to pay and the change from the cash handed over', () => {
    const lines = withItem([], pen, '2');
    const payments = [paid('card', '100'), paid('cash', '140')];
    expect(leftOf(lines, [payments[0]!])).toBe('140.00');
    expect(leftOf(lines, payments)).toBe('0.00');
    expect(changeOf(payments, '200')).toBe('60.00');
    // Less than the cash part handed over gives no change (the server refuses such a receipt).
    expect(changeOf(payments, '100')).toBe('0.00');
  });
});
