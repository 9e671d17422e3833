import { DOCUMENT_KIND_NAMES, MenuId, type MessageKey, VOUCHER_KIND_NAMES } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type LedgerRow, registerLedgerList } from './ledger-list.ts';

// `/cari/islem`: the entries of every account (`GET /api/account-entries`, `/export`).

type EntryRow = LedgerRow & {
  dueDate: string | null;
  accountCode: string;
  accountTitle: string;
};

const EXCEL: [MessageKey, number][] = [
  ['xls.date', 12],
  ['xls.number', 16],
  ['xls.type', 22],
  ['xls.accountCode', 14],
  ['xls.account', 36],
  ['xls.description', 36],
  ['xls.dueDate', 12],
  ['xls.currency', 8],
  ['xls.debit', 14],
  ['xls.credit', 14],
  ['xls.balance', 14],
];

export function registerEntryRoutes(app: FastifyInstance): void {
  registerLedgerList<EntryRow>(app, {
    path: 'account-entries',
    menu: MenuId.accountTransactions,
    table: 'account_entries',
    owner: { param: 'accountId', column: 'account_id' },
    from: sql`FROM account_entries e
      JOIN accounts a ON a.company_id = e.company_id AND a.id = e.account_id
      LEFT JOIN documents d ON d.company_id = e.company_id AND d.id = e.document_id
      LEFT JOIN vouchers v ON v.company_id = e.company_id AND v.id = e.voucher_id`,
    columns: sql`e.id, e.date, e.due_date AS "dueDate", e.account_id AS "accountId", a.code AS "accountCode",
      a.title AS "accountTitle", e.currency, e.debit::text AS debit, e.credit::text AS credit, e.description,
      e.document_id AS "documentId", e.voucher_id AS "voucherId", coalesce(d.doc_type, v.voucher_type) AS source,
      coalesce(d.number, v.number) AS number`,
    source: sql`coalesce(d.doc_type, v.voucher_type)`,
    search: [sql`a.title`, sql`a.code`, sql`coalesce(d.number, v.number, '')`, sql`e.description`],
    sources: [...DOCUMENT_KIND_NAMES, ...VOUCHER_KIND_NAMES],
    sheet: 'xls.accountEntries',
    excel: EXCEL,
    excelRow: (row, balance, typeName) => [
      row.date,
      row.number ?? '',
      typeName,
      row.accountCode,
      row.accountTitle,
      row.description,
      row.dueDate ?? '',
      row.currency,
      Number(row.debit),
      Number(row.credit),
      Number(balance.toFixed(4)),
    ],
  });
}
