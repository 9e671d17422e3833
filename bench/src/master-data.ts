import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load, login, percentile, type Server, startServer } from './lib.ts';

const SMALL_ITEMS = 10_000;
const ITEMS = 1_000_000;
const SMALL_ACCOUNTS = 2_000;
const ACCOUNTS = 200_000;
const BATCH = 100_000;

// Word lists with Turkish letters: 'Işık' and 'İstanbul' each take one place of forty, so a search
// for them matches a few per cent of the rows, as a common word would.
// biome-ignore format: a word list
export const ITEM_FIRST = [
  'Işık', 'İstanbul', 'Çiçek', 'Şeker', 'Ağaç', 'Göl', 'Üzüm', 'Öykü', 'Anadolu', 'Ege',
  'Karadeniz', 'Marmara', 'Toros', 'Kapadokya', 'Boğaziçi', 'Yıldız', 'Güneş', 'Deniz', 'Bulut',
  'Rüzgâr', 'Orman', 'Doğa', 'Çınar', 'Lale', 'Papatya', 'Menekşe', 'Kartal', 'Şahin', 'Ceylan',
  'Aslan', 'Kervan', 'Pınar', 'Irmak', 'Umut', 'Gökkuşağı', 'Sevgi', 'Neşe', 'Barış', 'Özgür', 'Ilgaz',
];
// biome-ignore format: a word list
export const ITEM_PRODUCT = [
  'Defter', 'Kalem', 'Silgi', 'Kurşun Kalem', 'Tükenmez Kalem', 'Dolma Kalem', 'Kalemtıraş',
  'Cetvel', 'Makas', 'Yapıştırıcı', 'Boya Kalemi', 'Suluboya', 'Pastel Boya', 'Dosya', 'Klasör',
  'Zarf', 'Ajanda', 'Not Defteri', 'Çanta', 'Sırt Çantası', 'Kitap', 'Roman', 'Öykü Kitabı',
  'Sözlük', 'Atlas', 'Oyun Kartı', 'Yapboz', 'Fincan', 'Kupa', 'Takvim',
];
// 'Işıklı' adds matches for 'ışık'; 'Işıltılı' shares its first letters without matching.
// biome-ignore format: a word list
export const ITEM_ATTRIBUTE = [
  'Kırmızı', 'Mavi', 'Yeşil', 'Sarı', 'Siyah', 'Beyaz', 'Mor', 'Turuncu', 'Pembe', 'Lacivert',
  'Gri', 'Kahverengi', 'Çizgili', 'Kareli', 'Düz', 'Büyük Boy', 'Küçük Boy', 'Orta Boy', 'A4', 'A5',
  'Spiralli', 'Ciltli', 'Işıklı', 'Işıltılı', 'Ekonomik', 'Lüks', 'Klasik', 'Modern', 'Çocuk',
  'Öğrenci', 'Ofis', 'Okul', 'Yumuşak', 'Sert', 'İnce', 'Kalın', 'Renkli', 'Şeffaf', 'Mat', 'Parlak',
];
// biome-ignore format: a word list
const ACCOUNT_GIVEN = [
  'Ayşe', 'Mehmet', 'Fatma', 'Ali', 'Zeynep', 'Mustafa', 'Elif', 'Hüseyin', 'Şule', 'İbrahim', 'Gül',
  'Ömer', 'Çağla', 'Işıl', 'Emine', 'Hasan', 'Özlem', 'İsmail', 'Büşra', 'Yusuf', 'Gökçe', 'Murat',
  'Şeyma', 'Oğuz', 'Dilek', 'Ümit', 'Cem', 'Sevgül', 'Tuğba', 'Çetin',
];
// biome-ignore format: a word list
const ACCOUNT_SURNAME = [
  'Işık', 'İstanbul', 'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk',
  'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetinkaya', 'Kara', 'Koç', 'Kurt',
  'Özkan', 'Şimşek', 'Polat', 'Özer', 'Güneş', 'Erdoğan', 'Ağaoğlu', 'Ünal', 'Bulut', 'Gündoğdu',
  'Anadolu', 'Ege', 'Karadeniz', 'Marmara', 'Boğaziçi', 'Çukurova', 'Trakya', 'Toros', 'Ilgaz', 'Uğur',
];
// biome-ignore format: a word list
const ACCOUNT_SECTOR = [
  'Kırtasiye', 'Gıda', 'Tekstil', 'İnşaat', 'Otomotiv', 'Mobilya', 'Elektrik', 'Yayıncılık',
  'Kitabevi', 'Matbaacılık', 'Lojistik', 'Turizm', 'Tarım', 'Kuyumculuk', 'Ambalaj', 'Bilişim',
  'Danışmanlık', 'Temizlik', 'Eczane', 'Market',
];
const ACCOUNT_SUFFIX = ['Ltd. Şti.', 'A.Ş.', 'Tic. Ltd. Şti.', 'San. ve Tic. A.Ş.', 'Tic.'];

