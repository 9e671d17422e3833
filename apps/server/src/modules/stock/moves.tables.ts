import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { sameCompanyRef } from '../../platform/resources/tables.ts';
import { items } from './items.tables.ts';
import { warehouses } from './stock.tables.ts';

/**
 * Every change of quantity on hand, one row per document line and warehouse (a transfer writes two),
 * signed, in the item's main unit, with the cost it carried (moving average per item and warehouse,
 * docs/decisions/0002). `stock_balances` is their running sum, kept in the same transaction; an
 * item's movement history (`/stok/islem`) reads these rows by item and date.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    documentId: integer('document_id').notNull(),
    lineId: integer('line_id').notNull(),
    itemId: integer('item_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    date: date('date').notNull(),
    quantity: numeric('quantity', { precision: 19, scale: 4 }).notNull(),
    /** Lira per main unit this move brought in or took out. */
    unitCost: numeric('unit_cost', { precision: 19, scale: 6 }).notNull().default('0'),
    /** Signed value in lira it added to its balance; the balance's value is their sum. */
    value: numeric('value', { precision: 19, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('stock_moves_item').on(t.companyId, t.itemId, t.warehouseId, t.date, t.id),
    index('stock_moves_document').on(t.companyId, t.documentId),
    // Reports by period: the moves of a date range, stock on hand at a past date (what moved after it).
    index('stock_moves_date').on(t.companyId, t.date),
    sameCompanyRef('stock_moves_item_fk', t, t.itemId, items),
    sameCompanyRef('stock_moves_warehouse_fk', t, t.warehouseId, warehouses),
    ...tenantPolicy('stock_moves'),
  ],
);

/**
 * Items whose moves wait for re-costing from a date (a back-dated, edited or cancelled document):
 * the queue the re-costing worker drains, one row per item, the earliest date kept.
 */
export const stockRecost = pgTable(
  'stock_recost',
  {
    companyId: integer('company_id').notNull(),
    itemId: integer('item_id').notNull(),
    fromDate: date('from_date').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.itemId] }),
    sameCompanyRef('stock_recost_item_fk', t, t.itemId, items),
    ...tenantPolicy('stock_recost'),
  ],
);
