import { Big, documentTotals } from '@kibo/domain';
import { z } from 'zod';
import { MAX_DOCUMENT_LINES } from '../documents/kinds.ts';
import { isoDate, optionalText, unlessMissing } from '../platform/fields.ts';
import { deviceKey } from '../pos-access/index.ts';
import { decimal } from '../resources/fields.ts';
import { VAT_RATES } from '../stock/items.ts';

// What a till sends: a sale (posReceipt), a refund against an earlier receipt (posRefund) and a
// suspended basket. The client's UUID is the receipt's Idempotency-Key: a till that sends a receipt
// again (a lost answer, an offline queue) gets the first one back, never a second sale.

/**
 * How a customer pays at the till; `account` puts the amount on the customer's account (veresiye),
 * `points` spends the customer's loyalty points (`pointsSpent` of them) at the company's point value.
 */
export const POS_PAYMENT_METHODS = ['cash', 'card', 'transfer', 'account', 'points'] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];

/** The most payments one receipt is split into. */
export const MAX_POS_PAYMENTS = 10;

const id = z.number({ error: 'v.required' }).int().positive({ error: 'v.required' });
const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  id.nullable(),
);
const positive = decimal(4, 'nonNegative').refine((value) => Number(value) > 0, { error: 'v.positive' });
/** A manager's approval token (`POST /api/pos/approvals`), used up where the action is recorded. */
export const posApprovalToken = z
  .string()
  .trim()
  .min(1, { error: 'v.required' })
  .max(128, { error: 'v.maxLength' });

/** An approval for something this cashier may not do alone; none where they may. */
const approval = posApprovalToken.nullable().default(null);

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'v.time' })
  .or(z.literal(''))
  .default('');

export const posPaymentInput = z.object({
  method: z.enum(POS_PAYMENT_METHODS, { error: unlessMissing('v.enum') }),
  amount: positive,
});
export type PosPaymentInput = z.output<typeof posPaymentInput>;

const payments = z
  .array(posPaymentInput, { error: 'v.required' })
  .min(1, { error: 'pos.noPayment' })
  .max(MAX_POS_PAYMENTS, { error: 'v.maxLength' });

/** The fields every receipt carries: who sent it, in which till session, when, and how it was paid. */
const receiptBase = {
  /** The till's UUID for this receipt; sent again it answers the first receipt. */
  clientId: z.uuid({ error: unlessMissing('pos.clientId') }),
  /** The open till session of the register the sale is made at. */
  sessionId: id,
  date: isoDate,
  time,
  /** The customer: optional, needed for payment on account. */
  accountId: optionalId.default(null).meta({ description: 'Zorunlu: veresiye (account) ödemede.' }),
  description: optionalText(500),
  payments,
  /** Cash the customer handed over; the change is tendered − cash paid. None: exactly the cash paid. */
  cashTendered: decimal(4, 'nonNegative').nullable().default(null),
  /**
   * Rung up while the till was offline and sent on reconnecting: the sale has happened, so if its
   * session was closed meanwhile it goes to that session's rescue session instead of being refused.
   */
  madeOffline: z.boolean().default(false),
  /**
   * The number the till printed before the server numbered the receipt (its device number and
   * sequence, e.g. `T3-000042`): a refund finds the receipt by it too.
   */
  localNumber: z
    .string()
    .regex(/^T\d{1,10}-\d{1,10}$/, { error: 'v.invalid' })
    .nullable()
    .default(null),
  /**
   * The key of the authorised device the receipt was rung up on (`/sistem/tclnt`). Required with
   * `madeOffline`: a receipt made offline is taken only from a known, unrevoked device.
   */
  deviceKey: deviceKey.optional(),
};

export const posLineInput = z.object({
  itemId: id,
  description: optionalText(250),
  quantity: positive,
  /** Another unit of the item (a box of 12); none: its main unit. */
  unitId: optionalId.default(null),
  /** The shop price, VAT included. */
  unitPrice: decimal(4, 'nonNegative'),
  discounts: z.array(decimal(2, 'percent')).max(3, { error: 'v.max' }).default([]),
  vatRate: z.enum(VAT_RATES, { error: unlessMissing('v.enum') }),
  /** For a cashier without the price right: the approval of this line's own price or discount. */
  approval,
  /** The scale's price label the line was read from: its price is the label's, not a changed one. */
  scaleLabel: z
    .string()
    .regex(/^2\d{12}$/, { error: 'v.barcode' })
    .nullable()
    .default(null),
});

/**
 * A line taken off the receipt before payment, for the session's Z summary: the item, how many and
 * what it came to (VAT included). A cashier without the delete right sends the manager's approval.
 */
export const posDeletedLine = z.object({
  itemId: id,
  quantity: positive,
  amount: decimal(4, 'nonNegative'),
  approval: posApprovalToken.optional(),
});
export type PosDeletedLine = z.output<typeof posDeletedLine>;

