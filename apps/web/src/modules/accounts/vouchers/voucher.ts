import { VOUCHER_KINDS, type VoucherKind, type VoucherKindName } from '@kibo/contracts';
import { Big, round } from '@kibo/domain';

// What the voucher editor holds, reads from a saved voucher and sends back.

/** An invoice a line closes, and how much of it; `number` only for showing. */
export interface Settlement {
  documentId: number;
  amount: string;
  number?: string;
}

export interface VoucherLine {
  accountId: number | null;
  /** A cash transfer's side. */
  cashAccountId: number | null;
  debit: string;
  credit: string;
  /** Only a transfer's lines carry their own currency and rate. */
  currency: string | null;
  exchangeRate: string | null;
  dueDate: string | null;
  description: string;
  settlements: Settlement[];
}

export interface VoucherHeader {
  seriesId: number | null;
  /** Cash vouchers: the register or bank. */
  cashAccountId: number | null;
  date: string;
  description: string;
  currency: string;
  exchangeRate: string;
  lines: VoucherLine[];
}

export interface Standing {
  accountId: number;
  balances: { currency: string; balance: string }[];
  points: number;
}

/** The cheque or note a bordro line moved, as the server reads it back. */
export interface MovedInstrument {
  id: number;
  kind: 'cheque' | 'note';
  own: boolean;
  serialNo: string;
  drawer: string;
  bankName: string;
  branch: string;
  accountNo: string;
  dueDate: string;
  amount: string;
  currency: string;
  state: string;
}

export interface SavedVoucher extends Omit<VoucherHeader, 'lines'> {
  id: number;
  chequeTarget: 'supplier' | 'collection' | 'collateral' | null;
  voucherType: VoucherKindName;
  number: string;
  status: 'saved' | 'cancelled';
  version: number;
  lines: (VoucherLine & {
    account: string | null;
    cashAccount: string | null;
    instrumentId: number | null;
    instrument: MovedInstrument | null;
    bounced: boolean;
  })[];
  cashAccount: string | null;
  /** The series' name and prefix, as the server names it. */
  series: string;
  standing: Standing[];
}

/** The voucher type of an editor route: `/cari/alacak/yeni` is a credit voucher. */
export const voucherKindOfPath = (pathname: string): VoucherKindName =>
  (Object.keys(VOUCHER_KINDS) as VoucherKindName[]).find((name) =>
    pathname.startsWith(`/${VOUCHER_KINDS[name].route}/`),
  ) ?? 'accountCredit';

/** The side a line's amount goes to: the type's, or a transfer's first line debited and second credited. */
export const sideOf = (kind: VoucherKind, index: number): 'debit' | 'credit' =>
  kind.side === 'transfer' ? (index === 0 ? 'debit' : 'credit') : kind.side;

export const emptyLine = (kind: VoucherKind): VoucherLine => ({
  accountId: null,
  cashAccountId: null,
  debit: '',
  credit: '',
  currency: kind.side === 'transfer' ? 'TRY' : null,
  exchangeRate: kind.side === 'transfer' ? '1' : null,
  dueDate: null,
  description: '',
  settlements: [],
});

/** A transfer starts with its two sides; other vouchers with one line, and grow as lines fill. */
export const firstLines = (kind: VoucherKind): VoucherLine[] =>
  kind.side === 'transfer' ? [emptyLine(kind), emptyLine(kind)] : [emptyLine(kind)];

/** The lines worth sending: those with an account, or where none is needed, with an amount. */
export const bodyLines = (lines: VoucherLine[], kind: VoucherKind) =>
  lines
    .filter(
      (line) =>
        line.accountId ||
        line.cashAccountId ||
        (kind.accountOptional && (Number(line.debit) > 0 || Number(line.credit) > 0)),
    )
    .map((line) => ({ ...line, debit: String(line.debit || 0), credit: String(line.credit || 0) }));

/**
 * A transfer's credited side in its own currency: the debited amount in lira at the first rate,
 * divided by the second (100 USD at 40 credits 4,000 TRY).
 */
export function transferCredit(lines: VoucherLine[]): string | undefined {
  const [from, to] = lines;
  if (!from || !to || !(Number(from.debit) > 0) || !(Number(to.exchangeRate) > 0)) return undefined;
  const local = new Big(from.debit).times(from.currency === 'TRY' ? 1 : from.exchangeRate || 1);
  return new Big(round(local.div(to.currency === 'TRY' ? 1 : to.exchangeRate!), 4)).toString();
}
