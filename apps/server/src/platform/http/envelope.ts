import { type Envelope, ErrorCode, isMessageKey, translate } from '@kibo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAdmissionTimeout } from '../db/admission.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from './errors.ts';
import { frameworkRefusal } from './framework-errors.ts';
import { applySecurityHeaders } from './headers.ts';
import { requestLanguage, t } from './i18n.ts';

export const ok = <T>(data: T, kiboMessage = ''): Envelope<T> => ({
  Response: { data, kiboMessage, errorCode: ErrorCode.none },
});

/** fastify-type-provider-zod's form of a zod issue. */
interface Issue {
  keyword: string;
  instancePath: string;
  message: string;
  params: {
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    expected?: string;
    keys?: string[];
    /** Values a declaration's rule put in its message (e.g. the unreadable IP entry). */
    params?: Record<string, unknown>;
  };
}

/** Zod's issue -> one message in the request's language; schemas carry catalogue keys as messages. */
function issueMessage(request: FastifyRequest, issue: Issue): string {
  const lang = requestLanguage(request);
  const { minimum, maximum, origin, expected } = issue.params;
  const params = { min: minimum, max: maximum, ...issue.params.params };
  if (isMessageKey(issue.message)) return translate(lang, issue.message, params);
  switch (issue.keyword) {
    case 'invalid_type':
      return translate(lang, expected === 'number' || expected === 'int' ? 'v.number' : 'v.required');
    case 'too_small':
      return translate(lang, origin === 'string' || origin === 'array' ? 'v.minLength' : 'v.min', params);
    case 'too_big':
      return translate(lang, origin === 'string' || origin === 'array' ? 'v.maxLength' : 'v.max', params);
    case 'invalid_value':
      return translate(lang, 'v.enum');
    case 'unrecognized_keys':
      return translate(lang, 'v.unknownField');
    default:
      return translate(lang, 'v.invalid');
  }
}

function fieldName(issue: Issue, fallback: string): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'unrecognized_keys' && issue.params.keys?.[0])
    return path ? `${path}.${issue.params.keys[0]}` : issue.params.keys[0];
  return path || fallback;
}

function send(reply: FastifyReply, status: number, body: Envelope<null>) {
  return reply.status(status).send(body);
}

function fail(reply: FastifyReply, status: number, kiboMessage: string, errorCode: string, extra = {}) {
  return send(reply, status, { Response: { data: null, kiboMessage, errorCode, ...extra } });
}

/** A framework's or client's refusal (bad address, body, content type), said plainly in the envelope. */
function frameworkFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: NonNullable<ReturnType<typeof frameworkRefusal>>,
) {
  const message = t(request, refusal.key);
  const extra = refusal.status === 400 ? { messages: [message] } : {};
  return fail(reply, refusal.status, message, refusal.errorCode, extra);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed percent-encoding in
 * the path, a parameter too long) answer like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify sends these without running the onSend hooks.
  applySecurityHeaders(request, reply);
  const refusal = frameworkRefusal(error) ?? {
    status: 400,
    key: 'err.badRequest' as const,
    errorCode: ErrorCode.transaction,
  };
  return frameworkFailure(request, reply, refusal);
}

/** The spec's error catalogue (section 8): every failure answers in the envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const kiboMessage = t(request, error.messageKey, error.params);
      reply.headers(error.headers);
      if (error.fieldErrors) {
        const errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, key]) => [field, [t(request, key, error.params)]]),
        );
        return fail(reply, error.statusCode, kiboMessage, error.errorCode, { errors });
      }
      const extra = error.statusCode === 400 ? { messages: [kiboMessage] } : {};
      return fail(reply, error.statusCode, kiboMessage, error.errorCode, extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation as unknown as Issue[]) {
        const field = fieldName(issue, error.validationContext ?? 'body');
        errors[field] = [...(errors[field] ?? []), issueMessage(request, issue)];
      }
      return fail(reply, 422, t(request, 'err.validation'), ErrorCode.validation, { errors });
    }
    const refusal = frameworkRefusal(error);
    if (refusal) return frameworkFailure(request, reply, refusal);
    if (isDatabaseUnavailable(error)) {
      // Cut before its COMMIT (or, rarely, during it): a create sent again with its Idempotency-Key is
      // saved once either way; the message says the action was interrupted, not that nothing was saved.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return fail(reply, 503, t(request, 'err.databaseUnavailable'), ErrorCode.unavailable);
    }
    if (isAdmissionTimeout(error)) {
      // More requests than the database can work on queued longer than the admission allows.
      request.log.warn('server busy: no turn for a transaction');
      reply.header('retry-after', '2');
      return fail(reply, 503, t(request, 'err.serverBusy'), ErrorCode.unavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return fail(reply, 500, t(request, 'err.server'), ErrorCode.server);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      return fail(
        reply,
        404,
        t(request, 'err.routeNotFound', { url: request.url.split('?')[0] }),
        ErrorCode.notFound,
      );
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
