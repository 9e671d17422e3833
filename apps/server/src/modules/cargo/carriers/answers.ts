import { searchFold } from '@kibo/domain';

/**
 * Whether a carrier's refusal of a new shipment says it has that key already ("daha önce kayıtlı",
 * "already exists"), which counts as made. "Kayıt mevcut değil" or "does not exist" says the opposite:
 * read as a duplicate, it would print a label for a parcel no courier comes for.
 */
export function saysAlreadyThere(words: string): boolean {
  const text = searchFold(words);
  if (/\b(degil|yok|bulunamad\w*|bulunmu\w*|not|doesn'?t)\b/.test(text)) return false;
  return /daha once|zaten|mevcut|kayitli|kullanilmis|already|exists?\b/.test(text);
}
