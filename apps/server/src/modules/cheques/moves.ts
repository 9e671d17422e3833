import type { VoucherKind } from '@kibo/contracts';
import type { InstrumentInput, VoucherInput } from '@kibo/contracts/resources';
import { Big, type ChequeMove, type InstrumentState, nextState } from '@kibo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, refused } from '../../platform/http/errors.ts';
import { cashAccounts } from '../cash/index.ts';
import { instrumentMoves, instruments } from './cheques.tables.ts';

// A cheque bordro's lines each move one instrument. Before the lines are written the plan checks
// every move against the instrument's state (locked) and settles which account the line posts to;
// after, the moves are written and the instruments take their new state. Undoing a bordro (edit or
// cancel) is allowed only while its moves are each instrument's latest.

/** What a posted line carries that the plan may settle (the account a return posts to, its due date). */
interface PlannedLine {
  accountId: number | null;
  debit: string;
  credit: string;
  currency: string;
  dueDate: string | null;
}

interface LineMove {
  instrumentId: number | null;
  /** A new instrument's line on an edited bordro: the one it brought in before, to keep its id. */
  keep: number | null;
  /** A new instrument's details (a receipt, or our own written out). */
  create: (InstrumentInput & { own: boolean }) | null;
  toState: InstrumentState;
  holderAccountId: number | null;
  cashAccountId: number | null;
}

export type ChequePlan = { move: ChequeMove; lines: LineMove[] };

/**
 * Locks, in id order and at once, every instrument a save touches: those the bordro moved before (an
 * edit undoes them) and those it names now. Two bordros sharing instruments then queue, never deadlock.
 */
export async function lockInstruments(tx: Db, voucherId: number | null, input: VoucherInput): Promise<void> {
  const ids = new Set(input.lines.flatMap((line) => (line.instrumentId ? [line.instrumentId] : [])));
  if (voucherId !== null) {
    const moved = await tx
      .select({ instrumentId: instrumentMoves.instrumentId })
      .from(instrumentMoves)
      .where(and(eq(instrumentMoves.voucherId, voucherId), eq(instrumentMoves.cancelled, false)));
    for (const move of moved) ids.add(move.instrumentId);
  }
  if (ids.size === 0) return;
  await tx
    .select({ id: instruments.id })
    .from(instruments)
    .where(inArray(instruments.id, [...ids]))
    .orderBy(asc(instruments.id))
    .for('update');
}

/** The register or bank a bordro hands instruments to must be one of the company's banks, in use. */
async function refuseNonBank(tx: Db, input: VoucherInput, kept: ReadonlySet<number>): Promise<void> {
  const [bank] = await tx
    .select({
      kind: cashAccounts.kind,
      currency: cashAccounts.currency,
      active: cashAccounts.active,
      name: cashAccounts.name,
    })
    .from(cashAccounts)
    .where(eq(cashAccounts.id, input.cashAccountId!));
  if (!bank) throw invalidField('cashAccountId', 'v.referenceMissing');
  if (bank.kind !== 'bank') throw invalidField('cashAccountId', 'chq.notBank');
  // One the bordro already had may stay on it after being put out of use.
  if (!bank.active && !kept.has(input.cashAccountId!))
    throw invalidField('cashAccountId', 'vou.cashAccountInactive');
  if (bank.currency !== input.currency)
    throw invalidField('currency', 'vou.bankCurrency', { account: bank.name, currency: bank.currency });
}

/**
 * Checks each line's move and completes the lines in place: a return posts to the account the
 * instrument came from (or went to), a moved instrument's line falls due when the instrument does.
 * Instruments are locked in id order, so two bordros cannot move one instrument at once.
 */
