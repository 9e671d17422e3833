import { randomUUID } from 'node:crypto';
import { type EdocProblem, type SendResult, type ShipmentInput, translate } from '@kibo/contracts';
import { isTurkishPostalCode, isValidTckn, isValidVkn } from '@kibo/domain';
import { buildDespatch, type EDespatch } from '@kibo/ubl-tr';
import { validateDocuments } from '@kibo/ubl-tr/validate';
import { sql } from 'drizzle-orm';
import { allocateNumber } from '../series/index.ts';
import { deliveryAddressOf, despatchOf, readDespatch } from './despatch-mapper.ts';
import { edocuments } from './einvoice.tables.ts';
import { INTEGRATOR_TITLES, IntegratorError } from './integrators/index.ts';
import {
  connectionProblem,
  liveEdocuments,
  message,
  type QueueContext,
  queuedAs,
  refusal,
  rulesProblems,
} from './queue.ts';
import { connectionOf } from './settings.ts';
import { userOf } from './users.ts';

// "Send" on the e-despatch screen: each chosen sales waybill becomes an e-despatch carried as the
// shipment form says, is checked against GİB's rules, numbered and queued like an invoice. A
// receiver who does not use e-despatch gets it through GİB's own mailbox; the goods travel with a
// printed copy.

/** GİB's mailbox for e-despatches to receivers outside the system. */
export const GIB_DESPATCH_MAILBOX = 'urn:mail:irsaliyepk@gib.gov.tr';

type Candidate = { id: number; doc_type: string; number: string; status: string; date: string };

