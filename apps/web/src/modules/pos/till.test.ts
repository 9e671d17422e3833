import type { PosSetup } from '@kibo/contracts/resources';
import { DEFAULT_SCAN_RULES, gs1CheckDigit, readScan } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import type { TillAccount, TillItem } from './catalogue.ts';
import {
  addItem,
  changeOf,
  dueOf,
  emptyReceipt,
  leftOf,
  type Receipt,
  restoreLine,
  settled,
  spendablePoints,
  withCustomer,
  withFewer,
  withLine,
  withPayment,
  withPoints,
} from './till.ts';

const pen: TillItem = {
  id: 7,
  code: 'KLM-1',
  name: 'Kurşun Kalem',
  active: true,
  unitId: 1,
  unitName: 'Adet',
  units: [{ unitId: 2, unitName: 'Kutu', factor: '12' }],
  vatRate: '20',
  salePrice: '100',
  saleCurrency: 'TRY',
  vatIncluded: false,
  prices: [{ list: 'sale2', price: '90', currency: 'TRY' }],
  barcodes: [{ barcode: '8690000019168', unitId: null }],
  categoryId: 3,
};

const setup: PosSetup = {
  receiptFooter: '',
  discounts: [],
  points: {
    enabled: true,
    pointsPerStep: '1',
    step: '10',
    pointValue: '0.5',
    expiryMonths: 0,
    minRedeem: 10,
  },
  scan: DEFAULT_SCAN_RULES,
};

const dealer = {
  id: 9,
  title: 'Bayi',
  priceList: 'sale2',
  group: '',
  points: 30,
  balance: '0',
} as TillAccount;

const ring = (...steps: ((receipt: Receipt) => Receipt)[]) =>
  steps.reduce((receipt, step) => step(receipt), emptyReceipt());

