import type { ResourceDef } from '@kibo/contracts/resources';
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { containsPattern, containsTr } from '../db/search.ts';
import { invalidField } from '../http/errors.ts';
import type { ResourceBinding, Row } from './binding.ts';
import { columnsOf, publicRow, withRefs } from './service.ts';

/** Lists count at most this many rows: past it the answer says "more than", as Odoo does. */
export const COUNT_CAP = 10_000;
/**
 * A search counts at most this many matches: counting every match of a common word in a million
 * rows is what would make the answer slow, and past a few pages the user narrows the search.
 */
export const SEARCH_COUNT_CAP = 200;
/** Long texts, images and inner tables stay out of lists; the form loads them with the record. */
const HEAVY_KINDS = new Set(['textarea', 'image', 'lines']);

const listedColumns = (def: ResourceDef, columns: Record<string, AnyPgColumn>) =>
  Object.fromEntries(
    Object.entries(columns).filter(
      ([name]) => name !== 'companyId' && !HEAVY_KINDS.has(def.fields[name]?.meta.kind ?? ''),
    ),
  );

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  search?: string | undefined;
  active: 'true' | 'false' | 'all';
  [filter: string]: unknown;
}

interface Sort {
  field: string;
  /** The sort expression: text by Turkish alphabet order (ç after c, ı before i, İ with i). */
  key: SQL | AnyPgColumn;
  descending: boolean;
  /** Whether the column never holds NULL, so rows can be walked by (key, id) without gaps. */
  keyset: boolean;
  orderBy: SQL[];
}

/**
 * The order of a list. A search without a chosen sort lists the newest matches first: walking the
 * primary key backwards finds a page of matches after a few thousand rows, where the name order
 * may have to pass half a million rows before the first "İstanbul…". A search sorted by a text
 * column on purpose is ordered by an expression no index serves, so the matches are found through
 * the trigram index and sorted, never by walking the whole name index.
 */
function sortOf(
  def: ResourceDef,
  columns: Record<string, AnyPgColumn>,
  sort: string | undefined,
  searching = false,
): Sort {
  if (searching && !sort)
    return { field: 'id', key: columns.id!, descending: true, keyset: true, orderBy: [desc(columns.id!)] };
  const wanted = sort ?? `${def.list.sort.order === 'desc' ? '-' : ''}${def.list.sort.field}`;
  const field = wanted.replace(/^-/, '');
  const sortable = new Set<string>([...def.list.columns, def.titleField, 'id']);
  const column = columns[field];
  // A list of values (barcodes, phones) has no single value to sort by.
  const listed = ['list', 'tags'].includes(def.fields[field]?.meta.kind ?? '');
  if (!sortable.has(field) || !column || listed) throw invalidField('sort', 'v.invalid');
  const descending = wanted.startsWith('-');
  const direction = descending ? desc : asc;
  const text = column.columnType === 'PgText';
  const key = !text
    ? column
    : searching
      ? sql`(${column} || '') COLLATE "tr-TR-x-icu"`
      : sql`${column} COLLATE "tr-TR-x-icu"`;
  return {
    field,
    key,
    descending,
    keyset: column.notNull,
    orderBy: [direction(key as AnyPgColumn), direction(columns.id!)],
  };
}

function filtersOf(binding: ResourceBinding, columns: Record<string, AnyPgColumn>, query: ListQuery): SQL[] {
  const { def, hooks } = binding;
  const conditions: SQL[] = [];
  if (query.active !== 'all') conditions.push(eq(columns.active!, query.active === 'true'));
  // A large table keeps its searched columns folded in `search_text` (see `searchText`).
  const searched = !query.search
    ? []
    : columns.searchText
      ? [sql`${columns.searchText} LIKE ${containsPattern(query.search)}`]
      : def.list.search.map((field) => containsTr(columns[field]!, query.search!));
  if (query.search && hooks?.searchAlso) searched.push(hooks.searchAlso(query.search));
  if (searched.length > 0) {
    conditions.push(searched.length === 1 ? searched[0]! : sql`(${sql.join(searched, sql` OR `)})`);
  }
  for (const field of def.list.filters ?? []) {
    const raw = query[field];
    if (raw === undefined || raw === '') continue;
    const meta = def.fields[field]!.meta;
    const column = columns[field]!;
    const value = String(raw);
    if (meta.kind === 'reference' || meta.kind === 'integer') {
      if (!/^\d{1,9}$/.test(value)) throw invalidField(field, 'v.invalid');
      conditions.push(eq(column, Number(value)));
    } else if (meta.kind === 'enum') {
      if (!meta.options?.includes(value)) throw invalidField(field, 'v.enum');
      conditions.push(eq(column, value));
    } else if (meta.kind === 'boolean') {
      conditions.push(eq(column, value === 'true'));
    } else conditions.push(containsTr(column, value));
  }
  return conditions;
}

