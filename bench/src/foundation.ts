import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { load, login, percentile, startServer } from './lib.ts';
import { describeVisit, loginPageTransfer } from './transfer.ts';

/** As a browser asks: the answer may come compressed. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const summary = (result: Awaited<ReturnType<typeof load>>) =>
  `median ${percentile(result.latencies, 50).toFixed(2)} ms, p95 ${percentile(result.latencies, 95).toFixed(2)} ms, ` +
  `p99 ${percentile(result.latencies, 99).toFixed(2)} ms, ${Math.round(result.requests / result.seconds)} req/s, ${result.errors} errors`;

/** A first page of 25 stock cards (about 10 KB of JSON), raw and compressed: what compression costs a list call. */
async function listCompression(url: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const units = await (await fetch(`${url}/api/units`, { headers })).json();
  const unitId = units.Response.data.list[0].id;
  for (let i = 1; i <= 25; i++) {
    await fetch(`${url}/api/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        code: `BNC-${i}`,
        name: `Işıklı Defter ${i} Çizgili A4`,
        unitId,
        salePrice: `${i}.50`,
      }),
    });
  }
  for (const encoding of ['identity', BROWSER_ENCODINGS]) {
    // undici's request, not fetch: it leaves the body as it came over the wire.
    const answer = await request(`${url}/api/items?pageSize=25`, {
      headers: { authorization: headers.authorization, 'accept-encoding': encoding },
    });
    const size = (await answer.body.arrayBuffer()).byteLength;
    const result = await load({
      url,
      path: '/api/items?pageSize=25',
      headers: { authorization: headers.authorization, 'accept-encoding': encoding },
      clients: 10,
      seconds: 5,
      warmupSeconds: 1,
    });
    console.log(
      `GET /api/items (25 rows), Accept-Encoding ${encoding}: ${answer.headers['content-encoding'] ?? 'identity'} ` +
        `${(size / 1024).toFixed(1)} KB, 10 clients, 5 s: ${summary(result)}`,
    );
  }
}

export async function foundationWorkload(): Promise<void> {
  console.log('\n## Foundation (issues 2 and 18)');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kibo-bench-'));
  try {
    const port = 8600 + Math.floor(Math.random() * 300);
    const first = await startServer({ port, dataDir });
    console.log(
      `npm start, first run (initdb, migrations, demo seed): ${(first.readyMs / 1000).toFixed(2)} s`,
    );
    await first.stop();
    const second = await startServer({ port, dataDir });
    console.log(
      `npm start, installed checkout with data: ${(second.readyMs / 1000).toFixed(2)} s — budget 10 s`,
    );

    const visits = await loginPageTransfer(second.url);
    console.log(`/login, first visit (empty cache): ${describeVisit(visits.first)} — budget 300 KB`);
    console.log(`/login, second visit (same browser): ${describeVisit(visits.second)} — budget 20 KB`);

    const token = await login(second.url, 'admin@demo.com.tr', 'Demo.1234');
    const result = await load({
      url: second.url,
      path: '/api/modules/frontappui',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS },
      clients: 50,
      seconds: 10,
      warmupSeconds: 2,
    });
    console.log(
      `GET modules/frontappui, 50 concurrent clients, ${result.seconds.toFixed(0)} s: ${summary(result)} — budget median 5 ms`,
    );
    await listCompression(second.url, token);
    await second.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
