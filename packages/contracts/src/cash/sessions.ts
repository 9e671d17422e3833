import { z } from 'zod';
import { optionalText, requiredText, unlessMissing } from '../platform/fields.ts';
import { decimal } from '../resources/fields.ts';

/** A till holds cash by the handful, not by the trillion: counts stay far inside the stored precision. */
export const MAX_TILL_AMOUNT = 999_999_999_999;
const tillAmount = decimal(4, 'nonNegative').refine((value) => Number(value) <= MAX_TILL_AMOUNT, {
  error: 'v.max',
  params: { max: MAX_TILL_AMOUNT },
});

// Cash register sessions (kasa oturumu): a till is opened with a float, takes money in and out with
// a reason, and is closed by counting what is in it, method by method, against what should be.

/** How money is held at a till's close: cash in the drawer, card slips, transfers, the rest. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const sessionOpenInput = z.object({
  cashAccountId: z.number({ error: 'v.required' }).int().positive({ error: 'v.required' }),
  /** The change put in the drawer to start with (in the register's currency). */
  openingFloat: tillAmount.default('0'),
  note: optionalText(250),
});

export const sessionMoveInput = z.object({
  direction: z.enum(['in', 'out'], { error: unlessMissing('v.enum') }),
  amount: tillAmount.refine((value) => Number(value) > 0, { error: 'v.positive' }),
  /** Why money went in or out of the drawer outside a sale: it is on the register's ledger. */
  reason: requiredText(250),
});

export const sessionCloseInput = z.object({
  /** What was counted per method; a method not counted is taken as none. */
  counted: z.partialRecord(z.enum(PAYMENT_METHODS, { error: unlessMissing('v.enum') }), tillAmount),
  note: optionalText(500),
  /** The expected figures the cashier saw: a close over figures that moved since is refused. */
  expectedCash: decimal(4, 'any').optional(),
});

/** A method's line at the close: what should be there, what was counted, and the difference. */
export interface SessionCount {
  method: PaymentMethod;
  expected: string;
  counted: string;
  difference: string;
}
