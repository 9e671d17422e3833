import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Finding } from './types.ts';
import type { ValidationJob } from './worker.ts';

// GİB's XSD and rules take ~20 ms of one core per ten-line invoice, so batches of documents are
// spread over worker threads, one per core up to two (UBL_VALIDATION_THREADS overrides). Threads start on first use and
// are unref'd: an idle pool never keeps the process alive.

type Pending = { resolve: (findings: Finding[][]) => void; reject: (error: Error) => void };

let workers: Worker[] = [];
const pending = new Map<number, Pending>();
const load = new Map<Worker, number>();
let nextId = 1;

const threadCount = (): number =>
  Math.max(1, Number(process.env.UBL_VALIDATION_THREADS) || Math.min(2, os.availableParallelism()));

function start(): Worker[] {
  if (workers.length) return workers;
  workers = Array.from({ length: threadCount() }, () => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.unref();
    load.set(worker, 0);
    worker.on('message', (message: { id: number; findings?: Finding[][]; error?: string }) => {
      load.set(worker, (load.get(worker) ?? 1) - 1);
      if (load.get(worker) === 0) worker.unref();
      const job = pending.get(message.id);
      pending.delete(message.id);
      if (!job) return;
      if (message.error) job.reject(new Error(message.error));
      else job.resolve(message.findings ?? []);
    });
    worker.on('error', (error) => {
      // A thread that died takes its jobs with it: they fail, and the next call starts afresh.
      for (const [id, job] of pending) {
        job.reject(error);
        pending.delete(id);
      }
      workers = [];
    });
    return worker;
  });
  return workers;
}

export const poolSize = (): number => threadCount();

/** Checks a batch of documents on the least busy thread. */
export function validateInPool(job: Omit<ValidationJob, 'id'>): Promise<Finding[][]> {
  const pool = start();
  const worker = pool.reduce((best, candidate) =>
    (load.get(candidate) ?? 0) < (load.get(best) ?? 0) ? candidate : best,
  );
  const id = nextId++;
  return new Promise<Finding[][]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    if ((load.get(worker) ?? 0) === 0) worker.ref();
    load.set(worker, (load.get(worker) ?? 0) + 1);
    worker.postMessage({ ...job, id } satisfies ValidationJob);
  });
}
