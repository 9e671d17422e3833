import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { type Api, api, ms } from './erp-data.ts';
import { login, percentile, type Server, startServer } from './lib.ts';
import { databaseLimit, type Limit } from './limit.ts';
import { connectSuperuser } from './master-data.ts';
import { CASHIER, loadShop, openSession, registerTills } from './pos-data.ts';
import { checkBooks, planReceipts, syncReceipts } from './pos-sync.ts';
import { type Opening, runTill, type TillRun } from './pos-till.ts';

// Issue 20's point of sale at 100,000 stock cards: the till in the browser (first usable, the full
// download of the device's copy, scan-to-line, search) and the server taking the receipts four tills
// sold offline. Sizes: BENCH_POS_ITEMS (100,000), BENCH_POS_RECEIPTS (10,000), BENCH_POS_SCANS (300).

const BUDGET = { scanToLine: 30, search: 50, firstUsable: 2000, catalogue: 15_000, perSecond: 500 };
const CLIENTS = 4;

const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const n = (value: number) => value.toLocaleString('en');
/** The machine's load average over 1, 5 and 15 minutes: the neighbours' work moves every figure. */
const load = () =>
  os
    .loadavg()
    .map((each) => each.toFixed(2))
    .join(' ');

function distribution(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => ms(percentile(sorted, p));
  return `${sorted.length} × p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}, max ${ms(sorted.at(-1) ?? Number.NaN)}`;
}
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

const opened = (opening: Opening) =>
  `ready ${ms(opening.readyMs)}, scan box focused ${opening.focusedMs === null ? 'never by itself' : ms(opening.focusedMs)}`;

function printTill(run: TillRun, items: number): void {
  // The budget's moment: the cashier can scan — the till ready and its box taking the scanner's keys.
  const usable = (opening: Opening) =>
    Math.max(opening.readyMs, opening.focusedMs ?? Number.POSITIVE_INFINITY);
  console.log(
    `First usable till (navigation to ready and the scan box focused), budget < ${BUDGET.firstUsable} ms:\n` +
      `  cold (copy empty, rules from the server): ${opened(run.cold)} — ${verdict(usable(run.cold) < BUDGET.firstUsable)}\n` +
      `  warm (copy held, a new tab): ${opened(run.warm)} — ${verdict(usable(run.warm) < BUDGET.firstUsable)}`,
  );
  console.log(
    `Full catalogue download (first kibo.pos.itemsRefresh: cards, ids, stock levels): ${ms(run.downloadMs)}, ` +
      `${n(run.held)} of ${n(items)} cards held — budget < ${BUDGET.catalogue} ms: ${verdict(run.downloadMs < BUDGET.catalogue && run.held >= items)}\n` +
      `  search index built after it ${run.indexMs === null ? '(not seen)' : ms(run.indexMs)}; ` +
      `browser JS heap ${run.heap.usedMiB.toFixed(0)} MiB (${run.heap.afterGcMiB.toFixed(0)} MiB after a GC)\n` +
      `  reopened: refresh ${run.reopenRefreshMs === null ? '(not seen)' : ms(run.reopenRefreshMs)}, ` +
      `index from the copy ${run.warmIndexMs === null ? '(not seen)' : ms(run.warmIndexMs)}`,
  );
  console.log(
    `Scan-to-line (the scanner's Enter until the line rendered; its keys ≥ 1 ms apart, ${ms(run.keysMs)} a barcode): ${distribution(run.scanToLine)} — budget p95 < ${BUDGET.scanToLine} ms: ${verdict(p95(run.scanToLine) < BUDGET.scanToLine)}\n` +
      `  the lookup alone (kibo.pos.scan): ${distribution(run.scan)}`,
  );
  console.log(
    `Search (kibo.pos.search, Turkish words with and without their letters): ${distribution(run.search)}, ` +
      `${run.found.some}/${run.found.typed} found something — budget p95 < ${BUDGET.search} ms: ${verdict(p95(run.search) < BUDGET.search)}`,
  );
}

