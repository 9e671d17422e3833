import { APP_VERSION } from '@kibo/contracts';
import { prepareRules } from '@kibo/ubl-tr/validate';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startCargoWorker } from './modules/cargo/index.ts';
import { startOutboxWorker } from './modules/einvoice/index.ts';
import { syncMenuCatalogue } from './modules/menus/index.ts';
import { startRecostWorker } from './modules/stock/index.ts';
import { openDatabase } from './platform/db/bootstrap.ts';
import { watchYoungTables } from './platform/db/young-tables.ts';
import { loadSecrets } from './platform/secrets.ts';
import { DEMO_LOGINS, seedDemo } from './seed/demo.ts';
import { seedDemoShop, shopLine } from './seed/shop/index.ts';

const startedAt = performance.now();
const config = loadConfig(process.env, process.argv.slice(2));
const opened = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  transactionLimit: config.transactionLimit,
  // The embedded server's own log is noise unless something went wrong.
  log: (line) => {
    if (/ERROR|FATAL|PANIC|stopping PostgreSQL|restarting PostgreSQL|PostgreSQL restarted/.test(line))
      console.error(line.trim());
  },
});
const { database } = opened;
await syncMenuCatalogue(database.system);
const seeded = await seedDemo(database);
const secrets = await loadSecrets(config.secretKey, config.dataDir);
const app = await buildApp({ config, database, secrets });
// After the app is built: the shop's cards are saved through the resources it registers. It analyses
// its own tables inside its transaction; the watcher's ANALYZE would only wait for it to commit.
// Nothing of it is kept when it fails (one transaction); the server starts all the same.
const shop = config.demoShop
  ? await seedDemoShop(database).catch((error: Error) => {
      console.error(`Demo dükkân oluşturulamadı / demo shop failed: ${error.stack ?? error.message}`);
      return undefined;
    })
  : undefined;
// A new install's tables get statistics as they grow (see young-tables.ts).
const youngTables = watchYoungTables(database);
// Back-dated, edited and cancelled stock documents re-cost later moves here, never in a request.
const recostWorker = startRecostWorker(database, (error) => app.log.error(error, 're-costing failed'));
// Queued e-invoices and despatches go to the integrators here, with retries; statuses are asked after.
const outboxWorker = startOutboxWorker(database, (error) => app.log.error(error, 'e-document outbox failed'));
// Queued shipments go to the carriers here, with retries; live ones are asked after until delivered.
const cargoWorker = startCargoWorker(database, secrets, (error) =>
  app.log.error(error, 'cargo worker failed'),
);
// GİB's rules compiled now (once, ~30 s on a new install), not when the first invoice is sent.
prepareRules((message) => app.log.info(message)).catch((error) =>
  app.log.error(error, 'e-document rules could not be compiled'),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  // Requests in flight get a few seconds to finish; a stop never hangs on a stuck connection.
  setTimeout(() => {
    console.error(`${signal}: not stopped after 10 s, exiting`);
    process.exit(1);
  }, 10_000).unref();
  await app.close().catch(() => {});
  await youngTables.stop();
  await recostWorker.stop();
  await outboxWorker.stop();
  await cargoWorker.stop();
  await opened.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await opened.stop();
  process.exit(1);
}

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Kibo ${APP_VERSION} hazır / ready: ${url}`,
  `  Veritabanı / database: ${opened.embedded ? `gömülü PostgreSQL, ${config.dataDir}` : 'DATABASE_URL'}${seeded ? ' (demo firma oluşturuldu)' : ''}`,
  ...(shop ? [shopLine(shop)] : []),
  '  Demo girişleri / demo logins:',
  ...DEMO_LOGINS.map((login) => `    ${login.role.padEnd(11)} ${login.email.padEnd(22)} ${login.password}`),
  `  API: ${url}/api/docs`,
  `  Başlatma süresi / start-up: ${Math.round(performance.now() - startedAt)} ms`,
  '',
];
console.log(lines.join('\n'));
