import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activeFlag, tenantPolicy } from '../db/tenancy.ts';

/** Columns every declared resource has: its company first, a generated id, the active flag, times. */
const base = () => ({
  companyId: integer('company_id').notNull(),
  id: integer('id').generatedAlwaysAsIdentity(),
  active: activeFlag(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

type Base = ReturnType<typeof base>;

/**
 * A resource's table: the shared columns, primary key (company_id, id), row-level security, and
 * whatever keys and indexes the resource adds.
 */
export function resourceTable<C extends Record<string, PgColumnBuilderBase>>(
  name: string,
  columns: C,
  extra: (t: Record<keyof (Base & C), ExtraConfigColumn>) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { ...base(), ...columns }, (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    ...extra(t as never),
    ...tenantPolicy(name),
  ]);
}

/** Turkish-aware search (`containsTr`) on a large table needs this trigram index on the same expression. */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', sql`search_fold(${column}) gin_trgm_ops`);

/**
 * A large resource's searched text, folded once when the row is written: its list searches (the
 * columns of `def.list.search`, by their database names) compare this one column instead of folding
 * each column of every row they pass, a fold being an ICU lower-casing and a translate (a common
 * word's newest-first walk at a million items: 136 ms folding, 4 ms reading). The columns are joined
 * by a line break, which no searched text holds, so a match never spans two of them.
 */
export const searchText = (...dbColumns: string[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(dbColumns.map((column) => `search_fold(coalesce("${column}", ''))`).join(` || E'\\n' || `)),
    );

/** The trigram index of `searchText`. */
export const searchTextIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

/** The list's default order (Turkish alphabet, then id) read straight from an index: no sort of the table. */
export const sortIndex = (
  name: string,
  t: { companyId: ExtraConfigColumn; id: ExtraConfigColumn },
  column: ExtraConfigColumn,
) => index(name).on(t.companyId, sql`(${column} COLLATE "tr-TR-x-icu")`, t.id);

/** Unique within the company, ignoring empty values (a code left blank is not a duplicate). */
export const uniqueWhenSet = (name: string, column: ExtraConfigColumn) =>
  uniqueIndex(name)
    .on(sql`company_id`, column)
    .where(sql`${column} <> ''` as SQL);

/** A reference to another resource of the same company. */
export const sameCompanyRef = (
  name: string,
  t: { companyId: ExtraConfigColumn },
  column: ExtraConfigColumn,
  target: { companyId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [t.companyId, column],
    foreignColumns: [target.companyId, target.id] as [ExtraConfigColumn, ExtraConfigColumn],
  });

/** Optional text: stored as '' rather than NULL, so searches and unique checks need no NULL cases. */
export const textOrEmpty = (name: string) => text(name).notNull().default('');

/** Money and quantities: exact decimals with four places, never floating point. */
export const amount = (name: string) => numeric(name, { precision: 19, scale: 4 }).notNull().default('0');
