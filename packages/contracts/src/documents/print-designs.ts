import { MenuId } from '../menus/catalogue.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';
import { defineSettings } from '../resources/settings.ts';
import { scaleBarcodeFields, scaleRuleIssues } from '../stock/scale-barcodes.ts';
import { DOCUMENT_KINDS, type DocumentKindName } from './kinds.ts';

/** Which documents a design prints: invoices (and returns), waybills and stock slips, orders and slips. */
export const PRINT_GROUPS = ['invoice', 'waybill', 'order'] as const;
export type PrintGroup = (typeof PRINT_GROUPS)[number];

export const printGroupOf = (docType: DocumentKindName): PrintGroup => {
  const kind = DOCUMENT_KINDS[docType];
  if ('invoice' in kind) return 'invoice';
  if ('order' in kind || kind.stock === 0) return 'order';
  return 'waybill';
};

/** The page layouts the product ships: a boxed, ruled classic form and a modern one in the brand colour. */
export const PRINT_LAYOUTS = ['classic', 'modern'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/**
 * Print designs (`/sistem/tasarim`): a layout and paper, and which of the company's details,
 * header fields, line columns and foot parts appear. The default design of a group is what the
 * editor's print button uses; without one, the built-in classic design prints.
 */
export const printDesigns = defineResource({
  name: 'printDesigns',
  menus: [MenuId.invoiceDesign],
  fields: {
    name: f.text({ required: true, max: 60 }),
    group: f.enum(PRINT_GROUPS, 'invoice'),
    layout: f.enum(PRINT_LAYOUTS, 'classic'),
    paper: f.enum(['a4', 'a5'], 'a4'),
    isDefault: f.boolean(false),
    showLogo: f.boolean(true),
    showCompany: f.boolean(true),
    showBankAccounts: f.boolean(true),
    showDueDate: f.boolean(true),
    showCounterpartyNo: f.boolean(true),
    showShippingAddress: f.boolean(true),
    showDescription: f.boolean(true),
    columnCode: f.boolean(true),
    columnUnit: f.boolean(true),
    columnPrice: f.boolean(true),
    columnDiscount: f.boolean(true),
    columnVat: f.boolean(true),
    columnTotal: f.boolean(true),
    showTotals: f.boolean(true),
    showAmountInWords: f.boolean(true),
    showSignatures: f.boolean(false),
    footNote: f.textarea({ max: 500 }),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'group', 'layout', 'paper', 'isDefault'],
    search: ['name'],
    sort: { field: 'name', order: 'asc' },
    filters: ['group'],
  },
  form: {
    sections: [
      { key: 'design', fields: ['name', 'group', 'layout', 'paper', 'isDefault'] },
      {
        key: 'header',
        fields: [
          'showLogo',
          'showCompany',
          'showBankAccounts',
          'showDueDate',
          'showCounterpartyNo',
          'showShippingAddress',
          'showDescription',
        ],
      },
      {
        key: 'columns',
        fields: ['columnCode', 'columnUnit', 'columnPrice', 'columnDiscount', 'columnVat', 'columnTotal'],
      },
      { key: 'foot', fields: ['showTotals', 'showAmountInWords', 'showSignatures', 'footNote'] },
    ],
  },
});

export type PrintDesign = {
  [K in keyof (typeof printDesigns)['fields']]: K extends 'group'
    ? PrintGroup
    : K extends 'layout'
      ? PrintLayout
      : K extends 'name' | 'paper' | 'footNote'
        ? string
        : boolean;
};

const CLASSIC: Omit<PrintDesign, 'name' | 'group'> = {
  layout: 'classic',
  paper: 'a4',
  isDefault: false,
  showLogo: true,
  showCompany: true,
  showBankAccounts: true,
  showDueDate: true,
  showCounterpartyNo: true,
  showShippingAddress: true,
  showDescription: true,
  columnCode: true,
  columnUnit: true,
  columnPrice: true,
  columnDiscount: true,
  columnVat: true,
  columnTotal: true,
  showTotals: true,
  showAmountInWords: true,
  showSignatures: true,
  footNote: '',
};

/**
 * The designs every company has without defining one (`?design=classic|modern` on a print): a
 * full ruled form, and a lighter one for shops that sell by name rather than code.
 */
export const BUILT_IN_DESIGNS: Record<PrintLayout, Omit<PrintDesign, 'name' | 'group'>> = {
  classic: CLASSIC,
  modern: {
    ...CLASSIC,
    layout: 'modern',
    showCounterpartyNo: false,
    columnCode: false,
    columnDiscount: false,
    showSignatures: false,
  },
};

/**
 * How documents behave for this company (`/fis/ayar`): what a new document starts with, what the
 * scanner does with an item already on the document, printing after save, whether a printed
 * document stays as it was handed over, and at the till: how scale labels are read and the words
 * printed under every receipt.
 */
export const documentSettings = defineSettings({
  name: 'documentSettings',
  menus: [MenuId.documentSettings],
  fields: {
    defaultDueDays: f.integer({ required: true, min: 0, max: 365, default: 0 }),
    mergeScannedLines: f.boolean(true),
    printAfterSave: f.boolean(false),
    lockPrinted: f.boolean(false),
    scaleBarcodes: f.lines(scaleBarcodeFields, { max: 10 }),
    receiptFooter: f.textarea({ max: 500 }),
  },
  form: {
    sections: [
      { key: 'entry', fields: ['defaultDueDays', 'mergeScannedLines'] },
      { key: 'printing', fields: ['printAfterSave', 'lockPrinted'] },
      { key: 'till', fields: ['scaleBarcodes', 'receiptFooter'] },
    ],
  },
  rules: (settings) => scaleRuleIssues('scaleBarcodes', settings.scaleBarcodes),
});
