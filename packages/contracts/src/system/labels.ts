import { z } from 'zod';
import { MenuId } from '../menus/catalogue.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';

/** A4 in millimetres: sheets of labels are laid out on it. */
export const A4 = { width: 210, height: 297 };

/**
 * Label designs (`/sistem/etiket`): the label's size, how many sit on an A4 sheet (3 × 8 and the
 * like) or one per label on a roll, what is printed and which barcode.
 */
export const labelDesigns = defineResource({
  name: 'labelDesigns',
  menus: [MenuId.labels],
  fields: {
    name: f.text({ required: true, max: 60 }),
    paper: f.enum(['a4', 'roll'], 'a4'),
    columns: f.integer({ required: true, min: 1, max: 10, default: 3 }),
    rows: f.integer({ required: true, min: 1, max: 30, default: 8 }),
    // 70 × 37 mm: the common 3 × 8 sheet (24 labels on A4), so a design saved as it opens prints.
    labelWidth: f.quantity({ default: '70' }),
    labelHeight: f.quantity({ default: '37' }),
    marginTop: f.quantity(),
    marginLeft: f.quantity(),
    gapX: f.quantity(),
    gapY: f.quantity(),
    barcodeType: f.enum(['ean13', 'code128', 'qrcode'], 'ean13'),
    showName: f.boolean(true),
    showCode: f.boolean(false),
    showPrice: f.boolean(true),
    fontSize: f.integer({ required: true, min: 5, max: 24, default: 8 }),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'paper', 'columns', 'rows', 'labelWidth', 'labelHeight', 'barcodeType'],
    search: ['name'],
    sort: { field: 'name', order: 'asc' },
  },
  form: {
    sections: [
      {
        key: 'sheet',
        fields: ['name', 'paper', 'columns', 'rows', 'marginTop', 'marginLeft', 'gapX', 'gapY'],
      },
      {
        key: 'label',
        fields: ['labelWidth', 'labelHeight', 'barcodeType', 'fontSize', 'showName', 'showCode', 'showPrice'],
      },
    ],
  },
  rules: (design) => {
    const broken: { field: string; key: string }[] = [];
    const size = (value: string) => Number(value);
    if (!(size(design.labelWidth) > 0)) broken.push({ field: 'labelWidth', key: 'v.positive' });
    if (!(size(design.labelHeight) > 0)) broken.push({ field: 'labelHeight', key: 'v.positive' });
    const columns = design.columns ?? 1;
    const rows = design.rows ?? 1;
    if (design.paper === 'a4') {
      const width =
        size(design.marginLeft) + columns * size(design.labelWidth) + (columns - 1) * size(design.gapX);
      const height =
        size(design.marginTop) + rows * size(design.labelHeight) + (rows - 1) * size(design.gapY);
      if (width > A4.width) broken.push({ field: 'labelWidth', key: 'v.labelsTooWide' });
      if (height > A4.height) broken.push({ field: 'labelHeight', key: 'v.labelsTooTall' });
    }
    return broken;
  },
});

/** `POST /api/labels/pdf`: which items, how many labels of each, and where to start on a used sheet. */
export const labelPrintRequest = z.strictObject({
  designId: z.number({ error: 'v.required' }).int().positive({ error: 'v.required' }),
  lines: z
    .array(
      z.strictObject({
        itemId: z.number({ error: 'v.required' }).int().positive({ error: 'v.required' }),
        quantity: z
          .number({ error: 'v.number' })
          .int({ error: 'v.integer' })
          .min(1, { error: 'v.min' })
          .max(1000, { error: 'v.max' }),
      }),
      { error: 'v.invalid' },
    )
    .min(1, { error: 'v.required' })
    .max(200, { error: 'v.max' }),
  /** Positions already used on the first sheet (a half-used sheet of labels goes back in the printer). */
  skip: z.number().int().min(0).max(300).default(0),
});
export type LabelPrintRequest = z.infer<typeof labelPrintRequest>;
