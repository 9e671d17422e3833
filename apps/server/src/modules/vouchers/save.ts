import { ErrorCode, VOUCHER_KINDS, type VoucherKind } from '@kibo/contracts';
import type { VoucherInput } from '@kibo/contracts/resources';
import { Big, sum, toLocal } from '@kibo/domain';
import { eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { AppError, invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { cashAccounts, priceIncomeExpense } from '../cash/index.ts';
import {
  type ChequePlan,
  lockInstruments,
  planChequeLines,
  reverseChequeMoves,
  writeChequeMoves,
} from '../cheques/index.ts';
import { companies } from '../companies/index.ts';
import { allocateNumber, seriesForNew } from '../series/index.ts';
import {
  applyBalances,
  linesOf,
  type PostedLine,
  postLines,
  type Reversed,
  reverseLines,
} from './postings.ts';
import { getVoucher } from './read.ts';
import { writeSettlements } from './settle.ts';
import { settlements, voucherLines, vouchers } from './vouchers.tables.ts';

/** What a save answers: the voucher whole, and whether a retry found the first one. */
export interface SavedVoucher {
  voucher: Awaited<ReturnType<typeof getVoucher>>;
  replayed: boolean;
}

/** Every line's account must be one of the company's (row-level security hides the others). */
async function refuseMissingAccounts(tx: Db, lines: PostedLine[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => (line.accountId ? [line.accountId] : [])))];
  if (ids.length === 0) return;
  const found = await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = lines.findIndex((line) => line.accountId !== null && !known.has(line.accountId));
  if (missing >= 0) throw invalidField(`lines.${missing}.accountId`, 'v.referenceMissing');
}

/**
 * Every register or bank a cash voucher names (the header's, or a transfer's sides) must be the
 * company's and in use (one the voucher already had may stay while it is edited); a bank account
 * keeps one currency, so the money moved through it is in that currency.
 */
async function refuseUnusableRegisters(
  tx: Db,
  input: VoucherInput,
  kind: VoucherKind,
  kept: ReadonlySet<number>,
): Promise<void> {
  const uses =
    kind.cash !== 'transfer'
      ? [
          {
            id: input.cashAccountId!,
            field: 'cashAccountId',
            currency: input.currency,
            currencyField: 'currency',
          },
        ]
      : input.lines.map((line, index) => ({
          id: line.cashAccountId!,
          field: `lines.${index}.cashAccountId`,
          currency: line.currency ?? input.currency,
          currencyField: `lines.${index}.currency`,
        }));
  const found = await tx
    .select({
      id: cashAccounts.id,
      name: cashAccounts.name,
      kind: cashAccounts.kind,
      currency: cashAccounts.currency,
      active: cashAccounts.active,
    })
    .from(cashAccounts)
    .where(inArray(cashAccounts.id, [...new Set(uses.map((use) => use.id))]));
  const byId = new Map(found.map((register) => [register.id, register]));
  for (const use of uses) {
    const register = byId.get(use.id);
    if (!register) throw invalidField(use.field, 'v.referenceMissing');
    if (!register.active && !kept.has(use.id)) throw invalidField(use.field, 'vou.cashAccountInactive');
    if (register.kind === 'bank' && register.currency !== use.currency)
      throw invalidField(use.currencyField, 'vou.bankCurrency', {
        account: register.name,
        currency: register.currency,
      });
  }
}

/** The registers a saved voucher already names: they may stay on it after being put out of use. */
async function registersOf(tx: Db, voucher: typeof vouchers.$inferSelect | undefined): Promise<Set<number>> {
  if (!voucher) return new Set();
  const lines = await tx
    .select({ id: voucherLines.cashAccountId })
    .from(voucherLines)
    .where(eq(voucherLines.voucherId, voucher.id));
  return new Set(
    [voucher.cashAccountId, ...lines.map((line) => line.id)].filter((id): id is number => id !== null),
  );
}

/** Points move only while the company runs a points scheme (/sistem/puan). */
async function refuseWithoutPoints(tx: Db, companyId: number): Promise<void> {
  const [company] = await tx
    .select({ enabled: companies.pointsEnabled })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.enabled) throw refused('vou.pointsDisabled');
}

/** The voucher's total: what its lines debit (or credit, when they only credit), and that in lira. */
function totalsOf(lines: PostedLine[]) {
  const debits = lines.filter((line) => new Big(line.debit).gt(0));
  const side = debits.length > 0 ? debits : lines;
  const amountOf = (line: PostedLine) => (debits.length > 0 ? line.debit : line.credit);
  return {
    total: sum(side.map(amountOf)).toFixed(4),
    totalLocal: sum(side.map((line) => toLocal(amountOf(line), line.exchangeRate))).toFixed(4),
  };
}

/**
 * Creates (no id) or changes a voucher and posts it in the caller's transaction: lines, account or
 * point entries and their balances, and (for a new one) its number from the type's series, drawn
 * last so the series stays locked for the shortest time. A change reverses the old postings first;
 * the balances take the reversal and the new postings together, each row once.
 */
