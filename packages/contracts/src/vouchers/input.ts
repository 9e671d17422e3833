import { Big, CHEQUE_TARGETS, toLocal } from '@kibo/domain';
import { z } from 'zod';
import { MAX_DOCUMENT_LINES } from '../documents/kinds.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '../platform/constants.ts';
import { isoDate, optionalText, requiredText, unlessMissing } from '../platform/fields.ts';
import { decimal } from '../resources/fields.ts';
import { VAT_RATES } from '../stock/items.ts';
import { TRANSFER_TOLERANCE, VOUCHER_KIND_NAMES, voucherKindOf } from './kinds.ts';

/** The most invoices one voucher line can close. */
export const MAX_SETTLEMENTS = 100;

/** The most points one voucher line moves: loyalty points are handed out by the hundred, not the billion. */
export const MAX_POINTS = 1_000_000;

const id = z.number({ error: 'v.required' }).int().positive({ error: 'v.required' });
const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  id.nullable(),
);

/** A cheque or note a receipt (or our own issue) brings into the books; its amount and due date are the line's. */
export const instrumentInput = z
  .object({
    kind: z.enum(['cheque', 'note'], { error: unlessMissing('v.enum') }).default('cheque'),
    serialNo: requiredText(40),
    /** Keşideci (a cheque's drawer) or borçlu (a note's maker). */
    drawer: requiredText(150),
    bankName: optionalText(100),
    branch: optionalText(100),
    accountNo: optionalText(40),
  })
  .superRefine((instrument, context) => {
    // A cheque is drawn on a bank account; a note is a promise with no bank behind it.
    if (instrument.kind === 'cheque' && !instrument.bankName)
      context.addIssue({ code: 'custom', path: ['bankName'], message: 'v.required' });
  });
export type InstrumentInput = z.output<typeof instrumentInput>;

const ONE_SIDE = 'Zorunlu: borç veya alacaktan yalnızca biri, fiş türünün tarafında, sıfırdan büyük.';

export const voucherLineInput = z.object({
  /** Required but on a cash voucher whose type allows money with no account behind it. */
  accountId: optionalId.default(null).meta({
    description: 'Zorunlu: hesapsız satıra izin veren kasa fişleri, virman ve gelir/gider dışında.',
  }),
  /** A cash transfer's side: the register or bank the money leaves (credit) or enters (debit). */
  cashAccountId: optionalId.default(null),
  debit: decimal(4, 'nonNegative').default('0').meta({ description: ONE_SIDE }),
  credit: decimal(4, 'nonNegative').default('0').meta({ description: ONE_SIDE }),
  /** A line in another currency than the voucher's (one side of a transfer); none: the voucher's. */
  currency: z.enum(CURRENCIES, { error: 'v.enum' }).nullable().default(null),
  exchangeRate: decimal(6, 'nonNegative').nullable().default(null),
  dueDate: isoDate.nullable().default(null),
  description: optionalText(250),
  /** A cheque bordro's line: the instrument it moves (from the portfolio or our issued ones)… */
  instrumentId: optionalId.default(null),
  /** …or the one it brings in (a receipt, our own cheque or note written out). */
  instrument: instrumentInput.nullable().default(null),
  /** An income or expense entry's type; its VAT rate is the type's unless the line names one. */
  incomeExpenseTypeId: optionalId.default(null),
  vatRate: z.enum(VAT_RATES, { error: 'v.enum' }).nullable().default(null),
  /** A return from a supplier or bank: the instrument came back unpaid (karşılıksız). */
  bounced: z.boolean().default(false),
  /** Invoices this line pays (a collection or payment closing them), each with the amount it closes. */
  settlements: z
    .array(z.object({ documentId: id, amount: decimal(4, 'nonNegative') }))
    .max(MAX_SETTLEMENTS, { error: 'v.max' })
    .default([]),
});
export type VoucherLineInput = z.output<typeof voucherLineInput>;

