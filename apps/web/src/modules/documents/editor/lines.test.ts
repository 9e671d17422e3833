import type { DiscountRule } from '@kibo/domain';
import { describe, expect, it } from 'vitest';
import { type EditorLine, lineInput, withOffer } from './lines.ts';

const line: EditorLine = {
  key: 'l1',
  itemId: 7,
  itemCode: 'D-1',
  itemName: 'Defter',
  description: '',
  quantity: '1',
  unitId: 1,
  units: [{ id: 1, name: 'Adet', factor: '1' }],
  unitPrice: '50.0000',
  listPrice: '50.0000',
  offerId: null,
  discounts: ['0', '0', '0'],
  vatRate: '20',
  otvRate: '0',
  withholding: '',
  withholdingCode: '',
  exemptionCode: '',
  specialBase: '',
  sourceLineId: null,
  categoryId: 3,
};
const rule = (overrides: Partial<DiscountRule>): DiscountRule => ({
  id: 1,
  scope: 'item',
  itemId: 7,
  categoryId: null,
  accountGroup: '',
  minQuantity: '0',
  rate: '0',
  amount: '0',
  startDate: null,
  endDate: null,
  priority: 0,
  active: true,
  ...overrides,
});
const offers = (rules: DiscountRule[]) => ({
  rules,
  accountGroup: 'Bayi',
  accountPriceList: null,
  accountPaymentDays: null,
});

describe('discount definitions on an editor line', () => {
  it('puts a rate into the first discount once the quantity reaches the rule, and takes it back below', () => {
    const rules = offers([rule({ rate: '10', minQuantity: '3' })]);
    expect(withOffer(line, rules, '2026-11-23').discounts[0]).toBe('0');
    const three = withOffer({ ...line, quantity: '3' }, rules, '2026-11-23');
    expect(three).toMatchObject({ discounts: ['10', '0', '0'], offerId: 1 });
    expect(withOffer({ ...three, quantity: '2' }, rules, '2026-11-23')).toMatchObject({
      discounts: ['0', '0', '0'],
      offerId: null,
    });
  });

  it('lowers the price by an amount per unit, from the list price, never below zero', () => {
    const lowered = withOffer(line, offers([rule({ amount: '7.5' })]), '2026-11-23');
    expect(lowered).toMatchObject({ unitPrice: '42.5000', listPrice: '50.0000', offerId: 1 });
    expect(withOffer(line, offers([rule({ amount: '80' })]), '2026-11-23').unitPrice).toBe('0.0000');
  });

  it('leaves a line whose price or first discount the user typed', () => {
    const rules = offers([rule({ rate: '10' })]);
    expect(
      withOffer({ ...line, unitPrice: '45', listPrice: '50.0000' }, rules, '2026-11-23').discounts[0],
    ).toBe('0');
    expect(withOffer({ ...line, discounts: ['5', '0', '0'] }, rules, '2026-11-23').discounts[0]).toBe('5');
  });

  it('follows the account group and the dates of a rule', () => {
    const group = offers([
      rule({ scope: 'accountGroup', itemId: null, accountGroup: 'BAYİ', rate: '15', endDate: '2026-12-31' }),
    ]);
    expect(withOffer(line, group, '2026-11-23').discounts[0]).toBe('15');
    expect(withOffer(line, group, '2027-01-01').discounts[0]).toBe('0');
  });
});

describe('GİB codes a line sends', () => {
  it('sends a special base with its code (801–812) at any VAT rate', () => {
    expect(lineInput({ ...line, exemptionCode: '805', specialBase: '3000.00' })).toMatchObject({
      vatRate: '20',
      exemptionCode: '805',
      specialBase: '3000.00',
    });
  });

  it('drops an exemption left on a line with VAT, and a special base without its code', () => {
    expect(lineInput({ ...line, exemptionCode: '301', specialBase: '10' })).toMatchObject({
      exemptionCode: '',
      specialBase: '',
    });
    expect(lineInput({ ...line, vatRate: '0', exemptionCode: '301', specialBase: '10' })).toMatchObject({
      exemptionCode: '301',
      specialBase: '',
    });
  });
});
