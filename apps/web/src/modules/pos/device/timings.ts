// The till's timings as User Timing measures, for the POS bench to read in the browser
// (`performance.getEntriesByName(POS_MEASURES.search)`): the budgets are scan-to-line p95 < 30 ms and
// search p95 < 50 ms at 100,000 items.

export const POS_MEASURES = {
  /** A scan's lookup in the catalogue (`byCode`). */
  scan: 'kibo.pos.scan',
  /** From the scanner's Enter to the line on screen: the till calls `scanStarted` and `lineShown`. */
  scanToLine: 'kibo.pos.scanToLine',
  /** A product search (`search`). */
  search: 'kibo.pos.search',
  /** Building the in-memory search index over the device copy. */
  searchIndex: 'kibo.pos.searchIndex',
  /** A refresh of the copy's stock cards: the first one is the full catalogue download. */
  itemsRefresh: 'kibo.pos.itemsRefresh',
} as const;

/** Moments the bench reads as marks: the till ready to sell (its session and rules at hand). */
export const POS_MARKS = { ready: 'kibo.pos.ready' } as const;

/** Measures kept per name: a till scans all day, the timeline must not grow without end. */
const KEPT = 1000;
const counts = new Map<string, number>();

function record(name: string, start: number): void {
  const count = (counts.get(name) ?? 0) + 1;
  if (count > KEPT) performance.clearMeasures(name);
  counts.set(name, count > KEPT ? 1 : count);
  performance.measure(name, { start, end: performance.now() });
}

/** Runs `work`, recording how long it took under `name`. */
export async function measured<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    record(name, start);
  }
}

/**
 * The moment a scan was entered: the scanner's Enter as the browser received it (`event.timeStamp`),
 * so a render still busy with the keys before it counts too; now where there is no event. Hand it
 * to `lineShown` once the line is on screen.
 */
export const scanStarted = (enteredAt?: number): number => enteredAt ?? performance.now();

/** Records scan-to-line for a scan entered at `start` (call it after the line rendered). */
export const lineShown = (start: number): void => record(POS_MEASURES.scanToLine, start);
