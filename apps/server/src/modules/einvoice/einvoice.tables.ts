import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { amount, sameCompanyRef, textOrEmpty } from '../../platform/resources/tables.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { documents } from '../documents/documents.tables.ts';
import { documentSeries } from '../series/series.tables.ts';
import { items } from '../stock/items.tables.ts';

/**
 * A company's account at an e-document integrator (`/modul/<integrator>efatura/ayar`), one row per
 * integrator; the one marked `active` is where its invoices and despatches go.
 */
export const einvoiceConnections = pgTable(
  'einvoice_connections',
  {
    companyId: integer('company_id').notNull(),
    /** uyumsoft, mysoft or edm. */
    integrator: text('integrator').notNull(),
    active: boolean('active').notNull().default(false),
    /** The integrator's test service instead of the real one. */
    testMode: boolean('test_mode').notNull().default(true),
    /** Empty: the integrator's published address for the mode. */
    serviceUrl: textOrEmpty('service_url'),
    username: textOrEmpty('username'),
    password: textOrEmpty('password'),
    /** Series the numbers are drawn from (types eInvoice, eArchive, eDespatch, eReceipt). */
    invoiceSeriesId: integer('invoice_series_id'),
    archiveSeriesId: integer('archive_series_id'),
    despatchSeriesId: integer('despatch_series_id'),
    receiptSeriesId: integer('receipt_series_id'),
    /** TICARIFATURA (the buyer may accept or reject) instead of TEMELFATURA for registered buyers. */
    commercialProfile: boolean('commercial_profile').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.integrator] }),
    uniqueIndex('einvoice_connections_active').on(t.companyId).where(sql`active`),
    sameCompanyRef('einvoice_connections_invoice_series', t, t.invoiceSeriesId, documentSeries),
    sameCompanyRef('einvoice_connections_archive_series', t, t.archiveSeriesId, documentSeries),
    sameCompanyRef('einvoice_connections_despatch_series', t, t.despatchSeriesId, documentSeries),
    sameCompanyRef('einvoice_connections_receipt_series', t, t.receiptSeriesId, documentSeries),
    ...tenantPolicy('einvoice_connections'),
  ],
);

/**
 * Every e-document sent or received: an invoice, despatch or receipt advice with its ETTN, number,
 * the XML as it left or arrived, and where it stands. An outgoing row is also its own job: the
 * outbox worker sends rows that are `queued` and due, and asks after rows that are `sent` or
 * `awaitingApproval`, backing off after each failure (`attempts`, `nextAttemptAt`).
 */
export const edocuments = pgTable(
  'edocuments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    direction: text('direction').notNull(),
    /** invoice, despatch or receipt (a receipt advice answering a despatch). */
    kind: text('kind').notNull(),
    integrator: text('integrator').notNull(),
    /** Outgoing: the document it was made from; incoming: the purchase draft it became, if any. */
    documentId: integer('document_id'),
    /** The ETTN: fixed when the row is made, so a resend is the same document. */
    uuid: uuid('uuid').notNull(),
    number: text('number').notNull(),
    profile: text('profile').notNull(),
    type: text('type').notNull(),
    issueDate: date('issue_date').notNull(),
    /** The other party: the buyer of an outgoing document, the sender of an incoming one. */
    partyTaxId: textOrEmpty('party_tax_id'),
    partyName: textOrEmpty('party_name'),
    partyAlias: textOrEmpty('party_alias'),
    currency: text('currency').notNull().default('TRY'),
    payable: amount('payable'),
    /** queued, sent, approved, notApproved, awaitingApproval, rejected, returned, cancelled. */
    status: text('status').notNull(),
    /** The integrator's own code and words for the status, or its error. */
    statusCode: textOrEmpty('status_code'),
    statusText: textOrEmpty('status_text'),
    xml: text('xml').notNull(),
    /** The integrator's own reference for it, when it gives one. */
    integratorRef: textOrEmpty('integrator_ref'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Incoming: the answer (accepted / rejected) and until when it may be given. */
    response: textOrEmpty('response'),
    responseReason: textOrEmpty('response_reason'),
    respondBy: date('respond_by'),
    taken: boolean('taken').notNull().default(false),
    details: jsonb('details').notNull().default({}),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('edocuments_uuid').on(t.companyId, t.uuid),
    // One live e-document per document and kind: sending an invoice again finds it. One refused
    // before GİB registered it (notApproved) stays beside the corrected one sent after it.
    uniqueIndex('edocuments_document')
      .on(t.companyId, t.documentId, t.kind)
      .where(sql`direction = 'out' AND document_id IS NOT NULL AND status <> 'notApproved'`),
    index('edocuments_list').on(t.companyId, t.direction, t.kind, t.issueDate, t.id),
    // The outbox worker's work: rows to send or to ask after, by when they are due.
    index('edocuments_due')
      .on(t.nextAttemptAt)
      .where(sql`direction = 'out' AND status IN ('queued', 'sent', 'awaitingApproval')`),
    sameCompanyRef('edocuments_document_fk', t, t.documentId, documents),
    ...tenantPolicy('edocuments'),
  ],
);

/**
 * The integrators' answer to "is this VKN/TCKN a registered e-invoice (or e-despatch) user, under
 * which aliases": public facts from GİB's user list, kept for a day for every company.
 */
export const einvoiceUsers = pgTable(
  'einvoice_users',
  {
    taxId: text('tax_id').notNull(),
    /** invoice or despatch. */
    kind: text('kind').notNull(),
    registered: boolean('registered').notNull(),
    title: textOrEmpty('title'),
    /** [{ alias, type: 'PK' | 'GB', since }] */
    aliases: jsonb('aliases').notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taxId, t.kind] })],
);

/**
 * A supplier's own code for one of our items, learned when a purchase invoice drafted from its
 * e-invoice is saved: its next invoice's line with that code finds the item by itself.
 */
export const supplierItems = pgTable(
  'supplier_items',
  {
    companyId: integer('company_id').notNull(),
    accountId: integer('account_id').notNull(),
    code: text('code').notNull(),
    itemId: integer('item_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.accountId, t.code] }),
    sameCompanyRef('supplier_items_account', t, t.accountId, accounts),
    sameCompanyRef('supplier_items_item', t, t.itemId, items),
    ...tenantPolicy('supplier_items'),
  ],
);
