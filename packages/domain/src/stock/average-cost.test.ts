import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big } from '../money.ts';
import { type CostMove, costMoves, emptyCostState } from './average-cost.ts';

const priced = (quantity: string, unitCost: string): CostMove => ({
  kind: 'priced',
  quantity: new Big(quantity),
  unitCost: new Big(unitCost),
});
const atCost = (quantity: string): CostMove => ({ kind: 'atCost', quantity: new Big(quantity) });
const zero = new Big(0);

describe('moving weighted average cost', () => {
  it('averages two receipts and sells at the average', () => {
    const { state, costed } = costMoves(
      emptyCostState(),
      [priced('10', '5'), priced('10', '7'), atCost('-5')],
      zero,
    );
    expect(costed.map((move) => [move.unitCost.toFixed(2), move.value.toFixed(2)])).toEqual([
      ['5.00', '50.00'],
      ['7.00', '70.00'],
      ['6.00', '-30.00'],
    ]);
    expect([state.quantity.toFixed(0), state.value.toFixed(2), state.unitCost?.toFixed(2)]).toEqual([
      '15',
      '90.00',
      '6.00',
    ]);
  });

  it('the sale that empties the shelf takes the value left, so none stays behind rounding', () => {
    const { state, costed } = costMoves(
      emptyCostState(),
      [priced('3', '10'), priced('3', '10.01'), atCost('-1'), atCost('-5')],
      zero,
    );
    expect(state.quantity.eq(0)).toBe(true);
    expect(state.value.eq(0)).toBe(true);
    expect(costed.at(-1)!.value.toFixed(4)).toBe('-50.0250');
  });

  it('sold before received: the guess is the card price, and the receipt sets the value afresh', () => {
    const { state, costed } = costMoves(emptyCostState(), [atCost('-4'), priced('10', '12')], new Big('9'));
    expect(costed[0]!.value.toFixed(2)).toBe('-36.00');
    // 6 on hand at 12: the receipt's value settles the shortfall sold at the guess.
    expect(state.value.toFixed(2)).toBe('72.00');
    expect(costed[1]!.value.toFixed(2)).toBe('108.00');
    expect(state.unitCost?.toFixed(2)).toBe('12.00');
  });

  it('while nothing is on hand an outgoing move keeps the last average', () => {
    const { costed } = costMoves(
      emptyCostState(),
      [priced('2', '8'), atCost('-2'), atCost('-1'), atCost('-1')],
      new Big('100'),
    );
    expect(costed.slice(1).map((move) => move.unitCost.toFixed(2))).toEqual(['8.00', '8.00', '8.00']);
  });

  it('a move taken back with its value leaves the balance as before it', () => {
    const start = costMoves(emptyCostState(), [priced('7', '3.3333')], zero).state;
    const sold = costMoves(start, [atCost('-2')], zero);
    const undone = costMoves(
      sold.state,
      [{ kind: 'known', quantity: new Big(2), value: sold.costed[0]!.value.neg() }],
      zero,
    ).state;
    expect(undone.quantity.eq(start.quantity)).toBe(true);
    expect(undone.value.eq(start.value)).toBe(true);
  });

  const move = fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 100_000 }))
      .map(([quantity, cents]) => priced(String(quantity), (cents / 100).toFixed(2))),
    fc.integer({ min: -500, max: 500 }).map((quantity) => atCost(String(quantity))),
  );

  it('the balance’s value is always the sum of its moves’ values, and nothing on hand holds no value', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        const { state, costed } = costMoves(emptyCostState(), moves, new Big('1.5'));
        const total = costed.reduce((sum, each) => sum.plus(each.value), new Big(0));
        expect(state.value.eq(total)).toBe(true);
        expect(state.quantity.eq(moves.reduce((sum, each) => sum.plus(each.quantity), new Big(0)))).toBe(
          true,
        );
        const last = moves.at(-1);
        if (state.quantity.eq(0) && last?.kind === 'atCost') expect(state.value.eq(0)).toBe(true);
        if (state.quantity.gt(0)) expect(state.unitCost!.gte(0)).toBe(true);
      }),
    );
  });
});
