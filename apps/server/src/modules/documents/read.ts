import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allInOneWrite, type Db } from '../../platform/db/client.ts';
import { containsTr } from '../../platform/db/search.ts';
import { notFound } from '../../platform/http/errors.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { items } from '../stock/items.tables.ts';
import { units, warehouses } from '../stock/stock.tables.ts';
import { documentLines, documents } from './documents.tables.ts';

const iso = (value: Date) => value.toISOString();

const targetWarehouses = alias(warehouses, 'target_warehouses');

/** A document's header with the names its screen shows and the account's balances. */
const headerOf = (tx: Db, id: number) =>
  tx
    .select({
      header: documents,
      accountCode: accounts.code,
      accountTitle: accounts.title,
      warehouse: warehouses.name,
      targetWarehouse: targetWarehouses.name,
      series: sql<string | null>`(SELECT s.name || coalesce(' (' || nullif(s.prefix, '') || ')', '')
        FROM document_series s WHERE s.company_id = ${documents.companyId} AND s.id = ${documents.seriesId})`,
      balances: sql<{ currency: string; balance: string }[]>`coalesce((
        SELECT json_agg(json_build_object('currency', b.currency, 'balance', b.balance::text) ORDER BY b.currency)
          FROM account_balances b WHERE b.company_id = ${documents.companyId} AND b.account_id = ${documents.accountId}), '[]')`,
    })
    .from(documents)
    .leftJoin(
      accounts,
      and(eq(accounts.companyId, documents.companyId), eq(accounts.id, documents.accountId)),
    )
    .leftJoin(
      warehouses,
      and(eq(warehouses.companyId, documents.companyId), eq(warehouses.id, documents.warehouseId)),
    )
    .leftJoin(
      targetWarehouses,
      and(
        eq(targetWarehouses.companyId, documents.companyId),
        eq(targetWarehouses.id, documents.targetWarehouseId),
      ),
    )
    .where(eq(documents.id, id));

/** A document's lines with their items' code, name and units, in line order. */
const linesOf = (tx: Db, id: number) =>
  tx
    .select({
      line: documentLines,
      itemCode: items.code,
      itemName: items.name,
      mainUnit: items.unitId,
      extraUnits: items.units,
    })
    .from(documentLines)
    .innerJoin(items, and(eq(items.companyId, documentLines.companyId), eq(items.id, documentLines.itemId)))
    .where(eq(documentLines.documentId, id))
    .orderBy(asc(documentLines.lineNo));

/** A document with its lines and the names screens show (account, warehouses, items, units). */
export async function getDocument(tx: Db, id: number) {
  // The header and the lines asked together (each read of a document waits once, not twice).
  const [[found], lines] = await allInOneWrite(
    tx,
    () => [headerOf(tx, id).execute(), linesOf(tx, id).execute()] as const,
  );
  if (!found) throw notFound();
  const { header } = found;
  // Every unit a line could be switched to in the editor: its item's main and extra units.
  const unitsOf = (row: (typeof lines)[number]) => [
    { id: row.mainUnit, factor: '1' },
    ...(row.extraUnits as { unitId: number; factor: string }[]).map((unit) => ({
      id: unit.unitId,
      factor: unit.factor,
    })),
  ];
  const unitIds = [...new Set(lines.flatMap((row) => unitsOf(row).map((unit) => unit.id)))];
  const unitRows = unitIds.length
    ? await tx
        .select({ id: units.id, name: units.name, decimals: units.decimals })
        .from(units)
        .where(inArray(units.id, unitIds))
    : [];
  const unitOf = new Map(unitRows.map((unit) => [unit.id, unit.name]));
  const decimalsOf = new Map(unitRows.map((unit) => [unit.id, unit.decimals]));
  const { companyId: _company, idempotencyKey: _key, createdAt, updatedAt, ...rest } = header;
  return {
    ...rest,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    documentDiscount: header.discountKind ? { kind: header.discountKind, value: header.discountValue } : null,
    refs: {
      account: found.accountCode ? `${found.accountCode} ${found.accountTitle}` : '',
      warehouse: found.warehouse ?? '',
      targetWarehouse: found.targetWarehouse ?? '',
      series: found.series ?? '',
    },
    accountBalances: found.balances,
    lines: lines.map((row) => {
      const { companyId: _c, documentId: _d, discount1, discount2, discount3, ...line } = row.line;
      return {
        ...line,
        discounts: [discount1, discount2, discount3].filter((_, index, all) =>
          all.slice(index).some((value) => Number(value) !== 0),
        ),
        itemCode: row.itemCode,
        itemName: row.itemName,
        unitName: line.unitId ? (unitOf.get(line.unitId) ?? '') : '',
        // How many decimals the line's quantity shows (Adet 0, Kilogram 3), on screen and on paper.
        unitDecimals: line.unitId ? (decimalsOf.get(line.unitId) ?? 0) : 0,
        units: unitsOf(row).map((unit) => ({ ...unit, name: unitOf.get(unit.id) ?? '' })),
      };
    }),
  };
}

