import { DOCUMENT_KINDS } from '../documents/kinds.ts';
import { MenuId } from '../menus/catalogue.ts';
import { defineResource } from '../resources/define.ts';
import { f } from '../resources/fields.ts';
import { VOUCHER_KINDS } from '../vouchers/kinds.ts';
import { DOCUMENT_TYPES } from './document-types.ts';

export { DOCUMENT_TYPES } from './document-types.ts';

/** E-documents are numbered as the tax authority requires: 3 letters, the year, 9 digits (GIB2026000000001). */
export const E_DOCUMENT_TYPES: readonly string[] = ['eInvoice', 'eArchive', 'eDespatch', 'eReceipt'];

/**
 * Document series (`/sistem/evrak`): where each document type takes its numbers from. Numbers are
 * drawn in the saving document's transaction, under a lock on the series, so they have no gaps.
 */
export const documentSeries = defineResource({
  name: 'documentSeries',
  menus: [MenuId.documentTypes],
  fields: {
    docType: f.enum(DOCUMENT_TYPES, 'salesInvoice'),
    name: f.text({ required: true, max: 60 }),
    prefix: f.code({ max: 10 }),
    nextNumber: f.integer({ required: true, min: 1, max: 999_999_999, default: 1 }),
    digits: f.integer({ required: true, min: 1, max: 12, default: 6 }),
    yearlyReset: f.boolean(true),
    /** The year `nextNumber` belongs to; a yearly series starts again at 1 in a new year. */
    year: f.integer({ required: true, min: 2000, max: 2100, default: new Date().getFullYear() }),
    isDefault: f.boolean(false),
  },
  // Every editor offers the series of its type.
  readers: [...Object.values({ ...DOCUMENT_KINDS, ...VOUCHER_KINDS }).map((kind) => kind.menu)],
  titleField: 'name',
  list: {
    columns: ['docType', 'name', 'prefix', 'nextNumber', 'digits', 'yearlyReset', 'year', 'isDefault'],
    search: ['name', 'prefix'],
    sort: { field: 'name', order: 'asc' },
    filters: ['docType'],
  },
  form: {
    sections: [
      { key: 'series', fields: ['docType', 'name', 'prefix', 'isDefault'] },
      { key: 'numbering', fields: ['nextNumber', 'digits', 'yearlyReset', 'year'] },
    ],
  },
  rules: (series) =>
    E_DOCUMENT_TYPES.includes(series.docType) && !/^[A-Z]{3}$/.test(series.prefix)
      ? [{ field: 'prefix', key: 'v.eDocumentPrefix' }]
      : [],
});
