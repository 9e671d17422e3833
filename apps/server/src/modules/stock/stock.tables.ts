import { integer, text } from 'drizzle-orm/pg-core';
import {
  resourceTable,
  sameCompanyRef,
  textOrEmpty,
  trigramIndex,
  uniqueWhenSet,
} from '../../platform/resources/tables.ts';

export const producers = resourceTable(
  'producers',
  {
    code: textOrEmpty('code'),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('producer'),
    taxId: textOrEmpty('tax_id'),
    phone: textOrEmpty('phone'),
    email: textOrEmpty('email'),
    website: textOrEmpty('website'),
    address: textOrEmpty('address'),
    notes: textOrEmpty('notes'),
  },
  (t) => [uniqueWhenSet('producers_code', t.code), trigramIndex('producers_name_search', t.name)],
);

export const persons = resourceTable(
  'persons',
  {
    name: text('name').notNull(),
    sortName: textOrEmpty('sort_name'),
    nationality: textOrEmpty('nationality'),
    birthYear: integer('birth_year'),
    biography: textOrEmpty('biography'),
  },
  (t) => [trigramIndex('persons_name_search', t.name)],
);

export const warehouses = resourceTable(
  'warehouses',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    phone: textOrEmpty('phone'),
    address: textOrEmpty('address'),
  },
  (t) => [uniqueWhenSet('warehouses_code', t.code)],
);

export const locations = resourceTable(
  'locations',
  {
    warehouseId: integer('warehouse_id').notNull(),
    code: text('code').notNull(),
    name: textOrEmpty('name'),
  },
  (t) => [
    uniqueWhenSet('locations_code', t.code),
    sameCompanyRef('locations_warehouse', t, t.warehouseId, warehouses),
  ],
);

export const itemTypes = resourceTable(
  'item_types',
  { code: textOrEmpty('code'), name: text('name').notNull() },
  (t) => [uniqueWhenSet('item_types_name', t.name)],
);

export const categories = resourceTable(
  'categories',
  { name: text('name').notNull(), parentId: integer('parent_id'), code: textOrEmpty('code') },
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