/**
 * A search without a chosen sort lists the newest matches first. It looks among the newest
 * `window` rows first, a bounded amount of work whatever the word, and goes on to the older rows
 * only while it still lacks matches for the page or for the count: a common word is served from the
 * window; a rare one is found among the rest through its trigram index. (Left to itself, the planner
 * picks between those two ways by estimates, and a wrong pick costs a hundred milliseconds.)
 */
export const SEARCH_WINDOW = 20_000;

/**
 * The ids of the newest matches, as many as the count and the page need, in one walk per part: the
 * count is how many were found (capped), the page is a slice of them, read by id afterwards.
 */
async function newestMatches(
  tx: Db,
  binding: ResourceBinding,
  where: SQL | undefined,
  wanted: number,
  window: number,
): Promise<number[]> {
  const id = columnsOf(binding).id!;
  const [floor] = await tx.select({ id }).from(binding.table).orderBy(desc(id)).offset(window).limit(1);
  const parts = floor ? [gt(id, floor.id), lte(id, floor.id)] : [undefined];
  const found: number[] = [];
  for (const part of parts) {
    if (found.length >= wanted) break;
    // Ordered by id: unordered, the planner may fetch every match of the whole table through the
    // trigram bitmap only to drop those outside the window (1.6 s at a million items for a common
    // word); ordered, it walks the window by id, or sorts the few matches of a rare word.
    const rows = await tx
      .select({ id })
      .from(binding.table)
      .where(and(where, part))
      .orderBy(desc(id))
      .limit(wanted - found.length);
    found.push(...rows.map((row) => row.id as number));
  }
  return found;
}

export async function listRecords(
  tx: Db,
  binding: ResourceBinding,
  query: ListQuery,
  window = SEARCH_WINDOW,
) {
  const { def, table, hooks } = binding;
  const columns = columnsOf(binding);
  const where = and(...filtersOf(binding, columns, query));
  const shown = listedColumns(def, columns);
  const searching = Boolean(query.search);
  const cap = searching ? SEARCH_COUNT_CAP : COUNT_CAP;
  const offset = (query.page - 1) * query.pageSize;
  const page = (condition: SQL | undefined, limit: number, skip: number) =>
    tx
      .select(shown)
      .from(table)
      .where(condition)
      .orderBy(...sortOf(def, columns, query.sort, searching).orderBy)
      .limit(limit)
      .offset(skip);
  const countUpTo = async (condition: SQL | undefined, most: number) => {
    const counted = await tx.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table} WHERE ${condition ?? sql`true`} LIMIT ${most}) capped`,
    );
    return counted.rows[0]?.total ?? 0;
  };
  let rows: Row[];
  let total: number;
  if (searching && !query.sort) {
    const ids = await newestMatches(
      tx,
      binding,
      where,
      Math.max(SEARCH_COUNT_CAP + 1, offset + query.pageSize),
      window,
    );
    const shownIds = ids.slice(offset, offset + query.pageSize);
    rows =
      shownIds.length > 0 ? ((await page(inArray(columns.id!, shownIds), shownIds.length, 0)) as Row[]) : [];
    total = ids.length;
  } else {
    rows = (await page(where, query.pageSize, offset)) as Row[];
    total = await countUpTo(where, cap + 1);
  }
  const named = await withRefs(tx, def, rows);
  return {
    list: (hooks?.decorate ? await hooks.decorate(tx, named) : named).map(publicRow),
    total: Math.min(total, cap),
    totalCapped: total > cap,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Where an export stopped: the last row's sort key and id, or how many rows were read. */
export type ExportCursor = { key: unknown; id: number } | { offset: number } | null;

/**
 * The next batch of a whole list (an export), in the list's order. Rows are walked by (sort key, id)
 * so each batch costs the same however deep into a large table it is; a sort column that may hold
 * NULL falls back to paging by offset.
 */
export async function listBatch(
  tx: Db,
  binding: ResourceBinding,
  query: ListQuery,
  cursor: ExportCursor,
  size: number,
): Promise<{ rows: Row[]; next: ExportCursor }> {
  const { def, table, hooks } = binding;
  const columns = columnsOf(binding);
  const sort = sortOf(def, columns, query.sort, Boolean(query.search));
  const conditions = filtersOf(binding, columns, query);
  if (cursor && 'key' in cursor) {
    const after = sql`(${sort.key}, ${columns.id}) ${sql.raw(sort.descending ? '<' : '>')} (${cursor.key}, ${cursor.id})`;
    conditions.push(after);
  }
  const offset = cursor && 'offset' in cursor ? cursor.offset : 0;
  const rows = (await tx
    .select(listedColumns(def, columns))
    .from(table)
    .where(and(...conditions))
    .orderBy(...sort.orderBy)
    .limit(size)
    .offset(offset)) as Row[];
  const last = rows.at(-1);
  const next: ExportCursor = !last
    ? null
    : sort.keyset
      ? { key: last[sort.field], id: last.id as number }
      : { offset: offset + rows.length };
  const named = await withRefs(tx, def, rows);
  return { rows: (hooks?.decorate ? await hooks.decorate(tx, named) : named).map(publicRow), next };
}
