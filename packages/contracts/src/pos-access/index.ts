import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';

// Who may do what at a till: the browsers authorised to sell offline (terminals, /sistem/tclnt) and
// a manager's PIN approving one action a cashier may not do alone.

/** The longest offline period a company may allow; payment-terminal makers allow 24–72 hours. */
export const MAX_OFFLINE_HOURS = 72;
export const DEFAULT_OFFLINE_HOURS = 24;
/**
 * An approval token is good for one action within this many seconds of the manager's PIN: long
 * enough for the receipt it was given on to be rung up and paid (a deleted line's or a changed
 * price's approval is used when the sale is saved), short enough not to be kept for another day.
 */
export const APPROVAL_TTL_SECONDS = 15 * 60;

/**
 * The device key a browser generates (32 random bytes, base64url) and keeps; the server stores only
 * its SHA-256. Its length is checked so a key cannot be a guessable short word.
 */
export const deviceKey = z
  .string({ error: 'v.required' })
  .regex(/^[A-Za-z0-9_-]{43,128}$/, { error: 'pos.deviceKeyFormat' });

const userIds = z
  .array(z.number().int().positive().max(2_147_483_647), { error: 'v.invalid' })
  .max(200, { error: 'v.max' })
  .default([])
  .refine((ids) => new Set(ids).size === ids.length, { error: 'v.repeated' });

/** Registering "this browser": its name, its key and the users who may sell offline on it. */
export const deviceRegistration = z.object({
  name: requiredText(80),
  key: deviceKey,
  offlineUserIds: userIds,
});
export type DeviceRegistration = z.infer<typeof deviceRegistration>;

/** What an administrator changes on a registered device. */
export const deviceUpdate = z.object({ name: requiredText(80), offlineUserIds: userIds });
export type DeviceUpdate = z.infer<typeof deviceUpdate>;

export const deviceRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'revoked']),
  userAgent: z.string(),
  registeredAt: z.string(),
  registeredBy: z.string(),
  lastContactAt: z.string().nullable(),
  lastContactBy: z.string().nullable(),
  /** Until when the device was last told it may sell offline (its last contact + the period). */
  offlineUntil: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  offlineUsers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DeviceRecord = z.infer<typeof deviceRecord>;

/** The till's call on every sync: the device presents its key, the server says what it may do. */
export const deviceContactInput = z.object({ key: deviceKey });

export const deviceContact = z.object({
  deviceId: z.number().int(),
  name: z.string(),
  /** Whether the signed-in user may sell on this device while the server is out of reach. */
  canSellOffline: z.boolean(),
  /** Until when offline selling is allowed (null: not allowed); contact again before it passes. */
  offlineUntil: z.string().nullable(),
  maxOfflineHours: z.number().int(),
  /** Users who may sell offline on this device. */
  offlineUserIds: z.array(z.number().int()),
  serverTime: z.string(),
});
export type DeviceContact = z.infer<typeof deviceContact>;

/** A user the device form can allow to sell offline. */
export const deviceUserOption = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const POS_APPROVAL_ACTIONS = ['changePrice', 'deleteLine', 'deleteReceipt'] as const;
export type PosApprovalAction = (typeof POS_APPROVAL_ACTIONS)[number];

/** A POS PIN: 4–8 digits, neither one digit repeated nor a run (1234, 9876) a guesser tries first. */
export const posPin = z
  .string({ error: 'v.required' })
  .regex(/^\d{4,8}$/, { error: 'pos.pinFormat' })
  .refine((pin) => !isObviousPin(pin), { error: 'pos.pinWeak' });

export function isObviousPin(pin: string): boolean {
  const steps = [...pin].slice(1).map((digit, index) => Number(digit) - Number(pin[index]));
  return (
    steps.every((step) => step === 0) ||
    steps.every((step) => step === 1) ||
    steps.every((step) => step === -1)
  );
}

/** What the till says about the action, so the audit row and the sale can tell which one was approved. */
export const approvalDetail = z
  .object({
    receiptId: z.string().max(64).optional(),
    lineId: z.string().max(64).optional(),
    itemId: z.number().int().positive().max(2_147_483_647).optional(),
    oldPrice: z
      .string()
      .regex(/^-?\d{1,15}(\.\d{1,4})?$/, { error: 'v.number' })
      .optional(),
    newPrice: z
      .string()
      .regex(/^-?\d{1,15}(\.\d{1,4})?$/, { error: 'v.number' })
      .optional(),
    /** The line's first discount (per cent) the manager approved with its price. */
    discount: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'v.number' })
      .optional(),
    /** A receipt discount approved: its kind and value (`percent:10`, `amount:25.50`). */
    receiptDiscount: z
      .string()
      .regex(/^(percent|amount):\d{1,15}(\.\d{1,4})?$/, { error: 'v.invalid' })
      .optional(),
    reason: z.string().trim().max(200, { error: 'v.maxLength' }).optional(),
  })
  .strict()
  .default({});
export type ApprovalDetail = z.infer<typeof approvalDetail>;

export const approvalRequest = z.object({
  action: z.enum(POS_APPROVAL_ACTIONS, { error: 'v.enum' }),
  pin: z.string({ error: 'v.required' }).regex(/^\d{4,8}$/, { error: 'pos.pinFormat' }),
  detail: approvalDetail,
  /** The device asking, when the till has one; recorded with the approval. */
  deviceKey: deviceKey.optional(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

export const approvalGranted = z.object({
  /** Presented once with the action it approves; void after `expiresAt`. */
  token: z.string(),
  action: z.enum(POS_APPROVAL_ACTIONS),
  approvedBy: z.object({ id: z.number().int(), name: z.string() }),
  expiresAt: z.string(),
});
export type ApprovalGranted = z.infer<typeof approvalGranted>;

/** A user sets their own POS PIN, confirming with their password. */
export const ownPosPinInput = z.object({
  password: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }).max(128),
  pin: z.union([z.literal(''), posPin]),
});
