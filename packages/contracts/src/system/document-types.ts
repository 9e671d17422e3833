// Kept apart from the series declaration: the user form (in the main bundle) needs the list alone.

/** Documents that carry a number from a series. */
export const DOCUMENT_TYPES = [
  'salesInvoice',
  'purchaseInvoice',
  'salesReturn',
  'purchaseReturn',
  'salesOrder',
  'purchaseOrder',
  'despatchOut',
  'despatchIn',
  'stockIn',
  'stockOut',
  'stockTransfer',
  'trackingSlip',
  'posReceipt',
  'posRefund',
  'eInvoice',
  'eArchive',
  'eDespatch',
  'eReceipt',
  // Account vouchers (cari dekontları).
  'accountCredit',
  'accountDebit',
  'accountTransfer',
  'pointsIn',
  'pointsOut',
  // Cash and bank vouchers.
  'cashCollection',
  'cashPayment',
  'cashDebit',
  'cashCredit',
  'cashTransfer',
  // Cheque and note bordros.
  'chequeIn',
  'chequeInReturn',
  'chequeOut',
  'chequeOutReturn',
  'chequeCollection',
  'chequePayment',
  // Income and expense entries.
  'income',
  'expense',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