// Words drawn by hashing the row number (one seed per word), so every run builds the same rows;
// one row in eight is written in capitals and one in eight in small letters, as users type them.
export const pick = (param: string, seed: number) =>
  `(${param}::text[])[1 + abs(hashint8extended(n, ${seed}) % cardinality(${param}::text[]))]`;
export const mixedCase = (expression: string) => `CASE abs(hashint8extended(n, 9) % 8)
  WHEN 0 THEN upper(${expression} COLLATE "tr-TR-x-icu")
  WHEN 1 THEN lower(${expression} COLLATE "tr-TR-x-icu")
  ELSE ${expression} END`;

const INSERT_ITEMS = `INSERT INTO items (company_id, code, name, unit_id)
  SELECT $1, 'BS' || lpad(n::text, 8, '0'), ${mixedCase('w.name')}, $2
  FROM generate_series($3::bigint, $4::bigint) n,
    LATERAL (SELECT ${pick('$5', 1)} || ' ' || ${pick('$6', 2)} || ' ' || ${pick('$7', 3)}
      || ' ' || (100 + abs(hashint8extended(n, 4) % 900)) AS name) w`;

const INSERT_ACCOUNTS = `INSERT INTO accounts (company_id, code, title)
  SELECT $1, 'BA' || lpad(n::text, 8, '0'), ${mixedCase('w.title')}
  FROM generate_series($2::bigint, $3::bigint) n,
    LATERAL (SELECT ${pick('$4', 1)} || ' ' || ${pick('$5', 2)} || ' ' || ${pick('$6', 3)}
      || ' ' || ${pick('$7', 4)} AS title) w`;

/**
 * A superuser connection to the server's embedded cluster: its password is kept beside the data,
 * its port (chosen free at each start) is line 4 of postmaster.pid. The superuser bypasses the
 * row-level security that binds the server's own queries.
 */
export async function connectSuperuser(dataDir: string): Promise<pg.Client> {
  const { password } = JSON.parse(await readFile(path.join(dataDir, 'pg-secret.json'), 'utf8')) as {
    password: string;
  };
  const pid = (await readFile(path.join(dataDir, 'pg/postmaster.pid'), 'utf8')).split('\n');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pid[3]),
    user: 'postgres',
    password,
    database: 'kibo',
  });
  await client.connect();
  // Generated rows are thrown away with the data directory: no need to wait for each commit's flush.
  await client.query('SET synchronous_commit = off');
  return client;
}

/** Progress on a terminal only; a log keeps the summary lines. */
const progress = (line: string) => {
  if (process.stdout.isTTY) process.stdout.write(`\r${line}\x1b[K`);
};

async function insertBatches(
  what: string,
  from: number,
  to: number,
  insert: (first: number, last: number) => Promise<unknown>,
) {
  for (let first = from; first <= to; first += BATCH) {
    const last = Math.min(to, first + BATCH - 1);
    await insert(first, last);
    progress(`  generating ${what}: ${last.toLocaleString('en')} / ${to.toLocaleString('en')}`);
  }
  progress('');
}

/** Grows items and accounts of the company to the given counts (rows numbered from 1). */
export async function generate(
  db: pg.Client,
  target: { companyId: number; unitId: number },
  from: { items: number; accounts: number },
  to: { items: number; accounts: number },
): Promise<number> {
  const started = performance.now();
  await insertBatches('items', from.items + 1, to.items, (first, last) =>
    db.query(INSERT_ITEMS, [
      target.companyId,
      target.unitId,
      first,
      last,
      ITEM_FIRST,
      ITEM_PRODUCT,
      ITEM_ATTRIBUTE,
    ]),
  );
  await insertBatches('accounts', from.accounts + 1, to.accounts, (first, last) =>
    db.query(INSERT_ACCOUNTS, [
      target.companyId,
      first,
      last,
      ACCOUNT_GIVEN,
      ACCOUNT_SURNAME,
      ACCOUNT_SECTOR,
      ACCOUNT_SUFFIX,
    ]),
  );
  // VACUUM as well as ANALYZE: it flushes the GIN indexes' pending lists and sets hint bits, as a
  // settled table has them, and keeps autovacuum from starting on the new rows while we measure.
  await db.query('VACUUM (ANALYZE) items');
  await db.query('VACUUM (ANALYZE) accounts');
  return (performance.now() - started) / 1000;
}

/**
 * Resident and peak resident memory of the server, MiB: scripts/start.mjs imports the server into
 * its own process (PostgreSQL runs in processes of its own, not counted).
 */
