import type { SessionSummary } from '@kibo/domain';
import { z } from 'zod';
import type { PaymentMethod, SessionCount } from '../cash/sessions.ts';
import { optionalText, unlessMissing } from '../platform/fields.ts';
import { deviceKey } from '../pos-access/index.ts';
import { posApprovalToken, posBasketInput } from './receipt.ts';

// What happens at a till that is not a receipt but belongs in its Z summary: a receipt voided (the
// basket cleared before payment) and the drawer opened without a sale. Lines deleted from a receipt
// travel in the sale itself (`posReceiptInput.deletedLines`). Each event carries the till's UUID:
// sent again (a lost answer, an offline queue) it answers the first.

/** `void`: a receipt cleared before payment; `deleteLine`: a line taken off one; `noSale`: the drawer opened. */
export const POS_EVENT_KINDS = ['noSale', 'void', 'deleteLine'] as const;
export type PosEventKind = (typeof POS_EVENT_KINDS)[number];

const eventBase = {
  /** The till's UUID for this event (also its Idempotency-Key). */
  clientId: z.uuid({ error: unlessMissing('pos.clientId') }),
  sessionId: z.number({ error: 'v.required' }).int().positive({ error: 'v.required' }),
  /** When it happened at the till; none: when the server took it. */
  occurredAt: z.iso.datetime({ offset: true, error: 'v.date' }).optional(),
  reason: optionalText(250),
  /** Made while the till was offline: a session closed meanwhile sends it to its rescue session. */
  madeOffline: z.boolean().default(false),
  /** The till's device key: an event made offline comes from a device its user may sell offline on. */
  deviceKey: deviceKey.optional(),
};

export const posEventInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('noSale'), ...eventBase }),
    z.object({
      kind: z.literal('void'),
      ...eventBase,
      /** The receipt as it stood when it was cleared. */
      lines: posBasketInput.shape.lines,
      receiptDiscount: posBasketInput.shape.receiptDiscount,
      /** A manager's approval, for a cashier without the delete right. */
      approval: posApprovalToken.optional(),
    }),
  ],
  { error: unlessMissing('v.enum') },
);
export type PosEventInput = z.output<typeof posEventInput>;

/** One event as the session summary lists it. */
export interface PosEventView {
  id: number;
  kind: PosEventKind;
  occurredAt: string;
  userName: string;
  /** The manager whose PIN approved it, where one did. */
  approvedByName: string | null;
  /** Recorded from an offline till without a valid approval (see the glossary). */
  unapproved: boolean;
  amount: string;
  quantity: string;
  itemName: string | null;
  receiptNumber: string | null;
  reason: string;
}

/** `GET /api/cash-sessions/:id/summary`: the session's Z-style summary with its header. */
export interface PosSessionSummary {
  header: {
    sessionId: number;
    status: 'open' | 'closed' | 'rescue';
    /** A rescue session: the closed session whose late offline receipts it holds. */
    rescueOf: number | null;
    company: string;
    register: string;
    currency: string;
    openedAt: string;
    openedByName: string;
    closedAt: string | null;
    closedByName: string | null;
    note: string;
  };
  summary: SessionSummary;
  /** What each method should hold now (open), or held at the close (closed). */
  expected: Record<PaymentMethod, string>;
  /** The count at the close; none while open. */
  counts: SessionCount[];
  events: PosEventView[];
}
