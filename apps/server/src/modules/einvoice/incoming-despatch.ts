import { randomUUID } from 'node:crypto';
import { type ReceiptInput, type SendResult, translate } from '@kibo/contracts';
import { addDays, Big, todayInTurkey } from '@kibo/domain';
import { buildReceipt, type EReceipt, type ParsedParty, type Party, parseDespatch } from '@kibo/ubl-tr';
import { validateDocuments } from '@kibo/ubl-tr/validate';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refused } from '../../platform/http/errors.ts';
import { allocateNumber } from '../series/index.ts';
import { edocuments } from './einvoice.tables.ts';
import { INTEGRATOR_TITLES, type InboxEntry, IntegratorError } from './integrators/index.ts';
import { companyParty, readCompany } from './mapper.ts';
import { message, type QueueContext, queuedAs, refusal, rulesProblems } from './queue.ts';
import type { Connection } from './settings.ts';
import { userOf } from './users.ts';

// Waybills sent to us: kept from the integrator's inbox, and answered with a receipt advice within
// GİB's seven days, line by line: what arrived, what was refused and why; the rest is short.

/** Days GİB gives the receiver of an e-despatch to answer it. */
export const RECEIPT_DAYS = 7;

export async function storeDespatch(
  tx: Db,
  integrator: string,
  entry: InboxEntry,
  xml: string,
): Promise<void> {
  let parsed: ReturnType<typeof parseDespatch> | undefined;
  try {
    parsed = parseDespatch(xml);
  } catch {
    parsed = undefined;
  }
  const issueDate = parsed?.issueDate || entry.issueDate;
  await tx
    .insert(edocuments)
    .values({
      companyId: sql`current_setting('app.company_id')::int`,
      direction: 'in',
      kind: 'despatch',
      integrator,
      uuid: parsed?.uuid || entry.uuid || randomUUID(),
      number: parsed?.number || entry.number,
      profile: parsed?.profile || entry.profile || 'TEMELIRSALIYE',
      type: parsed?.type || entry.type || 'SEVK',
      issueDate,
      partyTaxId: parsed?.supplier.taxId || entry.senderTaxId,
      partyName: parsed?.supplier.name || entry.senderName,
      // Waits for our receipt advice.
      status: 'awaitingApproval',
      xml,
      respondBy: addDays(issueDate, RECEIPT_DAYS),
    })
    .onConflictDoNothing();
}

/** A kept e-despatch read back; one that cannot be read (or names no quantity) is said so, not a crash. */
export function readKept(xml: string) {
  try {
    const despatch = parseDespatch(xml);
    if (despatch.lines.every((line) => /^\d+(\.\d+)?$/.test(line.quantity))) return despatch;
  } catch {
    // told below
  }
  throw refused('einvoice.unreadable');
}

/** An incoming e-despatch of ours, by id; refused when it is something else. */
export async function incomingDespatch(tx: Db, id: number) {
  const [found] = await tx
    .select()
    .from(edocuments)
    .where(and(eq(edocuments.id, id), eq(edocuments.direction, 'in')));
  if (!found) throw notFound();
  if (found.kind !== 'despatch') throw refused('einvoice.notDespatchIncoming');
  return found;
}

/** The receipt dialog's content: the waybill's lines as the sender wrote them. */
export async function receiptFormOf(tx: Db, id: number) {
  const found = await incomingDespatch(tx, id);
  const despatch = readKept(found.xml);
  return {
    edocumentId: found.id,
    number: found.number,
    issueDate: found.issueDate,
    respondBy: found.respondBy,
    response: found.response,
    sender: { taxId: despatch.supplier.taxId, name: despatch.supplier.name },
    lines: despatch.lines,
  };
}

/** The sender as the receipt advice names it: a person's name split into first and family name. */
function senderParty(sender: ParsedParty): Party {
  const address = { street: sender.street, district: sender.district || '-', city: sender.city || '-' };
  if (sender.scheme !== 'TCKN') return { scheme: 'VKN', id: sender.taxId, name: sender.name, address };
  const [first, ...rest] = sender.name.trim().split(/\s+/);
  return {
    scheme: 'TCKN',
    id: sender.taxId,
    firstName: first || '-',
    familyName: rest.join(' ') || '-',
    address,
  };
}

