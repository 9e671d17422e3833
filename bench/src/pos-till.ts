import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { POS_MARKS, POS_MEASURES } from '../../apps/web/src/modules/pos/device/timings.ts';
import { CHROMIUM } from '../../e2e/chromium.ts';
import { lcg } from './erp-data.ts';
import { barcodeOf, CASHIER, type Till } from './pos-data.ts';

// The till in Debian's Chromium at 1366 × 768, signed in as the cashier on a registered device: its
// first usable moment (copy empty, then held), the full download of the device's copy, scans and
// searches, each read from the till's own User Timing measures (`POS_MEASURES`).

/** Lines per receipt before the bench voids it and starts the next (a receipt holds at most 1,250). */
const LINES_PER_RECEIPT = 25;

// Typed the way shop staff type them: with Turkish letters and without.
// biome-ignore format: a word list
const QUERIES = [
  'ışık', 'isik', 'İstanbul', 'istanbul', 'çiçek', 'cicek', 'şeker', 'seker', 'gökkuşağı', 'gokkusagi',
  'boğaziçi', 'bogazici', 'defter', 'kalem mavi', 'ışıklı defter', 'isikli defter', 'sözlük', 'sozluk',
  'öğrenci ajanda', 'ogrenci ajanda', 'kırmızı kupa', 'kirmizi kupa', 'menekşe 512', 'lale', 'pınar',
  'pinar', 'üzüm', 'uzum', 'kervan çanta', 'zzqx',
];

export interface Opening {
  /** From navigation until the till marked itself ready (`kibo.pos.ready`: session and rules at hand). */
  readyMs: number;
  /** From navigation until the scan box was enabled and focused; null: it was never focused by itself. */
  focusedMs: number | null;
}

export interface TillRun {
  cold: Opening;
  warm: Opening;
  /** The first (full) refresh of the copy's stock cards, and how many the copy holds after it. */
  downloadMs: number;
  held: number;
  /** The search index built after the download; and at the reopen, from the copy. */
  indexMs: number | null;
  warmIndexMs: number | null;
  /** The refresh the reopened till runs at once (only what changed, the stock levels whole). */
  reopenRefreshMs: number | null;
  heap: { usedMiB: number; afterGcMiB: number };
  /** How long a scan's 28 key reports took to send, on average (a scanner's pace, ≥ 1 ms apart). */
  keysMs: number;
  scan: number[];
  scanToLine: number[];
  search: number[];
  /** Queries that found something, of those typed. */
  found: { some: number; typed: number };
}

interface Measure {
  name: string;
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __bench: { measures: Measure[]; focused: number | null };
  }
}

/**
 * Runs in every page before the app: the device key where the till looks for it, every measure kept
 * (the till clears its own after a thousand), and the moment the enabled scan box first got focus.
 * A string, not a function: the page must not see the bench's compiled helpers.
 */
const initScript = (device: Till) => `
  try { localStorage.setItem('kibo_pos_device', ${JSON.stringify(JSON.stringify(device))}); } catch {}
  window.__bench = { measures: [], focused: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.measures.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'measure', buffered: true });
  addEventListener('focusin', (event) => {
    const box = event.target;
    if (window.__bench.focused === null && box instanceof HTMLInputElement && box.dataset.testid === 'scan-box' && !box.disabled)
      window.__bench.focused = performance.now();
  }, true);`;

const measures = (page: Page, name: string) =>
  page.evaluate((wanted) => window.__bench.measures.filter((each) => each.name === wanted), name);

/** Waits for the `count`-th measure of `name` and answers it. */
async function nth(page: Page, name: string, count: number, timeout: number): Promise<Measure> {
  await page.waitForFunction(
    ([wanted, at]) => window.__bench.measures.filter((each) => each.name === wanted).length >= at,
    [name, count] as const,
    { timeout, polling: 100 },
  );
  return (await measures(page, name))[count - 1]!;
}

async function signIn(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${url}/#/login`);
  await page.getByLabel('E-posta').fill(CASHIER.email);
  await page.getByLabel('Parola').fill(CASHIER.password);
  await page.getByRole('button', { name: 'Giriş' }).click();
  await page.waitForURL((address) => !address.hash.startsWith('#/login'));
  // The installed app keeps its files first: the cold till below is cold in its copy, not its code.
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await page.close();
}

/** A new tab straight onto the till: the moments it became ready and usable. */
async function openTill(context: BrowserContext, url: string): Promise<{ page: Page; opening: Opening }> {
  const page = await context.newPage();
  await page.goto(`${url}/#/fis/pos/yeni`);
  const ready = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime,
    POS_MARKS.ready,
    { timeout: 120_000, polling: 'raf' },
  );
  const readyMs = (await ready.jsonValue()) as number;
  const focusedMs = await page
    .waitForFunction(() => window.__bench.focused, undefined, { timeout: 5_000 })
    .then((focused) => focused.jsonValue() as Promise<number>)
    .catch(() => null);
  return { page, opening: { readyMs, focusedMs } };
}

/** How many stock cards the device's copy says it holds (its `meta` row, written after a refresh). */
const heldItems = (page: Page) =>
  page.evaluate(async () => {
    const name = (await indexedDB.databases()).find((db) => db.name?.startsWith('kibo-offline-'))?.name;
    if (!name) return 0;
    return new Promise<number>((resolve) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => {
        const read = opening.result.transaction('meta').objectStore('meta').get('items');
        read.onsuccess = () => {
          opening.result.close();
          resolve(read.result?.count ?? 0);
        };
      };
    });
  });

