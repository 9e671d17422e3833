import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { sameCompanyRef, textOrEmpty } from '../../platform/resources/tables.ts';
import { documents } from '../documents/documents.tables.ts';

/**
 * A company's account at a carrier (`/sistem/kargotanimlari`, `/modul/<carrier>kargo/ayar`), one row
 * per carrier. The password and API secret are kept encrypted (`platform/secrets.ts`) in `secrets`;
 * the rest are the defaults a new shipment starts from.
 */
export const cargoAccounts = pgTable(
  'cargo_accounts',
  {
    companyId: integer('company_id').notNull(),
    /** yurtici, aras, mng, ptt or surat. */
    carrier: text('carrier').notNull(),
    active: boolean('active').notNull().default(false),
    testMode: boolean('test_mode').notNull().default(true),
    serviceUrl: textOrEmpty('service_url'),
    username: textOrEmpty('username'),
    customerCode: textOrEmpty('customer_code'),
    apiKey: textOrEmpty('api_key'),
    /** `{ password, apiSecret }` sealed with the server's key, bound to the company and carrier. */
    secrets: textOrEmpty('secrets'),
    payer: text('payer').notNull().default('sender'),
    codAllowed: boolean('cod_allowed').notNull().default(false),
    desiDivisor: integer('desi_divisor').notNull().default(3000),
    minDesi: numeric('min_desi', { precision: 9, scale: 2 }).notNull().default('1'),
    labelFormat: text('label_format').notNull().default('pdf'),
    trackingUrl: textOrEmpty('tracking_url'),
    /** PTT: the allotted barcode range and how many of it are used. */
    barcodeFrom: textOrEmpty('barcode_from'),
    barcodeTo: textOrEmpty('barcode_to'),
    barcodesUsed: integer('barcodes_used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.carrier] }), ...tenantPolicy('cargo_accounts')],
);

/** A box the shop ships in: its size gives a parcel's desi on the send screen. */
export const cargoPackageTypes = pgTable(
  'cargo_package_types',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    lengthCm: numeric('length_cm', { precision: 7, scale: 1 }).notNull(),
    widthCm: numeric('width_cm', { precision: 7, scale: 1 }).notNull(),
    heightCm: numeric('height_cm', { precision: 7, scale: 1 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 9, scale: 3 }).notNull().default('0'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('cargo_package_types_name').on(t.companyId, t.name),
    ...tenantPolicy('cargo_package_types'),
  ],
);

/**
 * A document's parcel(s) handed to a carrier. The row is its own job: the cargo worker sends rows
 * that are `queued` and due, and asks after live ones until a final state, backing off after each
 * failure. The cargo key is fixed when the row is made, so a retry offers the carrier the same key
 * and can never make a second shipment.
 */
export const shipments = pgTable(
  'shipments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    documentId: integer('document_id').notNull(),
    carrier: text('carrier').notNull(),
    /** queued, created, pickedUp, inTransit, outForDelivery, delivered, returned, cancelled, failed. */
    state: text('state').notNull().default('queued'),
    cargoKey: text('cargo_key').notNull(),
    carrierRef: textOrEmpty('carrier_ref'),
    trackingNo: textOrEmpty('tracking_no'),
    /** PTT: the barcode drawn from the range; Sürat, MNG: the ones the carrier set. */
    barcodes: text('barcodes').array().notNull().default([]),
    parcels: integer('parcels').notNull().default(1),
    desi: numeric('desi', { precision: 9, scale: 2 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 9, scale: 3 }).notNull(),
    codAmount: numeric('cod_amount', { precision: 19, scale: 2 }).notNull().default('0'),
    payer: text('payer').notNull(),
    note: textOrEmpty('note'),
    /** The receiver as sent: name, phone, email, address, province, plate, district, postal code, tax id. */
    receiver: jsonb('receiver').notNull(),
    /** The carrier's label (ZPL text, or a PDF in base64), when its API gives one. */
    labelFormat: text('label_format'),
    label: text('label'),
    /** The carrier's last code and words: a refusal, a failed attempt. */
    statusCode: textOrEmpty('status_code'),
    statusText: textOrEmpty('status_text'),
    /** The carrier's events, oldest first: [{ at, state, text, location, code }]. */
    events: jsonb('events').notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Held by a worker or a clerk's "ask now" while it talks to the carrier; no one else calls for it meanwhile. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('shipments_cargo_key').on(t.companyId, t.carrier, t.cargoKey),
    // One live shipment per document: sending it again finds it. A cancelled or failed one stays
    // beside the next.
    uniqueIndex('shipments_document')
      .on(t.companyId, t.documentId)
      .where(sql`state NOT IN ('cancelled', 'failed')`),
    index('shipments_list').on(t.companyId, t.carrier, t.createdAt),
    // The worker's work: rows to send or to ask after, by when they are due.
    index('shipments_due')
      .on(t.nextAttemptAt)
      .where(sql`state IN ('queued', 'created', 'pickedUp', 'inTransit', 'outForDelivery')`),
    sameCompanyRef('shipments_document_fk', t, t.documentId, documents),
    ...tenantPolicy('shipments'),
  ],
);
