import { ErrorCode, type MessageKey } from '@kibo/contracts';

/**
 * An error the client is meant to see: its HTTP status, catalogue message and error code.
 * 400 carries transaction messages; 422 carries field errors; `headers` go out with it (Retry-After).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly errorCode: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors?: Record<string, MessageKey>,
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export const unauthorized = (key: MessageKey, code: string, params?: Record<string, unknown>) =>
  new AppError(401, key, code, params);
export const forbidden = (
  key: MessageKey = 'err.forbidden',
  code: string = ErrorCode.forbidden,
  params?: Record<string, unknown>,
) => new AppError(403, key, code, params);
/** Nothing there; `key` says what is missing where the generic message would leave the user guessing. */
export const notFound = (key: MessageKey = 'err.notFound') => new AppError(404, key, ErrorCode.notFound);
/** A refused transaction (spec: 400 with transaction messages). */
export const refused = (key: MessageKey, params?: Record<string, unknown>) =>
  new AppError(400, key, ErrorCode.transaction, params);
/** A business rule on one field, reported like a validation error (422). */
export const invalidField = (field: string, key: MessageKey, params?: Record<string, unknown>) =>
  new AppError(422, 'err.validation', ErrorCode.validation, params, { [field]: key });
