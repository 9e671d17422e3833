import os from 'node:os';

/**
 * How many transactions run in PostgreSQL at once. More than the machine can work on together do not
 * finish sooner: they take turns on the cores, and a transaction holding a hot row (a series' next
 * number, a popular item's balance) loses its core while the others wait for that row. So a request
 * beyond the limit waits here, in arrival order, and the database works on as many as it can.
 */
export const defaultTransactionLimit = () => os.availableParallelism() * 2;

/** A request waited longer than the admission allows for a turn: the server is overloaded. */
export class AdmissionTimeout extends Error {
  constructor(waitedMs: number) {
    super(`no turn for a transaction within ${waitedMs} ms`);
    this.name = 'AdmissionTimeout';
  }
}

export const isAdmissionTimeout = (error: unknown): error is AdmissionTimeout =>
  error instanceof AdmissionTimeout;

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/** A FIFO semaphore: at most `limit` runs at once, the rest wait their turn up to `maxWaitMs`. */
export function createAdmission(limit: number, maxWaitMs: number) {
  let running = 0;
  const waiting: Waiter[] = [];

  const enter = () => {
    if (running < limit && waiting.length === 0) {
      running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new AdmissionTimeout(maxWaitMs));
        }, maxWaitMs),
      };
      waiting.push(waiter);
    });
  };

  // A finished run hands its turn straight to the first waiter.
  const leave = () => {
    const next = waiting.shift();
    if (!next) {
      running--;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  };

  return {
    limit,
    async run<T>(work: () => Promise<T>): Promise<T> {
      await enter();
      try {
        return await work();
      } finally {
        leave();
      }
    },
    /** Runs and waiting turns, for tests and the log. */
    state: () => ({ running, waiting: waiting.length }),
  };
}

export type Admission = ReturnType<typeof createAdmission>;
