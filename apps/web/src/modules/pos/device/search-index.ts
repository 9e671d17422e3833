import { searchFold } from '@kibo/domain';

// The till's search over the device's copy, held in memory for the session: a hundred thousand
// cards cannot be walked in IndexedDB per keystroke. Every card's folded text (code, name, barcodes)
// sits in one string, so a search is the engine's own substring scan, not 100,000 comparisons in
// script; a few megabytes for a whole catalogue, where the cards themselves stay in IndexedDB.

export interface IndexRow {
  id: number;
  /** What the row is found by, already folded (`searchFold`) by the copy. */
  fold: string;
  /** The card's code, then its barcodes (found by their digits, an exact one first). */
  codes: readonly string[];
}

export interface SearchIndex {
  readonly size: number;
  /** Ids of the rows matching every word of `text`, best first: exact code, then its start, then words. */
  search(text: string, limit: number): number[];
  /** The row a code or barcode is exactly (the lowest id where two share it, as the copy's index answers). */
  idOfCode(code: string): number | undefined;
}

/** How many matches a search ranks before it stops reading: enough to order a page of results. */
const RANKED = 400;

/** Builds the index; rows keep their given order among equals (the copy's code order). */
export function buildSearchIndex(rows: Iterable<IndexRow>): SearchIndex {
  const ids: number[] = [];
  const starts: number[] = [];
  const texts: string[] = [];
  // A scan's card found in memory: the copy's own code index is one more IndexedDB read per scan.
  const byCode = new Map<string, number>();
  let length = 0;
  for (const row of rows) {
    for (const code of row.codes) {
      const known = byCode.get(code);
      if (known === undefined || row.id < known) byCode.set(code, row.id);
    }
    const text = `${row.fold} ${row.codes.slice(1).join(' ')}`.trimEnd();
    ids.push(row.id);
    starts.push(length);
    texts.push(text);
    length += text.length + 1;
  }
  // One row a line: a query never holds a line break, so no match runs from one row into the next.
  const haystack = texts.join('\n');
  const rowStarts = Int32Array.from(starts);

  /** The row a position of the haystack falls in. */
  const rowAt = (position: number) => {
    let low = 0;
    let high = rowStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (rowStarts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const textOf = (row: number) =>
    haystack.slice(rowStarts[row]!, row + 1 < rowStarts.length ? rowStarts[row + 1]! - 1 : haystack.length);

  function search(text: string, limit: number): number[] {
    const query = searchFold(text.trim()).replace(/\s+/g, ' ');
    if (!query) return [];
    const words = query.split(' ');
    // The scan follows the rarest-looking word: one with digits (a number narrows most), else the longest.
    const weight = (word: string) => word.length + (/\d/.test(word) ? 100 : 0);
    const scanned = words.reduce((best, word) => (weight(word) > weight(best) ? word : best));
    const ranked: { row: number; score: number }[] = [];
    let position = haystack.indexOf(scanned);
    while (position >= 0 && ranked.length < RANKED) {
      const row = rowAt(position);
      const rowText = textOf(row);
      if (words.every((word) => rowText.includes(word)))
        ranked.push({ row, score: scoreOf(rowText, query, words) });
      // On to the next row: a row is ranked once however often the word occurs in it.
      const next = row + 1 < rowStarts.length ? rowStarts[row + 1]! : haystack.length;
      position = haystack.indexOf(scanned, next);
    }
    return ranked
      .sort((a, b) => a.score - b.score || a.row - b.row)
      .slice(0, limit)
      .map((hit) => ids[hit.row]!);
  }

  return { size: ids.length, search, idOfCode: (code) => byCode.get(code) };
}

/**
 * 0: the query is the card's code or one of its barcodes; 1: the row starts with it (a code typed from
 * its start); 2: every word starts a word; 3: inside words.
 */
function scoreOf(rowText: string, query: string, words: string[]): number {
  if (rowText.startsWith(`${query} `) || rowText === query) return 0;
  if (/^\d+$/.test(query) && ` ${rowText} `.includes(` ${query} `)) return 0;
  if (rowText.startsWith(query)) return 1;
  const starts = words.every((word) => rowText.startsWith(word) || rowText.includes(` ${word}`));
  return starts ? 2 : 3;
}
