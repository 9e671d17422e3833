import { describe, expect, it } from 'vitest';
import {
  CHEQUE_MOVES,
  CHEQUE_TARGETS,
  type ChequeMove,
  type ChequeTarget,
  INSTRUMENT_STATES,
  type InstrumentState,
  movableStates,
  nextState,
} from './states.ts';

// Every move the portfolio allows, written out by hand: anything not listed here must be refused.
const ALLOWED: [
  own: boolean,
  move: ChequeMove,
  from: InstrumentState | null,
  extra: string,
  to: InstrumentState,
][] = [
  [false, 'in', null, '', 'portfolio'],
  [false, 'inReturn', 'portfolio', '', 'returned'],
  [false, 'inReturn', 'bounced', '', 'returned'],
  [false, 'out', 'portfolio', 'supplier', 'endorsed'],
  [false, 'out', 'portfolio', 'collection', 'atBankCollection'],
  [false, 'out', 'portfolio', 'collateral', 'atBankCollateral'],
  [false, 'outReturn', 'endorsed', '', 'portfolio'],
  [false, 'outReturn', 'atBankCollection', '', 'portfolio'],
  [false, 'outReturn', 'atBankCollateral', '', 'portfolio'],
  [false, 'outReturn', 'endorsed', 'bounced', 'bounced'],
  [false, 'outReturn', 'atBankCollection', 'bounced', 'bounced'],
  [false, 'outReturn', 'atBankCollateral', 'bounced', 'bounced'],
  [false, 'collect', 'portfolio', '', 'collected'],
  [false, 'collect', 'atBankCollection', '', 'collected'],
  [false, 'collect', 'atBankCollateral', '', 'collected'],
  [false, 'collect', 'bounced', '', 'collected'],
  [true, 'out', null, 'supplier', 'issued'],
  [true, 'outReturn', 'issued', '', 'returned'],
  [true, 'pay', 'issued', '', 'paid'],
];

// The extra a move is asked with: a çıkış bordrosu's target, a return's bounced mark, or nothing.
const extrasOf = (move: ChequeMove): string[] =>
  move === 'out' ? [...CHEQUE_TARGETS] : move === 'outReturn' ? ['', 'bounced'] : [''];

describe('nextState', () => {
  const cases = [false, true].flatMap((own) =>
    CHEQUE_MOVES.flatMap((move) =>
      [null, ...INSTRUMENT_STATES].flatMap((from) =>
        extrasOf(move).map((extra) => ({ own, move, from, extra })),
      ),
    ),
  );

  it.each(cases)('$own $move from $from ($extra)', ({ own, move, from, extra }) => {
    const result = nextState({
      own,
      move,
      from,
      target: move === 'out' ? (extra as ChequeTarget) : null,
      bounced: extra === 'bounced',
    });
    const expected = ALLOWED.find(([o, m, f, e]) => o === own && m === move && f === from && e === extra);
    if (expected) expect(result).toEqual({ to: expected[4] });
    else expect(result).toHaveProperty('refused');
  });

  it('covers every allowed move once and names why a wrong-side move is refused', () => {
    expect(new Set(ALLOWED.map((row) => row.join())).size).toBe(ALLOWED.length);
    expect(nextState({ own: true, move: 'in', from: null })).toEqual({ refused: 'chq.customerOnly' });
    expect(nextState({ own: false, move: 'pay', from: 'portfolio' })).toEqual({ refused: 'chq.ownOnly' });
    // Nothing leaves a final state.
    for (const from of ['collected', 'returned', 'paid', 'voided'] as const)
      for (const move of CHEQUE_MOVES)
        for (const own of [false, true])
          expect(nextState({ own, move, from, target: 'supplier' })).toHaveProperty('refused');
  });
});

describe('movableStates', () => {
  it('lists where each move may start, for the picker', () => {
    expect(movableStates('out', 'collection')).toEqual(['portfolio']);
    expect(movableStates('collect')).toEqual([
      'portfolio',
      'atBankCollection',
      'atBankCollateral',
      'bounced',
    ]);
    expect(movableStates('outReturn')).toEqual([
      'endorsed',
      'atBankCollection',
      'atBankCollateral',
      'issued',
    ]);
    expect(movableStates('pay')).toEqual(['issued']);
    expect(movableStates('inReturn')).toEqual(['portfolio', 'bounced']);
    expect(movableStates('in')).toEqual([]);
  });
});
