import { z } from 'zod';
import { email, optionalText, password, requiredText, unlessMissing } from '../platform/fields.ts';
import { COMPANY_ROLE_CODES } from '../platform/roles.ts';
import { posPin } from '../pos-access/index.ts';
import { DOCUMENT_TYPES } from '../system/document-types.ts';

/** A company user as its administrator edits it on /sistem/kullanici. */
export const userInput = z.object({
  name: requiredText(120),
  email,
  role: z.enum(COMPANY_ROLE_CODES, { error: unlessMissing('v.enum') }),
  active: z.boolean().default(true),
  /** Menu ids granted on top of the role's own menus. */
  menuIds: z.array(z.number().int().positive()).max(1000).default([]),
  posCanChangePrice: z.boolean().default(false),
  posCanDelete: z.boolean().default(false),
  /** A new POS PIN (4–8 digits) for manager approvals at the till; empty or absent keeps the current one. */
  posPin: z.union([z.literal(''), posPin]).optional(),
  /** Removes the user's POS PIN: they can no longer approve at the till. */
  removePosPin: z.boolean().default(false),
  /** Set for a new user or to reset a password; empty keeps the current one. */
  password: z.union([z.literal(''), password]).optional(),
  /** Forces the user to choose a new password at the next login. */
  mustChangePassword: z.boolean().default(false),
  phone: optionalText(40),
  /** The series this user's new documents of a type take, instead of the company's default. */
  seriesDefaults: z
    .array(
      z.object({
        docType: z.enum(DOCUMENT_TYPES, { error: unlessMissing('v.enum') }),
        seriesId: z.number({ error: 'v.required' }).int().positive(),
      }),
    )
    .max(DOCUMENT_TYPES.length, { error: 'v.max' })
    .default([])
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.docType))
          context.addIssue({ code: 'custom', path: [index, 'docType'], message: 'v.repeated' });
        seen.add(line.docType);
      });
    }),
});
export type UserInput = z.infer<typeof userInput>;

export const userRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  menuIds: z.array(z.number().int()),
  posCanChangePrice: z.boolean(),
  posCanDelete: z.boolean(),
  hasPosPin: z.boolean(),
  mustChangePassword: z.boolean(),
  phone: z.string(),
  seriesDefaults: z.array(z.object({ docType: z.string(), seriesId: z.number().int() })),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const userListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
  search: z.string().trim().max(200).optional(),
  active: z.enum(['true', 'false']).optional(),
});

/** The menu catalogue a user form offers, with what the chosen role already grants. */
export const grantableMenu = z.object({
  id: z.number().int(),
  name: z.string(),
  parent: z.number().int(),
  roles: z.array(z.string()),
});
export type GrantableMenu = z.infer<typeof grantableMenu>;

/**
 * A company user the login throttle holds back now (users screen): sources (an address, or a
 * known device seen at that address) refused until a time, and/or the whole account slowed down
 * because its failures of the last day came from many addresses.
 */
export const userLockout = z.object({
  userId: z.number().int(),
  lockedSources: z.array(
    z.object({
      address: z.string(),
      knownDevice: z.boolean(),
      failures: z.number().int(),
      until: z.string(),
    }),
  ),
  /** The account's failures in the slow-down window, and from how many addresses. */
  failures: z.number().int(),
  addresses: z.number().int(),
  lastFailureAt: z.string(),
  /**
   * While the slow-down holds: the earliest next attempt from an unknown device in a network the
   * account's failures came from (a new network still gets its first tries). Null once it passed.
   */
  slowedUntil: z.string().nullable(),
});
export type UserLockout = z.infer<typeof userLockout>;
