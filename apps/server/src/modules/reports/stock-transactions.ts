import { stockTransactionsReport } from '@kibo/contracts/resources';
import { sql } from 'drizzle-orm';
import { containsAnyTr } from '../../platform/db/search.ts';
import type { ReportSource } from './engine.ts';
import { docTypeName, inCategoryTree, tenant, whereAll } from './sql.ts';

/** Every move of a period (read by date through `stock_moves_date`), with its document and cost. */
export const stockTransactions: ReportSource = {
  def: stockTransactionsReport,
  // Within a day, in the order the moves were posted.
  tiebreak: ['moveId'],
  rows: (filters, { language }) => {
    const conditions = [
      sql`m.company_id = ${tenant}`,
      sql`m.date >= ${filters.dateFrom}::date`,
      sql`m.date <= ${filters.dateTo}::date`,
      ...(filters.warehouse ? [sql`m.warehouse_id = ${filters.warehouse}`] : []),
      ...(filters.item ? [sql`m.item_id = ${filters.item}`] : []),
      ...(filters.category ? [inCategoryTree(sql`i.category_id`, filters.category)] : []),
      ...(filters.docType ? [sql`d.doc_type = ${filters.docType}`] : []),
      ...(filters.search
        ? [
            containsAnyTr(
              [sql`i.code`, sql`i.name`, sql`d.number`, sql`coalesce(a.title, '')`],
              filters.search as string,
            ),
          ]
        : []),
    ];
    return sql`
      SELECT m.date AS "date", ${docTypeName(sql`d.doc_type`, language)} AS "docType", d.number AS "number",
             a.title AS "account", i.code AS "code", i.name AS "name", w.name AS "warehouse",
             CASE WHEN m.quantity > 0 THEN m.quantity END AS "quantityIn",
             CASE WHEN m.quantity < 0 THEN -m.quantity END AS "quantityOut",
             m.unit_cost AS "unitCost", m.value AS "value",
             d.id AS "documentId", d.doc_type AS "documentType", i.id AS "itemId", m.id AS "moveId"
        FROM stock_moves m
        JOIN documents d ON d.company_id = m.company_id AND d.id = m.document_id
        JOIN items i ON i.company_id = m.company_id AND i.id = m.item_id
        JOIN warehouses w ON w.company_id = m.company_id AND w.id = m.warehouse_id
        LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
       ${whereAll(conditions)}`;
  },
};
