import {
  DOCUMENT_KINDS,
  type DocumentKindName,
  VOUCHER_KINDS,
  type VoucherKindName,
  voucherEditorPath,
} from '@kibo/contracts';
import { formatDecimal } from '@kibo/domain';
import { shownNumberLocale } from '../number/locale.ts';

const decimalOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? '0' : String(value);

/**
 * Amounts in the screen's language, as its number boxes write them: 1.234,50 in Turkish, 1,234.50 in
 * English (from the decimal string, never through a float). Printed documents stay Turkish (server).
 */
export const formatMoney = (value: unknown) =>
  formatDecimal(decimalOf(value), shownNumberLocale(), { minFraction: 2 });
export const formatQuantity = (value: unknown) =>
  formatDecimal(decimalOf(value), shownNumberLocale(), { maxFraction: 4 });
/** 2026-11-23 → 23.11.2026. */
export const formatDate = (value: unknown) => (value ? String(value).split('-').reverse().join('.') : '');

/** Where a document opens: its type's editor. */
export const documentPath = (docType: string, id: number) =>
  docType in DOCUMENT_KINDS ? `/fis/${DOCUMENT_KINDS[docType as DocumentKindName].route}/duzen/${id}` : '';

/** Where a voucher opens: its type's editor. */
export const voucherPath = (voucherType: string, id: number) =>
  voucherType in VOUCHER_KINDS ? voucherEditorPath(VOUCHER_KINDS[voucherType as VoucherKindName], id) : '';

/** Where a ledger entry's source opens: the document or the voucher that posted it. */
export const sourcePath = (row: {
  source?: string | null;
  documentId: number | null;
  voucherId?: number | null;
}) =>
  row.documentId && row.source
    ? documentPath(row.source, row.documentId)
    : row.voucherId && row.source
      ? voucherPath(row.source, row.voucherId)
      : '';

/** The name of a source type: a document kind or a voucher kind. */
export const sourceKey = (source: string) =>
  source in VOUCHER_KINDS ? `vouchers.kinds.${source}` : `documents.kinds.${source}`;
