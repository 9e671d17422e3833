import {
  type CarrierCode,
  DEFAULT_TRACKING_URLS,
  SHIPPABLE_DOCUMENT_TYPES,
  type Shipment,
} from '@kibo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { containsAnyTr } from '../../platform/db/search.ts';

// The send screen's lists: documents still to ship, shipments made, and one shipment with its events.

export const listQuery = z.object({
  from: z.iso.date({ error: 'v.date' }).optional(),
  to: z.iso.date({ error: 'v.date' }).optional(),
  state: z.string().max(30).optional(),
  docType: z.enum(SHIPPABLE_DOCUMENT_TYPES).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListQuery = z.output<typeof listQuery>;

const paged = (rows: Record<string, unknown>[]) => ({
  rows: rows.map(({ total: _total, ...row }) => row),
  total: Number(rows[0]?.total ?? 0),
});

/** Where a document's parcel goes: the card's delivery address when it has one, else its billing one. */
export const RECEIVER_PLACE = sql`
  CASE WHEN a.shipping_province <> '' THEN a.shipping_province ELSE a.billing_province END AS province,
  CASE WHEN a.shipping_province <> '' THEN a.shipping_district ELSE a.billing_district END AS district,
  CASE WHEN a.shipping_province <> '' THEN a.shipping_address ELSE a.billing_address END AS address,
  CASE WHEN a.shipping_province <> '' THEN a.shipping_postal_code ELSE a.billing_postal_code END AS postal_code`;

/** The search box over documents and their accounts, Turkish-aware ("isikli" finds "Işıklı"). */
const searched = (search: string | undefined, also: SQL[] = []) =>
  search ? containsAnyTr([sql`d.number`, sql`a.title`, ...also], search) : sql`true`;

/**
 * Sales waybills, invoices and orders with no live shipment, with where they would go; `types`: the
 * shippable document types the clerk may open.
 */
export async function listShippable(tx: Db, query: ListQuery, types: readonly string[]) {
  const rows = await tx.execute<Record<string, unknown>>(sql`
    SELECT d.id, d.doc_type AS "docType", d.number, d.date, d.payable::text, d.currency,
           a.title AS account, a.phones[1] AS phone, place.province, place.district,
           coalesce(nullif(d.shipping_address, ''), place.address) AS address,
           -- Sent before and refused or cancelled: why, so the clerk sees what to correct.
           (SELECT s.status_text FROM shipments s WHERE s.company_id = d.company_id AND s.document_id = d.id
             ORDER BY s.id DESC LIMIT 1) AS "lastProblem",
           count(*) OVER () AS total
      FROM documents d LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
           LEFT JOIN LATERAL (SELECT ${RECEIVER_PLACE}) place ON true
     WHERE d.doc_type = ANY(${sql.param(types.filter((type) => !query.docType || type === query.docType))}::text[])
       AND d.status <> 'cancelled'
       AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.company_id = d.company_id AND s.document_id = d.id
                          AND s.state NOT IN ('cancelled', 'failed'))
       AND (${query.from ?? null}::date IS NULL OR d.date >= ${query.from ?? null}::date)
       AND (${query.to ?? null}::date IS NULL OR d.date <= ${query.to ?? null}::date)
       AND ${searched(query.search)}
     ORDER BY d.date DESC, d.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  return paged(rows.rows);
}

/** The tracking page for a code, from the account's template or the carrier's. */
export const trackingLink = (carrier: CarrierCode, template: string, code: string): string =>
  code ? (template || DEFAULT_TRACKING_URLS[carrier]).replace('{code}', encodeURIComponent(code)) : '';

const SHIPMENT_COLUMNS = sql`
  s.id, s.carrier, s.document_id AS "documentId", d.number AS "documentNo", d.doc_type AS "documentType",
  coalesce(a.title, s.receiver->>'name') AS "accountName", s.state, s.cargo_key AS "cargoKey",
  s.tracking_no AS "trackingNo", s.barcodes, s.parcels, s.desi::text, s.weight_kg::text AS "weightKg",
  s.cod_amount::text AS "codAmount", s.payer, s.receiver, s.status_code AS "statusCode",
  s.status_text AS "statusText", s.label IS NOT NULL AS "hasLabel", s.label_format AS "labelFormat",
  s.created_at AS "createdAt", s.updated_at AS "updatedAt", s.events, coalesce(c.tracking_url, '') AS "trackingTemplate"`;
const SHIPMENT_FROM = sql`
  shipments s JOIN documents d ON d.company_id = s.company_id AND d.id = s.document_id
  LEFT JOIN accounts a ON a.company_id = d.company_id AND a.id = d.account_id
  LEFT JOIN cargo_accounts c ON c.company_id = s.company_id AND c.carrier = s.carrier`;

type ShipmentRow = Omit<Shipment, 'trackingLink' | 'createdAt' | 'updatedAt'> & {
  barcodes: string[];
  trackingTemplate: string;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const shipmentOf = ({
  trackingTemplate,
  barcodes,
  ...row
}: ShipmentRow): Shipment & { barcodes: string[] } => ({
  ...row,
  barcodes,
  // Carriers track by their own number once they give one; Yurtiçi and Aras by our key until then.
  trackingLink: trackingLink(row.carrier, trackingTemplate, row.trackingNo || barcodes[0] || row.cargoKey),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export async function listShipments(tx: Db, carrier: CarrierCode, query: ListQuery) {
  const rows = await tx.execute<ShipmentRow & { total: number }>(sql`
    SELECT ${SHIPMENT_COLUMNS}, count(*) OVER () AS total FROM ${SHIPMENT_FROM}
     WHERE s.carrier = ${carrier}
       AND (${query.from ?? null}::date IS NULL OR s.created_at >= ${query.from ?? null}::date)
       AND (${query.to ?? null}::date IS NULL OR s.created_at < ${query.to ?? null}::date + 1)
       AND (${query.state ?? null}::text IS NULL OR s.state = ${query.state ?? null})
       AND ${searched(query.search, [sql`s.tracking_no`, sql`s.cargo_key`])}
     ORDER BY s.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  return {
    rows: rows.rows.map(({ total: _total, ...row }) => shipmentOf(row)),
    total: Number(rows.rows[0]?.total ?? 0),
  };
}

export async function shipmentsWhere(tx: Db, where: ReturnType<typeof sql>) {
  const rows = await tx.execute<ShipmentRow>(
    sql`SELECT ${SHIPMENT_COLUMNS} FROM ${SHIPMENT_FROM} WHERE ${where} ORDER BY s.id`,
  );
  return rows.rows.map(shipmentOf);
}
