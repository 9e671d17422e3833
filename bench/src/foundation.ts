import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load, login, percentile, root, startServer } from './lib.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * What a browser must download to show /login: the entry chunk, everything it imports statically,
 * and the login page's own lazy chunk with its static imports. Gzip-compressed, as served.
 */
export function loginPageJavaScript(): { files: number; gzipBytes: number; rawBytes: number } {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const wanted = new Set<string>();
  const visit = (key: string) => {
    if (wanted.has(key)) return;
    wanted.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loginPage = Object.keys(manifest).find((key) => key.endsWith('pages/LoginPage.tsx'));
  if (!entry || !loginPage) throw new Error('manifest has no entry or login page chunk');
  visit(entry);
  visit(loginPage);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const key of wanted) {
    const content = readFileSync(path.join(dist, manifest[key]!.file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: wanted.size, gzipBytes, rawBytes };
}

export async function foundationWorkload(): Promise<void> {
  console.log('\n## Foundation (issue 2)');
  const js = loginPageJavaScript();
  console.log(
    `/login initial JavaScript: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${(js.rawBytes / 1024).toFixed(0)} KB raw, ${js.files} chunks) — budget 300 KB gzip`,
  );

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

    const token = await login(second.url, 'admin@demo.com.tr', 'Demo.1234');
    const result = await load({
      url: second.url,
      path: '/api/modules/frontappui',
      // As a browser asks: the answer may come compressed.
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
      clients: 50,
      seconds: 10,
      warmupSeconds: 2,
    });
    const { latencies } = result;
    console.log(
      `GET modules/frontappui, 50 concurrent clients, ${result.seconds.toFixed(0)} s: median ${percentile(latencies, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, ` +
        `${Math.round(result.requests / result.seconds)} req/s, ${result.errors} errors — budget median 5 ms`,
    );
    await second.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
