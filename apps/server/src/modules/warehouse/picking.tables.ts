import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { amount, sameCompanyRef } from '../../platform/resources/tables.ts';
import { documentLines, documents } from '../documents/documents.tables.ts';
import { locations, warehouses } from '../stock/stock.tables.ts';

/**
 * One picking round (`/depo/uruntopla`): open sales orders a picker collects from the shelves, kept
 * on the server so the picker can leave and come back; finishing it makes the orders' waybills.
 */
export const pickings = pgTable(
  'pickings',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** open → finished (waybills made) or cancelled (what was picked goes back to the orders). */
    status: text('status').notNull().default('open'),
    /** The warehouse settings' picking warehouse when the round began; none: each order's own. */
    warehouseId: integer('warehouse_id'),
    /** The sales waybills the finished round made, one per order. */
    waybillIds: integer('waybill_ids').array().notNull().default(sql`'{}'::int[]`),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('pickings_status').on(t.companyId, t.status, t.id),
    sameCompanyRef('pickings_warehouse_fk', t, t.warehouseId, warehouses),
    ...tenantPolicy('pickings'),
  ],
);

export const pickingOrders = pgTable(
  'picking_orders',
  {
    companyId: integer('company_id').notNull(),
    pickingId: integer('picking_id').notNull(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.pickingId, t.orderId] }),
    // The rounds an order is in (an order picked by two pickers at once).
    index('picking_orders_order').on(t.companyId, t.orderId),
    sameCompanyRef('picking_orders_picking_fk', t, t.pickingId, pickings),
    sameCompanyRef('picking_orders_order_fk', t, t.orderId, documents),
    ...tenantPolicy('picking_orders'),
  ],
);

/** What was picked of an order line at a shelf (main units); no shelf when shelves are not confirmed. */
export const pickingLines = pgTable(
  'picking_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    pickingId: integer('picking_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    locationId: integer('location_id'),
    quantity: amount('quantity'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    unique('picking_lines_shelf')
      .on(t.companyId, t.pickingId, t.orderLineId, t.locationId)
      .nullsNotDistinct(),
    // What every open round holds of an order line: nobody picks more than is left to supply.
    index('picking_lines_order_line').on(t.companyId, t.orderLineId),
    sameCompanyRef('picking_lines_picking_fk', t, t.pickingId, pickings),
    // An order changed while being picked gets new lines; what was picked of the old ones goes.
    foreignKey({
      name: 'picking_lines_order_line_fk',
      columns: [t.companyId, t.orderLineId],
      foreignColumns: [documentLines.companyId, documentLines.id],
    }).onDelete('cascade'),
    sameCompanyRef('picking_lines_location_fk', t, t.locationId, locations),
    ...tenantPolicy('picking_lines'),
  ],
);
