import { CARRIER_TITLES, type CarrierCode } from '@kibo/contracts';
import { Big } from '@kibo/domain';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Session } from '../../platform/http/access.ts';
import { notFound, refused } from '../../platform/http/errors.ts';
import { type AccountDelta, accountEntries, applyAccounts } from '../accounts/index.ts';
import { companies } from '../companies/index.ts';
import { queueRecost } from '../stock/index.ts';
import { recostInvoicedWaybills } from './costing.ts';
import { documents } from './documents.tables.ts';
import { applyStock, type TakenBack } from './postings.ts';
import { lockSourceOwners, refreshSupplyStatus } from './supply.ts';

// Undoing a document's postings: before it is changed (then posted again) or when it is cancelled.

/** What a reversal takes back from the balances; the caller posts it (stock first, then accounts). */
export interface Reversal {
  stock: TakenBack[];
  accounts: AccountDelta[];
}

/**
 * Takes back what a saved document posted: deletes its stock moves and account entries, gives back
 * the supplied quantities of its sources, and answers the balance changes still to apply.
 */
export async function reversePostings(tx: Db, documentId: number): Promise<Reversal> {
  // In the order they were posted (and costed): taken back the same way.
  const moves = await tx.execute<{
    itemId: number;
    warehouseId: number;
    quantity: string;
    value: string;
  }>(sql`
    WITH gone AS (
      DELETE FROM stock_moves WHERE company_id = current_setting('app.company_id')::int AND document_id = ${documentId}
      RETURNING id, item_id, warehouse_id, quantity, value)
    SELECT item_id AS "itemId", warehouse_id AS "warehouseId", quantity::text, value::text FROM gone ORDER BY id`);
  const entries = await tx.delete(accountEntries).where(eq(accountEntries.documentId, documentId)).returning({
    accountId: accountEntries.accountId,
    currency: accountEntries.currency,
    debit: accountEntries.debit,
    credit: accountEntries.credit,
  });
  const sourceIds = await tx.execute<{ id: number }>(sql`
    SELECT DISTINCT source_line_id AS id FROM document_lines
     WHERE company_id = current_setting('app.company_id')::int AND document_id = ${documentId}
       AND source_line_id IS NOT NULL`);
  await lockSourceOwners(
    tx,
    sourceIds.rows.map((row) => row.id),
  );
  const sources = await tx.execute<{ id: number }>(sql`
    UPDATE document_lines s SET supplied_quantity = s.supplied_quantity - f.quantity
      FROM (SELECT l.source_line_id, sum(round(l.quantity * l.unit_factor, 4)) AS quantity FROM document_lines l
             WHERE l.company_id = current_setting('app.company_id')::int AND l.document_id = ${documentId}
               AND l.source_line_id IS NOT NULL
             GROUP BY l.source_line_id) f
     WHERE s.company_id = current_setting('app.company_id')::int AND s.id = f.source_line_id
    RETURNING s.id`);
  await refreshSupplyStatus(
    tx,
    sources.rows.map((row) => row.id),
  );
  return {
    stock: moves.rows.map((move) => ({
      itemId: move.itemId,
      warehouseId: move.warehouseId,
      quantity: new Big(move.quantity).neg(),
      value: new Big(move.value).neg(),
    })),
    accounts: entries.map((entry) => ({
      accountId: entry.accountId,
      currency: entry.currency,
      change: new Big(entry.credit).minus(entry.debit),
    })),
  };
}

/**
 * A document issued as an e-invoice (queued or sent, not refused) stays as it is: the e-invoice is the
 * legal document. A document whose lines later documents supply or invoice stays as it is until those are cancelled,
 * and one a collection or payment closes until that voucher lets it go; an order in an open picking round stays as it is until the round is finished or cancelled (its
 * lines would be rewritten under the picker's hands).
 */
export async function refuseIfFollowed(tx: Db, documentId: number): Promise<void> {
  const found = await tx.execute<{
    settled: boolean;
    followed: boolean;
    picking: boolean;
    edocument: string | null;
  }>(sql`
    SELECT EXISTS (SELECT 1 FROM settlements s
                    WHERE s.company_id = current_setting('app.company_id')::int AND s.document_id = ${documentId}) AS settled,
           EXISTS (SELECT 1 FROM document_lines f
                     JOIN document_lines o ON o.company_id = f.company_id AND o.id = f.source_line_id
                     JOIN documents d ON d.company_id = f.company_id AND d.id = f.document_id AND d.status <> 'cancelled'
                    WHERE o.document_id = ${documentId} AND f.company_id = current_setting('app.company_id')::int
                      AND f.source_line_id IS NOT NULL) AS followed,
           EXISTS (SELECT 1 FROM picking_orders po
                     JOIN pickings p ON p.company_id = po.company_id AND p.id = po.picking_id AND p.status = 'open'
                    WHERE po.company_id = current_setting('app.company_id')::int AND po.order_id = ${documentId}) AS picking,
           (SELECT e.number FROM edocuments e
             WHERE e.company_id = current_setting('app.company_id')::int AND e.document_id = ${documentId}
               AND e.direction = 'out' AND e.status NOT IN ('notApproved', 'cancelled') LIMIT 1) AS edocument`);
  const { settled, followed, picking, edocument } = found.rows[0]!;
  // What went to the tax authority as an e-invoice is what the books must keep (an e-Arşiv one
  // cancelled there first cancels its document with it, einvoice/cancel.ts).
  if (edocument) throw refused('doc.eDocumentIssued', { number: edocument });
  if (settled) throw refused('doc.settled');
  if (followed) throw refused('doc.hasFollowers');
  if (picking) throw refused('doc.inPicking');
}

export async function printedLocked(tx: Db, companyId: number): Promise<boolean> {
  const [company] = await tx
    .select({ lockPrinted: companies.lockPrinted })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.lockPrinted ?? false;
}

/**
 * Cancels a saved document: its postings are reversed (stock, account, supplied quantities) and
 * it stays in the books as cancelled, with its number, so the series keeps no gap.
 */
export async function cancelDocument(tx: Db, session: Session, id: number): Promise<void> {
  const [document] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  if (!document) throw notFound();
  if (document.status !== 'saved') throw refused('doc.closed');
  await refuseIfFollowed(tx, id);
  // A parcel on its way goes with its document: the shipment is cancelled first (or comes back).
  const shipped = await tx.execute<{ carrier: string }>(sql`
    SELECT carrier FROM shipments WHERE document_id = ${id} AND state NOT IN ('cancelled', 'failed', 'returned') LIMIT 1`);
  if (shipped.rows[0])
    throw refused('doc.shipped', { carrier: CARRIER_TITLES[shipped.rows[0].carrier as CarrierCode] });
  const reversed = await reversePostings(tx, id);
  await applyStock(tx, reversed.stock);
  await applyAccounts(tx, reversed.accounts);
  // Later moves of its items were costed with it: they are costed again without it.
  await queueRecost(
    tx,
    reversed.stock.map((move) => ({ itemId: move.itemId, fromDate: document.date })),
  );
  if (document.docType === 'purchaseInvoice') await recostInvoicedWaybills(tx, id);
  await tx
    .update(documents)
    .set({ status: 'cancelled', version: document.version + 1, updatedAt: new Date() })
    .where(eq(documents.id, id));
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'document',
    entityId: id,
    action: 'deactivate',
    before: { number: document.number, status: document.status },
    after: { number: document.number, status: 'cancelled' },
  });
}
