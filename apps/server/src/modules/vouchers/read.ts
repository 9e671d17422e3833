import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { accountBalances, pointBalances } from '../accounts/index.ts';
import { cashAccounts } from '../cash/index.ts';
import { instrumentMoves, instruments } from '../cheques/index.ts';
import { documents } from '../documents/documents.tables.ts';
import { settlements, voucherLines, vouchers } from './vouchers.tables.ts';

const iso = (value: Date) => value.toISOString();

export interface AccountStanding {
  accountId: number;
  balances: { currency: string; balance: string }[];
  points: number;
}

/** What accounts owe per currency and the points they hold now: the editor shows them by each line. */
export async function standingOf(tx: Db, accountIds: number[]): Promise<AccountStanding[]> {
  if (accountIds.length === 0) return [];
  const [money, points] = await Promise.all([
    tx
      .select({
        accountId: accountBalances.accountId,
        currency: accountBalances.currency,
        balance: accountBalances.balance,
      })
      .from(accountBalances)
      .where(inArray(accountBalances.accountId, accountIds))
      .orderBy(asc(accountBalances.currency)),
    tx
      .select({ accountId: pointBalances.accountId, points: pointBalances.points })
      .from(pointBalances)
      .where(inArray(pointBalances.accountId, accountIds)),
  ]);
  return accountIds.map((accountId) => ({
    accountId,
    balances: money
      .filter((row) => row.accountId === accountId)
      .map(({ currency, balance }) => ({ currency, balance })),
    points: points.find((row) => row.accountId === accountId)?.points ?? 0,
  }));
}

/** A voucher with its lines, each line's account named, and those accounts' balances now. */
export async function getVoucher(tx: Db, id: number) {
  const [found] = await tx
    .select({
      header: vouchers,
      series: sql<string | null>`(SELECT s.name || coalesce(' (' || nullif(s.prefix, '') || ')', '')
        FROM document_series s WHERE s.company_id = ${vouchers.companyId} AND s.id = ${vouchers.seriesId})`,
    })
    .from(vouchers)
    .where(eq(vouchers.id, id));
  if (!found) throw notFound();
  const { header } = found;
  const lines = await tx
    .select({
      line: voucherLines,
      code: accounts.code,
      title: accounts.title,
      registerCode: cashAccounts.code,
      registerName: cashAccounts.name,
    })
    .from(voucherLines)
    .leftJoin(
      accounts,
      and(eq(accounts.companyId, voucherLines.companyId), eq(accounts.id, voucherLines.accountId)),
    )
    .leftJoin(
      cashAccounts,
      and(
        eq(cashAccounts.companyId, voucherLines.companyId),
        eq(cashAccounts.id, voucherLines.cashAccountId),
      ),
    )
    .where(eq(voucherLines.voucherId, id))
    .orderBy(asc(voucherLines.lineNo));
  const { companyId: _company, idempotencyKey: _key, createdAt, updatedAt, ...rest } = header;
  const [register] = header.cashAccountId
    ? await tx
        .select({ code: cashAccounts.code, name: cashAccounts.name })
        .from(cashAccounts)
        .where(eq(cashAccounts.id, header.cashAccountId))
    : [];
  const accountIds = lines.flatMap(({ line }) => (line.accountId ? [line.accountId] : []));
  // The invoices each line closes, with their numbers, so the editor shows and sends them back.
  const settled = await tx
    .select({
      lineId: settlements.voucherLineId,
      documentId: settlements.documentId,
      amount: settlements.amount,
      number: documents.number,
      docType: documents.docType,
    })
    .from(settlements)
    .innerJoin(
      documents,
      and(eq(documents.companyId, settlements.companyId), eq(documents.id, settlements.documentId)),
    )
    .where(eq(settlements.voucherId, id))
    .orderBy(asc(settlements.id));
  // A bordro's lines each moved one cheque or note: what it is, and whether it came back unpaid.
  const moved = await tx
    .select({
      lineId: instrumentMoves.voucherLineId,
      toState: instrumentMoves.toState,
      instrument: {
        id: instruments.id,
        kind: instruments.kind,
        own: instruments.own,
        serialNo: instruments.serialNo,
        drawer: instruments.drawer,
        bankName: instruments.bankName,
        branch: instruments.branch,
        accountNo: instruments.accountNo,
        dueDate: instruments.dueDate,
        amount: instruments.amount,
        currency: instruments.currency,
        state: instruments.state,
      },
    })
    .from(instrumentMoves)
    .innerJoin(
      instruments,
      and(
        eq(instruments.companyId, instrumentMoves.companyId),
        eq(instruments.id, instrumentMoves.instrumentId),
      ),
    )
    .where(eq(instrumentMoves.voucherId, id));
  const movedBy = new Map(moved.map((one) => [one.lineId, one]));
  return {
    ...rest,
    cashAccount: register ? `${register.code} ${register.name}` : null,
    series: found.series ?? '',
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    lines: lines.map(({ line, code, title, registerCode, registerName }) => {
      const { companyId: _c, voucherId: _v, ...fields } = line;
      return {
        ...fields,
        account: code === null ? null : `${code} ${title}`,
        cashAccount: registerCode === null ? null : `${registerCode} ${registerName}`,
        instrumentId: movedBy.get(line.id)?.instrument.id ?? null,
        instrument: movedBy.get(line.id)?.instrument ?? null,
        bounced: movedBy.get(line.id)?.toState === 'bounced',
        settlements: settled
          .filter((one) => one.lineId === line.id)
          .map(({ documentId, amount, number, docType }) => ({ documentId, amount, number, docType })),
      };
    }),
    standing: await standingOf(tx, [...new Set(accountIds)]),
  };
}

export type VoucherRecord = Awaited<ReturnType<typeof getVoucher>>;
