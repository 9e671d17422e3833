import type { WaybillInput } from '@kibo/contracts';
import { documentInput } from '@kibo/contracts/resources';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { refused } from '../../platform/http/errors.ts';
import { saveDocument } from '../documents/index.ts';
import { edocuments } from './einvoice.tables.ts';
import { incomingDespatch, readKept } from './incoming-despatch.ts';
import { learnSupplierCodes, matchItem, supplierByTaxId, unitsByCode } from './matching.ts';

// A waybill sent to us as the purchase waybill (despatchIn) that takes the goods into stock: the
// supplier by its VKN/TCKN, each line's item found or picked, saved once and tied to the e-despatch.
// It carries no prices: the cost comes with the supplier's invoice, as for any waybill invoiced later.

/** What our receipt advice said came in, per despatch line, when it was answered. */
const receivedOf = (details: unknown): Record<string, string> | undefined =>
  (details as { received?: Record<string, string> }).received;

export async function waybillDraftOf(tx: Db, id: number) {
  const found = await incomingDespatch(tx, id);
  const despatch = readKept(found.xml);
  const received = receivedOf(found.details);
  const account = await supplierByTaxId(tx, despatch.supplier.taxId);
  const lines = await Promise.all(
    despatch.lines.map(async (line) => ({
      ...(await matchItem(tx, account?.id ?? null, line)),
      name: line.name,
      supplierCode: line.sellersItemId,
      barcode: line.barcode,
      quantity: received?.[line.id] ?? line.quantity,
      unitCode: line.unitCode,
    })),
  );
  return {
    edocumentId: found.id,
    number: despatch.number,
    date: despatch.issueDate,
    documentId: found.documentId,
    accountId: account?.id ?? null,
    supplier: { ...despatch.supplier, found: account ?? null },
    lines,
  };
}

/** Saves the purchase waybill with the items chosen per line; answers it. */
export async function saveWaybill(tx: Db, session: Session, id: number, input: WaybillInput) {
  // Locked: two clerks saving the same waybill at once make it once.
  await tx.execute(sql`SELECT 1 FROM edocuments WHERE id = ${id} FOR UPDATE`);
  const found = await incomingDespatch(tx, id);
  if (found.documentId) throw refused('einvoice.waybillMade');
  if (found.response === 'rejected') throw refused('einvoice.waybillRejected');
  const despatch = readKept(found.xml);
  const account = await supplierByTaxId(tx, despatch.supplier.taxId);
  if (!account) throw refused('einvoice.supplierMissing');
  if (input.itemIds.length !== despatch.lines.length) throw refused('einvoice.waybillLines');
  const rates = new Map(
    (
      await tx.execute<{ id: number; vat_rate: string }>(
        sql`SELECT id, vat_rate FROM items WHERE id = ANY(${sql.param(input.itemIds)}::int[])`,
      )
    ).rows.map((item) => [item.id, item.vat_rate]),
  );
  // Answered already: what our receipt advice said arrived; lines nothing arrived of stay out.
  const received = receivedOf(found.details);
  const taken = despatch.lines
    .map((line, index) => ({
      line,
      itemId: input.itemIds[index]!,
      quantity: received?.[line.id] ?? line.quantity,
    }))
    .filter((entry) => Number(entry.quantity) > 0);
  const unitIds = await unitsByCode(
    tx,
    taken.map((entry) => ({ itemId: entry.itemId, unitCode: entry.line.unitCode })),
  );
  const waybill = documentInput.safeParse({
    docType: 'despatchIn',
    date: despatch.issueDate,
    ...(despatch.issueTime ? { time: despatch.issueTime } : {}),
    accountId: account.id,
    warehouseId: input.warehouseId,
    counterpartyNo: despatch.number,
    lines: taken.map((entry, index) => ({
      itemId: entry.itemId,
      quantity: entry.quantity,
      unitId: unitIds[index],
      unitPrice: '0',
      vatRate: rates.get(entry.itemId) ?? '20',
    })),
  });
  // A quantity our documents cannot hold (more decimals than they keep) is said, not a crash.
  if (!waybill.success) throw refused('einvoice.unreadable');
  // Keyed by the e-despatch's ETTN: a retried save finds the waybill it made.
  const saved = await saveDocument(tx, session, waybill.data, { idempotencyKey: found.uuid });
  await tx
    .update(edocuments)
    .set({ documentId: saved.document.id, updatedAt: new Date() })
    .where(eq(edocuments.id, id));
  await learnSupplierCodes(
    tx,
    account.id,
    despatch.lines.map((line, index) => ({ code: line.sellersItemId, itemId: input.itemIds[index]! })),
  );
  return { id: saved.document.id, number: saved.document.number };
}
