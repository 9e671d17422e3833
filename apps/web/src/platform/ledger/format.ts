import {
  DOCUMENT_KINDS,
  type DocumentKindName,
  VOUCHER_KINDS,
  type VoucherKindName,
  voucherEditorPath,
} from '@kibo/contracts';
import { formatAmount, formatDay, formatQuantityOf, formatPrice as priceOf } from '@kibo/domain';
import dayjs from 'dayjs';
import { shownNumberLocale } from '../number/locale.ts';
import { settingsStore } from '../settings.ts';

const decimalOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? '0' : String(value);

// Every amount, quantity, price and day shown outside a box goes through these, in the screen's
// language as its number boxes write them (1.234,50 in Turkish, 1,234.50 in English), from the
// decimal string, never through a float. The rules are the domain's (`display.ts`), shared with the
// PDFs, which stay Turkish.

/** Money: two decimals, thousands grouped, and the currency's sign when given ("1.234,50 ₺"). */
export const formatMoney = (value: unknown, currency?: string | null) =>
  formatAmount(decimalOf(value), shownNumberLocale(), currency);

/** A unit price: two decimals, up to four only where the price needs them. */
export const formatPrice = (value: unknown) => priceOf(decimalOf(value), shownNumberLocale());

/**
 * A quantity in its unit's decimals (`useUnitDecimals`): 2 pieces, 1,250 kg. A quantity of no
 * known unit (totals across units, a form's plain quantity) shows the company's quantity decimals.
 */
export const formatQuantity = (value: unknown, unitDecimals?: number) =>
  formatQuantityOf(
    decimalOf(value),
    shownNumberLocale(),
    unitDecimals ?? settingsStore.get().settings?.app.preferences.quantity_decimals ?? 0,
  );

/** 2026-11-25 → 25.11.2026 (Turkish, German), 25/11/2026 (English), as the date boxes show it. */
export const formatDate = (value: unknown) => (value ? formatDay(String(value), shownNumberLocale()) : '');

/** A moment (an ISO timestamp) in the browser's time: 25.11.2026 14:05. */
export const formatDateTime = (value: unknown) =>
  value
    ? `${formatDate(dayjs(String(value)).format('YYYY-MM-DD'))} ${dayjs(String(value)).format('HH:mm')}`
    : '';

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
