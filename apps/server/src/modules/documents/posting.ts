import type { Db } from '../../platform/db/client.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { type AccountDelta, accountBalancesJson, accountBalancesSql } from '../accounts/index.ts';
import { checkDrawn, type DrawnNumber, drawNumberSql } from '../series/index.ts';
import { type BalanceRow, writeBalancesSql } from './costing.ts';
import { type BelowZero, belowZeroSql, type NegativeStockRule } from './postings.ts';

// A document's writes in one statement: header, lines, stock moves, stock balances, account entry
// and account balances; a new document's number and audit row follow in a second, short one. Each
// part travels as one JSON parameter (rows named as the table's columns), so the text never changes
// and runs as a prepared statement: no parse per save, whatever the number of lines. A create took
// fifteen round trips before, and on a 2-core machine each costs more CPU than the rows it writes.

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
  'withholding_code',
  'exemption_code',
  'special_base',
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
/** A stock move of the line numbered `line_no` (a transfer's line has two), costed. */
export interface MoveRow {
  line_no: number;
  item_id: number;
  warehouse_id: number;
  date: string;
  quantity: string;
  unit_cost: string;
  value: string;
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

const tenant = `current_setting('app.company_id')::int`;
const list = (columns: readonly string[], prefix = '') => columns.map((c) => prefix + c).join(', ');

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

// Amounts as text: the answer goes through JSON inside the statement, where numbers would lose their form.
export const summaryColumns = (alias: string) =>
  `${alias}.id, ${alias}.doc_type AS "docType", ${alias}.number, ${alias}.sequence, ${alias}.date,
   ${alias}.account_id AS "accountId", ${alias}.currency, ${alias}.net_total::text AS "netTotal",
   ${alias}.vat_total::text AS "vatTotal", ${alias}.grand_total::text AS "grandTotal", ${alias}.payable::text AS payable,
   ${alias}.grand_total_local::text AS "grandTotalLocal", ${alias}.status, ${alias}.version`;

/** What is posted, the same for a new and a changed document; `ref` is the CTE that holds its id. */
const postings = (ref: string) => `
  lines AS (
    INSERT INTO document_lines (company_id, document_id, ${list(LINE)})
    SELECT ${tenant}, ${ref}.id, ${list(LINE, 'l.')}
      FROM ${ref}, json_populate_recordset(NULL::document_lines, $2::json) l
    RETURNING id, line_no),
  moves AS (
    INSERT INTO stock_moves (company_id, document_id, line_id, item_id, warehouse_id, date, quantity, unit_cost, value)
    SELECT ${tenant}, ${ref}.id, lines.id, m.item_id, m.warehouse_id, m.date, m.quantity, m.unit_cost, m.value
      FROM ${ref}
      CROSS JOIN json_to_recordset($3::json)
           AS m(seq int, line_no int, item_id int, warehouse_id int, date date, quantity numeric, unit_cost numeric, value numeric)
      JOIN lines ON lines.line_no = m.line_no
     -- In the order they were costed: ids follow it, and re-costing walks a day's moves by id.
     ORDER BY m.seq
    RETURNING 1),
  stock AS (${writeBalancesSql('$4')}),
  entry AS (
    INSERT INTO account_entries (company_id, document_id, account_id, date, due_date, currency, debit, credit, amount_local, description)
    SELECT ${tenant}, ${ref}.id, e.account_id, e.date, e.due_date, e.currency, e.debit, e.credit, e.amount_local, e.description
      FROM ${ref}, json_populate_recordset(NULL::account_entries, $5::json) e
    RETURNING 1),
  balance AS (${accountBalancesSql('$6')} RETURNING 1)`;

// The final SELECT evaluates its sub-queries left to right, and that is the order rows are locked in:
// stock balances (item, warehouse order), then account balances (account, currency order). Balances
// a decrease left below zero come back with their item's name and the company's rule for them.
const answer = `
SELECT (SELECT id FROM doc) AS id,
       (SELECT count(*) FROM moves)::int AS moves,
       ${belowZeroSql},
       (SELECT count(*) FROM balance)::int AS balances,
       (SELECT count(*) FROM entry)::int AS entries`;

/** A new document, numbered afterwards by `numberText`. */
const createText = `
WITH doc AS (
    INSERT INTO documents (company_id, series_id, created_by, idempotency_key, number, sequence, ${list(HEADER)})
    SELECT ${tenant}, $7::int, $8::int, $9::uuid, '', 0, ${list(HEADER, 'h.')}
      FROM json_populate_record(NULL::documents, $1::json) h
    RETURNING id),
  ${postings('doc')}
${answer}`;

/** A changed document: the header rewritten in place (old lines, moves and entries already gone). */
const changeText = `
WITH doc AS (
    UPDATE documents d SET ${HEADER.map((c) => `${c} = h.${c}`).join(', ')}, version = d.version + 1, updated_at = now()
      FROM json_populate_record(NULL::documents, $1::json) h
     WHERE d.company_id = ${tenant} AND d.id = $7::int
    RETURNING d.id),
  ${postings('doc')}
${answer}`;

/**
 * The number, drawn after everything else so the series, which every new document of its type waits
 * for, stays locked only for this short statement and the commit; the audit row goes with it. The
 * document is the one this connection's posting statement just inserted (the sequence's `currval`),
 * so the statement can be sent right behind the posting, without waiting for its answer.
 */
const numberText = `
WITH drawn AS (${drawNumberSql('$1', '$2')}),
  doc AS (
    UPDATE documents d SET number = drawn.formatted, sequence = drawn.number
      FROM drawn WHERE d.company_id = ${tenant} AND d.id = (SELECT currval('documents_id_seq'))
    RETURNING ${summaryColumns('d')}),
  audit AS (
    INSERT INTO audit_log (company_id, user_id, entity, entity_id, action, after)
    SELECT ${tenant}, $3::int, 'document', doc.id::text, 'create', $4::jsonb || jsonb_build_object('number', doc.number)
      FROM doc)
SELECT row_to_json(drawn) AS drawn, (SELECT row_to_json(doc) FROM doc) AS document FROM drawn`;

export interface Written {
  id: number;
  /** Balances now below zero, and the company's rule for them. */
  below: BelowZero[] | null;
  rule: NegativeStockRule;
}
const create = prepared<Written>('documents.post.create', createText);
const change = prepared<Written>('documents.post.change', changeText);
const numbered = prepared<{ drawn: DrawnNumber; document: DocumentSummary }>(
  'documents.post.number',
  numberText,
);

export interface Posting {
  header: HeaderRow;
  lines: LineRow[];
  moves: MoveRow[];
  /** The balances after this save's moves and an edit's reversal, from `costPosting`. */
  balances: BalanceRow[];
  entries: EntryRow[];
  /** Net changes of account balances (`netAccountDeltas`). */
  accounts: AccountDelta[];
}

const encode = (posting: Posting) => [
  JSON.stringify(posting.header),
  JSON.stringify(posting.lines),
  JSON.stringify(posting.moves.map((move, seq) => ({ ...move, seq }))),
  JSON.stringify(posting.balances),
  JSON.stringify(posting.entries),
  accountBalancesJson(posting.accounts),
];

/** Writes a new document, still without its number, with everything it posts. */
export async function createPosting(
  tx: Db,
  posting: Posting,
  meta: { seriesId: number; userId: number; idempotencyKey: string | null },
): Promise<Written> {
  const [row] = await create(tx, [...encode(posting), meta.seriesId, meta.userId, meta.idempotencyKey]);
  return row!;
}

/** Rewrites a changed document (its old postings already taken back) and posts it again. */
export async function changePosting(tx: Db, id: number, posting: Posting): Promise<Written> {
  const [row] = await change(tx, [...encode(posting), id]);
  return row!;
}

/**
 * Gives the document `createPosting` has just sent its number from `seriesId` and writes its audit row;
 * refuses a number the series may not give (the transaction then gives it back). May be sent before
 * the posting's answer arrives: if the posting fails, the draw fails with it. Answers the summary.
 */
export async function numberDocument(
  tx: Db,
  meta: { seriesId: number; date: string; userId: number; audit: object },
): Promise<DocumentSummary> {
  const [row] = await numbered(tx, [
    meta.seriesId,
    Number(meta.date.slice(0, 4)),
    meta.userId,
    JSON.stringify(meta.audit),
  ]);
  checkDrawn(row?.drawn, meta.date);
  return row!.document;
}
