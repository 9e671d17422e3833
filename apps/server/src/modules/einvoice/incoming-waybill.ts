import type { WaybillInput } from '@kibo/contracts';
import { documentInput } from '@kibo/contracts/resources';
import { parseDespatch } from '@kibo/ubl-tr';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { refused } from '../../platform/http/errors.ts';
import { saveDocument } from '../documents/index.ts';
import { edocuments } from './einvoice.tables.ts';
import { incomingDespatch } from './incoming-despatch.ts';
import { learnSupplierCodes, matchItem, supplierByTaxId } from './matching.ts';

// A waybill sent to us as the purchase waybill (despatchIn) that takes the goods into stock: the
// supplier by its VKN/TCKN, each line's item found or picked, saved once and tied to the e-despatch.
// It carries no prices: the cost comes with the supplier's invoice, as for any waybill invoiced later.

export async function waybillDraftOf(tx: Db, id: number) {
  const found = await incomingDespatch(tx, id);
  const despatch = parseDespatch(found.xml);
  const account = await supplierByTaxId(tx, despatch.supplier.taxId);
  const lines = await Promise.all(
    despatch.lines.map(async (line) => ({
      ...(await matchItem(tx, account?.id ?? null, line)),
      name: line.name,
      supplierCode: line.sellersItemId,
      barcode: line.barcode,
      quantity: line.quantity,
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
  const despatch = parseDespatch(found.xml);
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
  const waybill = documentInput.parse({
    docType: 'despatchIn',
    date: despatch.issueDate,
    ...(despatch.issueTime ? { time: despatch.issueTime } : {}),
    accountId: account.id,
    warehouseId: input.warehouseId,
    counterpartyNo: despatch.number,
    lines: despatch.lines.map((line, index) => ({
      itemId: input.itemIds[index],
      quantity: line.quantity,
      unitPrice: '0',
      vatRate: rates.get(input.itemIds[index]!) ?? '20',
    })),
  });
  // Keyed by the e-despatch's ETTN: a retried save finds the waybill it made.
  const saved = await saveDocument(tx, session, waybill, { idempotencyKey: found.uuid });
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
