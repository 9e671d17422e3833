import type { DocumentKind } from '@kibo/contracts';
import { apiGet } from '../../../platform/api/client.ts';
import { basketStart, isBasket, readBasket } from './basket.ts';
import {
  CONVERSIONS,
  type ConversionName,
  type Header,
  headerOf,
  now,
  remainingLines,
  type SavedDocument,
} from './document.ts';
import type { EditorLine } from './lines.ts';

// What an editor route opens with and where its new document is saved: a saved document (to edit,
// copy or convert) through `/api/documents`, a suspended basket through `/api/pos/baskets/:id`.

/** A conversion starting from a basket suspended at the till. */
export const fromBasket = (conversion: ConversionName | undefined) =>
  conversion !== undefined && (CONVERSIONS[conversion].from as readonly string[]).includes('posBasket');

/** The query that reads the document or basket the route names (none: a new document, nothing to read). */
export function sourceQuery(conversion: ConversionName | undefined, id: number | undefined) {
  const reading = { enabled: id !== undefined, refetchOnWindowFocus: false };
  if (!fromBasket(conversion))
    return {
      ...reading,
      queryKey: ['documents', 'detail', id],
      queryFn: () => apiGet<SavedDocument>(`/documents/${id}`),
    };
  // Not kept once its editor is gone: opened again, a basket converted meanwhile must say so.
  return {
    ...reading,
    queryKey: ['pos', 'basket', id],
    queryFn: (): Promise<SavedDocument> => readBasket(id!),
    gcTime: 0,
  };
}

/**
 * A conversion's new document: a basket's as `basketStart` makes it; a document's takes over the
 * source's header (today, a new number, the account where the type has one) and what is left of its lines.
 */
export function conversionStart(
  source: SavedDocument,
  fresh: Header,
  kind: DocumentKind,
): { header: Header; lines: EditorLine[] } {
  if (isBasket(source)) return basketStart(source, fresh, kind);
  return {
    header: {
      ...headerOf(source),
      ...now(),
      seriesId: null,
      dueDate: null,
      counterpartyNo: '',
      accountId: kind.party === 'none' ? null : source.accountId,
    },
    lines: remainingLines(source),
  };
}

/** A basket's document is saved through the basket, which the same transaction removes. */
export const createPath = (conversion: ConversionName | undefined, id: number | undefined) =>
  fromBasket(conversion) ? `/pos/baskets/${id}/document` : '/documents';
