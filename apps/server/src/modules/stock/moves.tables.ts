import { bigint, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { sameCompanyRef } from '../../platform/resources/tables.ts';
import { items } from './items.tables.ts';
import { warehouses } from './stock.tables.ts';

/**
 * Every change of quantity on hand, one row per document line and warehouse (a transfer writes two),
 * signed, in the item's main unit. `stock_balances` is their running sum, kept in the same
 * transaction; an item's movement history (`/stok/islem`) reads these rows by item and date.
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
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('stock_moves_item').on(t.companyId, t.itemId, t.warehouseId, t.date, t.id),
    index('stock_moves_document').on(t.companyId, t.documentId),
    sameCompanyRef('stock_moves_item_fk', t, t.itemId, items),
    sameCompanyRef('stock_moves_warehouse_fk', t, t.warehouseId, warehouses),
    ...tenantPolicy('stock_moves'),
  ],
);
