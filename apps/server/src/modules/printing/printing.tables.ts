import { sql } from 'drizzle-orm';
import { boolean, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/resources/tables.ts';

const shown = (name: string, fallback = true) => boolean(name).notNull().default(fallback);

/** Print designs (`/sistem/tasarim`): a built-in layout and what of the document it shows. */
export const printDesigns = resourceTable(
  'print_designs',
  {
    name: text('name').notNull(),
    group: text('group').notNull().default('invoice'),
    layout: text('layout').notNull().default('classic'),
    paper: text('paper').notNull().default('a4'),
    isDefault: shown('is_default', false),
    showLogo: shown('show_logo'),
    showCompany: shown('show_company'),
    showBankAccounts: shown('show_bank_accounts'),
    showDueDate: shown('show_due_date'),
    showCounterpartyNo: shown('show_counterparty_no'),
    showShippingAddress: shown('show_shipping_address'),
    showDescription: shown('show_description'),
    columnCode: shown('column_code'),
    columnUnit: shown('column_unit'),
    columnPrice: shown('column_price'),
    columnDiscount: shown('column_discount'),
    columnVat: shown('column_vat'),
    columnTotal: shown('column_total'),
    showTotals: shown('show_totals'),
    showAmountInWords: shown('show_amount_in_words'),
    showSignatures: shown('show_signatures', false),
    footNote: text('foot_note').notNull().default(''),
  },
  // One default design per group: the print button must know which one prints.
  (t) => [uniqueIndex('print_designs_default').on(t.companyId, t.group).where(sql`is_default`)],
);