export async function planChequeLines(
  tx: Db,
  input: VoucherInput,
  kind: VoucherKind,
  lines: PlannedLine[],
  /** Registers and banks the bordro already names (an edit). */
  kept: ReadonlySet<number>,
): Promise<ChequePlan> {
  const move = kind.cheque!;
  const target = move === 'out' ? input.chequeTarget : null;
  const toBank = target === 'collection' || target === 'collateral';
  if (toBank) await refuseNonBank(tx, input, kept);
  const ids = input.lines.flatMap((line) =>
    line.instrumentId && !line.instrument ? [line.instrumentId] : [],
  );
  const found = ids.length
    ? await tx
        .select()
        .from(instruments)
        .where(inArray(instruments.id, ids))
        .orderBy(asc(instruments.id))
        .for('update')
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  // Collected into, paid from or handed to: the register or bank on the header.
  const where = toBank || move === 'collect' || move === 'pay' ? input.cashAccountId : null;
  const planned = input.lines.map((line, index): LineMove => {
    const posted = lines[index]!;
    const field = `lines.${index}.instrumentId`;
    if (line.instrument) {
      const own = move === 'out';
      const result = nextState({ move, own, from: null, target });
      if ('refused' in result)
        throw invalidField(`lines.${index}.instrument`, result.refused, { serial: line.instrument.serialNo });
      return {
        instrumentId: null,
        keep: line.instrumentId,
        create: { ...line.instrument, own },
        toState: result.to,
        holderAccountId: own ? posted.accountId : null,
        cashAccountId: null,
      };
    }
    const instrument = byId.get(line.instrumentId!);
    if (!instrument) throw invalidField(field, 'v.referenceMissing');
    const serial = instrument.serialNo;
    const result = nextState({
      move,
      own: instrument.own,
      from: instrument.state as InstrumentState,
      target,
      bounced: line.bounced,
    });
    if ('refused' in result) throw invalidField(field, result.refused, { serial });
    if (instrument.currency !== posted.currency)
      throw invalidField(field, 'chq.currency', { serial, currency: instrument.currency });
    if (!new Big(posted.debit).plus(posted.credit).eq(instrument.amount))
      throw invalidField(`lines.${index}.${kind.side}`, 'chq.amount', {
        amount: new Big(instrument.amount).toFixed(2),
        currency: instrument.currency,
      });
    // Returns post to the instrument's account: back to the customer who gave it, back from the
    // supplier it was endorsed to (or our own written out to); a bank's return posts to none.
    if (move === 'inReturn') posted.accountId = instrument.accountId;
    if (move === 'outReturn')
      posted.accountId = instrument.own ? instrument.accountId : instrument.holderAccountId;
    posted.dueDate = instrument.dueDate;
    return {
      instrumentId: instrument.id,
      keep: null,
      create: null,
      toState: result.to,
      holderAccountId: result.to === 'endorsed' ? posted.accountId : null,
      cashAccountId: where,
    };
  });
  return { move, lines: planned };
}

/** Writes the plan once the lines have ids: new instruments, the moves, and each instrument's state. */
export async function writeChequeMoves(
  tx: Db,
  context: { companyId: number; voucherId: number; date: string },
  plan: ChequePlan,
  lines: (PlannedLine & { id: number })[],
  /** Instruments an edited bordro brought in before: the new ones take their place, in order. */
  recycled: number[] = [],
): Promise<void> {
  const { companyId, voucherId, date } = context;
  const creating = plan.lines.flatMap((line, index) =>
    line.create ? [{ line, posted: lines[index]! }] : [],
  );
  const values = creating.map(({ line, posted }) => {
    const { own, ...details } = line.create!;
    return {
      ...details,
      own,
      dueDate: posted.dueDate!,
      currency: posted.currency,
      amount: new Big(posted.debit).plus(posted.credit).toFixed(4),
      state: line.toState,
      accountId: posted.accountId!,
      holderAccountId: line.holderAccountId,
      cashAccountId: null,
    };
  });
  // The lines that name an instrument this bordro brought in before keep it. A client that names
  // none (an API caller resending the bordro) gets them back in order. What no line took goes.
  const free = new Set(recycled);
  const kept = creating.map(({ line }) => (line.keep !== null && free.delete(line.keep) ? line.keep : null));
  const named = creating.some(({ line }) => line.keep !== null);
  const spare = [...free];
  const targets = kept.map((id) => id ?? (named ? null : (spare.shift() ?? null)));
  for (const [index, id] of targets.entries())
    if (id !== null) await tx.update(instruments).set(values[index]!).where(eq(instruments.id, id));
  const fresh = values.filter((_, index) => targets[index] === null);
  const created = fresh.length
    ? await tx
        .insert(instruments)
        .values(fresh.map((value) => ({ ...value, companyId })))
        .returning({ id: instruments.id })
    : [];
  if (spare.length > 0) await tx.delete(instruments).where(inArray(instruments.id, spare));
  let made = 0;
  const newIds = targets.map((id) => id ?? created[made++]!.id);
  let next = 0;
  const ids = plan.lines.map((line) => (line.create ? newIds[next++]! : line.instrumentId!));
  await tx.insert(instrumentMoves).values(
    plan.lines.map((line, index) => ({
      companyId,
      instrumentId: ids[index]!,
      voucherId,
      voucherLineId: lines[index]!.id,
      move: plan.move,
      date,
      toState: line.toState,
      holderAccountId: line.holderAccountId,
      cashAccountId: line.cashAccountId,
    })),
  );
  for (const [index, line] of plan.lines.entries())
    if (!line.create)
      await tx
        .update(instruments)
        .set({
          state: line.toState,
          holderAccountId: line.holderAccountId,
          cashAccountId: line.cashAccountId,
        })
        .where(eq(instruments.id, ids[index]!));
}

