import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { amount, sameCompanyRef } from '../../platform/resources/tables.ts';
import { cashSessions } from '../cash/cash.tables.ts';
import { documents } from '../documents/documents.tables.ts';
import { items } from '../stock/items.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * What happened at a till that is not a receipt but belongs in its Z summary (`POS_EVENT_KINDS`): a
 * receipt voided before payment (its lines in `content`, its total in `amount`), a line deleted from
 * a receipt (the receipt, item, quantity and amount), a drawer opened without a sale. Who did it,
 * when, and the manager who approved it where the cashier lacked the right.
 */
export const posEvents = pgTable(
  'pos_events',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** The till's UUID for a void or no-sale: sent again, it answers the first. Deleted lines ride on their receipt's. */
    clientId: uuid('client_id'),
    kind: text('kind').notNull(),
    sessionId: integer('session_id').notNull(),
    userId: integer('user_id').notNull(),
    /** A deleted line's receipt. */
    documentId: integer('document_id'),
    itemId: integer('item_id'),
    quantity: amount('quantity'),
    /** A void's receipt total, a deleted line's amount (VAT included). */
    amount: amount('amount'),
    /** A void's lines and receipt discount, as the till sent them. */
    content: jsonb('content'),
    reason: text('reason').notNull().default(''),
    approvedBy: integer('approved_by'),
    approvalId: bigint('approval_id', { mode: 'number' }),
    /** Sent by an offline till without a valid approval: recorded (it happened), marked for the manager. */
    unapproved: boolean('unapproved').notNull().default(false),
    madeOffline: boolean('made_offline').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pos_events_client').on(t.companyId, t.clientId).where(sql`${t.clientId} IS NOT NULL`),
    index('pos_events_session').on(t.companyId, t.sessionId),
    sameCompanyRef('pos_events_session_fk', t, t.sessionId, cashSessions),
    sameCompanyRef('pos_events_user_fk', t, t.userId, users),
    sameCompanyRef('pos_events_document_fk', t, t.documentId, documents),
    sameCompanyRef('pos_events_item_fk', t, t.itemId, items),
    sameCompanyRef('pos_events_approved_by_fk', t, t.approvedBy, users),
    ...tenantPolicy('pos_events'),
  ],
);