export async function queueDespatches(
  context: QueueContext,
  documentIds: readonly number[],
  shipment: ShipmentInput,
): Promise<SendResult[]> {
  const { tx, integrator, language } = context;
  const title = INTEGRATOR_TITLES[integrator];
  const connection = await connectionOf(tx, integrator);
  const [company] = (
    await tx.execute<{ e_despatch_alias: string; vkn: string }>(
      sql`SELECT e_despatch_alias, vkn FROM companies WHERE id = current_setting('app.company_id')::int`,
    )
  ).rows;
  // Locked: two people sending the same waybill at once queue it once.
  const candidates = (
    await tx.execute<Candidate>(sql`
      SELECT id, doc_type, number, status, date FROM documents
       WHERE id = ANY(${sql.param([...documentIds])}::int[]) ORDER BY date, id FOR UPDATE`)
  ).rows;
  const existing = await liveEdocuments(tx, 'despatch', documentIds);
  const everyone = (problem: EdocProblem) => candidates.map((candidate) => refusal(candidate, problem));
  const unusable = connectionProblem(connection, language, title);
  if (unusable || !connection) return everyone(unusable!);
  if (!company?.e_despatch_alias) return everyone(message(language, 'einvoice.companyNotDespatchUser'));
  if (!isValidVkn(company.vkn) && !isValidTckn(company.vkn))
    return everyone(message(language, 'einvoice.companyTaxId'));
  if (!connection.despatchSeriesId)
    return everyone(
      message(language, 'einvoice.noPrefix', {
        kind: translate(language, 'einvoice.kind.despatch'),
        integrator: title,
      }),
    );

  const results = new Map<number, SendResult>();
  const prepared: { candidate: Candidate; despatch: EDespatch; alias: string; name: string }[] = [];
  for (const candidate of candidates) {
    const found = existing.get(candidate.id);
    if (found) {
      results.set(candidate.id, queuedAs(candidate, found));
      continue;
    }
    if (candidate.doc_type !== 'despatchOut') {
      results.set(candidate.id, refusal(candidate, message(language, 'einvoice.notDespatch')));
      continue;
    }
    if (candidate.status === 'cancelled') {
      results.set(candidate.id, refusal(candidate, message(language, 'einvoice.cancelled')));
      continue;
    }
    const row = await readDespatch(tx, candidate.id);
    const account = row.account;
    if (!account) {
      results.set(candidate.id, refusal(candidate, message(language, 'einvoice.despatchNoAccount')));
      continue;
    }
    // Said in the clerk's words before GİB's rules would say it in theirs.
    const taxId = account.tax_id.trim();
    const address = deliveryAddressOf(account, row.doc.shipping_address);
    const missing = [
      ...(isValidVkn(taxId) || isValidTckn(taxId)
        ? []
        : [message(language, 'einvoice.despatchTaxId', { account: account.title })]),
      ...(address.city && address.district
        ? []
        : [message(language, 'einvoice.despatchAddress', { account: account.title })]),
      ...(isTurkishPostalCode(address.postalZone)
        ? []
        : [message(language, 'einvoice.despatchPostalCode', { account: account.title })]),
    ];
    if (missing.length) {
      results.set(candidate.id, refusal(candidate, ...missing));
      continue;
    }
    // Whether the receiver uses e-despatch decides its mailbox: not knowing, it is not sent.
    let receiver: Awaited<ReturnType<typeof userOf>>;
    try {
      receiver = await userOf(tx, integrator, connection, 'despatch', taxId);
    } catch (error) {
      if (!(error instanceof IntegratorError)) throw error;
      results.set(
        candidate.id,
        refusal(
          candidate,
          message(language, 'einvoice.unreachable', { integrator: title, message: error.message }),
        ),
      );
      continue;
    }
    const mailbox = receiver.registered
      ? receiver.aliases.find((alias) => alias.type === 'PK')?.alias
      : undefined;
    // Checked under a stand-in number: the real one is drawn only for a despatch that passes.
    const despatch = despatchOf(row, {
      number: `AAA${candidate.date.slice(0, 4)}000000001`,
      uuid: randomUUID(),
      shipment,
    });
    prepared.push({
      candidate,
      despatch,
      alias: mailbox ?? GIB_DESPATCH_MAILBOX,
      name: receiver.title || account.title,
    });
  }

  const checks = await validateDocuments(prepared.map(({ despatch }) => buildDespatch(despatch)));
  for (const [index, { candidate, despatch, alias, name }] of prepared.entries()) {
    const check = checks[index]!;
    if (!check.valid) {
      results.set(candidate.id, refusal(candidate, ...rulesProblems(language, check.errors)));
      continue;
    }
    const drawn = await allocateNumber(tx, connection.despatchSeriesId, candidate.date);
    const numbered = { ...despatch, number: drawn.formatted };
    const [row] = await tx
      .insert(edocuments)
      .values({
        companyId: sql`current_setting('app.company_id')::int`,
        direction: 'out',
        kind: 'despatch',
        integrator,
        documentId: candidate.id,
        uuid: numbered.uuid,
        number: numbered.number,
        profile: 'TEMELIRSALIYE',
        type: numbered.type,
        issueDate: numbered.issueDate,
        partyTaxId: numbered.customer.id,
        partyName: name,
        partyAlias: alias,
        status: 'queued',
        xml: buildDespatch(numbered),
        // The next send's form starts from this shipment: the same van and driver most days.
        details: { shipment },
        createdBy: context.userId,
      })
      .returning();
    results.set(candidate.id, queuedAs(candidate, row!));
  }
  if (prepared.length) await tx.execute(sql`SELECT pg_notify('edocument_outbox', '')`);
  return candidates.map((candidate) => results.get(candidate.id)!);
}

/** The shipment of the last e-despatch sent, for the next send's form. */
export async function lastShipment(tx: Parameters<typeof connectionOf>[0]): Promise<ShipmentInput | null> {
  const [last] = (
    await tx.execute<{ shipment: ShipmentInput }>(
      sql`SELECT details->'shipment' AS shipment FROM edocuments
           WHERE direction = 'out' AND kind = 'despatch' AND details ? 'shipment' ORDER BY id DESC LIMIT 1`,
    )
  ).rows;
  return last?.shipment ?? null;
}
