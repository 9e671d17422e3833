import { MenuId, type MessageKey, VOUCHER_KINDS, type VoucherKindName } from '@kibo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type LedgerRow, registerLedgerList } from '../ledgers/index.ts';

// `/kasa/islem`: every register's and bank's movements (`GET /api/cash-entries`, `/export`).

type CashRow = LedgerRow & {
  cashAccountId: number;
  registerCode: string;
  registerName: string;
  accountId: number | null;
  accountTitle: string | null;
  voucherId: number | null;
  documentId: number | null;
};

// Cash vouchers, and the till receipts whose cash went into (or, refunded, out of) a register.
const CASH_SOURCES = [
  ...(Object.keys(VOUCHER_KINDS) as VoucherKindName[]).filter((name) => 'cash' in VOUCHER_KINDS[name]),
  'posReceipt',
  'posRefund',
];

const EXCEL: [MessageKey, number][] = [
  ['xls.date', 12],
  ['xls.number', 16],
  ['xls.type', 22],
  ['xls.register', 28],
  ['xls.account', 36],
  ['xls.description', 36],
  ['xls.currency', 8],
  ['xls.cashIn', 14],
  ['xls.cashOut', 14],
  ['xls.balance', 14],
];

export function registerCashEntryRoutes(app: FastifyInstance): void {
  registerLedgerList<CashRow>(app, {
    path: 'cash-entries',
    menu: MenuId.cashTransactions,
    table: 'cash_entries',
    owner: { param: 'cashAccountId', column: 'cash_account_id' },
    from: sql`FROM cash_entries e
      JOIN cash_accounts r ON r.company_id = e.company_id AND r.id = e.cash_account_id
      LEFT JOIN vouchers v ON v.company_id = e.company_id AND v.id = e.voucher_id
      LEFT JOIN documents d ON d.company_id = e.company_id AND d.id = e.document_id
      LEFT JOIN accounts a ON a.company_id = e.company_id AND a.id = e.account_id`,
    columns: sql`e.id, e.date, e.cash_account_id AS "cashAccountId", r.code AS "registerCode",
      r.name AS "registerName", e.account_id AS "accountId", a.title AS "accountTitle", e.currency,
      e.debit::text AS debit, e.credit::text AS credit, e.description, e.voucher_id AS "voucherId",
      e.document_id AS "documentId", coalesce(v.voucher_type, d.doc_type) AS source,
      coalesce(v.number, d.number) AS number`,
    source: sql`coalesce(v.voucher_type, d.doc_type)`,
    search: [
      sql`r.name`,
      sql`r.code`,
      sql`coalesce(a.title, '')`,
      sql`coalesce(v.number, d.number)`,
      sql`e.description`,
    ],
    sources: CASH_SOURCES,
    sheet: 'xls.cashEntries',
    excel: EXCEL,
    excelRow: (row, balance, typeName) => [
      row.date,
      row.number ?? '',
      typeName,
      `${row.registerCode} ${row.registerName}`,
      row.accountTitle ?? '',
      row.description,
      row.currency,
      Number(row.debit),
      Number(row.credit),
      Number(balance.toFixed(4)),
    ],
  });
}