async function memory(server: Server): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${server.process.pid}/status`, 'utf8');
  const mib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]) / 1024;
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

const QUERIES = [
  { resource: 'items', search: '' },
  { resource: 'items', search: 'ışık' },
  { resource: 'items', search: 'istanbul' },
  // Typed without Turkish letters, as shop staff often do: finds 'Işık' and 'Işıklı' too.
  { resource: 'items', search: 'isik' },
  // Trigrams that occur nowhere: the capped count finds no match to stop at.
  { resource: 'items', search: 'zzqx' },
  { resource: 'accounts', search: '' },
  { resource: 'accounts', search: 'ışık' },
  { resource: 'accounts', search: 'istanbul' },
  { resource: 'accounts', search: 'isik' },
  { resource: 'accounts', search: 'zzqx' },
];

const pathOf = (query: { resource: string; search: string }) =>
  `/api/${query.resource}${query.search ? `?search=${encodeURIComponent(query.search)}` : ''}`;

const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1);

/**
 * Past this median for one client, ten clients would wait about ten times as long each: no answer
 * would land in the measuring window, so that run is left out to keep the bench short.
 */
const TOO_SLOW_FOR_TEN_MS = 1000;

/** First page of each list, one client then ten; `seconds` per run after a one-second warm-up. */
async function measureLists(server: Server, token: string, seconds: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  for (const query of QUERIES) {
    const path = pathOf(query);
    const first = await fetch(`${server.url}${path}`, { headers });
    const page = (await first.json()) as { Response: { data: { total: number; totalCapped: boolean } } };
    const { total, totalCapped } = page.Response.data;
    const runs = [];
    for (const clients of [1, 10]) {
      const result = await load({ url: server.url, path, headers, clients, seconds, warmupSeconds: 1 });
      runs.push(
        `${clients === 1 ? '1 client' : `${clients} clients`} median ${ms(result.latencies, 50)} ms, p95 ${ms(result.latencies, 95)} ms ` +
          `(${result.requests} req${result.errors ? `, ${result.errors} errors` : ''})`,
      );
      if (clients === 1 && percentile(result.latencies, 50) > TOO_SLOW_FOR_TEN_MS) {
        runs.push('10 clients not run (1 client over 1 s)');
        break;
      }
    }
    const search = query.search ? ` search '${query.search}'` : '';
    console.log(
      `  ${query.resource}${search}, ${totalCapped ? `>${total}` : total} found: ${runs.join('; ')}`,
    );
  }
}

export async function masterDataWorkload(): Promise<void> {
  console.log('\n## Master data: 1M items, 200k accounts (issue 3)');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kibo-bench-'));
  let server: Server | undefined;
  let db: pg.Client | undefined;
  try {
    server = await startServer({ port: 8600 + Math.floor(Math.random() * 300), dataDir });
    const token = await login(server.url, 'admin@demo.com.tr', 'Demo.1234');
    db = await connectSuperuser(dataDir);
    const company = await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE email = $1', [
      'admin@demo.com.tr',
    ]);
    const companyId = company.rows[0]!.company_id;
    // Items need a unit of their company; the demo may not define one.
    const unit =
      (
        await db.query<{ id: number }>('SELECT id FROM units WHERE company_id = $1 ORDER BY id LIMIT 1', [
          companyId,
        ])
      ).rows[0] ??
      (
        await db.query<{ id: number }>(
          `INSERT INTO units (company_id, code, name, decimals) VALUES ($1, 'ADET', 'Adet', 0) RETURNING id`,
          [companyId],
        )
      ).rows[0]!;
    const target = { companyId, unitId: unit.id };
    console.log(
      'Lists: GET /api/<resource>[?search=], first page (25 rows), as the demo admin — budget p95 < 50 ms',
    );

    const small = { items: SMALL_ITEMS, accounts: SMALL_ACCOUNTS };
    const smallSeconds = await generate(db, target, { items: 0, accounts: 0 }, small);
    console.log(
      `${SMALL_ITEMS.toLocaleString('en')} items, ${SMALL_ACCOUNTS.toLocaleString('en')} accounts generated in ${smallSeconds.toFixed(1)} s; 2 s per run:`,
    );
    const smallBefore = await memory(server);
    await measureLists(server, token, 2);
    const smallAfter = await memory(server);
    console.log(
      `  server RSS ${smallBefore.rss.toFixed(0)} MiB before these lists, ${smallAfter.rss.toFixed(0)} MiB after, peak ${smallAfter.peak.toFixed(0)} MiB`,
    );

    const seconds = await generate(db, target, small, { items: ITEMS, accounts: ACCOUNTS });
    console.log(
      `${ITEMS.toLocaleString('en')} items, ${ACCOUNTS.toLocaleString('en')} accounts: the rest generated in ${seconds.toFixed(1)} s (INSERT ... SELECT, VACUUM ANALYZE); 5 s per run:`,
    );
    const before = await memory(server);
    await measureLists(server, token, 5);
    const after = await memory(server);
    console.log(
      `  server RSS ${before.rss.toFixed(0)} MiB before these lists, ${after.rss.toFixed(0)} MiB after, peak ${after.peak.toFixed(0)} MiB ` +
        `(${smallAfter.peak.toFixed(0)} MiB at ${SMALL_ITEMS.toLocaleString('en')} items) — budget: flat whatever the table size`,
    );
  } finally {
    await db?.end();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
