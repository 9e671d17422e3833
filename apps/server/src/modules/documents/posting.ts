import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import type { StockDelta } from './postings.ts';

// A document's writes in one statement: header, lines, stock moves, stock balances, account entry
// and account balances. Each part travels as one JSON parameter (rows named as the table's columns),
// so the text never changes and runs as a prepared statement: one round trip and no parse per save,
// whatever the number of lines. A posting used to take six round trips here, and on this kind of
// machine each one costs more CPU than the rows it writes.

/** Header columns a save writes (the rest: identity, number, state, are the save's own). */
const HEADER = [
  'doc_type',
  'date',
  'time',
  'due_date',
  'account_id',
  'warehouse_id',
  'target_warehouse_id',
  'currency',
  'exchange_rate',
  'price_list',
  'prices_include_vat',
  'counterparty_no',
  'shipping_address',
  'description',
  'discount_kind',
  'discount_value',
  'amount_total',
  'discount_total',
  'net_total',
  'otv_total',
  'vat_total',
  'withholding_total',
  'grand_total',
  'payable',
  'grand_total_local',
] as const;

const LINE = [
  'line_no',
  'item_id',
  'description',
  'quantity',
  'unit_id',
  'unit_factor',
  'unit_price',
  'discount1',
  'discount2',
  'discount3',
  'vat_rate',
  'otv_rate',
  'withholding',
  'amount',
  'line_discount',
  'document_discount',
  'net',
  'otv',
  'vat',
  'withholding_amount',
  'total',
  'source_line_id',
] as const;

export type HeaderRow = Record<(typeof HEADER)[number], unknown>;
export type LineRow = Record<(typeof LINE)[number], unknown>;
/** A stock move of the line numbered `line_no` (a transfer's line has two). */
export interface MoveRow {
  line_no: number;
  item_id: number;
  warehouse_id: number;
  date: string;
  quantity: string;
}
export interface EntryRow {
  account_id: number;
  date: string;
  due_date: string | null;
  currency: string;
  debit: string;
  credit: string;
  amount_local: string;
  description: string;
}
/** debit − credit added to an account's balance in a currency. */
export interface AccountChange {
  accountId: number;
  currency: string;
  change: string;
}

const tenant = `current_setting('app.company_id')::int`;
const list = (columns: readonly string[], prefix = '') => columns.map((c) => prefix + c).join(', ');

const created = `
  doc AS (
    INSERT INTO documents (company_id, series_id, created_by, idempotency_key, number, sequence, ${list(HEADER)})
    SELECT ${tenant}, h.series_id, h.created_by, h.idempotency_key, '', 0, ${list(HEADER, 'h.')}
      FROM json_populate_record(NULL::documents, $1::json) h
    RETURNING id)`;
const changed = `
  doc AS (
    UPDATE documents d SET ${HEADER.map((c) => `${c} = h.${c}`).join(', ')}, version = d.version + 1, updated_at = now()
      FROM json_populate_record(NULL::documents, $1::json) h
     WHERE d.company_id = ${tenant} AND d.id = h.id
    RETURNING d.id)`;

// The final SELECT evaluates its sub-queries left to right: the stock balances are locked (in item,
// warehouse order) before the account balances (account, currency order), as every other posting
// path takes them, so two postings never wait on each other crosswise.
const rest = `
  lines AS (
    INSERT INTO document_lines (company_id, document_id, ${list(LINE)})
    SELECT ${tenant}, doc.id, ${list(LINE, 'l.')}
      FROM doc, json_populate_recordset(NULL::document_lines, $2::json) l
    RETURNING id, line_no),
  moves AS (
    INSERT INTO stock_moves (company_id, document_id, line_id, item_id, warehouse_id, date, quantity)
    SELECT ${tenant}, doc.id, lines.id, m.item_id, m.warehouse_id, m.date, m.quantity
      FROM doc
      CROSS JOIN json_to_recordset($3::json) AS m(line_no int, item_id int, warehouse_id int, date date, quantity numeric)
      JOIN lines ON lines.line_no = m.line_no
    RETURNING 1),
  stock AS (
    INSERT INTO stock_balances AS b (company_id, item_id, warehouse_id, quantity)
    SELECT ${tenant}, s.item_id, s.warehouse_id, s.quantity
      FROM json_to_recordset($4::json) AS s(item_id int, warehouse_id int, quantity numeric)
     ORDER BY s.item_id, s.warehouse_id
    ON CONFLICT (company_id, item_id, warehouse_id) DO UPDATE SET quantity = b.quantity + excluded.quantity
    RETURNING b.item_id, b.warehouse_id, b.quantity),
  entry AS (
    INSERT INTO account_entries (company_id, document_id, account_id, date, due_date, currency, debit, credit, amount_local, description)
    SELECT ${tenant}, doc.id, e.account_id, e.date, e.due_date, e.currency, e.debit, e.credit, e.amount_local, e.description
      FROM doc, json_populate_recordset(NULL::account_entries, $5::json) e
    RETURNING 1),
  balance AS (
    INSERT INTO account_balances AS b (company_id, account_id, currency, balance)
    SELECT ${tenant}, a.account_id, a.currency, a.balance
      FROM json_populate_recordset(NULL::account_balances, $6::json) a
     ORDER BY a.account_id, a.currency COLLATE "C"
    ON CONFLICT (company_id, account_id, currency) DO UPDATE SET balance = b.balance + excluded.balance
    RETURNING 1)
SELECT (SELECT id FROM doc) AS id,
       (SELECT count(*) FROM lines)::int AS lines,
       (SELECT count(*) FROM moves)::int AS moves,
       (SELECT count(*) FROM entry)::int AS entries,
       (SELECT json_agg(json_build_object('itemId', item_id, 'warehouseId', warehouse_id, 'quantity', quantity::text))
          FROM stock WHERE quantity < 0) AS below,
       (SELECT count(*) FROM balance)::int AS balances`;

