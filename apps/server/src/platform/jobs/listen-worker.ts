import pg from 'pg';

/**
 * Background work kept in a table of its own: woken by `NOTIFY channel` (sent by the transaction that
 * queued the work, so it arrives at its commit) and by a poll every `pollMs`, in case a notice was
 * missed while the listening connection was down. `drain` runs one at a time and takes what is
 * queued until it answers that nothing is left (or that it made no progress); a failure is reported
 * and the next wake-up tries again.
 */
export interface ListenWorker {
  /** Settles once the first attempt to listen has ended (listening, or left to the poll). */
  ready: Promise<void>;
  /** Runs a drain now and waits for it, and for one that was already running. */
  drainNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startListenWorker(options: {
  url: string;
  channel: string;
  pollMs: number;
  drain: () => Promise<void>;
  onError: (error: Error) => void;
}): ListenWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let listener: pg.Client | undefined;

  const run = (): Promise<void> => {
    if (running) {
      // Work queued while a drain runs may have been read past: one more drain after it.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await options.drain().catch(options.onError);
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void run(), options.pollMs);
  timer.unref();

  const listen = async () => {
    const client = new pg.Client({ connectionString: options.url });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (!stopped) setTimeout(() => void listen().catch(() => {}), 5_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => void run());
    await client.connect();
    await client.query(`LISTEN ${options.channel}`);
    listener = client;
    if (stopped) await client.end();
  };
  // Without the listener the poll still does the work, later.
  const ready = listen().catch(() => {
    if (!stopped) setTimeout(() => void listen().catch(() => {}), 5_000).unref();
  });
  // Whatever was queued before this process started.
  void run();

  return {
    ready,
    async drainNow() {
      await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await running;
    },
  };
}
