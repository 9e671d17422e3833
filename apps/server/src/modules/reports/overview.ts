import { managementSalesReport, productSupplyReport, REPORT_LABELS } from '@kibo/contracts/resources';
import { type SQL, sql } from 'drizzle-orm';
import { containsAnyTr } from '../../platform/db/search.ts';
import type { ReportSource } from './engine.ts';
import { salesSigns } from './sales.ts';
import { inCategoryTree, tenant, whereAll } from './sql.ts';

/**
 * On hand (one warehouse or all), what open sales orders still wait for and what open purchase orders
 * will bring, per item; what to buy to reach the maximum, else the minimum, else to cover the orders.
 */
export const productSupply: ReportSource = {
  def: productSupplyReport,
  rows: (filters) => {
    const inWarehouse = (column: SQL) =>
      filters.warehouse ? sql`AND ${column} = ${filters.warehouse}` : sql``;
    const available = sql`(coalesce(s.quantity, 0) - coalesce(o.reserved, 0) + coalesce(o.incoming, 0))`;
    const suggested = sql`greatest(0, CASE WHEN i.max_stock > 0 THEN i.max_stock ELSE i.min_stock END - ${available})`;
    const unitCost = sql`CASE WHEN s.quantity > 0 THEN round(s.value / s.quantity, 4) END`;
    return sql`
      WITH s AS (
        SELECT item_id, sum(quantity) AS quantity, sum(value) AS value FROM stock_balances
         WHERE company_id = ${tenant} ${inWarehouse(sql`warehouse_id`)} GROUP BY item_id),
      o AS (
        SELECT l.item_id,
               sum(round(l.quantity * l.unit_factor, 4) - l.supplied_quantity) FILTER (WHERE d.doc_type = 'salesOrder') AS reserved,
               sum(round(l.quantity * l.unit_factor, 4) - l.supplied_quantity) FILTER (WHERE d.doc_type = 'purchaseOrder') AS incoming
          FROM documents d JOIN document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
         WHERE d.company_id = ${tenant} AND d.doc_type IN ('salesOrder', 'purchaseOrder') AND d.status = 'saved'
           AND d.supply_status <> 'full' AND l.supplied_quantity < round(l.quantity * l.unit_factor, 4)
           ${inWarehouse(sql`d.warehouse_id`)}
         GROUP BY l.item_id)
      SELECT i.code AS "code", i.name AS "name", c.name AS "category", p.name AS "producer", u.name AS "unit",
             coalesce(s.quantity, 0) AS "onHand", nullif(i.min_stock, 0) AS "minStock", nullif(i.max_stock, 0) AS "maxStock",
             coalesce(o.reserved, 0) AS "reserved", coalesce(o.incoming, 0) AS "incoming", ${available} AS "available",
             ${suggested} AS "suggested", ${unitCost} AS "unitCost",
             round(${suggested} * coalesce(${unitCost}, CASE WHEN i.purchase_currency = 'TRY' THEN i.purchase_price END, 0), 2) AS "suggestedValue",
             i.id AS "itemId"
        FROM items i
        LEFT JOIN s ON s.item_id = i.id
        LEFT JOIN o ON o.item_id = i.id
        LEFT JOIN categories c ON c.company_id = i.company_id AND c.id = i.category_id
        LEFT JOIN producers p ON p.company_id = i.company_id AND p.id = i.producer_id
        LEFT JOIN units u ON u.company_id = i.company_id AND u.id = i.unit_id
       ${whereAll([
         sql`i.company_id = ${tenant}`,
         sql`i.active`,
         sql`i.kind <> 'service'`,
         ...(filters.category ? [inCategoryTree(sql`i.category_id`, filters.category)] : []),
         ...(filters.producer ? [sql`i.producer_id = ${filters.producer}`] : []),
         ...(filters.search ? [containsAnyTr([sql`i.code`, sql`i.name`], filters.search as string)] : []),
         ...(filters.all === 'true' ? [] : [sql`${suggested} > 0`]),
       ])}`;
  },
};

/**
 * The four stretches and the ones they are compared with, from the chosen day: the day itself and the
 * day before; Monday to the day and the same days a week earlier; the month and the year so far and the
 * same days a month and a year earlier.
 */
const stretches = (day: SQL) => sql`
  SELECT * FROM (VALUES
    ('today', ${day}, ${day}, ${day} - 1, ${day} - 1),
    ('week', date_trunc('week', ${day})::date, ${day}, date_trunc('week', ${day})::date - 7, ${day} - 7),
    ('month', date_trunc('month', ${day})::date, ${day},
     (date_trunc('month', ${day}) - interval '1 month')::date, (${day} - interval '1 month')::date),
    ('year', date_trunc('year', ${day})::date, ${day},
     (date_trunc('year', ${day}) - interval '1 year')::date, (${day} - interval '1 year')::date)
  ) AS p(period, from_day, to_day, before_from, before_to)`;