/** A voucher as its editor sends it; the server numbers it and posts each line. */
export const voucherInput = z
  .object({
    voucherType: z.enum(VOUCHER_KIND_NAMES, { error: unlessMissing('v.enum') }),
    /** None: the user's own series for the type, else the company default. */
    seriesId: optionalId.default(null),
    /** Cash vouchers: the register or bank the money comes into or goes out of. */
    cashAccountId: optionalId.default(null),
    /** A çıkış bordrosu: to a supplier (endorsed, or our own written out) or to the bank named above. */
    chequeTarget: z.enum(CHEQUE_TARGETS, { error: 'v.enum' }).nullable().default(null),
    date: isoDate,
    description: optionalText(1000),
    currency: z.enum(CURRENCIES, { error: unlessMissing('v.enum') }).default(DEFAULT_CURRENCY),
    exchangeRate: decimal(6, 'nonNegative').default('1'),
    lines: z
      .array(voucherLineInput)
      .min(1, { error: 'doc.noLines' })
      .max(MAX_DOCUMENT_LINES, { error: 'doc.tooManyLines' }),
    /** The version the editor loaded: a save over someone else's change is refused. */
    version: z.number().int().min(0).optional(),
  })
  .superRefine((voucher, context) => {
    const kind = voucherKindOf(voucher.voucherType);
    const problem = (path: (string | number)[], message: string, params?: Record<string, unknown>) =>
      context.addIssue({ code: 'custom', path, message, params });
    if (voucher.currency !== DEFAULT_CURRENCY && !(Number(voucher.exchangeRate) > 0))
      problem(['exchangeRate'], 'v.positive');
    const cashTransfer = kind.cash === 'transfer';
    if (kind.cash && !cashTransfer && !voucher.cashAccountId) problem(['cashAccountId'], 'v.required');
    if (kind.cheque) refineCheques(voucher, kind.cheque, problem);
    let debitLocal = new Big(0);
    let creditLocal = new Big(0);
    voucher.lines.forEach((line, index) => {
      if (!line.accountId && !kind.accountOptional) problem(['lines', index, 'accountId'], 'v.required');
      // Income and expense go through a register on their type; other vouchers name no type.
      if (kind.incomeExpense && !line.incomeExpenseTypeId)
        problem(['lines', index, 'incomeExpenseTypeId'], 'v.required');
      if (kind.incomeExpense && line.accountId) problem(['lines', index, 'accountId'], 'v.invalid');
      if (!kind.incomeExpense && (line.incomeExpenseTypeId || line.vatRate))
        problem(['lines', index, line.vatRate ? 'vatRate' : 'incomeExpenseTypeId'], 'v.invalid');
      if (cashTransfer && !line.cashAccountId) problem(['lines', index, 'cashAccountId'], 'v.required');
      // Between registers no account (cari) takes part.
      if (cashTransfer && line.accountId) problem(['lines', index, 'accountId'], 'v.invalid');
      // Money in a register is in the register's currency: a cash voucher's lines all take the voucher's.
      if (kind.cash && !cashTransfer && line.currency && line.currency !== voucher.currency)
        problem(['lines', index, 'currency'], 'vou.cashCurrency');
      const debit = Number(line.debit) > 0;
      const credit = Number(line.credit) > 0;
      // Each line takes one side, and the side its type allows.
      const amountField = kind.side === 'debit' || (kind.side === 'transfer' && !credit) ? 'debit' : 'credit';
      if (debit === credit) problem(['lines', index, amountField], debit ? 'vou.oneSide' : 'v.positive');
      else if (kind.side === 'debit' && credit) problem(['lines', index, 'credit'], 'vou.debitOnly');
      else if (kind.side === 'credit' && debit) problem(['lines', index, 'debit'], 'vou.creditOnly');
      if (kind.ledger === 'points' && !Number.isInteger(Number(line[amountField])))
        problem(['lines', index, amountField], 'v.integer');
      // Points are whole numbers kept in integer columns: a hand entry stays far below their limit.
      else if (kind.ledger === 'points' && Number(line[amountField]) > MAX_POINTS)
        problem(['lines', index, amountField], 'vou.pointsTooMany', { max: MAX_POINTS });
      // What a line closes on invoices is part of its own amount, once per invoice.
      if (line.settlements.length > 0) {
        const amount = new Big(line.debit).plus(line.credit);
        const matched = line.settlements.reduce(
          (total, settlement) => total.plus(settlement.amount),
          new Big(0),
        );
        if (kind.ledger !== 'account' || kind.side === 'transfer' || !line.accountId)
          problem(['lines', index, 'settlements'], 'vou.noSettlements');
        else if (matched.gt(amount)) problem(['lines', index, 'settlements'], 'vou.overMatched');
        line.settlements.forEach((settlement, at) => {
          if (!(Number(settlement.amount) > 0))
            problem(['lines', index, 'settlements', at, 'amount'], 'v.positive');
          if (line.settlements.findIndex((other) => other.documentId === settlement.documentId) !== at)
            problem(['lines', index, 'settlements', at, 'documentId'], 'vou.settledTwice');
        });
      }
      if (line.dueDate && line.dueDate < voucher.date) problem(['lines', index, 'dueDate'], 'v.dateBefore');
      const currency = line.currency ?? voucher.currency;
      const rate = line.currency ? line.exchangeRate : voucher.exchangeRate;
      if (currency !== DEFAULT_CURRENCY && !(Number(rate) > 0))
        problem(['lines', index, 'exchangeRate'], 'v.positive');
      const local = (amount: string) =>
        new Big(toLocal(amount, currency === DEFAULT_CURRENCY ? '1' : (rate ?? '1')));
      debitLocal = debitLocal.plus(local(line.debit));
      creditLocal = creditLocal.plus(local(line.credit));
    });
    if (kind.side === 'transfer') {
      if (
        !voucher.lines.some((line) => Number(line.debit) > 0) ||
        !voucher.lines.some((line) => Number(line.credit) > 0)
      )
        problem(['lines'], 'vou.transferSides');
      else if (debitLocal.minus(creditLocal).abs().gt(TRANSFER_TOLERANCE))
        problem(['lines'], 'vou.unbalanced');
      // Money moved from a register into itself is no movement.
      const registers = voucher.lines.map((line) => line.cashAccountId);
      if (
        cashTransfer &&
        registers.some((register, index) => register && registers.indexOf(register) !== index)
      )
        problem(['lines'], 'vou.sameRegister');
    }
  });
