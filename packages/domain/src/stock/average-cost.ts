import Big from 'big.js';

// Moving weighted average cost per item and warehouse, in lira. One function walks the moves, the
// same for the posting (one document's moves on the locked balance), the re-costing job (an item's
// moves from a date, in date and id order) and the tests' naive recomputation: all three agree
// because there is only this one. The rules are in docs/decisions/0002-cost-and-reports.md.

/** What a balance holds for costing: quantity on hand, its value (Σ of its moves' values) and the last average. */
export interface CostState {
  quantity: Big;
  value: Big;
  /** The average after the last move; what an outgoing move takes while nothing is on hand. */
  unitCost: Big | null;
}

/**
 * A move to cost. `priced`: goods come in at their own price (a purchase, a stock-in slip with a
 * price, a transfer's incoming half at its outgoing half's cost). `atCost`: the move takes the running
 * average (sales, returns, slips without a price). `known`: an earlier move taken back with its value.
 */
export type CostMove =
  | { quantity: Big; kind: 'priced'; unitCost: Big }
  | { quantity: Big; kind: 'atCost' }
  | { quantity: Big; kind: 'known'; value: Big };

export interface CostedMove {
  /** Cost per main unit the move carried, 6 places. */
  unitCost: Big;
  /** Signed value the move added to the balance, 4 places; the balance's value is their sum. */
  value: Big;
}

export const emptyCostState = (): CostState => ({ quantity: new Big(0), value: new Big(0), unitCost: null });

const round4 = (value: Big) => value.round(4, Big.roundHalfUp);
const round6 = (value: Big) => value.round(6, Big.roundHalfUp);

/** The cost an outgoing move takes now: value over quantity while stock is on hand, else the last average. */
export function averageOf(state: CostState, fallback: Big): Big {
  if (state.quantity.gt(0)) return round6(state.value.div(state.quantity));
  return state.unitCost ?? fallback;
}

/**
 * Costs one move and answers the balance after it. `fallback` is the cost of an item with no history
 * (the stock card's buying price in lira, else 0).
 */
export function costMove(
  state: CostState,
  move: CostMove,
  fallback: Big,
): { state: CostState; costed: CostedMove } {
  const quantity = state.quantity.plus(move.quantity);
  let value: Big;
  let unitCost: Big;
  let average: Big | null;
  if (move.kind === 'priced') {
    unitCost = round6(move.unitCost);
    // Goods coming in while stock is below zero (sold before it was received) set the value of what
    // is on hand afresh at their price: the shortfall was sold at a guessed cost, the receipt settles it.
    value = state.quantity.lte(0)
      ? round4(quantity.times(unitCost)).minus(state.value)
      : round4(move.quantity.times(unitCost));
    average = unitCost;
  } else if (move.kind === 'atCost') {
    unitCost = averageOf(state, fallback);
    // The move that leaves nothing on hand takes what value is left, so none stays behind rounding.
    value = quantity.eq(0) ? state.value.neg() : round4(move.quantity.times(unitCost));
    average = unitCost;
  } else {
    value = round4(move.value);
    unitCost = move.quantity.eq(0) ? new Big(0) : round6(value.div(move.quantity));
    average = state.unitCost;
  }
  const after = state.value.plus(value);
  return {
    state: {
      quantity,
      value: after,
      unitCost: quantity.gt(0) ? round6(after.div(quantity)) : average,
    },
    costed: { unitCost, value },
  };
}

/** Costs moves one after the other; answers each move's cost and the balance after the last. */
export function costMoves(
  state: CostState,
  moves: readonly CostMove[],
  fallback: Big,
): { state: CostState; costed: CostedMove[] } {
  const costed: CostedMove[] = [];
  let current = state;
  for (const move of moves) {
    const step = costMove(current, move, fallback);
    current = step.state;
    costed.push(step.costed);
  }
  return { state: current, costed };
}
