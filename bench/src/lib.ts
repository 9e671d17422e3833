import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface Server {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawning `npm start`'s script to the first answered request. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Runs the product the way `npm start` does (scripts/start.mjs) and waits until it answers. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<Server> {
  const started = performance.now();
  // BENCH_SERVER_ARGS passes Node flags to the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  const url = `http://127.0.0.1:${options.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const response = await fetch(`${url}/api/brand`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

export async function login(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { Response: { data: { authorization: { access_token: string } } } };
  return body.Response.data.authorization.access_token;
}

/**
 * A closed loop of `clients` keep-alive connections, each sending its next request when the last
 * one is answered, for `seconds` after a warm-up; latencies in milliseconds.
 */
export async function load(options: {
  url: string;
  path: string;
  headers: Record<string, string>;
  clients: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<{ latencies: number[]; requests: number; errors: number; seconds: number }> {
  const pool = new Pool(options.url, { connections: options.clients, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let running = true;
  const client = async () => {
    while (running) {
      const start = performance.now();
      try {
        const response = await pool.request({ method: 'GET', path: options.path, headers: options.headers });
        await response.body.dump();
        if (response.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      if (measuring) latencies.push(performance.now() - start);
    }
  };
  const loops = Array.from({ length: options.clients }, client);
  await new Promise((resolve) => setTimeout(resolve, options.warmupSeconds * 1000));
  measuring = true;
  const begin = performance.now();
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  measuring = false;
  const seconds = (performance.now() - begin) / 1000;
  running = false;
  await Promise.all(loops);
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { latencies, requests: latencies.length, errors, seconds };
}