/**
 * Undoes a bordro's moves: each instrument goes back to where its previous live move left it, and
 * one the bordro brought in is voided; the ids of those are answered. An edit deletes the moves (it
 * writes them anew, and reuses the voided instruments in order, so an instrument keeps its id and
 * history through a correction); a cancel keeps them in the history, marked cancelled.
 */
export async function reverseChequeMoves(
  tx: Db,
  voucherId: number,
  mode: 'edit' | 'cancel',
): Promise<number[]> {
  const moves = await tx
    .select({ id: instrumentMoves.id, instrumentId: instrumentMoves.instrumentId })
    .from(instrumentMoves)
    .where(and(eq(instrumentMoves.voucherId, voucherId), eq(instrumentMoves.cancelled, false)));
  if (moves.length === 0) return [];
  const ids = moves.map((one) => one.instrumentId).sort((a, b) => a - b);
  await tx
    .select({ id: instruments.id })
    .from(instruments)
    .where(inArray(instruments.id, ids))
    .orderBy(asc(instruments.id))
    .for('update');
  // A later live move of the same instrument (another bordro endorsed what this one received) wins.
  const later = await tx.execute<{ serial: string }>(sql`
    SELECT i.serial_no AS serial FROM instrument_moves m
      JOIN instrument_moves mine ON mine.company_id = m.company_id AND mine.instrument_id = m.instrument_id
      JOIN instruments i ON i.company_id = m.company_id AND i.id = m.instrument_id
     WHERE mine.voucher_id = ${voucherId} AND NOT mine.cancelled AND NOT m.cancelled AND m.id > mine.id
     LIMIT 1`);
  if (later.rows[0]) throw refused('chq.movedLater', { serial: later.rows[0].serial });
  const mine = moves.map((one) => one.id);
  if (mode === 'edit') await tx.delete(instrumentMoves).where(inArray(instrumentMoves.id, mine));
  else await tx.update(instrumentMoves).set({ cancelled: true }).where(inArray(instrumentMoves.id, mine));
  // Where the previous live move left each; one with none left was brought in by this bordro.
  await tx.execute(sql`
    UPDATE instruments i
       SET state = coalesce(last.to_state, 'voided'),
           holder_account_id = last.holder_account_id,
           cash_account_id = last.cash_account_id
      FROM instruments self
      LEFT JOIN LATERAL (
        SELECT m.to_state, m.holder_account_id, m.cash_account_id FROM instrument_moves m
         WHERE m.company_id = self.company_id AND m.instrument_id = self.id AND NOT m.cancelled
         ORDER BY m.id DESC LIMIT 1) last ON true
     WHERE self.company_id = i.company_id AND self.id = i.id AND i.id = ANY(${sql.param(ids)}::int[])`);
  const voided = await tx
    .select({ id: instruments.id })
    .from(instruments)
    .where(and(inArray(instruments.id, ids), eq(instruments.state, 'voided')))
    .orderBy(asc(instruments.id));
  return voided.map((one) => one.id);
}
