import { accountBalanceReport, accountTransactionsReport } from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';
import { containsAnyTr } from '../../platform/db/search.ts';
import type { ReportSource } from './engine.ts';
import { tenant, whereAll } from './sql.ts';

const accountConditions = (filters: Record<string, string | number | undefined>) => [
  ...(filters.account ? [sql`a.id = ${filters.account}`] : []),
  ...(filters.search ? [containsAnyTr([sql`a.code`, sql`a.title`], filters.search as string)] : []),
];

/** Per account and currency: the balance before the period, its debits and credits, the balance after. */
export const accountTransactions: ReportSource = {
  def: accountTransactionsReport,
  rows: (filters) => sql`
    SELECT a.code AS "code", a.title AS "title", nullif(a."group", '') AS "group", e.currency AS "currency",
           coalesce(sum(e.debit - e.credit) FILTER (WHERE e.date < ${filters.dateFrom}::date), 0) AS "opening",
           coalesce(sum(e.debit) FILTER (WHERE e.date >= ${filters.dateFrom}::date), 0) AS "debit",
           coalesce(sum(e.credit) FILTER (WHERE e.date >= ${filters.dateFrom}::date), 0) AS "credit",
           sum(e.debit - e.credit) AS "closing",
           a.id AS "accountId", e.currency AS "currencyCode"
      FROM account_entries e
      JOIN accounts a ON a.company_id = e.company_id AND a.id = e.account_id
     ${whereAll([
       sql`e.company_id = ${tenant}`,
       sql`e.date <= ${filters.dateTo}::date`,
       sql`e.currency = ${filters.currency}`,
       ...accountConditions(filters),
     ])}
     GROUP BY a.company_id, a.id, e.currency
    HAVING sum(e.debit - e.credit) <> 0 OR bool_or(e.date >= ${filters.dateFrom}::date)`,
};

/**
 * CTEs `b` (each account's balance at `date` in a currency, or every currency) and `o` (its open
 * items: the latest-falling-due part of the debits of a debtor or the credits of a creditor, each
 * with its due date): payments close what falls due first, as `openItemsFifo` does for one account.
 */
export const openItemsSql = (date: SQL, currency?: string) => sql`
  b AS (
    SELECT e.account_id, e.currency, sum(e.debit - e.credit) AS balance
      FROM account_entries e
     WHERE e.company_id = ${tenant} AND e.date <= ${date} ${currency ? sql`AND e.currency = ${currency}` : sql``}
     GROUP BY e.account_id, e.currency
    HAVING sum(e.debit - e.credit) <> 0),
  o AS (
    SELECT i.account_id, i.currency, i.due,
           least(i.amount, greatest(0, abs(i.balance) - (sum(i.amount) OVER (
             PARTITION BY i.account_id, i.currency ORDER BY i.due DESC, i.date DESC, i.id DESC) - i.amount))) AS open
      FROM (SELECT e.id, e.account_id, e.currency, e.date, coalesce(e.due_date, e.date) AS due, b.balance,
                   sign(b.balance) * (e.debit - e.credit) AS amount
              FROM account_entries e JOIN b ON b.account_id = e.account_id AND b.currency = e.currency
             WHERE e.company_id = ${tenant} AND e.date <= ${date}
               AND sign(b.balance) * (e.debit - e.credit) > 0) i)`;

/**
 * Balances at a date with their ageing (`openItemsSql`): each open part is bucketed by how many days
 * past its due date it is (an entry without a due date is due on its own date); the buckets carry the
 * balance's sign.
 */
export const accountBalance: ReportSource = {
  def: accountBalanceReport,
  rows: (filters) => {
    const date = sql`${filters.date}::date`;
    const overdue = (from: number, to: number | null) =>
      sql`sign(b.balance) * coalesce(sum(o.open) FILTER (WHERE ${date} - o.due >= ${from} ${to === null ? sql`` : sql`AND ${date} - o.due <= ${to}`}), 0)`;
    return sql`
      WITH ${openItemsSql(date, filters.currency as string)}
      SELECT a.code AS "code", a.title AS "title", nullif(a."group", '') AS "group",
             nullif(a.sales_rep, '') AS "salesRep", b.currency AS "currency", b.balance AS "balance",
             sign(b.balance) * coalesce(sum(o.open) FILTER (WHERE o.due > ${date}), 0) AS "notDue",
             ${overdue(0, 30)} AS "overdue30", ${overdue(31, 60)} AS "overdue60",
             ${overdue(61, 90)} AS "overdue90", ${overdue(91, null)} AS "overdueMore",
             nullif(a.risk_limit, 0) AS "riskLimit",
             CASE WHEN a.risk_limit > 0 AND b.currency = 'TRY' THEN round(b.balance * 100 / a.risk_limit, 2) END AS "riskUsed",
             a.id AS "accountId", b.currency AS "currencyCode"
        FROM b
        JOIN accounts a ON a.company_id = ${tenant} AND a.id = b.account_id
        LEFT JOIN o ON o.account_id = b.account_id AND o.currency = b.currency
       ${whereAll([
         ...accountConditions(filters),
         ...(filters.side === 'receivable' ? [sql`b.balance > 0`] : []),
         ...(filters.side === 'payable' ? [sql`b.balance < 0`] : []),
       ])}
       GROUP BY a.company_id, a.id, b.account_id, b.currency, b.balance`;
  },
};
