import { integer, text } from 'drizzle-orm/pg-core';
import {
  resourceTable,
  sameCompanyRef,
  trigramIndex,
  uniqueWhenSet,
} from '../../platform/resources/tables.ts';

const notes = (name: string) => text(name).notNull().default('');

export const producers = resourceTable(
  'producers',
  {
    code: notes('code'),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('producer'),
    taxId: notes('tax_id'),
    phone: notes('phone'),
    email: notes('email'),
    website: notes('website'),
    address: notes('address'),
    notes: notes('notes'),
  },
  (t) => [uniqueWhenSet('producers_code', t.code), trigramIndex('producers_name_search', t.name)],
);

export const persons = resourceTable(
  'persons',
  {
    name: text('name').notNull(),
    sortName: notes('sort_name'),
    nationality: notes('nationality'),
    birthYear: integer('birth_year'),
    biography: notes('biography'),
  },
  (t) => [trigramIndex('persons_name_search', t.name)],
);

export const warehouses = resourceTable(
  'warehouses',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    phone: notes('phone'),
    address: notes('address'),
  },
  (t) => [uniqueWhenSet('warehouses_code', t.code)],
);

export const locations = resourceTable(
  'locations',
  {
    warehouseId: integer('warehouse_id').notNull(),
    code: text('code').notNull(),
    name: notes('name'),
  },
  (t) => [
    uniqueWhenSet('locations_code', t.code),
    sameCompanyRef('locations_warehouse', t, t.warehouseId, warehouses),
  ],
);

export const itemTypes = resourceTable(
  'item_types',
  { code: notes('code'), name: text('name').notNull() },
  (t) => [uniqueWhenSet('item_types_name', t.name)],
);

export const categories = resourceTable(
  'categories',
  { name: text('name').notNull(), parentId: integer('parent_id'), code: notes('code') },
  (t) => [sameCompanyRef('categories_parent', t, t.parentId, t as never)],
);

export const units = resourceTable(
  'units',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    decimals: integer('decimals').notNull().default(0),
  },
  (t) => [uniqueWhenSet('units_code', t.code)],
);

export const variants = resourceTable(
  'variants',
  { name: text('name').notNull(), values: text('values').array().notNull().default([]) },
  (t) => [uniqueWhenSet('variants_name', t.name)],
);

/** The table of each stock definition, by the definition's name. */
export const STOCK_TABLES: Record<string, unknown> = {
  producers,
  persons,
  warehouses,
  locations,
  itemTypes,
  categories,
  units,
  variants,
};
