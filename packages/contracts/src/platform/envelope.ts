import { z } from 'zod';

/** Every API answer is wrapped as `{ Response: { data, kiboMessage, errorCode } }` (spec section 7). */
export interface Envelope<T> {
  Response: {
    data: T;
    kiboMessage: string;
    errorCode: string;
    /** 422: every invalid field with its messages, first one shown by the client. */
    errors?: Record<string, string[]>;
    /** 400: messages of a refused transaction, first one shown by the client. */
    messages?: string[];
  };
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    Response: z.object({
      data,
      kiboMessage: z.string(),
      errorCode: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional(),
      messages: z.array(z.string()).optional(),
    }),
  });

/** Error codes the client reacts to. AU10006 (wrong credentials) is the one 401 that shows no login dialog. */
export const ErrorCode = {
  none: '',
  tokenMissing: 'AU10001',
  tokenInvalid: 'AU10002',
  tokenExpired: 'AU10003',
  userInactive: 'AU10005',
  wrongCredentials: 'AU10006',
  tooManyAttempts: 'AU10007',
  ipNotAllowed: 'AU10008',
  licenceExpired: 'AU10009',
  companyInactive: 'AU10010',
  passwordExpired: 'AU10011',
  licenceAgreementPending: 'AU10012',
  forbidden: 'PR10003',
  notFound: 'GN10004',
  validation: 'VL10022',
  transaction: 'TR10000',
  conflict: 'TR10009',
  server: 'SR10500',
  /** The database is out of reach for a moment: the action was interrupted, try again. */
  unavailable: 'SR10503',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
  search: z.string().trim().max(200).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
