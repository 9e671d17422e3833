import type { VoucherKind } from '@kibo/contracts';
import type { InstrumentListRow } from '@kibo/contracts/resources';
import type { ChequeMove, ChequeTarget } from '@kibo/domain';
import type { MovedInstrument, SavedVoucher, Settlement } from '../accounts/vouchers/voucher.ts';

// What a cheque bordro's editor holds: one account (or bank) for the bordro, and one instrument per
// line — a new one typed in, or one picked from the portfolio — sent as voucher lines.

export interface InstrumentDetails {
  kind: 'cheque' | 'note';
  serialNo: string;
  drawer: string;
  bankName: string;
  branch: string;
  accountNo: string;
}

/** An instrument as the portfolio lists it (`GET /api/instruments`). */
export type PortfolioRow = InstrumentListRow;

export interface BordroLine {
  /** A new instrument's details; none: `instrumentId` names one from the portfolio. */
  instrument: InstrumentDetails | null;
  instrumentId: number | null;
  /** How a picked instrument reads on its line. */
  shown: Pick<MovedInstrument, 'kind' | 'serialNo' | 'drawer' | 'bankName' | 'dueDate'> | null;
  debit: string;
  credit: string;
  dueDate: string | null;
  bounced: boolean;
  settlements: Settlement[];
}

export interface BordroHeader {
  seriesId: number | null;
  date: string;
  /** The customer a receipt comes from, the supplier a çıkış goes to. */
  accountId: number | null;
  chequeTarget: ChequeTarget | null;
  cashAccountId: number | null;
  currency: string;
  exchangeRate: string;
  description: string;
  lines: BordroLine[];
}

/** What the bordro needs on its header, by its move and (a çıkış) where it goes. */
export function bordroShape(move: ChequeMove, target: ChequeTarget | null) {
  const toBank = move === 'out' && target !== 'supplier';
  return {
    toBank,
    /** Lines post to one account: the customer's receipt, the supplier's çıkış. */
    account: move === 'in' || (move === 'out' && !toBank),
    /** A register or bank: handed to, collected into, paid from. */
    register: toBank || move === 'collect' || move === 'pay',
    /** New instruments: a receipt's, or our own written out to a supplier. */
    creates: move === 'in' || (move === 'out' && !toBank),
    /** Instruments from the portfolio (every move but a receipt). */
    picks: move !== 'in',
  };
}

export const newInstrumentLine = (kind: 'cheque' | 'note'): BordroLine => ({
  instrument: { kind, serialNo: '', drawer: '', bankName: '', branch: '', accountNo: '' },
  instrumentId: null,
  shown: null,
  debit: '',
  credit: '',
  dueDate: null,
  bounced: false,
  settlements: [],
});

export const pickedLine = (row: PortfolioRow, side: 'debit' | 'credit'): BordroLine => ({
  instrument: null,
  instrumentId: row.id,
  shown: row,
  debit: side === 'debit' ? row.amount : '',
  credit: side === 'credit' ? row.amount : '',
  dueDate: null,
  bounced: false,
  settlements: [],
});

/** A saved bordro as the editor holds it: what it brought in stays typed, what it moved stays picked. */
export function fromSaved(saved: SavedVoucher, kind: VoucherKind): BordroHeader {
  const created = (line: SavedVoucher['lines'][number]) =>
    kind.cheque === 'in' || (kind.cheque === 'out' && !!line.instrument?.own);
  return {
    seriesId: saved.seriesId,
    date: saved.date,
    accountId: bordroShape(kind.cheque!, saved.chequeTarget).account
      ? (saved.lines[0]?.accountId ?? null)
      : null,
    chequeTarget: saved.chequeTarget,
    cashAccountId: saved.cashAccountId,
    currency: saved.currency,
    exchangeRate: saved.exchangeRate,
    description: saved.description,
    lines: saved.lines.map((line) => {
      const instrument = line.instrument;
      const details: InstrumentDetails | null =
        instrument && created(line)
          ? {
              kind: instrument.kind,
              serialNo: instrument.serialNo,
              drawer: instrument.drawer,
              bankName: instrument.bankName,
              branch: instrument.branch,
              accountNo: instrument.accountNo,
            }
          : null;
      return {
        instrument: details,
        // A typed instrument keeps its id through the edit (the server reuses it).
        instrumentId: line.instrumentId,
        shown: details ? null : instrument,
        debit: line.debit,
        credit: line.credit,
        dueDate: details ? line.dueDate : null,
        bounced: line.bounced,
        settlements: line.settlements,
      };
    }),
  };
}

/** The voucher the server takes: every line on the bordro's account (where it has one). */
export function toBody(header: BordroHeader, kind: VoucherKind) {
  const shape = bordroShape(kind.cheque!, header.chequeTarget);
  return {
    seriesId: header.seriesId,
    date: header.date,
    description: header.description,
    currency: header.currency,
    exchangeRate: header.exchangeRate,
    chequeTarget: kind.cheque === 'out' ? header.chequeTarget : null,
    cashAccountId: shape.register ? header.cashAccountId : null,
    lines: (header.lines ?? []).map((line) => ({
      accountId: shape.account ? header.accountId : null,
      instrument: line.instrument,
      instrumentId: line.instrumentId,
      debit: String(line.debit || 0),
      credit: String(line.credit || 0),
      dueDate: line.instrument ? line.dueDate : null,
      bounced: kind.cheque === 'outReturn' && line.bounced,
      settlements: shape.account ? line.settlements : [],
    })),
  };
}
