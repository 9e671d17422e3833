import { boolean, integer, numeric, text } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/resources/tables.ts';

/** Millimetres with two decimals. */
const mm = (name: string, fallback: string) =>
  numeric(name, { precision: 7, scale: 2 }).notNull().default(fallback);

export const labelDesigns = resourceTable('label_designs', {
  name: text('name').notNull(),
  paper: text('paper').notNull().default('a4'),
  columns: integer('columns').notNull().default(3),
  rows: integer('rows').notNull().default(8),
  labelWidth: mm('label_width', '70'),
  labelHeight: mm('label_height', '37'),
  marginTop: mm('margin_top', '0'),
  marginLeft: mm('margin_left', '0'),
  gapX: mm('gap_x', '0'),
  gapY: mm('gap_y', '0'),
  barcodeType: text('barcode_type').notNull().default('ean13'),
  showName: boolean('show_name').notNull().default(true),
  showCode: boolean('show_code').notNull().default(false),
  showPrice: boolean('show_price').notNull().default(true),
  fontSize: integer('font_size').notNull().default(8),
});