export async function saveVoucher(
  tx: Db,
  session: Session,
  input: VoucherInput,
  options: { id?: number; idempotencyKey?: string } = {},
): Promise<SavedVoucher> {
  const kind: VoucherKind = VOUCHER_KINDS[input.voucherType];
  if (options.id === undefined && options.idempotencyKey) {
    const [first] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.idempotencyKey, options.idempotencyKey));
    if (first) return { voucher: await getVoucher(tx, first.id), replayed: true };
  }

  let before: typeof vouchers.$inferSelect | undefined;
  let reversed: Reversed = { money: [], points: [], cash: [] };
  let recycled: number[] = [];
  if (options.id !== undefined) {
    [before] = await tx.select().from(vouchers).where(eq(vouchers.id, options.id)).for('update');
    if (!before || before.voucherType !== input.voucherType) throw notFound();
    if (before.status !== 'saved') throw refused('doc.closed');
    if (input.version !== undefined && input.version !== before.version)
      throw new AppError(409, 'doc.changedMeanwhile', ErrorCode.conflict);
  }
  const lines = linesOf(input, kind);
  await refuseMissingAccounts(tx, lines);
  const keptRegisters = await registersOf(tx, before);
  if (kind.cash) await refuseUnusableRegisters(tx, input, kind, keptRegisters);
  if (kind.cheque) await lockInstruments(tx, before?.id ?? null, input);
  if (kind.ledger === 'points') await refuseWithoutPoints(tx, session.companyId);
  if (kind.incomeExpense) await priceIncomeExpense(tx, kind.incomeExpense, lines);
  if (before) {
    reversed = await reverseLines(tx, before.id);
    if (kind.cheque) recycled = await reverseChequeMoves(tx, before.id, 'edit');
    await tx.delete(voucherLines).where(eq(voucherLines.voucherId, before.id));
  }
  // A bordro's instruments are checked (and its returns' accounts settled) with the old moves undone.
  const cheques: ChequePlan | null = kind.cheque
    ? await planChequeLines(tx, input, kind, lines, keptRegisters)
    : null;

  // A register or bank on the header: a cash voucher's, or the bank a çıkış bordrosu hands over to.
  const toBank = kind.cheque === 'out' && input.chequeTarget !== 'supplier';
  const header = {
    voucherType: input.voucherType,
    cashAccountId: (kind.cash && kind.cash !== 'transfer') || toBank ? input.cashAccountId : null,
    chequeTarget: kind.cheque === 'out' ? input.chequeTarget : null,
    date: input.date,
    description: input.description,
    currency: kind.ledger === 'points' ? 'TRY' : input.currency,
    exchangeRate: kind.ledger === 'points' || input.currency === 'TRY' ? '1' : input.exchangeRate,
    ...totalsOf(lines),
    updatedAt: new Date(),
  };
  let voucherId: number;
  let seriesId = before?.seriesId ?? 0;
  if (before) {
    voucherId = before.id;
    await tx
      .update(vouchers)
      .set({ ...header, version: before.version + 1 })
      .where(eq(vouchers.id, voucherId));
  } else {
    seriesId = await seriesForNew(tx, {
      docType: input.voucherType,
      seriesId: input.seriesId,
      date: input.date,
      userId: session.userId,
      prefix: kind.prefix,
    });
    const [created] = await tx
      .insert(vouchers)
      .values({
        ...header,
        companyId: session.companyId,
        seriesId,
        number: '',
        sequence: 0,
        createdBy: session.userId,
        idempotencyKey: options.idempotencyKey ?? null,
      })
      .returning({ id: vouchers.id });
    voucherId = created!.id;
  }
  const inserted = await tx
    .insert(voucherLines)
    .values(
      lines.map((line, index) => ({ ...line, companyId: session.companyId, voucherId, lineNo: index + 1 })),
    )
    .returning({ id: voucherLines.id });
  await writeSettlements(
    tx,
    { companyId: session.companyId, id: voucherId },
    lines.map((line, index) => ({
      id: inserted[index]!.id,
      accountId: line.accountId,
      currency: line.currency,
      side: new Big(line.debit).gt(0) ? 'debit' : 'credit',
      settlements: input.lines[index]!.settlements,
    })),
  );
  if (cheques)
    await writeChequeMoves(
      tx,
      { companyId: session.companyId, voucherId, date: input.date },
      cheques,
      lines.map((line, index) => ({ ...line, id: inserted[index]!.id })),
      recycled,
    );
  await postLines(
    tx,
    {
      companyId: session.companyId,
      voucherId,
      date: input.date,
      description: input.description,
      kind,
      cashAccountId: header.cashAccountId,
    },
    lines,
    reversed,
  );

  if (!before) {
    const number = await allocateNumber(tx, seriesId, input.date);
    await tx
      .update(vouchers)
      .set({ number: number.formatted, sequence: number.number })
      .where(eq(vouchers.id, voucherId));
  }
  const voucher = await getVoucher(tx, voucherId);
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'voucher',
    entityId: voucherId,
    action: before ? 'update' : 'create',
    before: before ? { number: before.number, total: before.total, version: before.version } : null,
    after: {
      voucherType: input.voucherType,
      number: voucher.number,
      total: voucher.total,
      lines: lines.length,
    },
  });
  return { voucher, replayed: false };
}

/**
 * Cancels a saved voucher: its postings are reversed and it stays in the books as cancelled, with
 * its number. Taking back points already spent is refused like spending them.
 */
export async function cancelVoucher(tx: Db, session: Session, id: number): Promise<void> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  if (!voucher) throw notFound();
  if (voucher.status !== 'saved') throw refused('doc.closed');
  if ((VOUCHER_KINDS as Record<string, VoucherKind>)[voucher.voucherType]?.cheque)
    await reverseChequeMoves(tx, id, 'cancel');
  await applyBalances(tx, await reverseLines(tx, id));
  // A cancelled voucher closes nothing: its invoices are open again.
  await tx.delete(settlements).where(eq(settlements.voucherId, id));
  await tx
    .update(vouchers)
    .set({ status: 'cancelled', version: voucher.version + 1, updatedAt: new Date() })
    .where(eq(vouchers.id, id));
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'voucher',
    entityId: id,
    action: 'deactivate',
    before: { number: voucher.number, status: voucher.status },
    after: { number: voucher.number, status: 'cancelled' },
  });
}
