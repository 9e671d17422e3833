import {
  invoiceProfitReport,
  purchaseSalesReport,
  REPORT_LABELS,
  SALES_KINDS,
  salesByGroupReport,
  salesProfitReport,
} from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';
import { containsAnyTr } from '../../platform/db/search.ts';
import type { ReportSource } from './engine.ts';
import { docTypeName, inCategoryTree, tenant, whereAll } from './sql.ts';

type Filters = Record<string, string | number | undefined>;

/** The sales kinds with their signs, as a `VALUES` list (`AS s(doc_type, sign)`). */
export const salesSigns = sql.join(
  Object.entries(SALES_KINDS).map(([kind, sign]) => sql`(${kind}::text, ${sign}::int)`),
  sql`, `,
);

/**
 * Every sales line of the period in lira, signed (returns and refunds negative): quantity in main
 * units, net before VAT, VAT, total, and its cost — what its stock moves carried out (read by date with
 * the document, which the moves share) or, for an invoice of a waybill's line, that line's share of
 * the waybill's moves.
 */
export const salesLines = (filters: Filters) => sql`
  SELECT d.id AS document_id, d.doc_type, d.date, d.number, d.account_id, d.warehouse_id, d.created_by, l.item_id,
         s.sign * round(l.quantity * l.unit_factor, 4) AS quantity,
         s.sign * l.net * d.exchange_rate AS revenue,
         s.sign * l.vat * d.exchange_rate AS vat,
         s.sign * l.total * d.exchange_rate AS total,
         -coalesce(own.value, waybill.value, 0) AS cost
    FROM documents d
    JOIN (VALUES ${salesSigns}) AS s(doc_type, sign) ON s.doc_type = d.doc_type
    JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
    LEFT JOIN (SELECT line_id, sum(value) AS value FROM stock_moves
                WHERE company_id = ${tenant} AND date >= ${filters.dateFrom}::date AND date <= ${filters.dateTo}::date
                GROUP BY line_id) own ON own.line_id = l.id
    LEFT JOIN LATERAL (
      SELECT sum(m.value) * round(l.quantity * l.unit_factor, 4) / nullif(round(sl.quantity * sl.unit_factor, 4), 0) AS value
        FROM document_lines sl
        JOIN stock_moves m ON m.company_id = sl.company_id AND m.document_id = sl.document_id AND m.line_id = sl.id
       WHERE l.source_line_id IS NOT NULL AND own.line_id IS NULL AND sl.company_id = ${tenant} AND sl.id = l.source_line_id
       GROUP BY sl.quantity, sl.unit_factor) waybill ON true
   ${whereAll([
     sql`d.company_id = ${tenant}`,
     sql`d.status = 'saved'`,
     sql`d.date >= ${filters.dateFrom}::date`,
     sql`d.date <= ${filters.dateTo}::date`,
     ...(filters.warehouse ? [sql`d.warehouse_id = ${filters.warehouse}`] : []),
     ...(filters.account ? [sql`d.account_id = ${filters.account}`] : []),
     ...(filters.docType ? [sql`d.doc_type = ${filters.docType}`] : []),
   ])}`;

const margin = (revenue: SQL, cost: SQL) =>
  sql`CASE WHEN ${revenue} <> 0 THEN round((${revenue} - ${cost}) * 100 / ${revenue}, 2) END`;

const itemConditions = (filters: Filters) => [
  ...(filters.category ? [inCategoryTree(sql`i.category_id`, filters.category)] : []),
  ...(filters.producer ? [sql`i.producer_id = ${filters.producer}`] : []),
  ...(filters.search ? [containsAnyTr([sql`i.code`, sql`i.name`], filters.search as string)] : []),
];

const itemJoins = sql`
  JOIN items i ON i.company_id = ${tenant} AND i.id = x.item_id
  LEFT JOIN categories c ON c.company_id = ${tenant} AND c.id = i.category_id
  LEFT JOIN producers p ON p.company_id = ${tenant} AND p.id = i.producer_id`;

export const salesProfit: ReportSource = {
  def: salesProfitReport,
  rows: (filters) => sql`
    SELECT i.code AS "code", i.name AS "name", c.name AS "category", p.name AS "producer",
           sum(x.quantity) AS "quantity", sum(x.revenue) AS "revenue", sum(x.cost) AS "cost",
           sum(x.revenue - x.cost) AS "profit", ${margin(sql`sum(x.revenue)`, sql`sum(x.cost)`)} AS "margin",
           i.id AS "itemId"
      FROM (${salesLines(filters)}) x ${itemJoins}
     ${whereAll(itemConditions(filters))}
     GROUP BY i.company_id, i.id, c.name, p.name`,
};

