import { z } from 'zod';
import { MAX_DOCUMENT_LINES } from '../documents/kinds.ts';
import { optionalText, requiredText } from '../platform/fields.ts';
import type { posLineInput } from '../pos/receipt.ts';
import { decimal } from '../resources/fields.ts';

// Restaurant tables (`/fis/posmasa`): areas and tables on a floor plan, the table orders (adisyon)
// with their lines, kitchen printer categories, and what the waiter does to an order. An order is
// closed as a till receipt (`posReceipt`) that names it (`tableOrderId`).

/** The floor plan's own units: every area is a 1000 × 600 plan, scaled to the screen it shows on. */
export const FLOOR_PLAN = { width: 1000, height: 600, grid: 10 } as const;
export const TABLE_SHAPES = ['square', 'round'] as const;
/** The most parts a bill is paid in at the till (`&pay=N`). */
export const MAX_EQUAL_SHARES = 20;

const id = z.number({ error: 'v.required' }).int().positive({ error: 'v.required' }).max(2_147_483_647);
const coordinate = (max: number) =>
  z
    .number({ error: 'v.number' })
    .int({ error: 'v.integer' })
    .min(0, { error: 'v.min' })
    .max(max, { error: 'v.max' });
const positive = decimal(4, 'nonNegative').refine((value) => Number(value) > 0, { error: 'v.positive' });
/** A manager's approval token (`POST /api/pos/approvals`), for a user who lacks the right. */
const approvalToken = z.string().trim().max(100).optional();

export const posAreaInput = z.object({
  name: requiredText(60),
  sort: z.number().int().min(0).max(999).default(0),
});
export type PosAreaInput = z.output<typeof posAreaInput>;

/** A table on its area's plan: position and size in plan units, kept inside the plan. */
export const posTableInput = z
  .object({
    areaId: id,
    name: requiredText(30),
    seats: z
      .number({ error: 'v.number' })
      .int({ error: 'v.integer' })
      .min(1, { error: 'v.min' })
      .max(99, { error: 'v.max' })
      .default(4),
    x: coordinate(FLOOR_PLAN.width).default(0),
    y: coordinate(FLOOR_PLAN.height).default(0),
    width: coordinate(400).min(40, { error: 'v.min' }).default(140),
    height: coordinate(400).min(40, { error: 'v.min' }).default(100),
    shape: z.enum(TABLE_SHAPES, { error: 'v.enum' }).default('square'),
  })
  .superRefine((table, context) => {
    if (table.x + table.width > FLOOR_PLAN.width)
      context.addIssue({ code: 'custom', path: ['x'], message: 'posTables.offPlan' });
    if (table.y + table.height > FLOOR_PLAN.height)
      context.addIssue({ code: 'custom', path: ['y'], message: 'posTables.offPlan' });
  });
export type PosTableInput = z.output<typeof posTableInput>;

/** A kitchen printer category (Mutfak, Bar) and the stock categories whose dishes it prints. */
export const kitchenPrinterInput = z.object({
  name: requiredText(40),
  categoryIds: z
    .array(id)
    .max(500, { error: 'v.max' })
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'v.repeated' }),
});
export type KitchenPrinterInput = z.output<typeof kitchenPrinterInput>;

/** A dish added to a table's order: priced by the server from the stock card (VAT included). */
export const tableLineInput = z.object({
  itemId: id,
  quantity: positive.default('1'),
  /** For the cook: "az pişmiş", "soğansız". */
  note: optionalText(120),
});
export type TableLineInput = z.output<typeof tableLineInput>;

/** Quantity and note of a line not yet sent to the kitchen. */
export const tableLineUpdate = z.object({ quantity: positive, note: optionalText(120) });

export const tablePriceChange = z.object({ unitPrice: decimal(4, 'nonNegative'), approvalToken });

/** Takes a line (or `quantity` of it) off the order; a sent one needs the delete right or an approval. */
export const tableLineRemoval = z.object({
  quantity: positive.nullable().default(null),
  approvalToken,
});

export const tableOrderCancel = z.object({ approvalToken });

/** Move to a free table, or merge into an occupied one. */
export const tableTransfer = z.object({ tableId: id });

/** Lines (or quantities of them) taken onto a bill of their own, paid on its own. */
export const tableSplit = z.object({
  lines: z
    .array(z.object({ lineId: id, quantity: positive }), { error: 'v.required' })
    .min(1, { error: 'doc.noLines' })
    .max(MAX_DOCUMENT_LINES, { error: 'doc.tooManyLines' })
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, {
      error: 'v.repeated',
    }),
});
export type TableSplit = z.output<typeof tableSplit>;

export type TableOrderStatus = 'open' | 'closed' | 'merged' | 'cancelled';

/** A table on the floor screen, with its open order if it has one. */
export interface FloorTable {
  id: number;
  areaId: number;
  name: string;
  seats: number;
  x: number;
  y: number;
  width: number;
  height: number;
  shape: (typeof TABLE_SHAPES)[number];
  order: {
    id: number;
    total: string;
    openedAt: string;
    openedBy: string;
    /** Lines not yet sent to the kitchen. */
    unsent: number;
    /** Bills split off and not paid yet. */
    parts: number;
  } | null;
}

export interface Floor {
  areas: { id: number; name: string; sort: number }[];
  tables: FloorTable[];
  /** Whether the caller may edit areas, tables and printer categories (administrators and managers). */
  canEditLayout: boolean;
}

export interface TableOrderLine {
  id: number;
  itemId: number;
  itemCode: string;
  name: string;
  quantity: string;
  /** VAT included. */
  unitPrice: string;
  vatRate: string;
  amount: string;
  note: string;
  addedBy: string;
  addedAt: string;
  sentAt: string | null;
}

export interface TableOrderView {
  id: number;
  status: TableOrderStatus;
  table: { id: number; name: string; area: string };
  /** The order this one was split off (a bill of its own), if it is one. */
  splitOf: number | null;
  mergedInto: number | null;
  openedAt: string;
  openedBy: string;
  documentId: number | null;
  lines: TableOrderLine[];
  total: string;
  parts: { id: number; total: string; lineCount: number }[];
  /** What the caller may do without a manager's PIN. */
  rights: { canDelete: boolean; canChangePrice: boolean };
}

/** A kitchen ticket as the server answers it; the device adds its own clock and lays it out. */
export interface KitchenTicketData {
  kind: 'order' | 'cancel';
  printer: string;
  table: string;
  waiter: string;
  order: number;
  lines: { quantity: string; name: string; note: string }[];
}

/** What the till loads for `?masa=<orderId>`: the order's lines in the till's own line shape. */
export interface TableOrderForTill {
  orderId: number;
  table: string;
  total: string;
  lines: (z.output<typeof posLineInput> & { code: string; name: string })[];
}
