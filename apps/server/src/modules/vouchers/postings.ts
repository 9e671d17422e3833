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

// A voucher's postings: account entries (money) or point entries (loyalty points), each written
// with its running balance in the same transaction.

export interface PostedLine {
  accountId: number;
  debit: string;
  credit: string;
  currency: string;
  exchangeRate: string;
  dueDate: string | null;
  description: string;
}

/** Each line with its currency and rate settled: a line without its own takes the voucher's. */
export function linesOf(input: VoucherInput, kind: VoucherKind): PostedLine[] {
  return input.lines.map((line) => {
    // Points have no currency; a money line takes the voucher's unless it names its own.
    const currency = kind.ledger === 'points' ? DEFAULT_CURRENCY : (line.currency ?? input.currency);
    const rate = line.currency ? (line.exchangeRate ?? '1') : input.exchangeRate;
    return {
      accountId: line.accountId,
      debit: line.debit,
      credit: line.credit,
      currency,
      exchangeRate: currency === DEFAULT_CURRENCY ? '1' : rate,
      dueDate: line.dueDate,
      description: line.description,
    };
  });
}

/** Posts the lines of a saved voucher; `reversed` are the balance changes its old postings undid. */
export async function postLines(
  tx: Db,
  context: { companyId: number; voucherId: number; date: string; description: string; kind: VoucherKind },
  lines: PostedLine[],
  reversed: Reversed,
): Promise<void> {
  const { companyId, voucherId, date, kind } = context;
  const describe = (line: PostedLine) => line.description || context.description;
  const money: AccountDelta[] = [...reversed.money];
  const points = [...reversed.points];
  if (kind.ledger === 'points') {
    const rows = lines.map((line) => ({
      companyId,
      accountId: line.accountId,
      voucherId,
      date,
      points: Number(new Big(line.credit).minus(line.debit).toFixed(0)),
      description: describe(line),
    }));
    await tx.insert(pointEntries).values(rows);
    points.push(...rows);
  } else {
    await tx.insert(accountEntries).values(
      lines.map((line) => ({
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
    for (const line of lines)
      money.push({
        accountId: line.accountId,
        currency: line.currency,
        change: new Big(line.debit).minus(line.credit),
      });
  }
  await applyBalances(tx, { money, points });
}

export interface Reversed {
  money: AccountDelta[];
  points: { accountId: number; points: number }[];
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
  return {
    money: money.map((entry) => ({
      accountId: entry.accountId,
      currency: entry.currency,
      change: new Big(entry.credit).minus(entry.debit),
    })),
    points: points.map((entry) => ({ accountId: entry.accountId, points: -entry.points })),
  };
}

/** Applies balance changes: money first, then points, each in account order. */
export async function applyBalances(tx: Db, reversed: Reversed): Promise<void> {
  await applyAccounts(tx, reversed.money);
  await applyPoints(tx, reversed.points);
}
