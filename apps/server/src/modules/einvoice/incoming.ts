import { randomUUID } from 'node:crypto';
import type { IntegratorCode } from '@kibo/contracts';
import { addDays, todayInTurkey } from '@kibo/domain';
import { type ParsedInvoice, parseInvoice } from '@kibo/ubl-tr';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refused } from '../../platform/http/errors.ts';
import { edocuments } from './einvoice.tables.ts';
import { storeDespatch } from './incoming-despatch.ts';
import { connect, type DocumentKind, type InboxEntry } from './integrators/index.ts';
import { learnSupplierCodes, matchItem, supplierByTaxId, unitsByCode } from './matching.ts';
import type { Connection } from './settings.ts';

// Invoices (and despatches, incoming-despatch.ts) sent to us: fetched from the integrator into `edocuments` (direction 'in') and marked
// taken there, answered within GİB's eight days when they are TICARIFATURA, and turned into a
// purchase invoice draft with the supplier and items found.

/** Days GİB gives a buyer to accept or reject a TICARIFATURA. */
export const RESPONSE_DAYS = 8;

/**
 * Fetches what is new in the integrator's inbox (invoices or despatches) and keeps it; answers how
 * many were added, and the call that marks them taken there, made once our transaction committed
 * (marked before, a failed commit would hide them from the next fetch for good).
 */
export async function fetchInbox(
  tx: Db,
  integrator: IntegratorCode,
  connection: Connection,
  kind: DocumentKind = 'invoice',
): Promise<{ added: number; markTaken(): Promise<void> }> {
  const client = connect(integrator, connection);
  const today = todayInTurkey();
  const entries = await client.inbox(kind, { from: addDays(today, -30), to: today, onlyNew: true });
  const known = new Set(
    (
      await tx.execute<{ uuid: string }>(
        sql`SELECT uuid::text FROM edocuments WHERE direction = 'in' AND uuid = ANY(${sql.param(entries.map((entry) => entry.uuid))}::uuid[])`,
      )
    ).rows.map((row) => row.uuid),
  );
  let added = 0;
  for (const entry of entries) {
    if (!known.has(entry.uuid)) {
      const xml = (await client.content(kind, 'in', entry.uuid, 'xml')).toString('utf8');
      await (kind === 'despatch' ? storeDespatch : store)(tx, integrator, entry, xml);
      added += 1;
    }
  }
  return {
    added,
    markTaken: async () => {
      if (entries.length)
        await client.markTaken(
          kind,
          entries.map((entry) => entry.uuid),
        );
    },
  };
}

/** The fetch a route makes: kept in the request's transaction, then marked taken at the integrator. */
export async function fetchAndMark(
  tenant: <T>(work: (tx: Db) => Promise<T>) => Promise<T>,
  integrator: IntegratorCode,
  connection: Connection,
  kind: DocumentKind = 'invoice',
): Promise<number> {
  const fetched = await tenant((tx) => fetchInbox(tx, integrator, connection, kind));
  await fetched.markTaken();
  return fetched.added;
}

async function store(tx: Db, integrator: IntegratorCode, entry: InboxEntry, xml: string): Promise<void> {
  let parsed: ParsedInvoice | undefined;
  try {
    parsed = parseInvoice(xml);
  } catch {
    parsed = undefined;
  }
  const profile = parsed?.profile || entry.profile;
  const issueDate = parsed?.issueDate || entry.issueDate;
  const commercial = profile === 'TICARIFATURA';
  await tx
    .insert(edocuments)
    .values({
      companyId: sql`current_setting('app.company_id')::int`,
      direction: 'in',
      kind: 'invoice',
      integrator,
      uuid: parsed?.uuid || entry.uuid || randomUUID(),
      number: parsed?.number || entry.number,
      profile,
      type: parsed?.type || entry.type,
      issueDate,
      partyTaxId: parsed?.supplier.taxId || entry.senderTaxId,
      partyName: parsed?.supplier.name || entry.senderName,
      currency: parsed?.currency || entry.currency,
      payable: parsed?.payable || entry.payable || '0',
      // A TICARIFATURA waits for our answer; any other is settled when it reaches us.
      status: commercial ? 'awaitingApproval' : 'approved',
      xml,
      ...(commercial ? { respondBy: addDays(issueDate, RESPONSE_DAYS) } : {}),
    })
    // Fetched twice at once: the second keeps nothing more.
    .onConflictDoNothing();
}

export async function incomingOf(tx: Db, id: number) {
  const [found] = await tx
    .select()
    .from(edocuments)
    .where(and(eq(edocuments.id, id), eq(edocuments.direction, 'in')));
  if (!found) throw notFound();
  return found;
}

