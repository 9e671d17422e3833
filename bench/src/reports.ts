import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { type Api, api, ms } from './erp-data.ts';
import { load, login, percentile, type Server, startServer } from './lib.ts';
import { connectSuperuser } from './master-data.ts';
import { loadBooks } from './reports-data.ts';

// W5 (issue 21): the reports at a million document lines — 100,000 invoices of ten lines over two
// years, 20,000 stock cards, 5,000 accounts — each report's first page with its totals, stock on
// hand at a past date, the server's memory through it all, and re-costing after a back-dated
// receipt. Sizes: BENCH_REPORT_INVOICES (100,000), BENCH_REPORT_ITEMS (20,000), BENCH_REPORT_ACCOUNTS (5,000).

const BUDGET = { p95: 1000, recost: 60_000 };
const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const n = (value: number) => value.toLocaleString('en');

/** Resident and peak memory of the server process, MiB. */
async function memory(server: Server) {
  const status = await readFile(`/proc/${server.process.pid}/status`, 'utf8');
  const mib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]) / 1024;
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

/** Each report as the owner opens it: its default period, or the year where a year is what is read. */
const REPORTS: [label: string, path: string][] = [
  ['stokbakiye (today, all items)', '/api/reports/stock-balance'],
  ['stokbakiye at 2025-06-30 (past date)', '/api/reports/stock-balance?date=2025-06-30'],
  ['stokbakiye grouped by warehouse and category', '/api/reports/stock-balance?group=warehouse,category'],
  ['stokislem (this month)', '/api/reports/stock-transactions'],
  ['stokislem (a whole year)', '/api/reports/stock-transactions?dateFrom=2025-01-01&dateTo=2025-12-31'],
  ['cariislem (this month)', '/api/reports/account-transactions'],
  ['caribakiye (today, aged)', '/api/reports/account-balance'],
  ['kasaislem (this month)', '/api/reports/cash-transactions'],
  ['faturalist (this month)', '/api/reports/invoice-list'],
  ['faturalist (a whole year)', '/api/reports/invoice-list?dateFrom=2025-01-01&dateTo=2025-12-31'],
  ['satiskar (this month)', '/api/reports/sales-profit'],
  ['satiskar (a whole year)', '/api/reports/sales-profit?dateFrom=2025-01-01&dateTo=2025-12-31'],
  ['satisfaturakar (this month)', '/api/reports/invoice-profit'],
  ['alissatis (a whole year)', '/api/reports/purchase-sales?dateFrom=2025-01-01&dateTo=2025-12-31'],
  [
    'satisgrup by category (a whole year)',
    '/api/reports/sales-by-group?dateFrom=2025-01-01&dateTo=2025-12-31',
  ],
  ['satisgrup by user (this month)', '/api/reports/sales-by-group?by=user'],
  ['zkasasatis (this month)', '/api/reports/z-cash-sales'],
  ['geneluruntedarik', '/api/reports/product-supply'],
  ['genelyonetimsatis (today/week/month/year)', '/api/reports/management-sales'],
  ['genelyonetimsatis by warehouse', '/api/reports/management-sales?by=warehouse'],
];