export type VoucherInput = z.output<typeof voucherInput>;

type Problem = (path: (string | number)[], message: string, params?: Record<string, unknown>) => void;

/**
 * A bordro's shape: a receipt brings new instruments, other moves name existing ones (each once);
 * a çıkış goes to a supplier's account or a bank, never both; only a return may come back unpaid.
 */
function refineCheques(
  voucher: { chequeTarget: string | null; cashAccountId: number | null; lines: VoucherLineInput[] },
  move: NonNullable<ReturnType<typeof voucherKindOf>['cheque']>,
  problem: Problem,
): void {
  const toBank = move === 'out' && voucher.chequeTarget !== null && voucher.chequeTarget !== 'supplier';
  if (move === 'out' && !voucher.chequeTarget) problem(['chequeTarget'], 'v.required');
  if (toBank && !voucher.cashAccountId) problem(['cashAccountId'], 'v.required');
  const seen = new Set<number>();
  voucher.lines.forEach((line, index) => {
    const at = (field: string) => ['lines', index, field];
    // A receipt always brings a new one; a çıkış may write out our own; the rest move what exists.
    const creates = move === 'in' || (move === 'out' && line.instrument !== null);
    if (creates) {
      // An edited bordro's line may name the instrument it brought in before, to keep its id.
      if (!line.instrument) problem(at('instrument'), 'v.required');
      if (!line.dueDate) problem(at('dueDate'), 'v.required');
      if (move === 'out' && toBank) problem(at('instrument'), 'chq.ownToSupplier');
    } else {
      if (!line.instrumentId) problem(at('instrumentId'), 'v.required');
      if (line.instrument) problem(at('instrument'), 'v.invalid');
      if (line.instrumentId && seen.has(line.instrumentId)) problem(at('instrumentId'), 'chq.twice');
      if (line.instrumentId) seen.add(line.instrumentId);
    }
    if (line.bounced && move !== 'outReturn') problem(at('bounced'), 'v.invalid');
    // The account a çıkış debits is the supplier's; a bank holds the instrument for us.
    if (move === 'out' && !toBank && !line.accountId) problem(at('accountId'), 'v.required');
    // Returns post to the instrument's own account, collection and payment to none.
    if ((toBank || (move !== 'in' && move !== 'out')) && line.accountId)
      problem(at('accountId'), 'v.invalid');
  });
}

/** A document a voucher line may close, with what is still open of it (`GET /api/vouchers/settleable`). */
export type SettleableDocument = {
  documentId: number;
  docType: string;
  number: string;
  date: string;
  dueDate: string | null;
  payable: string;
  open: string;
};
