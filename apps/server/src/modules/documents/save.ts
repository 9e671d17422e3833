import { ErrorCode, kindOf } from '@kibo/contracts';
import type { DocumentInput } from '@kibo/contracts/resources';
import { Big, documentTotals, toLocal } from '@kibo/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { isForeignKeyViolation, violatedConstraint } from '../../platform/db/errors.ts';
import type { Session } from '../../platform/http/access.ts';
import { AppError, invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { accountEntries, applyAccount } from '../accounts/index.ts';
import { allocateNumber, seriesForNew } from '../series/index.ts';
import { items } from '../stock/items.tables.ts';
import { documentLines, documents } from './documents.tables.ts';
import { applyStock, type StockDelta } from './postings.ts';
import { getDocument } from './read.ts';
import { negativeStockRule, printedLocked, refuseIfFollowed, reversePostings } from './reverse.ts';
import { insertLines, insertMoves, type MoveRow } from './rows.ts';
import { lockSourceOwners, refreshSupplyStatus } from './supply.ts';

/** Prefixes of the series a company gets the first time it saves a document of a type. */
const FIRST_SERIES_PREFIX: Record<string, string> = {
  salesInvoice: 'SF',
  salesReturn: 'SI',
  purchaseInvoice: 'AF',
  purchaseReturn: 'AI',
  salesOrder: 'SS',
  purchaseOrder: 'AS',
  despatchOut: 'CI',
  despatchIn: 'GI',
  stockIn: 'SG',
  stockOut: 'SC',
  stockTransfer: 'SV',
  trackingSlip: 'TF',
};

interface ResolvedLine {
  itemId: number;
  unitId: number | null;
  factor: Big;
  /** Quantity in the item's main unit. */
  base: Big;
}

/** Each line's item and unit, checked against the stock cards; quantities turned into main units. */
async function resolveLines(tx: Db, input: DocumentInput): Promise<ResolvedLine[]> {
  const ids = [...new Set(input.lines.map((line) => line.itemId))];
  const found = await tx
    .select({ id: items.id, unitId: items.unitId, units: items.units })
    .from(items)
    .where(inArray(items.id, ids));
  const byId = new Map(found.map((item) => [item.id, item]));
  return input.lines.map((line, index) => {
    const item = byId.get(line.itemId);
    if (!item) throw invalidField(`lines.${index}.itemId`, 'v.referenceMissing');
    let factor = new Big(1);
    if (line.unitId !== null && line.unitId !== item.unitId) {
      const extra = (item.units as { unitId: number; factor: string }[]).find(
        (unit) => unit.unitId === line.unitId,
      );
      if (!extra) throw invalidField(`lines.${index}.unitId`, 'doc.unitNotOfItem');
      factor = new Big(extra.factor || 1);
    }
    return {
      itemId: item.id,
      unitId: line.unitId ?? item.unitId,
      factor,
      // Main units as stock moves and supplied quantities store them: to 4 places.
      base: new Big(new Big(line.quantity).times(factor).toFixed(4)),
    };
  });
}

/** Header fields a foreign key guards, by the key's name. */
const HEADER_KEYS: Record<string, string> = {
  documents_account_fk: 'accountId',
  documents_warehouse_fk: 'warehouseId',
  documents_target_warehouse_fk: 'targetWarehouseId',
};

async function refuseBrokenHeaderRefs<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = isForeignKeyViolation(error) ? HEADER_KEYS[violatedConstraint(error)] : undefined;
    if (field) throw invalidField(field, 'v.referenceMissing');
    throw error;
  }
}

const withholdingOf = (code: string) => {
  if (!code) return null;
  const [numerator, denominator] = code.split('/').map(Number);
  return { numerator: numerator!, denominator: denominator! };
};

type SourceLine = {
  id: number;
  item_id: number;
  ordered: string;
  supplied: string;
  doc_type: string;
};

/** The order and waybill lines this document supplies or invoices, locked while it saves. */
async function sourceLinesOf(tx: Db, input: DocumentInput): Promise<Map<number, SourceLine>> {
  const ids = input.lines.flatMap((line) => (line.sourceLineId ? [line.sourceLineId] : []));
  if (ids.length === 0) return new Map();
  // The orders first, then their lines: the order every save and edit of an order takes them in.
  await lockSourceOwners(tx, ids);
  const found = await tx.execute<SourceLine>(sql`
    SELECT l.id, l.item_id, round(l.quantity * l.unit_factor, 4)::text AS ordered, l.supplied_quantity::text AS supplied,
           d.doc_type
      FROM document_lines l JOIN documents d ON d.company_id = l.company_id AND d.id = l.document_id
     WHERE l.company_id = current_setting('app.company_id')::int AND l.id = ANY(${sql.param(ids)}::int[])
     ORDER BY l.id FOR UPDATE OF l`);
  return new Map(found.rows.map((row) => [row.id, row]));
}

