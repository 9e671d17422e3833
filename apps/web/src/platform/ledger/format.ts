import { DOCUMENT_KINDS, type DocumentKindName } from '@kibo/contracts';

const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantity = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 });

/** Amounts as Turkish print shows them: 1.234,50. */
export const formatMoney = (value: unknown) => money.format(Number(value ?? 0));
export const formatQuantity = (value: unknown) => quantity.format(Number(value ?? 0));
/** 2026-11-23 → 23.11.2026. */
export const formatDate = (value: unknown) => (value ? String(value).split('-').reverse().join('.') : '');

/** Where a document opens: its type's editor. */
export const documentPath = (docType: string, id: number) =>
  docType in DOCUMENT_KINDS ? `/fis/${DOCUMENT_KINDS[docType as DocumentKindName].route}/duzen/${id}` : '';
