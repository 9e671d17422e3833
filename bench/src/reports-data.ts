import type pg from 'pg';
import { generate } from './master-data.ts';

// W5's books: two years of a shop's invoices written straight into the ledgers with SQL, as the
// postings would leave them — documents, lines, stock moves, account entries, collections into the
// registers, and the balances of each — then checked to agree and analysed.

export interface ReportBooks {
  companyId: number;
  items: number;
  accounts: number;
  invoices: number;
  lines: number;
  moves: number;
  first: string;
  last: string;
  seconds: number;
}

const LINES_PER_INVOICE = 10;
const DAYS = 695; // 2025-01-01 … 2026-11-27

const exec = (db: pg.Client, text: string, values: unknown[] = []) => db.query(text, values);

/**
 * Loads `items` stock cards (in 40 categories, from 300 producers), `accounts` accounts, three
 * warehouses and `invoices` invoices of ten lines over two years (80 % sales, 15 % purchases, 5 %
 * sales returns), with their moves, entries, 1 collection per 5 invoices, and balances. Costs are
 * not computed here: every item is queued for re-costing, which the server's worker does.
 */
export async function loadBooks(
  db: pg.Client,
  sizes: { items: number; accounts: number; invoices: number },
  series: Record<'salesInvoice' | 'purchaseInvoice' | 'salesReturn', number>,
): Promise<ReportBooks> {
  const started = performance.now();
  const { rows } = await db.query<{
    companyId: number;
    warehouseId: number;
    unitId: number;
    registerId: number;
  }>(
    `SELECT c.id AS "companyId", c.default_warehouse_id AS "warehouseId",
            (SELECT id FROM units WHERE company_id = c.id AND code = 'C62') AS "unitId",
            (SELECT id FROM cash_accounts WHERE company_id = c.id AND kind = 'cash' ORDER BY id LIMIT 1) AS "registerId"
       FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = 'admin@demo.com.tr'`,
  );
  const { companyId, unitId, registerId } = rows[0]!;
  await exec(
    db,
    `INSERT INTO warehouses (company_id, code, name)
     SELECT $1, 'RB' || n, 'Şube ' || n FROM generate_series(1, 2) n ON CONFLICT DO NOTHING`,
    [companyId],
  );
  const warehouses = (
    await db.query<{ id: number }>('SELECT id FROM warehouses WHERE company_id = $1 ORDER BY id LIMIT 3', [
      companyId,
    ])
  ).rows.map((row) => row.id);
  await exec(
    db,
    `INSERT INTO categories (company_id, name) SELECT $1, 'Kategori ' || n FROM generate_series(1, 40) n`,
    [companyId],
  );
  await exec(
    db,
    `INSERT INTO producers (company_id, code, name) SELECT $1, 'RP' || n, 'Yayınevi ' || n FROM generate_series(1, 300) n`,
    [companyId],
  );
  // The cards: master data's generator names them; then each gets a category, a producer, a price.
  await generate(
    db,
    { companyId, unitId },
    { items: 0, accounts: 0 },
    { items: sizes.items, accounts: sizes.accounts },
  );
  await exec(
    db,
    `UPDATE items i SET category_id = c.ids[1 + (i.id % cardinality(c.ids))], producer_id = p.ids[1 + (i.id % cardinality(p.ids))],
            sale_price = (100 + (i.id * 7919) % 99901) / 100.0, purchase_price = round((100 + (i.id * 7919) % 99901) * 0.006, 2),
            min_stock = CASE WHEN i.id % 7 = 0 THEN 50 ELSE 0 END
       FROM (SELECT array_agg(id) AS ids FROM categories WHERE company_id = $1) c,
            (SELECT array_agg(id) AS ids FROM producers WHERE company_id = $1) p
      WHERE i.company_id = $1 AND i.code LIKE 'BS%'`,
    [companyId],
  );
  // The generated cards and accounts have consecutive ids (one INSERT each): card k is first + k. An
  // array of their ids would be read whole (de-TOASTed) at every subscript, a million times.
  const range = async (table: string, prefix: string) =>
    (
      await db.query<{ first: number; count: number }>(
        `SELECT min(id) AS first, count(*)::int AS count FROM ${table} WHERE company_id = $1 AND code LIKE '${prefix}%'`,
        [companyId],
      )
    ).rows[0]!;
  const cards = await range('items', 'BS');
  const customers = await range('accounts', 'BA');

  // Documents, in date order (ids follow dates, as a shop's do): type by n, a day of the two years.
  const BATCH = 10_000;
  for (let first = 1; first <= sizes.invoices; first += BATCH) {
    const last = Math.min(sizes.invoices, first + BATCH - 1);
    await exec(
      db,
      `INSERT INTO documents (company_id, doc_type, series_id, number, sequence, date, time, account_id, warehouse_id, created_by)
       SELECT $1, t.doc_type, t.series_id, t.prefix || lpad(n::text, 9, '0'), n,
              DATE '2025-01-01' + (n * ${DAYS} / $4::int)::int, lpad((9 + n % 11)::text, 2, '0') || ':' || lpad((n % 60)::text, 2, '0'),
              $9::int + abs(hashint8extended(n, 11) % $10::int)::int,
              ($5::int[])[1 + n % cardinality($5::int[])],
              (SELECT id FROM users WHERE company_id = $1 ORDER BY id LIMIT 1)
         FROM generate_series($2::bigint, $3::bigint) n,
              LATERAL (SELECT CASE WHEN n % 20 < 16 THEN 'salesInvoice' WHEN n % 20 < 19 THEN 'purchaseInvoice' ELSE 'salesReturn' END AS doc_type) k,
              LATERAL (SELECT k.doc_type,
                              CASE k.doc_type WHEN 'salesInvoice' THEN $6::int WHEN 'purchaseInvoice' THEN $7::int ELSE $8::int END AS series_id,
                              CASE k.doc_type WHEN 'salesInvoice' THEN 'RBS' WHEN 'purchaseInvoice' THEN 'RBA' ELSE 'RBI' END AS prefix) t`,
      [
        companyId,
        first,
        last,
        sizes.invoices,
        warehouses,
        series.salesInvoice,
        series.purchaseInvoice,
        series.salesReturn,
        customers.first,
        customers.count,
      ],
    );
    // Each line's foreign-key check looks its document up: planned from the statistics of a table
    // never analysed, that look-up read every document of the company (see Fresh-install plans).
    await exec(db, 'ANALYZE documents');
    // Ten lines each: an item, 1–5 pieces at its price (purchases at 60 %), VAT 1, 10 or 20 %.
    await exec(
      db,
      `INSERT INTO document_lines (company_id, document_id, line_no, item_id, quantity, unit_id, unit_price, vat_rate,
                                   amount, net, vat, total)
       SELECT d.company_id, d.id, k, x.item_id, x.quantity, $4, x.price, x.rate,
              round(x.quantity * x.price, 2), round(x.quantity * x.price, 2),
              round(x.quantity * x.price * x.rate / 100, 2), round(x.quantity * x.price, 2) + round(x.quantity * x.price * x.rate / 100, 2)
         FROM documents d, generate_series(1, ${LINES_PER_INVOICE}) k,
              LATERAL (SELECT $8::int + abs(hashint8extended(d.sequence * 16 + k, 13) % $9::int)::int AS item_id,
                              1 + abs(hashint8extended(d.sequence * 16 + k, 17) % 5) AS quantity,
                              (ARRAY[1, 10, 20, 20])[1 + abs(hashint8extended(d.sequence * 16 + k, 19) % 4)] AS rate) y,
              LATERAL (SELECT y.item_id, y.quantity, y.rate,
                              round((100 + (y.item_id * 7919) % 99901) / 100.0 * CASE WHEN d.doc_type = 'purchaseInvoice' THEN 0.6 ELSE 1 END, 2) AS price) x
        WHERE d.company_id = $1 AND d.series_id IN ($5, $6, $7) AND d.sequence BETWEEN $2 AND $3`,
      [
        companyId,
        first,
        last,
        unitId,
        series.salesInvoice,
        series.purchaseInvoice,
        series.salesReturn,
        cards.first,
        cards.count,
      ],
    );
    process.stdout.isTTY &&
      process.stdout.write(
        `\r  books: ${last.toLocaleString('en')} / ${sizes.invoices.toLocaleString('en')} invoices\x1b[K`,
      );
  }
  process.stdout.isTTY && process.stdout.write('\r\x1b[K');
  await exec(db, 'ANALYZE document_lines');
  const ours = `d.company_id = $1 AND d.series_id IN ($2, $3, $4)`;
  const seriesIds = [companyId, series.salesInvoice, series.purchaseInvoice, series.salesReturn];
  // Each document's totals are its lines'.
  await exec(
    db,
    `UPDATE documents d SET amount_total = l.net, net_total = l.net, vat_total = l.vat, grand_total = l.total,
            payable = l.total, grand_total_local = l.total
       FROM (SELECT document_id, sum(net) AS net, sum(vat) AS vat, sum(total) AS total FROM document_lines
              WHERE company_id = $1 GROUP BY document_id) l
      WHERE ${ours} AND l.document_id = d.id`,
    seriesIds,
  );
  await exec(
    db,
    `INSERT INTO stock_moves (company_id, document_id, line_id, item_id, warehouse_id, date, quantity)
     SELECT d.company_id, d.id, l.id, l.item_id, d.warehouse_id, d.date,
            CASE d.doc_type WHEN 'salesInvoice' THEN -l.quantity ELSE l.quantity END
       FROM documents d JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
      WHERE ${ours} ORDER BY d.date, d.id, l.line_no`,
    seriesIds,
  );
  await exec(
    db,
    `INSERT INTO account_entries (company_id, document_id, account_id, date, due_date, currency, debit, credit, amount_local)
     SELECT d.company_id, d.id, d.account_id, d.date, d.date + 30, 'TRY',
            CASE d.doc_type WHEN 'salesInvoice' THEN d.grand_total ELSE 0 END,
            CASE d.doc_type WHEN 'salesInvoice' THEN 0 ELSE d.grand_total END,
            CASE d.doc_type WHEN 'salesInvoice' THEN d.grand_total ELSE -d.grand_total END
       FROM documents d WHERE ${ours}`,
    seriesIds,
  );
  // A collection for one sale in five, into the register, a week later.
  await exec(
    db,
    `WITH c AS (
       SELECT d.company_id, d.account_id, least(d.date + 7, DATE '2026-11-27') AS date, d.grand_total AS amount
         FROM documents d WHERE ${ours} AND d.doc_type = 'salesInvoice' AND d.sequence % 5 = 0),
     cash AS (
       INSERT INTO cash_entries (company_id, cash_account_id, account_id, date, currency, debit, credit, amount_local, description)
       SELECT company_id, $5, account_id, date, 'TRY', amount, 0, amount, 'Tahsilat' FROM c RETURNING 1)
     INSERT INTO account_entries (company_id, account_id, date, currency, debit, credit, amount_local, description)
     SELECT company_id, account_id, date, 'TRY', 0, amount, -amount, 'Tahsilat' FROM c`,
    [...seriesIds, registerId],
  );
  // The balances, as the postings would have left them.
  await exec(db, 'DELETE FROM stock_balances WHERE company_id = $1', [companyId]);
  await exec(
    db,
    `INSERT INTO stock_balances (company_id, item_id, warehouse_id, quantity, last_date)
     SELECT company_id, item_id, warehouse_id, sum(quantity), max(date) FROM stock_moves WHERE company_id = $1
      GROUP BY company_id, item_id, warehouse_id`,
    [companyId],
  );
  await exec(db, 'DELETE FROM account_balances WHERE company_id = $1', [companyId]);
  await exec(
    db,
    `INSERT INTO account_balances (company_id, account_id, currency, balance)
     SELECT company_id, account_id, currency, sum(debit - credit) FROM account_entries WHERE company_id = $1
      GROUP BY company_id, account_id, currency`,
    [companyId],
  );
  await exec(db, 'DELETE FROM cash_balances WHERE company_id = $1', [companyId]);
  await exec(
    db,
    `INSERT INTO cash_balances (company_id, cash_account_id, currency, balance)
     SELECT company_id, cash_account_id, currency, sum(debit - credit) FROM cash_entries WHERE company_id = $1
      GROUP BY company_id, cash_account_id, currency`,
    [companyId],
  );
  // Costs: every item from its first move, by the server's re-costing worker.
  await exec(
    db,
    `INSERT INTO stock_recost (company_id, item_id, from_date)
     SELECT company_id, item_id, min(date) FROM stock_moves WHERE company_id = $1 GROUP BY company_id, item_id
     ON CONFLICT (company_id, item_id) DO UPDATE SET from_date = least(stock_recost.from_date, excluded.from_date)`,
    [companyId],
  );
  for (const table of [
    'documents',
    'document_lines',
    'stock_moves',
    'stock_balances',
    'account_entries',
    'account_balances',
    'cash_entries',
    'cash_balances',
    'items',
    'categories',
    'producers',
  ])
    await exec(db, `VACUUM (ANALYZE) ${table}`);
  const counted = await db.query<{ lines: number; moves: number; first: string; last: string }>(
    `SELECT (SELECT count(*)::int FROM document_lines WHERE company_id = $1) AS lines,
            (SELECT count(*)::int FROM stock_moves WHERE company_id = $1) AS moves,
            (SELECT min(date)::text FROM documents WHERE company_id = $1) AS first,
            (SELECT max(date)::text FROM documents WHERE company_id = $1) AS last`,
    [companyId],
  );
  return {
    companyId,
    items: sizes.items,
    accounts: sizes.accounts,
    invoices: sizes.invoices,
    ...counted.rows[0]!,
    seconds: (performance.now() - started) / 1000,
  };
}
