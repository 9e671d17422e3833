import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type Api,
  api,
  cents,
  createMasterData,
  INVOICES,
  invoicePlan,
  ms,
  roundRobin,
  totalCents,
} from './erp-data.ts';
import { login, type Server, startServer } from './lib.ts';
import { againstLimit, databaseLimit } from './limit.ts';

// A shop's first day (issue 18): W1b as a client that retries safely sends it — an `Idempotency-Key`
// on every invoice — on a fresh install, right after W1a's master data and before anything else was
// posted, at 4 and at 16 clients, each on an install of its own. Young tables are where plans made
// while a table held a few rows cost most; 16 clients are more than a 2-core machine posts at once.

const BUDGET = {
  4: { perSecond: 500, p95: 15 },
  16: { p99: 60 },
} as const;

const REPLAYED = 50;

type Run = Awaited<ReturnType<typeof roundRobin>> & { firstQuarter: number; checks: string };

/** One fresh install: W1a, then the 2,000 invoices with keys at `clients`, then the books checked. */
async function freshRun(clients: number): Promise<Run> {
  // BENCH_DATA_DIR keeps each install (`<dir>-4`, `<dir>-16`) for a look at its plans afterwards.
  const kept = process.env.BENCH_DATA_DIR && `${process.env.BENCH_DATA_DIR}-${clients}`;
  const dataDir = kept || (await mkdtemp(path.join(os.tmpdir(), 'kibo-bench-first-day-')));
  let server: Server | undefined;
  let http: Api | undefined;
  try {
    server = await startServer({ port: 8900 + Math.floor(Math.random() * 90), dataDir });
    const token = await login(server.url, 'admin@demo.com.tr', 'Demo.1234');
    http = api(server.url, token, clients);
    const client = http;
    const master = await createMasterData(client);
    const today = new Date().toISOString().slice(0, 10);
    const plan = invoicePlan();
    const keys = plan.map(() => randomUUID());
    const ids: number[] = [];
    const sequences: number[] = [];
    const finished: number[] = [];
    let total = 0;
    const started = performance.now();
    const run = await roundRobin(INVOICES, clients, async (index) => {
      const answer = await client.call<{ record: { id: number; sequence: number; grandTotal: string } }>(
        'POST',
        '/api/documents',
        master.invoiceBody(plan[index]!, today),
        { 'idempotency-key': keys[index]! },
      );
      ids[index] = answer.data.record.id;
      sequences.push(answer.data.record.sequence);
      total += Math.round(Number(answer.data.record.grandTotal) * 100);
      finished.push(performance.now());
      return answer.ms;
    });
    const quarter = INVOICES / 4;
    const firstQuarter = quarter / ((finished[quarter - 1]! - started) / 1000);

    // A client retrying after a lost answer: the same key answers the first invoice, nothing posted twice.
    let replays = 0;
    for (let index = 0; index < REPLAYED; index++) {
      const again = await client.call<{ record: { id: number }; replayed: boolean }>(
        'POST',
        '/api/documents',
        master.invoiceBody(plan[index]!, today),
        { 'idempotency-key': keys[index]! },
      );
      if (again.data.replayed && again.data.record.id === ids[index]) replays++;
    }
    const expected = plan.reduce((sum, invoice) => sum + totalCents(invoice.lines), 0);
    sequences.sort((a, b) => a - b);
    const gapless = sequences.every((value, index) => index === 0 || value === sequences[index - 1]! + 1);
    const checks =
      `${sequences.length} invoices, totals ${total === expected ? 'equal' : `DIFFER (${cents(total)} vs ${cents(expected)})`} the expected, ` +
      `numbers ${gapless ? 'gapless' : 'WITH GAPS'}, ${replays}/${REPLAYED} retries answered the first invoice`;
    return { ...run, firstQuarter, checks };
  } finally {
    await http?.close();
    await server?.stop();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

export async function firstDayWorkload(): Promise<void> {
  const limit = await databaseLimit();
  console.log('\n## First day: W1b with an Idempotency-Key on every invoice, each on a fresh install');
  const runs = new Map<number, Run>();
  for (const clients of [4, 16]) {
    const run = await freshRun(clients);
    runs.set(clients, run);
    const budget =
      clients === 4
        ? `budget ≥ ${BUDGET[4].perSecond}/s and p95 < ${BUDGET[4].p95} ms: ` +
          verdict(run.perSecond >= BUDGET[4].perSecond && run.p95 < BUDGET[4].p95)
        : `budget ≥ the 4-client ${runs.get(4)!.perSecond.toFixed(0)}/s and p99 < ${BUDGET[16].p99} ms: ` +
          verdict(run.perSecond >= runs.get(4)!.perSecond && run.p99 < BUDGET[16].p99);
    console.log(
      `W1b with keys, fresh install, ${clients} clients: ${run.perSecond.toFixed(0)} invoices/s ` +
        `(first ${INVOICES / 4}: ${run.firstQuarter.toFixed(0)}/s), p50 ${ms(run.p50)}, p95 ${ms(run.p95)}, p99 ${ms(run.p99)}` +
        `${againstLimit(limit, run.perSecond, clients)}\n  ${budget} — check: ${run.checks}`,
    );
  }
}