/**
 * Sales with VAT in lira, signed, one row per document and the part of it each breakdown value holds:
 * the whole document for most, each till payment's share for the payment method (an invoice is
 * "on account"), the hour written on it (or its saving time in Turkey when none was).
 */
const salesOf = (by: string, language: 'tr' | 'en' | 'de', warehouse: unknown): SQL => {
  const labels = REPORT_LABELS[language].reports.managementSales;
  const dimension: Record<string, { joins: SQL; label: SQL; amount: SQL }> = {
    total: { joins: sql``, label: sql`${labels.total}::text`, amount: sql`s.sign * d.grand_total_local` },
    warehouse: {
      joins: sql`LEFT JOIN warehouses g ON g.company_id = d.company_id AND g.id = d.warehouse_id`,
      label: sql`g.name`,
      amount: sql`s.sign * d.grand_total_local`,
    },
    user: {
      joins: sql`LEFT JOIN users g ON g.company_id = d.company_id AND g.id = d.created_by`,
      label: sql`g.name`,
      amount: sql`s.sign * d.grand_total_local`,
    },
    hour: {
      joins: sql``,
      label: sql`lpad(coalesce(nullif(split_part(d.time, ':', 1), ''), to_char(d.created_at AT TIME ZONE 'Europe/Istanbul', 'HH24')), 2, '0') || ':00'`,
      amount: sql`s.sign * d.grand_total_local`,
    },
    paymentMethod: {
      joins: sql`LEFT JOIN till_payments tp ON tp.company_id = d.company_id AND tp.document_id = d.id`,
      label: sql`CASE coalesce(tp.method, 'invoice') ${sql.join(
        Object.entries(labels.methods).map(([method, name]) => sql`WHEN ${method} THEN ${name}::text`),
        sql` `,
      )} ELSE tp.method END`,
      // A till payment is already signed (a refund's are negative); an invoice has none.
      amount: sql`coalesce(tp.amount, s.sign * d.grand_total_local)`,
    },
  };
  const chosen = dimension[by]!;
  return sql`
    SELECT d.id AS document_id, d.date, ${chosen.label} AS label, ${chosen.amount} AS amount
      FROM documents d
      JOIN (VALUES ${salesSigns}) AS s(doc_type, sign) ON s.doc_type = d.doc_type
      ${chosen.joins}
     WHERE d.company_id = ${tenant} AND d.status = 'saved' ${warehouse ? sql`AND d.warehouse_id = ${warehouse}` : sql``}`;
};

export const managementSales: ReportSource = {
  def: managementSalesReport,
  rows: (filters, { language }) => {
    const periods = REPORT_LABELS[language].reports.managementSales.periods;
    const day = sql`${filters.date}::date`;
    return sql`
      WITH p AS (${stretches(day)}),
      x AS (${salesOf(filters.by as string, language, filters.warehouse)}
              AND d.date >= (date_trunc('year', ${day}) - interval '1 year')::date AND d.date <= ${day})
      SELECT CASE p.period ${sql.join(
        Object.entries(periods).map(([period, name]) => sql`WHEN ${period} THEN ${name}::text`),
        sql` `,
      )} END AS "period",
             coalesce(x.label, '—') AS "label",
             coalesce(sum(x.amount) FILTER (WHERE x.date BETWEEN p.from_day AND p.to_day), 0) AS "current",
             coalesce(sum(x.amount) FILTER (WHERE x.date BETWEEN p.before_from AND p.before_to), 0) AS "previous",
             coalesce(sum(x.amount) FILTER (WHERE x.date BETWEEN p.from_day AND p.to_day), 0)
               - coalesce(sum(x.amount) FILTER (WHERE x.date BETWEEN p.before_from AND p.before_to), 0) AS "difference",
             CASE WHEN coalesce(sum(x.amount) FILTER (WHERE x.date BETWEEN p.before_from AND p.before_to), 0) <> 0
                  THEN round((coalesce(sum(x.amount) FILTER (WHERE x.date BETWEEN p.from_day AND p.to_day), 0)
                        / sum(x.amount) FILTER (WHERE x.date BETWEEN p.before_from AND p.before_to) - 1) * 100, 2) END AS "change",
             count(DISTINCT x.document_id) FILTER (WHERE x.date BETWEEN p.from_day AND p.to_day) AS "documents"
        FROM p JOIN x ON x.date BETWEEN least(p.from_day, p.before_from) AND p.to_day
       GROUP BY p.period, x.label`;
  },
};
