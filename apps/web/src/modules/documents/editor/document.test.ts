import { describe, expect, it } from 'vitest';
import { remainingLines } from './document.ts';

describe('what is left of a document to convert', () => {
  it('carries the share of a special base that goes with the quantity left', () => {
    const order = {
      lines: [
        {
          id: 5,
          itemId: 7,
          itemCode: 'BLZ-22',
          itemName: '22 ayar bilezik',
          description: '',
          quantity: '10',
          unitId: 1,
          unitFactor: '1',
          suppliedQuantity: '6',
          units: [{ id: 1, name: 'Adet', factor: '1' }],
          unitPrice: '45000',
          discounts: [],
          vatRate: '20.00',
          otvRate: '0',
          withholding: '',
          exemptionCode: '805',
          specialBase: '30000.00',
          sourceLineId: null,
        },
      ],
    };
    expect(remainingLines(order)).toMatchObject([
      { quantity: '4.0000', exemptionCode: '805', specialBase: '12000.00', sourceLineId: 5 },
    ]);
  });
});