async function heapMiB(cdp: CDPSession): Promise<TillRun['heap']> {
  const before = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await cdp.send('Runtime.getHeapUsage');
  return { usedMiB: before.usedSize / 2 ** 20, afterGcMiB: after.usedSize / 2 ** 20 };
}

/** `BENCH_POS_PROFILE=<dir>`: a CPU profile of the page while it scans, for the DevTools. */
async function profiled<T>(cdp: CDPSession, name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_POS_PROFILE;
  if (!dir) return work();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  const file = path.join(dir, `pos-${name}-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  console.log(`  CPU profile of the page: ${file}`);
  return result;
}

/** A USB scanner's pace: a key report each millisecond (1 kHz polling), so a key down and up take two. */
const KEY_REPORT_MS = 1;

/**
 * A keyboard-wedge scanner's keys for `code`, then Enter, each as a key down and a key up, at the
 * scanner's pace and without waiting for the page: renders still busy with the digits hold the
 * Enter up as they would at a counter.
 */
function scannerKeys(code: string) {
  const key = (name: string, codeName: string, keyCode: number, text?: string) => [
    { type: 'keyDown' as const, key: name, code: codeName, windowsVirtualKeyCode: keyCode, text },
    { type: 'keyUp' as const, key: name, code: codeName, windowsVirtualKeyCode: keyCode },
  ];
  return [
    ...[...code].flatMap((digit) => key(digit, `Digit${digit}`, 48 + Number(digit), digit)),
    ...key('Enter', 'Enter', 13, '\r'),
  ];
}

/** Sends a scan; answers how long its keys took to send, first to last. */
async function scanAsScanner(cdp: CDPSession, code: string): Promise<number> {
  const sent: Promise<unknown>[] = [];
  const start = performance.now();
  for (const event of scannerKeys(code)) {
    if (sent.length > 0) await new Promise((resolve) => setTimeout(resolve, KEY_REPORT_MS));
    sent.push(cdp.send('Input.dispatchKeyEvent', event));
  }
  const took = performance.now() - start;
  await Promise.all(sent);
  return took;
}

/**
 * `count` scans of random cards' barcodes into the box the till focuses itself; answers how long a
 * scan's keys took to send on average.
 */
async function scanCards(page: Page, cdp: CDPSession, items: number, count: number): Promise<number> {
  const till = page.getByTestId('till').filter({ visible: true });
  const pick = lcg(20);
  let measured = (await measures(page, POS_MEASURES.scanToLine)).length;
  let sending = 0;
  for (let scan = 1; scan <= count; scan++) {
    sending += await scanAsScanner(cdp, barcodeOf(1 + pick(items)));
    measured += 1;
    await nth(page, POS_MEASURES.scanToLine, measured, 30_000);
    if (scan % LINES_PER_RECEIPT === 0) {
      await till.getByRole('button', { name: 'Fişi İptal Et' }).click();
      await till.locator('[data-testid="till-lines"].empty').waitFor();
    }
  }
  return sending / count;
}

/** Every query typed into the box (as a paste: one input), its search waited for, then Escape. */
async function searchCards(page: Page, rounds: number): Promise<TillRun['found']> {
  const box = page.getByTestId('till').filter({ visible: true }).getByTestId('scan-box');
  const hits = page.getByTestId('till-hits').filter({ visible: true }).getByRole('option');
  let measured = (await measures(page, POS_MEASURES.search)).length;
  const found = { some: 0, typed: 0 };
  for (let round = 0; round < rounds; round++)
    for (const query of QUERIES) {
      await box.fill(query);
      measured += 1;
      await nth(page, POS_MEASURES.search, measured, 30_000);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      found.typed += 1;
      if ((await hits.count()) > 0) found.some += 1;
      await box.press('Escape');
    }
  return found;
}

export async function runTill(options: {
  url: string;
  device: Till;
  items: number;
  scans: number;
  searchRounds: number;
}): Promise<TillRun> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'tr-TR' });
    await context.addInitScript({ content: initScript(options.device) });
    await signIn(context, options.url);

    // Cold: the device holds nothing yet; the till opens on the server's rules and downloads its copy.
    const cold = await openTill(context, options.url);
    const download = await nth(cold.page, POS_MEASURES.itemsRefresh, 1, 900_000);
    const index = await nth(cold.page, POS_MEASURES.searchIndex, 1, 300_000).catch(() => null);
    const held = await heldItems(cold.page);
    const heap = await heapMiB(await context.newCDPSession(cold.page));
    await cold.page.close();

    // Warm: a new tab on the copy held; its refresh (only what changed) is waited for before scanning.
    const warm = await openTill(context, options.url);
    const reopen = await nth(warm.page, POS_MEASURES.itemsRefresh, 1, 300_000).catch(() => null);
    const warmIndex = await nth(warm.page, POS_MEASURES.searchIndex, 1, 60_000).catch(() => null);
    const cdp = await context.newCDPSession(warm.page);
    const keysMs = await profiled(cdp, 'scans', () =>
      scanCards(warm.page, cdp, options.items, options.scans),
    );
    const found = await profiled(cdp, 'searches', () => searchCards(warm.page, options.searchRounds));
    const durations = async (name: string) => (await measures(warm.page, name)).map((each) => each.duration);
    return {
      cold: cold.opening,
      warm: warm.opening,
      downloadMs: download.duration,
      held,
      indexMs: index?.duration ?? null,
      warmIndexMs: warmIndex?.duration ?? null,
      reopenRefreshMs: reopen?.duration ?? null,
      heap,
      keysMs,
      scan: await durations(POS_MEASURES.scan),
      scanToLine: await durations(POS_MEASURES.scanToLine),
      search: await durations(POS_MEASURES.search),
      found,
    };
  } finally {
    await browser.close();
  }
}
