import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idempotencyIndex } from '../../platform/db/posted.ts';
import { tenantPolicy } from '../../platform/db/tenancy.ts';
import { amount, sameCompanyRef } from '../../platform/resources/tables.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { cashSessions } from '../cash/cash.tables.ts';
import { documents } from '../documents/documents.tables.ts';
import { posDevices } from '../pos-access/pos-access.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * What a till receipt (posReceipt / posRefund document) adds to its document: the session it was
 * rung up in, the cash handed over and the change given, and for a refund the receipt it takes back.
 */
export const posReceipts = pgTable(
  'pos_receipts',
  {
    companyId: integer('company_id').notNull(),
    documentId: integer('document_id').notNull(),
    sessionId: integer('session_id').notNull(),
    cashTendered: amount('cash_tendered'),
    changeGiven: amount('change_given'),
    refundOf: integer('refund_of'),
    /** Points the customer earned (a refund: took back, negative), spent (a refund: got back, negative). */
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsSpent: integer('points_spent').notNull().default(0),
    /** TRY a point was worth: a refund gives points back at the sale's value. */
    pointValue: amount('point_value'),
    /** The authorised device it was rung up on, where the till is one (always for offline receipts). */
    deviceId: integer('device_id'),
    /** The number the till printed before the server numbered it (offline), found by a refund too. */
    localNumber: text('local_number'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.documentId] }),
    index('pos_receipts_session').on(t.companyId, t.sessionId),
    index('pos_receipts_local_number')
      .on(t.companyId, t.localNumber)
      .where(sql`${t.localNumber} IS NOT NULL`),
    sameCompanyRef('pos_receipts_device_fk', t, t.deviceId, posDevices),
    sameCompanyRef('pos_receipts_document_fk', t, t.documentId, documents),
    sameCompanyRef('pos_receipts_session_fk', t, t.sessionId, cashSessions),
    sameCompanyRef('pos_receipts_refund_of_fk', t, t.refundOf, documents),
    ...tenantPolicy('pos_receipts'),
  ],
);

/**
 * A basket put aside at the till (askıya alınan sepet): its lines as typed, nothing posted. It belongs
 * to the session it was suspended in, which cannot close while it is there.
 */
export const posBaskets = pgTable(
  'pos_baskets',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    sessionId: integer('session_id').notNull(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id'),
    note: text('note').notNull().default(''),
    /** `posBasketInput`'s lines, receipt discount and its approval, as the till sent them. */
    content: jsonb('content').notNull(),
    /** The till's key for this put-aside: sent again after a lost answer, it finds this basket. */
    idempotencyKey: uuid('idempotency_key'),
    total: amount('total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('pos_baskets_session').on(t.companyId, t.sessionId),
    idempotencyIndex('pos_baskets_idempotency', t),
    sameCompanyRef('pos_baskets_session_fk', t, t.sessionId, cashSessions),
    sameCompanyRef('pos_baskets_user_fk', t, t.userId, users),
    sameCompanyRef('pos_baskets_account_fk', t, t.accountId, accounts),
    ...tenantPolicy('pos_baskets'),
  ],
);