export const invoiceProfit: ReportSource = {
  def: invoiceProfitReport,
  tiebreak: ['documentId'],
  rows: (filters, { language }) => sql`
    SELECT x.date AS "date", ${docTypeName(sql`x.doc_type`, language)} AS "docType", x.number AS "number",
           a.title AS "account", w.name AS "warehouse",
           x.revenue AS "revenue", x.cost AS "cost", x.revenue - x.cost AS "profit",
           ${margin(sql`x.revenue`, sql`x.cost`)} AS "margin",
           x.document_id AS "documentId", x.doc_type AS "documentType"
      FROM (SELECT document_id, doc_type, date, number, account_id, warehouse_id,
                   sum(revenue) AS revenue, sum(cost) AS cost
              FROM (${salesLines(filters)}) lines
             GROUP BY document_id, doc_type, date, number, account_id, warehouse_id) x
      LEFT JOIN accounts a ON a.company_id = ${tenant} AND a.id = x.account_id
      LEFT JOIN warehouses w ON w.company_id = ${tenant} AND w.id = x.warehouse_id
     ${whereAll(
       filters.search
         ? [containsAnyTr([sql`x.number`, sql`coalesce(a.title, '')`], filters.search as string)]
         : [],
     )}`,
};

/** Purchase invoices less purchase returns, per item, in main units and lira before VAT. */
const purchaseLines = (filters: Filters) => sql`
  SELECT l.item_id,
         sum(CASE d.doc_type WHEN 'purchaseReturn' THEN -1 ELSE 1 END * round(l.quantity * l.unit_factor, 4)) AS quantity,
         sum(CASE d.doc_type WHEN 'purchaseReturn' THEN -1 ELSE 1 END * l.net * d.exchange_rate) AS amount
    FROM documents d JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
   ${whereAll([
     sql`d.company_id = ${tenant}`,
     sql`d.doc_type IN ('purchaseInvoice', 'purchaseReturn')`,
     sql`d.status = 'saved'`,
     sql`d.date >= ${filters.dateFrom}::date`,
     sql`d.date <= ${filters.dateTo}::date`,
     ...(filters.warehouse ? [sql`d.warehouse_id = ${filters.warehouse}`] : []),
   ])}
   GROUP BY l.item_id`;

export const purchaseSales: ReportSource = {
  def: purchaseSalesReport,
  rows: (filters) => sql`
    WITH bought AS (${purchaseLines(filters)}),
    sold AS (SELECT item_id, sum(quantity) AS quantity, sum(revenue) AS amount FROM (${salesLines(filters)}) s GROUP BY item_id)
    SELECT i.code AS "code", i.name AS "name", c.name AS "category", p.name AS "producer",
           coalesce(bought.quantity, 0) AS "purchasedQuantity", coalesce(bought.amount, 0) AS "purchasedAmount",
           coalesce(sold.quantity, 0) AS "soldQuantity", coalesce(sold.amount, 0) AS "soldAmount",
           coalesce(bought.quantity, 0) - coalesce(sold.quantity, 0) AS "difference",
           i.id AS "itemId"
      FROM (SELECT item_id FROM bought UNION SELECT item_id FROM sold) x ${itemJoins}
      LEFT JOIN bought ON bought.item_id = x.item_id
      LEFT JOIN sold ON sold.item_id = x.item_id
     ${whereAll(itemConditions(filters))}`,
};

/** What each grouping groups by: the label of a sales line's group (null: not set). */
const GROUP_LABELS: Record<string, { joins: SQL; label: SQL }> = {
  category: {
    joins: sql`JOIN items i ON i.company_id = ${tenant} AND i.id = x.item_id
               LEFT JOIN categories g ON g.company_id = ${tenant} AND g.id = i.category_id`,
    label: sql`g.name`,
  },
  producer: {
    joins: sql`JOIN items i ON i.company_id = ${tenant} AND i.id = x.item_id
               LEFT JOIN producers g ON g.company_id = ${tenant} AND g.id = i.producer_id`,
    label: sql`g.name`,
  },
  author: {
    joins: sql`LEFT JOIN item_persons ip ON ip.company_id = ${tenant} AND ip.item_id = x.item_id
               LEFT JOIN persons g ON g.company_id = ${tenant} AND g.id = ip.person_id`,
    label: sql`g.name`,
  },
  customerGroup: {
    joins: sql`LEFT JOIN accounts g ON g.company_id = ${tenant} AND g.id = x.account_id`,
    label: sql`nullif(g."group", '')`,
  },
  user: {
    joins: sql`LEFT JOIN users g ON g.company_id = ${tenant} AND g.id = x.created_by`,
    label: sql`g.name`,
  },
  warehouse: {
    joins: sql`LEFT JOIN warehouses g ON g.company_id = ${tenant} AND g.id = x.warehouse_id`,
    label: sql`g.name`,
  },
};

export const salesByGroup: ReportSource = {
  def: salesByGroupReport,
  rows: (filters, { language }) => {
    const group = GROUP_LABELS[filters.by as string]!;
    const none = REPORT_LABELS[language].reports.salesByGroup.none;
    return sql`
      SELECT coalesce(${group.label}, ${none}) AS "label", count(DISTINCT x.document_id) AS "documents",
             sum(x.quantity) AS "quantity", sum(x.revenue) AS "revenue", sum(x.vat) AS "vat", sum(x.total) AS "total",
             round(sum(x.revenue) * 100 / nullif(sum(sum(x.revenue)) OVER (), 0), 2) AS "share"
        FROM (${salesLines(filters)}) x ${group.joins}
       GROUP BY ${group.label}`;
  },
};
