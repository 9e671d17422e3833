import { invoiceListReport, REPORT_LABELS, zCashSalesReport } from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';
import { containsAnyTr } from '../../platform/db/search.ts';
import type { ReportSource } from './engine.ts';
import { tenant, whereAll } from './sql.ts';

/** A line amount in lira summed over the lines of one VAT rate. */
const perRate = (amount: SQL, rate: number) =>
  sql`coalesce(sum(${amount} * d.exchange_rate) FILTER (WHERE l.vat_rate = ${rate}), 0)`;
/** What a line's VAT was charged on, as the return reports it: net + ÖTV, or its special base. */
const base = sql`coalesce(l.special_base, l.net + l.otv)`;

export const invoiceList: ReportSource = {
  def: invoiceListReport,
  tiebreak: ['documentId'],
  rows: (filters) => sql`
    SELECT d.date AS "date", to_char(d.date, 'YYYY-MM') AS "month", d.number AS "number", a.title AS "account",
           nullif(a.tax_id, '') AS "taxId", d.currency AS "currency",
           ${perRate(base, 0)} AS "base0",
           ${perRate(base, 1)} AS "base1", ${perRate(sql`l.vat`, 1)} AS "vat1",
           ${perRate(base, 10)} AS "base10", ${perRate(sql`l.vat`, 10)} AS "vat10",
           ${perRate(base, 20)} AS "base20", ${perRate(sql`l.vat`, 20)} AS "vat20",
           d.otv_total * d.exchange_rate AS "otv", d.withholding_total * d.exchange_rate AS "withholding",
           d.vat_total * d.exchange_rate AS "vatTotal", d.grand_total_local AS "total",
           d.id AS "documentId", d.doc_type AS "documentType"
      FROM documents d
      JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
      LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
     ${whereAll([
       sql`d.company_id = ${tenant}`,
       sql`d.status = 'saved'`,
       sql`d.doc_type = ${filters.docType}`,
       sql`d.date >= ${filters.dateFrom}::date`,
       sql`d.date <= ${filters.dateTo}::date`,
       ...(filters.account ? [sql`d.account_id = ${filters.account}`] : []),
       ...(filters.search
         ? [
             containsAnyTr(
               [sql`d.number`, sql`coalesce(a.title, '')`, sql`coalesce(a.tax_id, '')`],
               filters.search as string,
             ),
           ]
         : []),
     ])}
     GROUP BY d.company_id, d.id, a.title, a.tax_id`,
};

const method = (name: string) => sql`coalesce(sum(p.amount) FILTER (WHERE p.method = ${name}), 0)`;
const vatAt = (rate: number) =>
  sql`coalesce(sum(CASE d.doc_type WHEN 'posRefund' THEN -l.vat ELSE l.vat END) FILTER (WHERE l.vat_rate = ${rate}), 0)`;

/**
 * One row per till session opened in the period (its day in Turkey): figures from its receipts
 * (`pos_receipts`), its till payments, its events and its close's counts — the same ledgers its Z-style
 * summary reads, added up in SQL.
 */
export const zCashSales: ReportSource = {
  def: zCashSalesReport,
  rows: (filters, { language }) => {
    const statuses = REPORT_LABELS[language].reports.zCashSales.statuses;
    return sql`
      SELECT (s.opened_at AT TIME ZONE 'Europe/Istanbul')::date AS "day", s.id AS "session", c.name AS "register",
             u.name AS "cashier",
             CASE s.status WHEN 'open' THEN ${statuses.open}::text WHEN 'rescue' THEN ${statuses.rescue}::text
                           ELSE ${statuses.closed}::text END AS "status",
             coalesce(r.receipts, 0) AS "receipts", coalesce(r.refunds, 0) AS "refunds",
             coalesce(r.sales, 0) AS "sales", coalesce(r.refunded, 0) AS "refundsTotal",
             coalesce(r.sales, 0) - coalesce(r.refunded, 0) AS "net", coalesce(r.discounts, 0) AS "discounts",
             coalesce(p.cash, 0) AS "cash", coalesce(p.card, 0) AS "card", coalesce(p.transfer, 0) AS "transfer",
             coalesce(p.account, 0) AS "account", coalesce(p.points, 0) AS "points",
             coalesce(v.vat1, 0) AS "vat1", coalesce(v.vat10, 0) AS "vat10", coalesce(v.vat20, 0) AS "vat20",
             coalesce(e.voids, 0) AS "voids", coalesce(e.no_sales, 0) AS "noSales",
             coalesce(k.difference, 0) AS "difference",
             s.id AS "sessionId"
        FROM cash_sessions s
        JOIN cash_accounts c ON c.company_id = s.company_id AND c.id = s.cash_account_id
        LEFT JOIN users u ON u.company_id = s.company_id AND u.id = s.opened_by
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE d.doc_type = 'posReceipt') AS receipts,
                 count(*) FILTER (WHERE d.doc_type = 'posRefund') AS refunds,
                 sum(d.grand_total) FILTER (WHERE d.doc_type = 'posReceipt') AS sales,
                 sum(d.grand_total) FILTER (WHERE d.doc_type = 'posRefund') AS refunded,
                 sum(CASE d.doc_type WHEN 'posRefund' THEN -d.discount_total ELSE d.discount_total END) AS discounts
            FROM pos_receipts pr JOIN documents d ON d.company_id = pr.company_id AND d.id = pr.document_id
           WHERE pr.company_id = s.company_id AND pr.session_id = s.id) r ON true
        LEFT JOIN LATERAL (
          SELECT ${method('cash')} AS cash, ${method('card')} AS card, ${method('transfer')} AS transfer,
                 ${method('account')} AS account, ${method('points')} AS points
            FROM till_payments p WHERE p.company_id = s.company_id AND p.session_id = s.id) p ON true
        LEFT JOIN LATERAL (
          SELECT ${vatAt(1)} AS vat1, ${vatAt(10)} AS vat10, ${vatAt(20)} AS vat20
            FROM pos_receipts pr
            JOIN documents d ON d.company_id = pr.company_id AND d.id = pr.document_id
            JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
           WHERE pr.company_id = s.company_id AND pr.session_id = s.id) v ON true
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE kind = 'void') AS voids, count(*) FILTER (WHERE kind = 'noSale') AS no_sales
            FROM pos_events WHERE company_id = s.company_id AND session_id = s.id) e ON true
        LEFT JOIN LATERAL (
          SELECT sum(difference) AS difference FROM cash_session_counts
           WHERE company_id = s.company_id AND session_id = s.id) k ON true
       ${whereAll([
         sql`s.company_id = ${tenant}`,
         sql`(s.opened_at AT TIME ZONE 'Europe/Istanbul')::date >= ${filters.dateFrom}::date`,
         sql`(s.opened_at AT TIME ZONE 'Europe/Istanbul')::date <= ${filters.dateTo}::date`,
         ...(filters.cashAccount ? [sql`s.cash_account_id = ${filters.cashAccount}`] : []),
       ])}`;
  },
};
