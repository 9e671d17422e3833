import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import {
  amount,
  resourceTable,
  sameCompanyRef,
  searchText,
  searchTextIndex,
  sortIndex,
  textOrEmpty,
  uniqueWhenSet,
} from '../../platform/resources/tables.ts';
import { categories, itemTypes, persons, producers, units, warehouses } from './stock.tables.ts';

const lines = (name: string) => jsonb(name).notNull().default([]);

export const items = resourceTable(
  'items',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('goods'),
    barcodes: text('barcodes').array().notNull().default([]),
    categoryId: integer('category_id'),
    itemTypeId: integer('item_type_id'),
    unitId: integer('unit_id').notNull(),
    units: lines('units'),
    vatRate: text('vat_rate').notNull().default('20'),
    otvRate: numeric('otv_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    gtip: textOrEmpty('gtip'),
    purchasePrice: amount('purchase_price'),
    purchaseCurrency: text('purchase_currency').notNull().default('TRY'),
    salePrice: amount('sale_price'),
    saleCurrency: text('sale_currency').notNull().default('TRY'),
    vatIncluded: boolean('vat_included').notNull().default(true),
    prices: lines('prices'),
    producerId: integer('producer_id'),
    brand: textOrEmpty('brand'),
    minStock: amount('min_stock'),
    maxStock: amount('max_stock'),
    variants: lines('variants'),
    parentId: integer('parent_id'),
    variantValues: text('variant_values').array().notNull().default([]),
    image: textOrEmpty('image'),
    quickSale: boolean('quick_sale').notNull().default(false),
    notes: textOrEmpty('notes'),
    isbn: textOrEmpty('isbn'),
    contributors: lines('contributors'),
    pageCount: integer('page_count'),
    edition: integer('edition'),
    printYear: integer('print_year'),
    language: textOrEmpty('language'),
    summary: textOrEmpty('summary'),
    searchText: searchText('code', 'name'),
  },
  (t) => [
    uniqueWhenSet('items_code', t.code),
    searchTextIndex('items_search', t.searchText),
    sortIndex('items_name_sort', t, t.name),
    // A till's download of what changed since its last one (modules/offline).
    index('items_changed').on(t.companyId, t.updatedAt, t.id),
    // The till's quick-sale keys: a few dozen cards out of a catalogue of any size.
    index('items_quick_sale').on(t.companyId, t.categoryId).where(sql`quick_sale`),
    // Partial: only variants have a parent. A full index on (company, parent) is also a way to find an
    // item by company and id, and the foreign-key checks of a fresh install sometimes planned it so.
    index('items_parent').on(t.companyId, t.parentId).where(sql`${t.parentId} IS NOT NULL`),
    // A search finds the items of the producers (publishers) whose name matches.
    index('items_producer').on(t.companyId, t.producerId),
    sameCompanyRef('items_category', t, t.categoryId, categories),
    sameCompanyRef('items_item_type', t, t.itemTypeId, itemTypes),
    sameCompanyRef('items_unit', t, t.unitId, units),
    sameCompanyRef('items_producer', t, t.producerId, producers),
    sameCompanyRef('items_parent_item', t, t.parentId, t as never),
  ],
);

/**
 * Every barcode of every item, one row each, so a barcode is unique in the company and a scan finds
 * its item (and the unit it counts, e.g. a box of 12) through the primary key.
 */
export const itemBarcodes = pgTable(
  'item_barcodes',
  {
    companyId: integer('company_id').notNull(),
    barcode: text('barcode').notNull(),
    itemId: integer('item_id').notNull(),
    unitId: integer('unit_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.barcode] }),
    index('item_barcodes_item').on(t.companyId, t.itemId),
    foreignKey({
      name: 'item_barcodes_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    ...tenantPolicy('item_barcodes'),
  ],
);

/**
 * The persons (authors, translators…) of each item, one row each, kept from the card's contributors,
 * so a search finds a person's books through an index instead of reading every card's lines.
 */
export const itemPersons = pgTable(
  'item_persons',
  {
    companyId: integer('company_id').notNull(),
    personId: integer('person_id').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.personId, t.itemId] }),
    index('item_persons_item').on(t.companyId, t.itemId),
    foreignKey({
      name: 'item_persons_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_persons_person_fk',
      columns: [t.companyId, t.personId],
      foreignColumns: [persons.companyId, persons.id],
    }).onDelete('cascade'),
    ...tenantPolicy('item_persons'),
  ],
);

/**
 * Quantity on hand per item and warehouse, with its value at cost, kept by the stock documents in the
 * same transaction as their movements; lists read it, never sum movements on the fly. No row means zero.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    companyId: integer('company_id').notNull(),
    itemId: integer('item_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    quantity: numeric('quantity', { precision: 19, scale: 4 }).notNull().default('0'),
    /** Lira: the sum of its moves' values. */
    value: numeric('value', { precision: 19, scale: 4 }).notNull().default('0'),
    /** The moving average after the last move (null before any cost is known). */
    unitCost: numeric('unit_cost', { precision: 19, scale: 6 }),
    /** The latest move's date: a posting dated before it re-costs the item. */
    lastDate: date('last_date'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.itemId, t.warehouseId] }),
    foreignKey({
      name: 'stock_balances_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }),
    foreignKey({
      name: 'stock_balances_warehouse_fk',
      columns: [t.companyId, t.warehouseId],
      foreignColumns: [warehouses.companyId, warehouses.id],
    }),
    ...tenantPolicy('stock_balances'),
  ],
);