export type DocumentRecord = Awaited<ReturnType<typeof getDocument>>;

export interface DocumentListQuery {
  docTypes: string[];
  page: number;
  pageSize: number;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  accountId?: number | undefined;
  search?: string | undefined;
  /** Only saved documents with a line not yet wholly supplied or invoiced (`/fis/donusum`). */
  open?: 'true' | 'false' | undefined;
}

/**
 * `FROM documents d` with their accounts (`a`), under the conditions given and a Turkish-aware
 * search on the number, the account's title and any further columns.
 */
export function documentsFrom(conditions: SQL[], search?: string, searchAlso: SQL[] = []): SQL {
  const where = [...conditions];
  if (search) {
    const matches = [sql`d.number`, sql`a.title`, ...searchAlso].map((column) => containsTr(column, search));
    where.push(sql`(${sql.join(matches, sql` OR `)})`);
  }
  return sql`FROM documents d LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
             WHERE ${sql.join(where, sql` AND `)}`;
}

/** A page of documents of some types, newest first, with the totals of everything that matched. */
export async function listDocuments(tx: Db, query: DocumentListQuery) {
  const conditions = [sql`d.doc_type = ANY(${sql.param(query.docTypes)}::text[])`];
  if (query.dateFrom) conditions.push(sql`d.date >= ${query.dateFrom}`);
  if (query.dateTo) conditions.push(sql`d.date <= ${query.dateTo}`);
  if (query.accountId) conditions.push(sql`d.account_id = ${query.accountId}`);
  // Kept with the supplied quantities (`supply.ts`), so the open ones come from the partial index.
  if (query.open === 'true') conditions.push(sql`d.status = 'saved' AND d.supply_status <> 'full'`);
  const from = documentsFrom(conditions, query.search, [sql`d.counterparty_no`]);
  const rows = await tx.execute<Record<string, unknown>>(sql`
    SELECT d.id, d.doc_type AS "docType", d.number, d.date, d.time, d.due_date AS "dueDate", d.account_id AS "accountId",
           coalesce(a.title, '') AS "accountTitle", d.currency, d.grand_total AS "grandTotal", d.payable,
           d.vat_total AS "vatTotal", d.status, d.printed, d.counterparty_no AS "counterpartyNo",
           -- Its parcel, where one is on its way or arrived (cargo module; one live shipment a document).
           (SELECT json_build_object('state', s.state, 'carrier', s.carrier)
              FROM shipments s WHERE s.company_id = d.company_id AND s.document_id = d.id
               AND s.state NOT IN ('cancelled', 'failed')) AS shipment
    ${from} ORDER BY d.date DESC, d.id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const [summary] = (
    await tx.execute<{ total: number; grandTotal: string; vatTotal: string }>(sql`
      SELECT count(*)::int AS total,
             coalesce(sum(d.grand_total_local) FILTER (WHERE d.status <> 'cancelled'), 0)::text AS "grandTotal",
             coalesce(sum(d.vat_total * d.exchange_rate) FILTER (WHERE d.status <> 'cancelled'), 0)::numeric(19,2)::text AS "vatTotal"
      ${from}`)
  ).rows;
  return {
    list: rows.rows,
    total: summary?.total ?? 0,
    totals: { grandTotalLocal: summary?.grandTotal ?? '0', vatTotalLocal: summary?.vatTotal ?? '0' },
    page: query.page,
    pageSize: query.pageSize,
  };
}
