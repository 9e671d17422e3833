// Cheques and promissory notes (çek/senet): where an instrument stands and which moves it may make.
// A customer's instrument comes into the portfolio and leaves it by being returned, endorsed to a
// supplier, given to a bank (for collection or as collateral) or collected; our own is issued to a
// supplier and ends paid or returned to us. Every bordro line is one move of one instrument.

export const INSTRUMENT_STATES = [
  'portfolio',
  'endorsed',
  'atBankCollection',
  'atBankCollateral',
  'collected',
  'returned',
  'bounced',
  'issued',
  'paid',
  'voided',
] as const;
export type InstrumentState = (typeof INSTRUMENT_STATES)[number];

/** What a bordro does to its instruments (`/ceksenet/<route>`). */
export const CHEQUE_MOVES = ['in', 'inReturn', 'out', 'outReturn', 'collect', 'pay'] as const;
export type ChequeMove = (typeof CHEQUE_MOVES)[number];

/** Where a çıkış bordrosu sends its instruments. */
export const CHEQUE_TARGETS = ['supplier', 'collection', 'collateral'] as const;
export type ChequeTarget = (typeof CHEQUE_TARGETS)[number];

/** States in which a customer's instrument is still ours to collect (the due-date view counts them). */
export const RECEIVABLE_STATES: readonly InstrumentState[] = [
  'portfolio',
  'atBankCollection',
  'atBankCollateral',
  'bounced',
];
/** Our own instruments not yet paid. */
export const PAYABLE_STATES: readonly InstrumentState[] = ['issued'];

export interface MoveRequest {
  move: ChequeMove;
  /** The instrument's owner side: ours (issued by us) or a customer's. */
  own: boolean;
  /** The state before the move; null for an instrument the move brings into being. */
  from: InstrumentState | null;
  target?: ChequeTarget | null;
  /** A return that came back unpaid (karşılıksız). */
  bounced?: boolean;
}

/** The state a move leads to, or why it is refused (a message key). */
export type MoveResult =
  | { to: InstrumentState }
  | { refused: 'chq.badMove' | 'chq.ownOnly' | 'chq.customerOnly' };

const BANK_TARGETS: Record<ChequeTarget, InstrumentState> = {
  supplier: 'endorsed',
  collection: 'atBankCollection',
  collateral: 'atBankCollateral',
};

/** The one place that says which move an instrument may make from where it stands. */
export function nextState(request: MoveRequest): MoveResult {
  const { move, own, from } = request;
  const allowed = (states: readonly (InstrumentState | null)[], to: InstrumentState): MoveResult =>
    states.includes(from) ? { to } : { refused: 'chq.badMove' };
  if (own) {
    switch (move) {
      // Our own cheque or note is written out to a supplier; it never sits in our portfolio.
      case 'out':
        return request.target === 'supplier' ? allowed([null], 'issued') : { refused: 'chq.badMove' };
      case 'outReturn':
        return request.bounced ? { refused: 'chq.badMove' } : allowed(['issued'], 'returned');
      case 'pay':
        return allowed(['issued'], 'paid');
      default:
        return { refused: 'chq.customerOnly' };
    }
  }
  switch (move) {
    case 'in':
      return allowed([null], 'portfolio');
    case 'inReturn':
      return allowed(['portfolio', 'bounced'], 'returned');
    case 'out':
      return allowed(['portfolio'], BANK_TARGETS[request.target ?? 'supplier']);
    case 'outReturn':
      return allowed(
        ['endorsed', 'atBankCollection', 'atBankCollateral'],
        request.bounced ? 'bounced' : 'portfolio',
      );
    case 'collect':
      return allowed(['portfolio', 'atBankCollection', 'atBankCollateral', 'bounced'], 'collected');
    case 'pay':
      return { refused: 'chq.ownOnly' };
  }
}

/** The states from which instruments may make a move (the bordro editor's portfolio picker lists those). */
export const movableStates = (move: ChequeMove, target: ChequeTarget | null = null): InstrumentState[] =>
  INSTRUMENT_STATES.filter((from) =>
    [false, true].some((own) => 'to' in nextState({ move, own, from, target: target ?? 'supplier' })),
  );
