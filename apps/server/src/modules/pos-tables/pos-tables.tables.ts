import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activeFlag, tenantPolicy } from '../../platform/db/tenancy.ts';
import { amount, sameCompanyRef, textOrEmpty } from '../../platform/resources/tables.ts';
import { documents } from '../documents/documents.tables.ts';
import { items } from '../stock/items.tables.ts';
import { categories } from '../stock/stock.tables.ts';
import { users } from '../users/users.tables.ts';

/** An area of the restaurant (salon, bahçe, teras): a tab of the floor screen with a plan of its own. */
export const posAreas = pgTable(
  'pos_areas',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** A removed area keeps its row: the orders of its tables still name it. */
    active: activeFlag(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pos_areas_name').on(t.companyId, t.name).where(sql`active`),
    ...tenantPolicy('pos_areas'),
  ],
);

/**
 * A table on its area's plan (`FLOOR_PLAN` units). Names are unique in the company among tables in
 * use, as the staff call them ("B3") whatever the area. A removed table keeps its row for history.
 */
export const posTables = pgTable(
  'pos_tables',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    areaId: integer('area_id').notNull(),
    name: text('name').notNull(),
    seats: integer('seats').notNull().default(4),
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    width: integer('width').notNull().default(140),
    height: integer('height').notNull().default(100),
    shape: text('shape').notNull().default('square'),
    active: activeFlag(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pos_tables_name').on(t.companyId, t.name).where(sql`active`),
    index('pos_tables_area').on(t.companyId, t.areaId),
    sameCompanyRef('pos_tables_area_fk', t, t.areaId, posAreas),
    ...tenantPolicy('pos_tables'),
  ],
);

/** A kitchen printer category (Mutfak, Bar): the tickets of the dishes its stock categories claim. */
export const posKitchenPrinters = pgTable(
  'pos_kitchen_printers',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pos_kitchen_printers_name').on(t.companyId, t.name),
    ...tenantPolicy('pos_kitchen_printers'),
  ],
);

/**
 * Which printer category a stock category's dishes print on: one each. A subcategory without a row
 * of its own follows its parent's.
 */
export const posPrinterCategories = pgTable(
  'pos_printer_categories',
  {
    companyId: integer('company_id').notNull(),
    categoryId: integer('category_id').notNull(),
    printerId: integer('printer_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('pos_printer_categories_printer').on(t.companyId, t.printerId),
    foreignKey({
      name: 'pos_printer_categories_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [categories.companyId, categories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pos_printer_categories_printer_fk',
      columns: [t.companyId, t.printerId],
      foreignColumns: [posKitchenPrinters.companyId, posKitchenPrinters.id],
    }).onDelete('cascade'),
    ...tenantPolicy('pos_printer_categories'),
  ],
);

/**
 * A table's order (adisyon): open while guests sit, closed by the till receipt that paid it
 * (`document_id`), merged into another table's order, or cancelled. A bill split off an order is an
 * order of its own (`split_of`), paid on its own. A table has at most one open order (the partial
 * unique index decides two waiters opening it at once).
 */
export const posTableOrders = pgTable(
  'pos_table_orders',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tableId: integer('table_id').notNull(),
    splitOf: integer('split_of'),
    status: text('status').notNull().default('open'),
    openedBy: integer('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    documentId: integer('document_id'),
    mergedInto: integer('merged_into'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pos_table_orders_one_open')
      .on(t.companyId, t.tableId)
      .where(sql`status = 'open' AND split_of IS NULL`),
    index('pos_table_orders_table').on(t.companyId, t.tableId, t.openedAt),
    index('pos_table_orders_split_of').on(t.companyId, t.splitOf),
    uniqueIndex('pos_table_orders_document').on(t.companyId, t.documentId),
    sameCompanyRef('pos_table_orders_table_fk', t, t.tableId, posTables),
    sameCompanyRef('pos_table_orders_split_of_fk', t, t.splitOf, t as never),
    sameCompanyRef('pos_table_orders_merged_into_fk', t, t.mergedInto, t as never),
    sameCompanyRef('pos_table_orders_opened_by_fk', t, t.openedBy, users),
    sameCompanyRef('pos_table_orders_document_fk', t, t.documentId, documents),
    ...tenantPolicy('pos_table_orders'),
  ],
);

/**
 * A dish on a table's order, priced when added (VAT included). `sent_at` is when it went to the
 * kitchen, and `printer` the name of the printer category it printed on ('' for the general ticket):
 * its cancellation prints there too, even if the categories were changed since.
 */
export const posTableLines = pgTable(
  'pos_table_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    quantity: numeric('quantity', { precision: 19, scale: 4 }).notNull(),
    unitPrice: amount('unit_price'),
    vatRate: text('vat_rate').notNull(),
    note: textOrEmpty('note'),
    addedBy: integer('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    printer: textOrEmpty('printer'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('pos_table_lines_order').on(t.companyId, t.orderId),
    sameCompanyRef('pos_table_lines_order_fk', t, t.orderId, posTableOrders),
    sameCompanyRef('pos_table_lines_item_fk', t, t.itemId, items),
    sameCompanyRef('pos_table_lines_added_by_fk', t, t.addedBy, users),
    ...tenantPolicy('pos_table_lines'),
  ],
);
