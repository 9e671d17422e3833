import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './chromium.ts';

// The people who use it are in Turkey: the tests' own "today" (and the browser's, below) is Turkey's,
// as the server's is, also in the hours when UTC is still on the day before.
process.env.TZ = 'Europe/Istanbul';

export const PORT = Number(process.env.E2E_PORT ?? 8391);
const dataDir = path.join(os.tmpdir(), `kibo-e2e-${PORT}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: CHROMIUM,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh embedded PostgreSQL for each run, seeded with the demo company.
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
    url: `http://localhost:${PORT}/api/brand`,
    timeout: 120_000,
    reuseExistingServer: false,
    // No Central Bank from the test machine: a closed port stands for "no internet".
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar',
      // The e-invoice worker asks after sent documents every two seconds, not every minute.
      EINVOICE_POLL_SECONDS: '2',
      EINVOICE_WORKER_POLL_MS: '1000',
      // The cargo worker likewise asks the fake carriers every two seconds.
      CARGO_POLL_SECONDS: '2',
      CARGO_WORKER_POLL_MS: '1000',
      CARGO_CALL_GAP_MS: '0',
    },
    stdout: 'pipe',
  },
});
