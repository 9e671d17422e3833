import { type DocumentKind, ErrorCode, kindOf } from '@kibo/contracts';
import type { DocumentInput } from '@kibo/contracts/resources';
import { Big, documentTotals, toLocal } from '@kibo/domain';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { allInOneWrite, type Db, inOneWrite } from '../../platform/db/client.ts';
import { isForeignKeyViolation, violatedConstraint } from '../../platform/db/errors.ts';
import { prepared } from '../../platform/db/prepared.ts';
import type { Session } from '../../platform/http/access.ts';
import { AppError, invalidField, notFound, refused } from '../../platform/http/errors.ts';
import { type AccountDelta, netAccountDeltas } from '../accounts/index.ts';
import { seriesChoiceSql, settleSeries } from '../series/index.ts';
import { costMoveOf, fallbackCost, queueRecost } from '../stock/index.ts';
import { costPosting, lockBalances, type PlannedMove, recostInvoicedWaybills } from './costing.ts';
import { documentLines, documents } from './documents.tables.ts';
import {
  changePosting,
  createPosting,
  type DocumentSummary,
  type EntryRow,
  type MoveRow,
  numberDocument,
  summaryColumns,
} from './posting.ts';
import { judgeBelowZero, netDeltas } from './postings.ts';
import { getDocument } from './read.ts';
import { printedLocked, type Reversal, refuseIfFollowed, reversePostings } from './reverse.ts';
import { headerRow, lineRows } from './rows.ts';
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
  posReceipt: 'PF',
  posRefund: 'PI',
};

interface ResolvedLine {
  itemId: number;
  unitId: number | null;
  factor: Big;
  /** Quantity in the item's main unit. */
  base: Big;
}

type ItemRow = {
  id: number;
  unit_id: number | null;
  units: { unitId: number; factor: string }[];
  purchase_price: string | null;
  purchase_currency: string | null;
};

/**
 * What a save reads before it writes, in one round trip: the document a create's idempotency key
 * already made ($1), the stock cards of the lines ($2), and the series a new document takes ($3 type,
 * $4 chosen series, $5 user; a change passes no type and gets none).
 */
const lookups = prepared<{ first: DocumentSummary | null; items: ItemRow[]; series: number | null }>(
  'documents.lookups',
  `SELECT (SELECT row_to_json(d) FROM (SELECT ${summaryColumns('d')} FROM documents d
             WHERE d.company_id = current_setting('app.company_id')::int AND d.idempotency_key = $1::uuid) d) AS first,
          (SELECT coalesce(json_agg(i), '[]') FROM (SELECT id, unit_id, units, purchase_price, purchase_currency FROM items
             WHERE company_id = current_setting('app.company_id')::int AND id = ANY($2::int[])) i) AS items,
          ${seriesChoiceSql('$3', '$4', '$5')} AS series`,
);

/** Each line's item and unit, checked against the stock cards; quantities turned into main units. */
function resolveLines(input: DocumentInput, found: ItemRow[]): ResolvedLine[] {
  const byId = new Map(found.map((item) => [item.id, item]));
  return input.lines.map((line, index) => {
    const item = byId.get(line.itemId);
    if (!item) throw invalidField(`lines.${index}.itemId`, 'v.referenceMissing');
    let factor = new Big(1);
    if (line.unitId !== null && line.unitId !== item.unit_id) {
      const extra = item.units.find((unit) => unit.unitId === line.unitId);
      if (!extra) throw invalidField(`lines.${index}.unitId`, 'doc.unitNotOfItem');
      factor = new Big(extra.factor || 1);
    }
    return {
      itemId: item.id,
      unitId: line.unitId ?? item.unit_id,
      factor,
      // Main units as stock moves and supplied quantities store them: to 4 places.
      base: new Big(new Big(line.quantity).times(factor).toFixed(4)),
    };
  });
}

/** The (item, warehouse) balances a document's lines move, from the input alone. */
const stockPairsOf = (input: DocumentInput, kind: DocumentKind) =>
  input.lines.flatMap((line) => [
    { itemId: line.itemId, warehouseId: input.warehouseId },
    ...(kind.stock === 'transfer' && input.targetWarehouseId
      ? [{ itemId: line.itemId, warehouseId: input.targetWarehouseId }]
      : []),
  ]);

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

