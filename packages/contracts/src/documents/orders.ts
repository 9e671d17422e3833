import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { decimal } from '../resources/fields.ts';

/**
 * How far an order (or waybill) has been supplied: the spec's status labels "never supplied",
 * "partially supplied", "supplied"; a cancelled order shows "cancelled" whatever it was.
 */
export const SUPPLY_STATES = ['none', 'partial', 'full'] as const;
export type SupplyState = (typeof SUPPLY_STATES)[number];
export const ORDER_STATES = [...SUPPLY_STATES, 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const id = z.number({ error: 'v.required' }).int().positive({ error: 'v.required' });

/** `/depo/uruntopla`: the open sales orders a picker starts from (several at once, one round). */
export const pickingStart = z.object({
  orderIds: z.array(id).min(1, { error: 'v.required' }).max(50, { error: 'v.max' }),
});

/** A quantity entered for an order line at a shelf: added to what was picked there, or replacing it. */
export const pickInput = z.object({
  orderLineId: id,
  locationId: id.nullable().default(null),
  quantity: decimal(4, 'nonNegative'),
  mode: z.enum(['add', 'set']).default('set'),
});
export type PickInput = z.output<typeof pickInput>;

/** A scanner read: an item's barcode or code, after the shelf's code when shelves are confirmed. */
export const pickScan = z.object({
  code: requiredText(100),
  shelfCode: z.string().trim().max(100).default(''),
});