/** What a create answers: the new document's identity and amounts, read back by `GET` when needed. */
const summaryOf = (row: typeof documents.$inferSelect) => ({
  id: row.id,
  docType: row.docType,
  number: row.number,
  sequence: row.sequence,
  date: row.date,
  accountId: row.accountId,
  currency: row.currency,
  netTotal: row.netTotal,
  vatTotal: row.vatTotal,
  grandTotal: row.grandTotal,
  payable: row.payable,
  grandTotalLocal: row.grandTotalLocal,
  status: row.status,
  version: row.version,
});

export interface SavedDocument {
  /** A change answers the whole document (the editor goes on with it); a create its summary. */
  document: ReturnType<typeof summaryOf> | Awaited<ReturnType<typeof getDocument>>;
  warnings: string[];
  /** A retry with the same idempotency key: the first document, nothing saved again. */
  replayed: boolean;
}

/**
 * Creates (no id) or changes a document and posts it, all in the caller's transaction: amounts from
 * `documentTotals`, stock moves and balances, the account entry and balance, supplied quantities of
 * the order or waybill lines it comes from, and (for a new one) its number, drawn last so the
 * series stays locked for the shortest time. A change reverses the old postings first.
 */
export async function saveDocument(
  tx: Db,
  session: Session,
  input: DocumentInput,
  options: { id?: number; idempotencyKey?: string } = {},
): Promise<SavedDocument> {
  const kind = kindOf(input.docType);
  if (options.id === undefined && options.idempotencyKey) {
    const [first] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.idempotencyKey, options.idempotencyKey));
    if (first) {
      const [row] = await tx.select().from(documents).where(eq(documents.id, first.id));
      return { document: summaryOf(row!), warnings: [], replayed: true };
    }
  }

  let before: typeof documents.$inferSelect | undefined;
  let reversed: StockDelta[] = [];
  if (options.id !== undefined) {
    [before] = await tx.select().from(documents).where(eq(documents.id, options.id)).for('update');
    if (!before || before.docType !== input.docType) throw notFound();
    if (before.status !== 'saved') throw refused('doc.closed');
    // Where the company says so, what was handed over on paper stays as printed (cancel still works).
    if (before.printed && (await printedLocked(tx, session.companyId))) throw refused('doc.printedLocked');
    if (input.version !== undefined && input.version !== before.version)
      throw new AppError(409, 'doc.changedMeanwhile', ErrorCode.conflict);
    await refuseIfFollowed(tx, before.id);
    reversed = await reversePostings(tx, before.id);
    await tx.delete(documentLines).where(eq(documentLines.documentId, before.id));
  }

  const resolved = await resolveLines(tx, input);
  const sources = await sourceLinesOf(tx, input);
  const totals = documentTotals({
    pricesIncludeVat: input.pricesIncludeVat,
    documentDiscount: input.documentDiscount,
    lines: input.lines.map((line) => ({ ...line, withholding: withholdingOf(line.withholding) })),
  });
  const rate = input.currency === 'TRY' ? '1' : input.exchangeRate;

  const header = {
    docType: input.docType,
    date: input.date,
    time: input.time,
    dueDate: input.dueDate,
    accountId: input.accountId,
    warehouseId: input.warehouseId,
    targetWarehouseId: input.targetWarehouseId,
    currency: input.currency,
    exchangeRate: rate,
    priceList: input.priceList,
    pricesIncludeVat: input.pricesIncludeVat,
    counterpartyNo: input.counterpartyNo,
    shippingAddress: input.shippingAddress,
    description: input.description,
    discountKind: input.documentDiscount?.kind ?? null,
    discountValue: input.documentDiscount?.value ?? '0',
    amountTotal: totals.amountTotal,
    discountTotal: totals.discountTotal,
    netTotal: totals.netTotal,
    otvTotal: totals.otvTotal,
    vatTotal: totals.vatTotal,
    withholdingTotal: totals.withholdingTotal,
    grandTotal: totals.grandTotal,
    payable: totals.payable,
    grandTotalLocal: toLocal(totals.grandTotal, rate),
    updatedAt: new Date(),
  };
  const seriesId = before
    ? before.seriesId
    : await seriesForNew(tx, {
        docType: input.docType,
        seriesId: input.seriesId,
        date: input.date,
        userId: session.userId,
        prefix: FIRST_SERIES_PREFIX[input.docType] ?? '',
      });
  // The account and warehouses are checked by their foreign keys (same company, existing).
  const documentId = await refuseBrokenHeaderRefs(async () => {
    if (before) {
      await tx
        .update(documents)
        .set({ ...header, version: before.version + 1 })
        .where(eq(documents.id, before.id));
      return before.id;
    }
    const [created] = await tx
      .insert(documents)
      .values({
        ...header,
        companyId: session.companyId,
        seriesId,
        number: '',
        sequence: 0,
        createdBy: session.userId,
        idempotencyKey: options.idempotencyKey ?? null,
      })
      .returning({ id: documents.id });
    return created!.id;
  });

  const lineIds = await insertLines(tx, documentId, input, resolved, totals);

  // Supplied quantities of the lines this document comes from: never more than was ordered.
  const supplied = new Map<number, Big>();
  input.lines.forEach((line, index) => {
    if (!line.sourceLineId) return;
    const source = sources.get(line.sourceLineId);
    if (!source) throw invalidField(`lines.${index}.sourceLineId`, 'v.referenceMissing');
    if (source.item_id !== line.itemId) throw invalidField(`lines.${index}.itemId`, 'doc.sourceOtherItem');
    const total = (supplied.get(source.id) ?? new Big(source.supplied)).plus(resolved[index]!.base);
    if (total.gt(source.ordered)) throw invalidField(`lines.${index}.quantity`, 'doc.overOrder');
    supplied.set(source.id, total);
  });
  for (const [lineId, quantity] of supplied)
    await tx
      .update(documentLines)
      .set({ suppliedQuantity: quantity.toFixed(4) })
      .where(eq(documentLines.id, lineId));
  await refreshSupplyStatus(tx, [...supplied.keys()]);

  // Stock: orders only reserve; a line invoicing a waybill's line was moved by the waybill.
  const moves: MoveRow[] = [];
  if (kind.stock !== 0 && !kind.order)
    input.lines.forEach((line, index) => {
      const source = line.sourceLineId ? sources.get(line.sourceLineId) : undefined;
      if (source && (source.doc_type === 'despatchOut' || source.doc_type === 'despatchIn')) return;
      const base = resolved[index]!.base;
      const move = { documentId, lineId: lineIds[index]!, itemId: line.itemId, date: input.date };
      if (kind.stock === 'transfer') {
        moves.push({ ...move, warehouseId: input.warehouseId, quantity: base.neg().toFixed(4) });
        moves.push({ ...move, warehouseId: input.targetWarehouseId!, quantity: base.toFixed(4) });
      } else
        moves.push({ ...move, warehouseId: input.warehouseId, quantity: base.times(kind.stock).toFixed(4) });
    });
  await insertMoves(tx, moves);
  const below = await applyStock(
    tx,
    [
      ...reversed,
      ...moves.map((move) => ({
        itemId: move.itemId,
        warehouseId: move.warehouseId,
        quantity: new Big(move.quantity),
      })),
    ],
    () => negativeStockRule(tx, session.companyId),
  );

  // The account: what the buyer pays (withheld VAT goes to the tax office, not to us).
  if (kind.account !== 0 && input.accountId) {
    const amount = new Big(totals.payable);
    const debit = kind.account === 1 ? amount : new Big(0);
    const credit = kind.account === -1 ? amount : new Big(0);
    await tx.insert(accountEntries).values({
      companyId: session.companyId,
      accountId: input.accountId,
      documentId,
      date: input.date,
      dueDate: input.dueDate,
      currency: input.currency,
      debit: debit.toFixed(4),
      credit: credit.toFixed(4),
      amountLocal: toLocal(debit.minus(credit).toString(), rate),
      description: input.description,
    });
    await applyAccount(tx, input.accountId, input.currency, debit.minus(credit));
  }

  let document: SavedDocument['document'];
  if (before) document = await getDocument(tx, documentId);
  else {
    const number = await allocateNumber(tx, seriesId, input.date);
    const [row] = await tx
      .update(documents)
      .set({ number: number.formatted, sequence: number.number })
      .where(eq(documents.id, documentId))
      .returning();
    document = summaryOf(row!);
  }

  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'document',
    entityId: documentId,
    action: before ? 'update' : 'create',
    before: before ? { number: before.number, grandTotal: before.grandTotal, version: before.version } : null,
    after: {
      docType: input.docType,
      number: document.number,
      grandTotal: document.grandTotal,
      lines: input.lines.length,
    },
  });
  return { document, warnings: below, replayed: false };
}