describe('the till receipt', () => {
  it('sells at the VAT-included shop price, and a second scan of the card adds to its line', () => {
    const once = addItem(emptyReceipt(), setup, pen, { quantity: '2' });
    expect(once.lines).toMatchObject([{ itemId: 7, quantity: '2', unitPrice: '120.0000' }]);
    const twice = addItem(once, setup, pen);
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]!.quantity).toBe('3');
    expect(dueOf(twice)).toBe('360.00');
  });

  it("prices a box by its unit's factor, on a line of its own", () => {
    const receipt = ring(
      (r) => addItem(r, setup, pen),
      (r) => addItem(r, setup, pen, { unitId: 2 }),
    );
    expect(receipt.lines.map((line) => [line.unitName, line.unitPrice])).toEqual([
      ['Adet', '120.0000'],
      ['Kutu', '1440.0000'],
    ]);
  });

  it('reads a weight label as the quantity and a price label as the price of one label', () => {
    const label = (payload: string) => `${payload}${gs1CheckDigit(payload)}`;
    const weight = readScan(label('281234501250'), DEFAULT_SCAN_RULES);
    const price = readScan(label('291234504735'), DEFAULT_SCAN_RULES);
    const receipt = ring(
      (r) => addItem(r, setup, pen, { reading: weight }),
      (r) => addItem(r, setup, pen, { reading: price }),
    );
    expect(receipt.lines.map((line) => [line.quantity, line.unitPrice, line.scaleLabel])).toEqual([
      ['1.25', '120.0000', null],
      ['1', '47.3500', label('291234504735')],
    ]);
  });

  it('applies the discount definitions, and keeps a hand-set price when the quantity or customer changes', () => {
    const tenOff = {
      ...setup,
      discounts: [
        {
          id: 4,
          scope: 'all',
          itemId: null,
          categoryId: null,
          accountGroup: '',
          minQuantity: '2',
          rate: '10',
          amount: '0',
          startDate: null,
          endDate: null,
          priority: 0,
          active: true,
        },
      ],
    } as PosSetup;
    const one = addItem(emptyReceipt(), tenOff, pen);
    expect(one.lines[0]).toMatchObject({ discount: '0', offerId: null });
    const two = withLine(one, tenOff, one.lines[0]!.key, { quantity: '2' });
    expect(two.lines[0]).toMatchObject({ discount: '10', offerId: 4 });
    const typed = withLine(two, tenOff, two.lines[0]!.key, {
      unitPrice: '99',
      approval: 'token-of-the-manager',
    });
    expect(typed.lines[0]).toMatchObject({
      unitPrice: '99',
      manual: true,
      approval: 'token-of-the-manager',
      offerId: null,
    });
    const moved = withCustomer(typed, tenOff, dealer, new Map([[7, pen]]));
    expect(moved.lines[0]!.unitPrice).toBe('99');
  });

  it("re-prices the lines for the customer's price list", () => {
    const receipt = withCustomer(addItem(emptyReceipt(), setup, pen), setup, dealer, new Map([[7, pen]]));
    expect(receipt.lines[0]!.unitPrice).toBe('108.0000');
  });

  it('remembers what comes off a line, a part of it or all, for the Z, with its approval', () => {
    const receipt = addItem(emptyReceipt(), setup, pen, { quantity: '3' });
    const key = receipt.lines[0]!.key;
    const fewer = withFewer(receipt, setup, key, '1', 'approved');
    expect(fewer.lines[0]!.quantity).toBe('1');
    expect(fewer.deleted).toEqual([{ itemId: 7, quantity: '2', amount: '240.00', approval: 'approved' }]);
    const gone = withFewer(fewer, setup, key, '0', null);
    expect(gone.lines).toEqual([]);
    expect(gone.deleted.at(-1)).toEqual({ itemId: 7, quantity: '1', amount: '120.00', approval: null });
    // More is no deletion.
    expect(withFewer(receipt, setup, key, '5', null)).toBe(receipt);
  });

  it('puts a kept line back as it was, on a line of its own', () => {
    const kept = {
      unitId: null,
      quantity: '1',
      unitPrice: '99',
      discounts: [],
      approval: 'token',
      scaleLabel: null,
    };
    const once = restoreLine(addItem(emptyReceipt(), setup, pen), setup, pen, kept);
    expect(once.lines.map((line) => [line.quantity, line.unitPrice, line.manual, line.approval])).toEqual([
      ['1', '120.0000', false, null],
      ['1', '99', true, 'token'],
    ]);
    // Kept at the card's own price, it is no hand-set line.
    const plain = restoreLine(emptyReceipt(), setup, pen, { ...kept, unitPrice: '120.0000', approval: null });
    expect(plain.lines[0]).toMatchObject({ manual: false, unitPrice: '120.0000' });
  });

  it('takes the payments, points and cash handed over again when the bill changes', () => {
    const paid = {
      ...withPayment(addItem(emptyReceipt(), setup, pen), 'cash'),
      tendered: '200',
      pointsSpent: 0,
    };
    const grown = addItem(paid, setup, pen);
    expect([grown.payments, grown.tendered, grown.pointsSpent]).toEqual([[], null, 0]);
    // Cash handed over below the cash part cannot close the receipt.
    expect(settled({ ...paid, tendered: '100' })).toBe(false);
  });

  it('closes only when the payments add up; the change comes from the cash handed over', () => {
    const receipt = ring(
      (r) => addItem(r, setup, pen, { quantity: '2' }),
      (r) => withPayment(r, 'card', '100'),
    );
    expect(leftOf(receipt)).toBe('140.00');
    expect(settled(receipt)).toBe(false);
    const paid = { ...withPayment(receipt, 'cash'), tendered: '200' };
    expect(leftOf(paid)).toBe('0.00');
    expect(settled(paid)).toBe(true);
    expect(changeOf(paid)).toBe('60.00');
    expect(changeOf({ ...paid, tendered: null })).toBe('0.00');
  });

  it('works the totals out again for a receipt discount given on the same lines', () => {
    const receipt = addItem(emptyReceipt(), setup, pen, { quantity: '2' });
    expect(dueOf(receipt)).toBe('240.00');
    const discounted = { ...receipt, discount: { kind: 'percent' as const, value: '10' } };
    expect(dueOf(discounted)).toBe('216.00');
    expect(dueOf({ ...discounted, discount: { kind: 'amount' as const, value: '40' } })).toBe('200.00');
    expect(dueOf(receipt)).toBe('240.00');
  });

  it('spends points up to the balance and the bill, at their value', () => {
    const receipt = withCustomer(
      addItem(emptyReceipt(), setup, pen),
      setup,
      { ...dealer, priceList: 'sale1' },
      new Map(),
    );
    expect(spendablePoints(receipt, setup)).toBe(30);
    const spent = withPoints(receipt, setup, 30);
    expect(spent.payments).toMatchObject([{ method: 'points', amount: '15.00' }]);
    expect(leftOf(spent)).toBe('105.00');
    expect(spendablePoints({ ...receipt, customer: { ...dealer, points: 5 } }, setup)).toBe(0);
  });
});