/** The session's expected cash and card (`/api/cash-sessions/:id`), before and after the sync. */
const expected = async (admin: Api, sessionId: number) =>
  (await admin.call<{ expected: { cash: string; card: string } }>('GET', `/api/cash-sessions/${sessionId}`))
    .data.expected;

/**
 * limit.ts's pgbench posts a 10-line invoice; a till receipt also writes its payments, the register's
 * cash and its pos row: no share of that limit, only the machine's speed in this run beside ours.
 */
const machineSpeed = (limit: Limit) =>
  limit.measured && limit.perSecond.has(CLIENTS)
    ? `database-only limit of an invoice (limit.ts), measured now: ${limit.perSecond.get(CLIENTS)!.toFixed(0)}/s at ${CLIENTS} clients — ` +
      "the machine's speed today, not a share: a till receipt is a different transaction"
    : `database-only limit: ${limit.measured ? 'not measured at 4 clients' : limit.why}; no share either way (it posts an invoice, not a till receipt)`;

export async function posWorkload(): Promise<void> {
  const items = size('BENCH_POS_ITEMS', 100_000);
  const receipts = size('BENCH_POS_RECEIPTS', 10_000);
  const scans = size('BENCH_POS_SCANS', 300);
  const limit = await databaseLimit();
  console.log(`\n## Point of sale: ${n(items)} stock cards (issue 20)`);
  console.log(`Load: ${load()} (1, 5, 15 min) at the start`);
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept || (await mkdtemp(path.join(os.tmpdir(), 'kibo-bench-pos-')));
  let server: Server | undefined;
  let db: pg.Client | undefined;
  const clients: Api[] = [];
  try {
    server = await startServer({ port: 8700 + Math.floor(Math.random() * 90), dataDir });
    db = await connectSuperuser(dataDir);
    const shop = await loadShop(db, items);
    const admin = api(server.url, await login(server.url, 'admin@demo.com.tr', 'Demo.1234'), 1);
    const cashier = api(server.url, await login(server.url, CASHIER.email, CASHIER.password), CLIENTS);
    clients.push(admin, cashier);
    const tills = await registerTills(admin, shop.cashierId, CLIENTS);
    const sessionId = await openSession(cashier, shop.registerId);
    console.log(
      `${n(items)} cards (barcode, price, stock) and customers bulk-loaded and analysed in ${shop.seconds.toFixed(1)} s; ` +
        `${CLIENTS} tills registered, the cashier's session open`,
    );

    const till = await runTill({ url: server.url, device: tills[0]!, items, scans, searchRounds: 4 });
    printTill(till, items);
    console.log(`Load: ${load()} after the browser part`);

    const planned = planReceipts(shop, tills, sessionId, receipts, items);
    const before = await expected(admin, sessionId);
    const sync = await syncReceipts(cashier, planned, CLIENTS);
    const checks = await checkBooks(db, shop, planned, before, await expected(admin, sessionId));
    console.log(
      `Receipt sync, ${CLIENTS} clients (one per till, madeOffline with device key and local number, one per request): ` +
        `${n(sync.count)} receipts in ${sync.seconds.toFixed(1)} s = ${sync.perSecond.toFixed(0)}/s, ` +
        `p50 ${ms(sync.p50)}, p95 ${ms(sync.p95)}, p99 ${ms(sync.p99)}` +
        `${sync.failed ? `, ${sync.failed} failed first and were sent again` : ''} — budget ≥ ${BUDGET.perSecond}/s: ${verdict(sync.perSecond >= BUDGET.perSecond)}\n` +
        `  ${sync.resent.answeredFirst}/${sync.resent.sent} sent again with their keys answered the first receipt\n` +
        checks.map((check) => `  check: ${check}`).join('\n') +
        `\n  ${machineSpeed(limit)}`,
    );
    console.log(`Load: ${load()} at the end`);
  } finally {
    for (const client of clients) await client.close();
    await db?.end();
    await server?.stop();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}