/** Accepts or rejects an incoming TICARIFATURA at the integrator, within the legal period. */
export async function respondTo(
  tx: Db,
  integrator: IntegratorCode,
  connection: Connection,
  id: number,
  answer: 'accept' | 'reject',
  reason: string,
): Promise<void> {
  const found = await incomingOf(tx, id);
  if (found.profile !== 'TICARIFATURA') throw refused('einvoice.notCommercial');
  if (found.response) throw refused('einvoice.alreadyAnswered');
  if (found.respondBy && found.respondBy < todayInTurkey())
    throw refused('einvoice.answerTooLate', { date: found.respondBy });
  if (answer === 'reject' && !reason.trim()) throw refused('einvoice.reasonRequired');
  await connect(integrator, connection).respond(found.uuid, answer, reason);
  await tx
    .update(edocuments)
    .set({
      response: answer === 'accept' ? 'accepted' : 'rejected',
      responseReason: reason,
      status: answer === 'accept' ? 'approved' : 'rejected',
      updatedAt: new Date(),
    })
    .where(eq(edocuments.id, id));
}

/**
 * A purchase invoice as the editor opens it from an incoming e-invoice: the supplier found by its
 * VKN/TCKN (or what a new card would hold), each line's item found by barcode, our code or the
 * supplier's own code learned before, prices as the sender gave them without tax.
 */
export async function draftOf(tx: Db, id: number) {
  const found = await incomingOf(tx, id);
  const invoice = parseInvoice(found.xml);
  const account = await supplierByTaxId(tx, invoice.supplier.taxId);
  const matched = await Promise.all(invoice.lines.map((line) => matchItem(tx, account?.id ?? null, line)));
  // The unit the sender counted in, for the item found: another item picked by hand takes its main unit.
  const unitIds = await unitsByCode(
    tx,
    invoice.lines.map((line, index) => ({ itemId: matched[index]!.itemId, unitCode: line.unitCode })),
  );
  const lines = await Promise.all(
    invoice.lines.map(async (line, index) => ({
      ...matched[index]!,
      unitId: unitIds[index]!,
      name: line.name,
      supplierCode: line.sellersItemId,
      barcode: line.barcode,
      quantity: line.quantity,
      unitCode: line.unitCode,
      unitPrice: line.unitPrice,
      discounts: Number(line.discountPercent) ? [line.discountPercent] : [],
      vatRate: String(Number(line.vatRate)),
      otvRate: line.otvRate,
      withholdingCode: line.withholdingCode,
      withholding: line.withholdingCode ? `${line.withholdingPercent / 10}/10` : '',
      exemptionCode: line.exemptionCode,
      specialBase: line.specialBase,
    })),
  );
  return {
    edocumentId: found.id,
    docType: 'purchaseInvoice' as const,
    date: invoice.issueDate,
    time: invoice.issueTime,
    dueDate: invoice.dueDate || null,
    counterpartyNo: invoice.number,
    currency: invoice.currency,
    exchangeRate: invoice.exchangeRate,
    pricesIncludeVat: false,
    accountId: account?.id ?? null,
    supplier: { ...invoice.supplier, found: account ? { id: account.id, title: account.title } : null },
    lines,
    payable: invoice.payable,
  };
}

/**
 * Ties the purchase invoice saved from a draft to its e-invoice, and learns the supplier's codes
 * for the items chosen on its lines (same order as the e-invoice's).
 */
export async function linkPurchase(tx: Db, id: number, documentId: number): Promise<void> {
  const found = await incomingOf(tx, id);
  const invoice = parseInvoice(found.xml);
  const [document] = (
    await tx.execute<{ account_id: number | null; lines: { item_id: number }[] }>(sql`
      SELECT d.account_id, (SELECT json_agg(json_build_object('item_id', l.item_id) ORDER BY l.line_no)
                              FROM document_lines l WHERE l.company_id = d.company_id AND l.document_id = d.id) AS lines
        FROM documents d WHERE d.id = ${documentId} AND d.doc_type = 'purchaseInvoice'`)
  ).rows;
  if (!document) throw notFound();
  await tx.update(edocuments).set({ documentId, updatedAt: new Date() }).where(eq(edocuments.id, id));
  if (!document.account_id || document.lines.length !== invoice.lines.length) return;
  await learnSupplierCodes(
    tx,
    document.account_id,
    invoice.lines.map((line, index) => ({
      code: line.sellersItemId,
      itemId: document.lines[index]!.item_id,
    })),
  );
}
