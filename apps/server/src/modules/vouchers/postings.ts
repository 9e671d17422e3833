import { DEFAULT_CURRENCY, type VoucherKind } from '@kibo/contracts';
import type { VoucherInput } from '@kibo/contracts/resources';
import { Big, toLocal } from '@kibo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  type AccountDelta,
  accountEntries,
  applyAccounts,
  applyPoints,
  pointEntries,
} from '../accounts/index.ts';
import {
  applyCash,
  type CashDelta,
  cashEntries,
  openSessionsOf,
  refuseClosedSessions,
} from '../cash/index.ts';

// A voucher's postings: account entries (money) or point entries (loyalty points), and for a cash
// voucher the register's entries, each written with its running balance in the same transaction.

export interface PostedLine {
  accountId: number | null;
  cashAccountId: number | null;
  debit: string;
  credit: string;
  currency: string;
  exchangeRate: string;
  dueDate: string | null;
  description: string;
  incomeExpenseTypeId: number | null;
  vatRate: string | null;
  /** The VAT inside an income or expense line's amount, set when the line is priced. */
  vatAmount: string;
}

/** Each line with its currency and rate settled: a line without its own takes the voucher's. */
export function linesOf(input: VoucherInput, kind: VoucherKind): PostedLine[] {
  return input.lines.map((line) => {
    // Points have no currency; a money line takes the voucher's unless it names its own.
    const currency = kind.ledger === 'points' ? DEFAULT_CURRENCY : (line.currency ?? input.currency);
    const rate = line.currency ? (line.exchangeRate ?? '1') : input.exchangeRate;
    return {
      accountId: line.accountId,
      cashAccountId: kind.cash === 'transfer' ? line.cashAccountId : null,
      debit: line.debit,
      credit: line.credit,
      currency,
      exchangeRate: currency === DEFAULT_CURRENCY ? '1' : rate,
      dueDate: line.dueDate,
      description: line.description,
      incomeExpenseTypeId: line.incomeExpenseTypeId,
      vatRate: line.vatRate,
      vatAmount: '0',
    };
  });
}

/** Posts the lines of a saved voucher; `reversed` are the balance changes its old postings undid. */
export async function postLines(
  tx: Db,
  context: {
    companyId: number;
    voucherId: number;
    date: string;
    description: string;
    kind: VoucherKind;
    cashAccountId: number | null;
  },
  lines: PostedLine[],
  reversed: Reversed,
): Promise<void> {
  const { companyId, voucherId, date, kind } = context;
  const describe = (line: PostedLine) => line.description || context.description;
  const money: AccountDelta[] = [...reversed.money];
  const points = [...reversed.points];
  const cash: CashDelta[] = [...reversed.cash];
  if (kind.ledger === 'points') {
    const rows = lines.map((line) => ({
      companyId,
      accountId: line.accountId!,
      voucherId,
      date,
      points: Number(new Big(line.credit).minus(line.debit).toFixed(0)),
      description: describe(line),
    }));
    await tx.insert(pointEntries).values(rows);
    points.push(...rows);
  } else {
    const withAccount = lines.filter((line): line is PostedLine & { accountId: number } => !!line.accountId);
    if (withAccount.length > 0)
      await tx.insert(accountEntries).values(
        withAccount.map((line) => ({
          companyId,
          accountId: line.accountId,
          voucherId,
          date,
          dueDate: line.dueDate,
          currency: line.currency,
          debit: line.debit,
          credit: line.credit,
          amountLocal: toLocal(new Big(line.debit).minus(line.credit).toString(), line.exchangeRate),
          description: describe(line),
        })),
      );
    for (const line of withAccount)
      money.push({
        accountId: line.accountId,
        currency: line.currency,
        change: new Big(line.debit).minus(line.credit),
      });
  }
  // The register takes the other side of each line: what an account is credited came into the till.
  // A transfer's lines are the registers' own sides: the debited one receives, the credited one pays.
  if (kind.cash) {
    const rows = lines.map((line) => {
      const amount = new Big(line.debit).plus(line.credit);
      const inflow = kind.cash === 'transfer' ? new Big(line.debit).gt(0) : kind.cash === 'in';
      return {
        companyId,
        cashAccountId: (line.cashAccountId ?? context.cashAccountId)!,
        voucherId,
        accountId: line.accountId,
        date,
        currency: line.currency,
        debit: inflow ? amount.toFixed(4) : '0',
        credit: inflow ? '0' : amount.toFixed(4),
        amountLocal: toLocal((inflow ? amount : amount.neg()).toString(), line.exchangeRate),
        description: describe(line),
      };
    });
    // Money through a till with an open session is that session's: its close counts it.
    const sessions = await openSessionsOf(tx, [...new Set(rows.map((row) => row.cashAccountId))]);
    await tx
      .insert(cashEntries)
      .values(rows.map((row) => ({ ...row, cashSessionId: sessions.get(row.cashAccountId) ?? null })));
    for (const row of rows)
      cash.push({
        cashAccountId: row.cashAccountId,
        currency: row.currency,
        change: new Big(row.debit).minus(row.credit),
      });
  }
  await applyBalances(tx, { money, points, cash });
}

export interface Reversed {
  money: AccountDelta[];
  points: { accountId: number; points: number }[];
  cash: CashDelta[];
}

/**
 * Deletes what a voucher posted and answers the balance changes that undo it; the caller applies
 * them (with a re-posting's, so each balance row is touched once and in order).
 */
export async function reverseLines(tx: Db, voucherId: number): Promise<Reversed> {
  const money = await tx.delete(accountEntries).where(eq(accountEntries.voucherId, voucherId)).returning({
    accountId: accountEntries.accountId,
    currency: accountEntries.currency,
    debit: accountEntries.debit,
    credit: accountEntries.credit,
  });
  const points = await tx
    .delete(pointEntries)
    .where(eq(pointEntries.voucherId, voucherId))
    .returning({ accountId: pointEntries.accountId, points: pointEntries.points });
  const cash = await tx.delete(cashEntries).where(eq(cashEntries.voucherId, voucherId)).returning({
    cashAccountId: cashEntries.cashAccountId,
    currency: cashEntries.currency,
    debit: cashEntries.debit,
    credit: cashEntries.credit,
    sessionId: cashEntries.cashSessionId,
  });
  await refuseClosedSessions(
    tx,
    cash.map((entry) => entry.sessionId),
  );
  return {
    cash: cash.map((entry) => ({
      cashAccountId: entry.cashAccountId,
      currency: entry.currency,
      change: new Big(entry.credit).minus(entry.debit),
    })),
    money: money.map((entry) => ({
      accountId: entry.accountId,
      currency: entry.currency,
      change: new Big(entry.credit).minus(entry.debit),
    })),
    points: points.map((entry) => ({ accountId: entry.accountId, points: -entry.points })),
  };
}

/** Applies balance changes: account money first, then points, then registers, each in key order. */
export async function applyBalances(tx: Db, reversed: Reversed): Promise<void> {
  await applyAccounts(tx, reversed.money);
  await applyPoints(tx, reversed.points);
  await applyCash(tx, reversed.cash);
}