export interface SavedDocument {
  /** A change answers the whole document (the editor goes on with it); a create its summary. */
  document: DocumentSummary | Awaited<ReturnType<typeof getDocument>>;
  warnings: string[];
  /** A retry with the same idempotency key: the first document, nothing saved again. */
  replayed: boolean;
}

/**
 * Creates (no id) or changes a document and posts it, all in the caller's transaction: amounts from
 * `documentTotals`, supplied quantities of the order or waybill lines it comes from, then in one
 * statement (`writePosting`) the header, lines, stock moves and balances, the account entry and
 * balance, and for a new one its number, drawn last so the series stays locked for the shortest
 * time. A change reverses the old postings first; their balance changes are netted with the new ones.
 */
export async function saveDocument(
  tx: Db,
  session: Session,
  input: DocumentInput,
  options: {
    id?: number;
    idempotencyKey?: string;
    /** Till receipts: the part paid on account, which the account carries instead of the total. */
    accountAmount?: string;
    /**
     * A sale a till made with the line down: the goods have left with the customer, so stock below
     * zero is told (a warning) even where the company refuses it for documents typed now.
     */
    soldOffline?: boolean;
  } = {},
): Promise<SavedDocument> {
  const kind = kindOf(input.docType);
  const creating = options.id === undefined;
  const movesStock = kind.stock !== 0 && !kind.order;
  // A create that supplies no earlier lines locks its balances with its lookups, in the same write;
  // one that does locks the lines first, as every save of those orders and waybills does.
  const lockEarly = creating && movesStock && !input.lines.some((line) => line.sourceLineId);
  const [[found], earlyLocked] = await allInOneWrite(tx, () => [
    lookups(tx, [
      creating ? (options.idempotencyKey ?? null) : null,
      [...new Set(input.lines.map((line) => line.itemId))],
      creating ? input.docType : null,
      input.seriesId,
      session.userId,
    ]),
    lockEarly ? lockBalances(tx, stockPairsOf(input, kind)) : null,
  ]);
  // One row always: scalar sub-queries.
  const looked = found!;
  if (looked.first) return { document: looked.first, warnings: [], replayed: true };

  let before: typeof documents.$inferSelect | undefined;
  let reversed: Reversal = { stock: [], accounts: [] };
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

  const resolved = resolveLines(input, looked.items);
  const sources = await sourceLinesOf(tx, input);
  const totals = documentTotals({
    pricesIncludeVat: input.pricesIncludeVat,
    documentDiscount: input.documentDiscount,
    lines: input.lines.map((line) => ({ ...line, withholding: withholdingOf(line.withholding) })),
  });
  const rate = input.currency === 'TRY' ? '1' : input.exchangeRate;

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
  const planned: (PlannedMove & { lineNo: number })[] = [];
  if (movesStock)
    input.lines.forEach((line, index) => {
      const source = line.sourceLineId ? sources.get(line.sourceLineId) : undefined;
      if (source && (source.doc_type === 'despatchOut' || source.doc_type === 'despatchIn')) return;
      const base = resolved[index]!.base;
      const amounts = totals.lines[index]!;
      const priced = { net: amounts.net, otv: amounts.otv, rate, base: base.toFixed(4) };
      const move = (warehouseId: number, quantity: Big) => ({
        lineNo: index + 1,
        itemId: line.itemId,
        warehouseId,
        cost: costMoveOf({ docType: input.docType, quantity, line: priced }),
      });
      if (kind.stock === 'transfer') {
        planned.push(move(input.warehouseId, base.neg()));
        planned.push({ ...move(input.targetWarehouseId!, base), transferOf: planned.length - 1 });
      } else planned.push(move(input.warehouseId, base.times(kind.stock)));
    });
  const locked = earlyLocked ?? (await lockBalances(tx, [...reversed.stock, ...planned]));
  const cardCost = new Map(
    looked.items.map((item) => [item.id, fallbackCost(item.purchase_price, item.purchase_currency)]),
  );
  const costed = costPosting({
    locked,
    takenBack: reversed.stock,
    moves: planned,
    date: input.date,
    fallback: (itemId) => cardCost.get(itemId) ?? new Big(0),
  });
  const moves: MoveRow[] = planned.map((move, index) => ({
    line_no: move.lineNo,
    item_id: move.itemId,
    warehouse_id: move.warehouseId,
    date: input.date,
    quantity: move.cost.quantity.toFixed(4),
    unit_cost: costed.moves[index]!.unitCost,
    value: costed.moves[index]!.value,
  }));
  const stock = netDeltas([
    ...reversed.stock,
    ...planned.map((move) => ({
      itemId: move.itemId,
      warehouseId: move.warehouseId,
      quantity: move.cost.quantity,
    })),
  ]);
  // What this save may have changed in earlier costs: a change, or a posting dated before a later move.
  const recost = [
    ...costed.backDated.map((itemId) => ({ itemId, fromDate: input.date })),
    ...(before
      ? [...reversed.stock, ...planned].map((move) => ({
          itemId: move.itemId,
          fromDate: before.date < input.date ? before.date : input.date,
        }))
      : []),
  ];
  const pricesWaybills = input.docType === 'purchaseInvoice' && sources.size > 0;

  // The account: what the buyer pays (withheld VAT goes to the tax office, not to us).
  const entries: EntryRow[] = [];
  const accountChanges: AccountDelta[] = [...reversed.accounts];
  const amount = new Big(options.accountAmount ?? totals.payable);
  // A till receipt paid in full at the counter leaves the customer's account alone.
  if (kind.account !== 0 && input.accountId && (options.accountAmount === undefined || !amount.eq(0))) {
    const debit = kind.account === 1 ? amount : new Big(0);
    const credit = kind.account === -1 ? amount : new Big(0);
    entries.push({
      account_id: input.accountId,
      date: input.date,
      due_date: input.dueDate,
      currency: input.currency,
      debit: debit.toFixed(4),
      credit: credit.toFixed(4),
      amount_local: toLocal(debit.minus(credit).toString(), rate),
      description: input.description,
    });
    accountChanges.push({
      accountId: input.accountId,
      currency: input.currency,
      change: debit.minus(credit),
    });
  }

  const posting = {
    header: headerRow(input, totals, rate),
    lines: lineRows(input, resolved, totals),
    moves,
    balances: costed.balances,
    entries,
    accounts: netAccountDeltas(accountChanges),
  };
  const audit = { docType: input.docType, grandTotal: totals.grandTotal, lines: input.lines.length };

  // The account and warehouses are checked by their foreign keys (same company, existing).
  if (!before) {
    const wanted = {
      docType: input.docType,
      seriesId: input.seriesId,
      date: input.date,
      userId: session.userId,
      prefix: FIRST_SERIES_PREFIX[input.docType] ?? '',
    };
    const seriesId = await settleSeries(tx, wanted, looked.series);
    // The draw goes out with the posting, in one write (the connection is pipelined). If the
    // posting fails, so does the draw, and that first failure is the one reported.
    const [posted, numbered] = inOneWrite(
      tx,
      () =>
        [
          refuseBrokenHeaderRefs(() =>
            createPosting(tx, posting, {
              seriesId,
              userId: session.userId,
              idempotencyKey: options.idempotencyKey ?? null,
            }),
          ),
          numberDocument(tx, { seriesId, date: input.date, userId: session.userId, audit }),
        ] as const,
    );
    numbered.catch(() => {});
    const created = await posted;
    await queueRecost(tx, recost);
    if (pricesWaybills) await recostInvoicedWaybills(tx, created.id);
    const rule = options.soldOffline && created.rule === 'refuse' ? 'warn' : created.rule;
    const warnings = judgeBelowZero(stock, created.below ?? [], rule);
    return { document: await numbered, warnings, replayed: false };
  }
  const changed = await refuseBrokenHeaderRefs(() => changePosting(tx, before.id, posting));
  await queueRecost(tx, recost);
  if (pricesWaybills) await recostInvoicedWaybills(tx, before.id);
  const warnings = judgeBelowZero(stock, changed.below ?? [], changed.rule);
  const document = await getDocument(tx, before.id);
  await writeAudit(tx, {
    companyId: session.companyId,
    userId: session.userId,
    entity: 'document',
    entityId: before.id,
    action: 'update',
    before: { number: before.number, grandTotal: before.grandTotal, version: before.version },
    after: { ...audit, number: document.number },
  });
  return { document, warnings, replayed: false };
}