async function waitForRecosting(db: pg.Client, companyId: number, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stock_recost WHERE company_id = $1',
      [companyId],
    );
    if (rows[0]!.n === 0) return performance.now() - started;
    if (performance.now() - started > timeoutMs) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function reportsWorkload(): Promise<void> {
  const sizes = {
    invoices: size('BENCH_REPORT_INVOICES', 100_000),
    items: size('BENCH_REPORT_ITEMS', 20_000),
    accounts: size('BENCH_REPORT_ACCOUNTS', 5_000),
  };
  console.log(`\n## Reports at ${n(sizes.invoices * 10)} document lines (issue 21, W5)`);
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept || (await mkdtemp(path.join(os.tmpdir(), 'kibo-bench-reports-')));
  let server: Server | undefined;
  let db: pg.Client | undefined;
  let admin: Api | undefined;
  try {
    server = await startServer({ port: 8800 + Math.floor(Math.random() * 90), dataDir });
    db = await connectSuperuser(dataDir);
    const token = await login(server.url, 'admin@demo.com.tr', 'Demo.1234');
    admin = api(server.url, token, 1);
    const series = {} as Record<'salesInvoice' | 'purchaseInvoice' | 'salesReturn', number>;
    for (const [docType, prefix] of [
      ['salesInvoice', 'RBS'],
      ['purchaseInvoice', 'RBA'],
      ['salesReturn', 'RBI'],
    ] as const) {
      const made = await admin.call<{ record: { id: number } }>('POST', '/api/document-series', {
        docType,
        name: `Bench ${prefix}`,
        prefix,
        nextNumber: 1,
        digits: 9,
        yearlyReset: false,
        year: 2025,
        isDefault: false,
      });
      series[docType] = made.data.record.id;
    }
    const books = await loadBooks(db, sizes, series);
    console.log(
      `Loaded ${n(books.invoices)} invoices, ${n(books.lines)} lines, ${n(books.moves)} stock moves, ` +
        `${n(books.items)} items, ${n(books.accounts)} accounts (${books.first} … ${books.last}) in ${books.seconds.toFixed(0)} s`,
    );
    const firstRecost = await waitForRecosting(db, books.companyId, 30 * 60_000);
    console.log(
      `First re-costing of every item from its first move (${n(books.moves)} moves, the server's worker): ${ms(firstRecost)}`,
    );

    const headers = { authorization: `Bearer ${token}` };
    const before = await memory(server);
    const results: { label: string; p50: number; p95: number; count: number; errors: number }[] = [];
    for (const [label, reportPath] of REPORTS) {
      const run = await load({
        url: server.url,
        path: reportPath,
        headers,
        clients: 1,
        seconds: 5,
        warmupSeconds: 1,
      });
      const sorted = [...run.latencies].sort((a, b) => a - b);
      results.push({
        label,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        count: sorted.length,
        errors: run.errors,
      });
    }
    const after = await memory(server);
    console.log('Each report’s first page with its totals, 1 client, 5 s each (budget p95 < 1 s):');
    for (const result of results)
      console.log(
        `  ${result.label}: p50 ${ms(result.p50)}, p95 ${ms(result.p95)} (${result.count} requests${result.errors ? `, ${result.errors} errors` : ''}) — ${verdict(result.p95 < BUDGET.p95 && result.errors === 0)}`,
      );
    console.log(
      `Server memory: RSS ${before.rss.toFixed(0)} MiB before the reports, ${after.rss.toFixed(0)} MiB after; peak ${after.peak.toFixed(0)} MiB`,
    );
    const exportStart = performance.now();
    const exported = await fetch(
      `${server.url}/api/reports/stock-transactions/export?dateFrom=2025-01-01&dateTo=2025-12-31`,
      {
        headers,
      },
    );
    const bytes = (await exported.arrayBuffer()).byteLength;
    const afterExport = await memory(server);
    console.log(
      `Excel of a year of stock moves (${n(Math.round(books.moves / 2))} rows or so): ${(bytes / 2 ** 20).toFixed(1)} MiB in ${ms(performance.now() - exportStart)}; ` +
        `server RSS ${afterExport.rss.toFixed(0)} MiB after it`,
    );

    // Stock-in slips back-dated to the first week, for 2,000 items (two documents, as a document takes
    // at most 1,250 lines): every later move of those items is re-costed, about 100,000 of them.
    const items = (
      await db.query<{ id: number }>(
        `SELECT id FROM items WHERE company_id = $1 AND code LIKE 'BS%' ORDER BY id LIMIT 2000`,
        [books.companyId],
      )
    ).rows.map((row) => row.id);
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stock_moves WHERE company_id = $1 AND item_id = ANY($2) AND date >= '2025-01-05'`,
      [books.companyId, items],
    );
    const warehouse = (
      await db.query<{ id: number }>('SELECT default_warehouse_id AS id FROM companies WHERE id = $1', [
        books.companyId,
      ])
    ).rows[0]!.id;
    const posted = performance.now();
    for (const part of [items.slice(0, 1000), items.slice(1000)])
      await admin.call('POST', '/api/documents', {
        docType: 'stockIn',
        date: '2025-01-05',
        warehouseId: warehouse,
        lines: part.map((itemId) => ({ itemId, quantity: '3', unitPrice: '7.50', vatRate: '20' })),
      });
    const posting = performance.now() - posted;
    const recost = await waitForRecosting(db, books.companyId, 10 * 60_000);
    console.log(
      `Re-costing after stock-in slips of ${n(items.length)} items back-dated to 2025-01-05: ${n(counted[0]!.n)} later moves ` +
        `re-costed ${ms(recost)} after the slips were posted (posting ${ms(posting)}) — budget < ${BUDGET.recost / 1000} s: ${verdict(recost < BUDGET.recost)}`,
    );
  } finally {
    await admin?.close();
    await db?.end();
    await server?.stop();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}
