import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.ts';

// The database-only limit of W1b (shared/bench/limit): what pgbench posts of the same invoice straight
// into a private PostgreSQL on this machine, measured in the same run as the product's figures so the
// ratio compares like with like (the machine's speed moves between days and neighbours).

const script = path.resolve(root, '../shared/bench/limit/run.sh');

/** Invoices per second by clients, one statement per round trip (`invoice.sql`), as the product posts. */
export type Limit = { measured: true; perSecond: Map<number, number> } | { measured: false; why: string };

let measured: Promise<Limit> | undefined;

/** Runs the limit once per bench run (about a minute with 10 s per figure); later calls share it. */
export function databaseLimit(): Promise<Limit> {
  measured ??= measure();
  return measured;
}

async function measure(): Promise<Limit> {
  if (!existsSync(script)) return { measured: false, why: `${script} is not there` };
  if (os.userInfo().uid !== 0)
    return { measured: false, why: 'it needs root (a private PostgreSQL cluster)' };
  const seconds = process.env.BENCH_LIMIT_SECONDS ?? '10';
  console.log(`Measuring the database-only limit (${script}, ${seconds} s per figure)…`);
  const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn('bash', [script], {
      env: { ...process.env, SECONDS_EACH: seconds },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      text += String(chunk);
    });
    child.on('close', (code) => resolve({ code, text }));
  });
  const perSecond = new Map<number, number>();
  for (const match of output.text.matchAll(/^invoice\.sql clients=(\d+): ([\d.]+) invoices\/s/gm))
    perSecond.set(Number(match[1]), Number(match[2]));
  if (output.code !== 0 || perSecond.size === 0)
    return {
      measured: false,
      why: `run.sh failed (${output.code}): ${output.text.trim().split('\n').at(-1)}`,
    };
  for (const line of output.text.trim().split('\n')) console.log(`  ${line}`);
  return { measured: true, perSecond };
}

/** "— 55% of the database-only limit (880/s at 4 clients, measured now)", or why there is none. */
export function againstLimit(limit: Limit, perSecond: number, clients: number): string {
  if (!limit.measured) return ` — database-only limit not measured here: ${limit.why}`;
  const reference = limit.perSecond.get(clients);
  if (!reference) return ` — database-only limit at ${clients} clients not measured`;
  return ` — ${((perSecond / reference) * 100).toFixed(0)}% of the database-only limit (${reference.toFixed(0)}/s at ${clients} clients, measured now)`;
}
