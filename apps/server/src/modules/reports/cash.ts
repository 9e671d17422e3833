import { cashTransactionsReport, REPORT_LABELS } from '@kibo/contracts/resources';
import { sql } from 'drizzle-orm';
import type { ReportSource } from './engine.ts';
import { tenant, whereAll } from './sql.ts';

/** Per register and currency: the balance before the period, money in and out, the balance after. */
export const cashTransactions: ReportSource = {
  def: cashTransactionsReport,
  rows: (filters, { language }) => {
    const kinds = REPORT_LABELS[language].reports.cashTransactions.options.kind;
    return sql`
      SELECT c.code AS "code", c.name AS "name",
             CASE c.kind WHEN 'bank' THEN ${kinds.bank}::text ELSE ${kinds.cash}::text END AS "kind",
             e.currency AS "currency",
             coalesce(sum(e.debit - e.credit) FILTER (WHERE e.date < ${filters.dateFrom}::date), 0) AS "opening",
             coalesce(sum(e.debit) FILTER (WHERE e.date >= ${filters.dateFrom}::date), 0) AS "moneyIn",
             coalesce(sum(e.credit) FILTER (WHERE e.date >= ${filters.dateFrom}::date), 0) AS "moneyOut",
             sum(e.debit - e.credit) AS "closing",
             c.id AS "cashAccountId", e.currency AS "currencyCode"
        FROM cash_entries e
        JOIN cash_accounts c ON c.company_id = e.company_id AND c.id = e.cash_account_id
       ${whereAll([
         sql`e.company_id = ${tenant}`,
         sql`e.date <= ${filters.dateTo}::date`,
         sql`e.currency = ${filters.currency}`,
         ...(filters.cashAccount ? [sql`c.id = ${filters.cashAccount}`] : []),
         ...(filters.kind ? [sql`c.kind = ${filters.kind}`] : []),
       ])}
       GROUP BY c.company_id, c.id, e.currency`;
  },
};
