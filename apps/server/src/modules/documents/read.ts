import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { accountBalances } from '../accounts/ledger.tables.ts';
import { items } from '../stock/items.tables.ts';
import { units, warehouses } from '../stock/stock.tables.ts';
import { documentLines, documents } from './documents.tables.ts';

const iso = (value: Date) => value.toISOString();

/** A document with its lines and the names screens show (account, warehouses, items, units). */
export async function getDocument(tx: Db, id: number) {
  const [header] = await tx.select().from(documents).where(eq(documents.id, id));
  if (!header) throw notFound();
  const lines = await tx
    .select()
    .from(documentLines)
    .where(eq(documentLines.documentId, id))
    .orderBy(asc(documentLines.lineNo));
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const itemRows = itemIds.length
    ? await tx
        .select({
          id: items.id,
          code: items.code,
          name: items.name,
          unitId: items.unitId,
          units: items.units,
        })
        .from(items)
        .where(inArray(items.id, itemIds))
    : [];
  // Every unit a line could be switched to in the editor: each item's main and extra units.
  const unitsOfItem = (item: (typeof itemRows)[number]) => [
    { id: item.unitId, factor: '1' },
    ...(item.units as { unitId: number; factor: string }[]).map((unit) => ({
      id: unit.unitId,
      factor: unit.factor,
    })),
  ];
  const unitIds = [...new Set(itemRows.flatMap((item) => unitsOfItem(item).map((unit) => unit.id)))];
  const [unitRows, warehouseRows, account, balances] = [
    unitIds.length
      ? await tx.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, unitIds))
      : [],
    await tx
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(inArray(warehouses.id, [header.warehouseId, header.targetWarehouseId ?? header.warehouseId])),
    header.accountId
      ? (
          await tx
            .select({ code: accounts.code, title: accounts.title })
            .from(accounts)
            .where(eq(accounts.id, header.accountId))
        )[0]
      : undefined,
    header.accountId
      ? await tx
          .select({ currency: accountBalances.currency, balance: accountBalances.balance })
          .from(accountBalances)
          .where(eq(accountBalances.accountId, header.accountId))
      : [],
  ];
  const itemOf = new Map(itemRows.map((item) => [item.id, item]));
  const unitOf = new Map(unitRows.map((unit) => [unit.id, unit.name]));
  const warehouseOf = new Map(warehouseRows.map((warehouse) => [warehouse.id, warehouse.name]));
  const { companyId: _company, idempotencyKey: _key, createdAt, updatedAt, ...rest } = header;
  return {
    ...rest,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    documentDiscount: header.discountKind ? { kind: header.discountKind, value: header.discountValue } : null,
    refs: {
      account: account ? `${account.code} ${account.title}` : '',
      warehouse: warehouseOf.get(header.warehouseId) ?? '',
      targetWarehouse: header.targetWarehouseId ? (warehouseOf.get(header.targetWarehouseId) ?? '') : '',
    },
    accountBalances: balances,
    lines: lines.map(({ companyId: _c, documentId: _d, discount1, discount2, discount3, ...line }) => ({
      ...line,
      discounts: [discount1, discount2, discount3].filter((value, index, all) =>
        all.slice(index).some((rest) => Number(rest) !== 0),
      ),
      itemCode: itemOf.get(line.itemId)?.code ?? '',
      itemName: itemOf.get(line.itemId)?.name ?? '',
      unitName: line.unitId ? (unitOf.get(line.unitId) ?? '') : '',
      units: (() => {
        const item = itemOf.get(line.itemId);
        return item ? unitsOfItem(item).map((unit) => ({ ...unit, name: unitOf.get(unit.id) ?? '' })) : [];
      })(),
    })),
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
}

/** A page of documents of some types, newest first, with the totals of everything that matched. */
export async function listDocuments(tx: Db, query: DocumentListQuery) {
  const conditions = [sql`d.doc_type = ANY(${sql.param(query.docTypes)}::text[])`];
  if (query.dateFrom) conditions.push(sql`d.date >= ${query.dateFrom}`);
  if (query.dateTo) conditions.push(sql`d.date <= ${query.dateTo}`);
  if (query.accountId) conditions.push(sql`d.account_id = ${query.accountId}`);
  if (query.search) {
    const term = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`).toLocaleLowerCase('tr')}%`;
    conditions.push(
      sql`(lower(d.number) LIKE ${term} OR lower(a.title COLLATE "tr-TR-x-icu") LIKE ${term} OR lower(d.counterparty_no) LIKE ${term})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const from = sql`FROM documents d LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id WHERE ${where}`;
  const rows = await tx.execute<Record<string, unknown>>(sql`
    SELECT d.id, d.doc_type AS "docType", d.number, d.date, d.time, d.due_date AS "dueDate", d.account_id AS "accountId",
           coalesce(a.title, '') AS "accountTitle", d.currency, d.grand_total AS "grandTotal", d.payable,
           d.vat_total AS "vatTotal", d.status, d.printed, d.counterparty_no AS "counterpartyNo"
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
