import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/platform/db/embedded.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed, for a failure's message. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * The real server as its own process (`apps/server/src/main.ts`, as `npm start` runs it, without the
 * web app): on `databaseUrl`, or on an embedded PostgreSQL of its own under `dataDir`.
 */
export async function startServer(options: {
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar',
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir ?? path.join(root, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)),
  );
  const server = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const answer = await fetch(`${server.url}/api/brand`);
      if (answer.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within 90 s:\n${output}`);
}

/** An answer, or `null` when the connection failed (the server gone) or took longer than `timeoutMs`. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them
  envelope: any;
  headers: Record<string, string>;
}

/** An HTTP client bound to one server, with a bearer token; Node's fetch keeps connections alive. */
export function client(url: string, token = '', timeoutMs = 20_000) {
  return {
    async call(method: 'GET' | 'POST' | 'PUT', requestPath: string, body?: unknown, headers = {}) {
      try {
        const answer = await fetch(`${url}${requestPath}`, {
          method,
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await answer.text();
        const envelope = text.startsWith('{') ? JSON.parse(text).Response : undefined;
        return { status: answer.status, envelope, headers: Object.fromEntries(answer.headers) } as Answer;
      } catch {
        return null;
      }
    },
  };
}

export async function loginAt(url: string, email: string, password: string): Promise<string> {
  const http = client(url);
  const answer = await http.call('POST', '/api/auth/login', { email, password });
  if (answer?.status !== 200) throw new Error(`login ${email} at ${url}: ${JSON.stringify(answer)}`);
  return answer.envelope.data.authorization.access_token;
}

/** What a posting client learned of each invoice it sent: acknowledged (with the answer) or not. */
export interface Sent {
  key: string;
  n: number;
  acknowledged?: { id: number; number: string; grandTotal: string };
  /** The status of an answer that was no acknowledgement (503), or null when none came. */
  failed?: number | null;
}

/**
 * `clients` loops posting invoices (`invoiceOf(n)`), each with an Idempotency-Key, until `stop()`;
 * `servers` are used round robin per client. Every request must be answered within the client's
 * timeout or count as not answered.
 */
export function postingLoad(
  servers: { url: string; token: string }[],
  invoiceOf: (n: number) => unknown,
  clients = 4,
) {
  const sent: Sent[] = [];
  let running = true;
  let next = 0;
  const https = servers.map((server) => client(server.url, server.token));
  const loops = Array.from({ length: clients }, async (_, index) => {
    const http = https[index % https.length]!;
    while (running) {
      const entry: Sent = { key: randomUUID(), n: next++ };
      sent.push(entry);
      const answer = await http.call('POST', '/api/documents', invoiceOf(entry.n), {
        'idempotency-key': entry.key,
      });
      if (answer?.status === 200) entry.acknowledged = answer.envelope.data.record;
      else entry.failed = answer ? answer.status : null;
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    sent,
    acknowledged: () => sent.filter((entry) => entry.acknowledged).length,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