/** Cash handed over must cover the cash part, and the payments must add up to what is due. */
function checkPayments(
  receipt: {
    accountId: number | null;
    payments: PosPaymentInput[];
    cashTendered: string | null;
  },
  due: Big | null,
  context: z.RefinementCtx,
) {
  receipt.payments.forEach((payment, index) => {
    if ((payment.method === 'account' || payment.method === 'points') && !receipt.accountId)
      context.addIssue({
        code: 'custom',
        path: ['payments', index, 'method'],
        message: payment.method === 'account' ? 'pos.accountNeedsCustomer' : 'pos.pointsNeedCustomer',
      });
  });
  const cash = receipt.payments
    .filter((payment) => payment.method === 'cash')
    .reduce((total, payment) => total.plus(payment.amount), new Big(0));
  // Change is given from cash only: no cash part, no cash handed over.
  if (receipt.cashTendered !== null && cash.eq(0) && new Big(receipt.cashTendered).gt(0))
    context.addIssue({ code: 'custom', path: ['cashTendered'], message: 'pos.tenderedNoCash' });
  else if (receipt.cashTendered !== null && new Big(receipt.cashTendered).lt(cash))
    context.addIssue({
      code: 'custom',
      path: ['cashTendered'],
      message: 'pos.tenderedShort',
      params: { cash: cash.toFixed(2) },
    });
  if (due === null) return;
  const paid = receipt.payments.reduce((total, payment) => total.plus(payment.amount), new Big(0));
  if (!paid.eq(due))
    context.addIssue({
      code: 'custom',
      path: ['payments'],
      message: 'pos.paymentsNotEqual',
      params: { total: due.toFixed(2), paid: paid.toFixed(2) },
    });
}

/** The total a sale's lines and discount come to, as the server will store it. */
export function posReceiptTotal(receipt: {
  lines: z.output<typeof posLineInput>[];
  receiptDiscount: { kind: 'percent' | 'amount'; value: string } | null;
}): string {
  return documentTotals({
    pricesIncludeVat: true,
    documentDiscount: receipt.receiptDiscount,
    lines: receipt.lines,
  }).payable;
}

export const posReceiptInput = z
  .object({
    ...receiptBase,
    warehouseId: id,
    /** None: the user's own series for receipts, else the company's. */
    seriesId: optionalId.default(null),
    lines: z
      .array(posLineInput, { error: 'v.required' })
      .min(1, { error: 'doc.noLines' })
      .max(MAX_DOCUMENT_LINES, { error: 'doc.tooManyLines' }),
    receiptDiscount: z
      .object({ kind: z.enum(['percent', 'amount']), value: decimal(2, 'nonNegative') })
      .nullable()
      .default(null),
    /** For a cashier without the price right: the approval of the receipt discount. */
    discountApproval: approval,
    /** Loyalty points spent: the `points` payment is worth exactly these at the company's point value. */
    pointsSpent: z
      .number({ error: 'v.integer' })
      .int({ error: 'v.integer' })
      .min(0)
      .max(100_000_000)
      .default(0),
    /** A suspended basket this sale completes: it is removed in the same transaction. */
    basketId: optionalId.default(null),
    /** Lines deleted from this receipt before payment (recorded as `deleteLine` till events). */
    deletedLines: z.array(posDeletedLine).max(MAX_DOCUMENT_LINES, { error: 'doc.tooManyLines' }).default([]),
    /** A restaurant table's order (or a bill split off it) this sale closes, in the same transaction. */
    tableOrderId: optionalId.default(null),
  })
  .superRefine((receipt, context) => {
    if (receipt.receiptDiscount?.kind === 'percent' && Number(receipt.receiptDiscount.value) > 100)
      context.addIssue({ code: 'custom', path: ['receiptDiscount'], message: 'v.percent' });
    const pointsPaid = receipt.payments.some((payment) => payment.method === 'points');
    if (pointsPaid !== receipt.pointsSpent > 0)
      context.addIssue({ code: 'custom', path: ['pointsSpent'], message: 'pos.pointsValue' });
    checkPayments(receipt, new Big(posReceiptTotal(receipt)), context);
  });
export type PosReceiptInput = z.output<typeof posReceiptInput>;

/** A refund: lines of an earlier receipt taken back (the prices are the receipt's), money paid back. */
export const posRefundInput = z
  .object({
    ...receiptBase,
    /** The receipt the goods were sold on (found by `GET /api/pos/receipts/lookup?number=`). */
    refundOf: id,
    lines: z
      .array(z.object({ sourceLineId: id, quantity: positive }), { error: 'v.required' })
      .min(1, { error: 'doc.noLines' })
      .max(MAX_DOCUMENT_LINES, { error: 'doc.tooManyLines' }),
  })
  // What is due comes from the sold prices, known only to the server: it checks the sum.
  .superRefine((refund, context) => checkPayments(refund, null, context));
export type PosRefundInput = z.output<typeof posRefundInput>;

/** A basket put aside at the till (sepet): its lines kept as typed, nothing posted. */
export const posBasketInput = z.object({
  sessionId: id,
  accountId: optionalId.default(null),
  note: optionalText(250),
  lines: z
    .array(posLineInput, { error: 'v.required' })
    .min(1, { error: 'doc.noLines' })
    .max(MAX_DOCUMENT_LINES, { error: 'doc.tooManyLines' }),
  receiptDiscount: z
    .object({ kind: z.enum(['percent', 'amount']), value: decimal(2, 'nonNegative') })
    .nullable()
    .default(null),
  /** The receipt discount's approval, kept with the basket for the sale it is recalled into. */
  discountApproval: approval,
});
export type PosBasketInput = z.output<typeof posBasketInput>;
