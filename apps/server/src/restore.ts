import { createReadStream, existsSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from './config.ts';
import { RestoreError, restoreBackup } from './modules/backups/index.ts';
import { openDatabaseServer } from './platform/db/bootstrap.ts';

// `npm run restore -- <file> [--replace]`: loads a backup (a company's or the whole database's)
// into this install's database, which must be empty unless --replace says to wipe it first.
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const replace = args.includes('--replace');
if (!file || !existsSync(file)) {
  console.error('Kullanım / usage: npm run restore -- <yedek-dosyası.kibo.gz> [--replace]');
  process.exit(2);
}

const config = loadConfig();
const server = await openDatabaseServer({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (replace) {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public',
    );
    await client.end();
  }
  const { header, rows } = await restoreBackup(server.url, createReadStream(file));
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  console.log(
    [
      `Yedek geri yüklendi / backup restored: ${header.kind === 'full' ? 'tam veritabanı / whole database' : header.company?.title}`,
      `  Alındığı sürüm / taken by: Kibo ${header.appVersion}, ${header.createdAt}`,
      `  ${Object.keys(rows).length} tablo, ${total} satır / tables, rows`,
      '  Şimdi / now: npm start',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof RestoreError ? error.message : error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