const nowInTurkey = () =>
  new Date().toLocaleTimeString('sv-SE', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit' });

/** Whether the receipt advice last sent for a waybill was refused (GİB or the integrator said no). */
async function receiptRefused(tx: Db, details: unknown): Promise<boolean> {
  const receiptId = (details as { receipt?: { id: number } } | null)?.receipt?.id;
  if (!receiptId) return false;
  const [row] = (
    await tx.execute<{ status: string }>(
      sql`SELECT status FROM edocuments WHERE id = ${receiptId} AND kind = 'receipt'`,
    )
  ).rows;
  return row?.status === 'notApproved';
}

/**
 * Answers an incoming waybill: checks the answer against its lines, builds the receipt advice,
 * checks it against GİB's rules, numbers and queues it; the waybill counts as answered.
 */
export async function answerDespatch(
  context: QueueContext,
  connection: Connection,
  id: number,
  input: ReceiptInput,
): Promise<SendResult> {
  const { tx, integrator, language } = context;
  const title = INTEGRATOR_TITLES[integrator];
  // Locked: two clerks answering at once send one receipt advice.
  await tx.execute(sql`SELECT 1 FROM edocuments WHERE id = ${id} FOR UPDATE`);
  const found = await incomingDespatch(tx, id);
  const today = todayInTurkey();
  // Answered once, unless GİB refused that receipt advice and no purchase waybill booked it yet.
  if (found.response && (found.documentId || !(await receiptRefused(tx, found.details))))
    throw refused('einvoice.receiptAnswered');
  if (found.respondBy && found.respondBy < today)
    throw refused('einvoice.receiptTooLate', { date: found.respondBy });
  if (input.receivedDate < found.issueDate)
    throw refused('einvoice.receiptBeforeDespatch', { date: found.issueDate });
  if (input.receivedDate > today) throw refused('einvoice.receiptFuture');
  const despatch = readKept(found.xml);
  const answers = new Map(input.lines.map((line) => [line.lineId, line]));
  if (answers.size !== input.lines.length || answers.size !== despatch.lines.length)
    throw refused('einvoice.receiptLines');
  const lines = despatch.lines.map((line) => {
    const answer = answers.get(line.id);
    if (!answer) throw refused('einvoice.receiptLines');
    const sent = new Big(line.quantity || '0');
    const short = sent.minus(answer.received).minus(answer.rejected);
    if (short.lt(0)) throw refused('einvoice.receiptTooMuch', { line: line.id, quantity: line.quantity });
    const rejected = new Big(answer.rejected);
    if (rejected.gt(0) && !answer.rejectReason)
      throw refused('einvoice.rejectReasonRequired', { line: line.id });
    return {
      name: line.name,
      unitCode: line.unitCode || 'C62',
      received: answer.received,
      ...(rejected.gt(0) ? { rejected: answer.rejected, rejectReason: answer.rejectReason } : {}),
      ...(short.gt(0) ? { short: short.toString() } : {}),
      despatchLineId: line.id,
      ...(line.sellersItemId ? { sellersItemId: line.sellersItemId } : {}),
    };
  });
  const refuse = (...problems: SendResult['problems']) => refusal(found, ...problems);
  if (!connection.receiptSeriesId)
    return refuse(
      message(language, 'einvoice.noPrefix', {
        kind: translate(language, 'einvoice.kind.receipt'),
        integrator: title,
      }),
    );
  let mailbox: string | undefined;
  try {
    const sender = await userOf(tx, integrator, connection, 'despatch', despatch.supplier.taxId);
    mailbox = sender.aliases.find((alias) => alias.type === 'PK')?.alias;
    if (!mailbox) return refuse(message(language, 'einvoice.senderNoAlias'));
  } catch (error) {
    if (!(error instanceof IntegratorError)) throw error;
    return refuse(message(language, 'einvoice.unreachable', { integrator: title, message: error.message }));
  }
  const receipt: EReceipt = {
    number: `AAA${today.slice(0, 4)}000000001`,
    uuid: randomUUID(),
    issueDate: today,
    issueTime: nowInTurkey(),
    despatch: { id: despatch.number, date: despatch.issueDate, uuid: despatch.uuid },
    receiver: companyParty(await readCompany(tx)),
    sender: senderParty(despatch.supplier),
    receivedDate: input.receivedDate,
    ...(input.note ? { notes: [input.note] } : {}),
    lines,
  };
  const [check] = await validateDocuments([buildReceipt(receipt)]);
  if (!check!.valid) return refuse(...rulesProblems(language, check!.errors));
  const drawn = await allocateNumber(tx, connection.receiptSeriesId, today);
  const numbered = { ...receipt, number: drawn.formatted };
  const [row] = await tx
    .insert(edocuments)
    .values({
      companyId: sql`current_setting('app.company_id')::int`,
      direction: 'out',
      kind: 'receipt',
      integrator,
      uuid: numbered.uuid,
      number: numbered.number,
      profile: 'TEMELIRSALIYE',
      type: 'SEVK',
      issueDate: numbered.issueDate,
      partyTaxId: despatch.supplier.taxId,
      partyName: despatch.supplier.name,
      partyAlias: mailbox,
      status: 'queued',
      xml: buildReceipt(numbered),
      details: { despatchId: found.id },
      createdBy: context.userId,
    })
    .returning();
  const nothingRefused = lines.every((line) => !('rejected' in line) && !('short' in line));
  const nothingReceived = lines.every((line) => new Big(line.received).eq(0));
  await tx
    .update(edocuments)
    .set({
      response: nothingRefused ? 'received' : nothingReceived ? 'rejected' : 'partial',
      responseReason: input.note,
      status: 'approved',
      // What was taken in, per line: the purchase waybill made of it books these quantities.
      details: {
        receipt: { id: row!.id, number: row!.number },
        received: Object.fromEntries(lines.map((line) => [line.despatchLineId, line.received])),
      },
      updatedAt: new Date(),
    })
    .where(eq(edocuments.id, found.id));
  await tx.execute(sql`SELECT pg_notify('edocument_outbox', '')`);
  return queuedAs(found, row!);
}