interface Written {
  id: number;
  /** Balances left below zero by this statement (the caller decides what its deltas did). */
  below: { itemId: number; warehouseId: number; quantity: string }[] | null;
}
const create = prepared<Written>('documents.post.create', `WITH ${created}, ${rest}`);
const change = prepared<Written>('documents.post.change', `WITH ${changed}, ${rest}`);

export interface Posting {
  header: HeaderRow;
  lines: LineRow[];
  moves: MoveRow[];
  /** Net changes of quantity on hand, this save's moves and an edit's reversal together. */
  stock: StockDelta[];
  entries: EntryRow[];
  /** Net changes of account balances, netted and ordered by the caller. */
  accounts: AccountChange[];
}

/**
 * Writes a new document (`create`: its series, user and create key) or a changed one (`change`: its id,
 * whose old lines, moves and entries are already gone) with everything it posts. Answers the id and
 * the balances now below zero.
 */
export async function writePosting(
  tx: Db,
  posting: Posting,
  target:
    | { create: { seriesId: number; createdBy: number; idempotencyKey: string | null } }
    | { change: { id: number } },
): Promise<Written> {
  const header =
    'create' in target
      ? {
          ...posting.header,
          series_id: target.create.seriesId,
          created_by: target.create.createdBy,
          idempotency_key: target.create.idempotencyKey,
        }
      : { ...posting.header, id: target.change.id };
  const values = [
    JSON.stringify(header),
    JSON.stringify(posting.lines),
    JSON.stringify(posting.moves),
    JSON.stringify(
      posting.stock.map((delta) => ({
        item_id: delta.itemId,
        warehouse_id: delta.warehouseId,
        quantity: delta.quantity.toFixed(4),
      })),
    ),
    JSON.stringify(posting.entries),
    JSON.stringify(
      posting.accounts.map((delta) => ({
        account_id: delta.accountId,
        currency: delta.currency,
        balance: delta.change,
      })),
    ),
  ];
  const [written] = await ('create' in target ? create : change)(tx, values);
  return written!;
}

/** What a create answers: the new document's identity and amounts, read back by `GET` when needed. */
export interface DocumentSummary {
  id: number;
  docType: string;
  number: string;
  sequence: number;
  date: string;
  accountId: number | null;
  currency: string;
  netTotal: string;
  vatTotal: string;
  grandTotal: string;
  payable: string;
  grandTotalLocal: string;
  status: string;
  version: number;
}

export const SUMMARY_COLUMNS = `id, doc_type AS "docType", number, sequence, date, account_id AS "accountId", currency,
  net_total AS "netTotal", vat_total AS "vatTotal", grand_total AS "grandTotal", payable,
  grand_total_local AS "grandTotalLocal", status, version`;

const numbered = prepared<DocumentSummary>(
  'documents.post.number',
  `WITH doc AS (
     UPDATE documents SET number = $2, sequence = $3
      WHERE company_id = ${tenant} AND id = $1
     RETURNING ${SUMMARY_COLUMNS}),
   audit AS (
     INSERT INTO audit_log (company_id, user_id, entity, entity_id, action, after)
     SELECT ${tenant}, $4, 'document', doc.id::text, 'create', $5::jsonb FROM doc)
   SELECT * FROM doc`,
);

/**
 * Gives a new document the number drawn for it and writes its audit row (the one `writeAudit` would
 * write), in one round trip: the series stays locked from the draw to the commit, so this step is kept
 * as short as it can be.
 */
export async function numberDocument(
  tx: Db,
  documentId: number,
  number: { formatted: string; number: number },
  audit: { userId: number; after: object },
): Promise<DocumentSummary> {
  const [row] = await numbered(tx, [
    documentId,
    number.formatted,
    number.number,
    audit.userId,
    JSON.stringify(audit.after),
  ]);
  return row!;
}
