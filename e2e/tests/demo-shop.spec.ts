import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiToken, DEMO, login } from './support.ts';

// `npm start -- --demo-shop` on a fresh install of its own (the other flows keep the plain demo
// company): the stock list, an invoice list and a statement have something to show at once.

const PORT = Number(process.env.E2E_PORT ?? 8391) + 7;
const dataDir = path.join(os.tmpdir(), `kibo-e2e-shop-${PORT}`);
const start = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
let server: ChildProcess | undefined;
let output = '';

test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  // The month is seeded before the server listens: allow for a busy machine.
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, [start, '--demo-shop'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const answer = await fetch(`http://localhost:${PORT}/api/brand`).catch(() => undefined);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(output).toMatch(/Demo dükkân \/ demo shop: \d+ ürün, 50 cari, \d+ fiş, \d+ makbuz/);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGINT');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test('the demo shop fills the stock list, the sales invoices and a statement', async ({ page, request }) => {
  await login(page, DEMO.admin, '/stok/list');
  const items = page.getByTestId('resource-list-items').filter({ visible: true });
  // The first screen loads its chunks: a busy machine may take a while.
  await expect(items.getByRole('row').nth(10)).toBeVisible({ timeout: 30_000 });
  await page.goto(`/#/stok/list?search=${encodeURIComponent('kürk mantolu')}`);
  await expect(items.getByRole('cell', { name: 'Kürk Mantolu Madonna' }).first()).toBeVisible();
  await expect(items.getByRole('cell', { name: 'Suç ve Ceza' })).toHaveCount(0);

  await page.goto('/#/fis/satis/islem');
  await expect(
    page
      .locator('tr', { hasText: /SF\d{6}/ })
      .filter({ visible: true })
      .nth(5),
  ).toBeVisible();

  // A school that owed from the old books and bought through the month.
  const token = await apiToken(request, DEMO.admin.email, DEMO.admin.password);
  const found = await request.get(`/api/accounts?search=${encodeURIComponent('Çınaraltı Koleji')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [school] = (await found.json()).Response.data.list;
  await page.goto(`/#/cari/ekstre?accountId=${school.id}&currency=TRY`);
  const statement = page.getByTestId('account-statement').filter({ visible: true });
  await expect(statement.getByRole('link', { name: /BD\d{6} · Borç Dekontu/ })).toBeVisible();
  await expect(statement.getByTestId('statement-closing')).toContainText('Kapanış bakiyesi:');
});
