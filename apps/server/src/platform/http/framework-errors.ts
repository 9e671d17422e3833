import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE, type Envelope, ErrorCode, type MessageKey, translate } from '@kibo/contracts';
import { SECURITY_HEADERS } from './headers.ts';

/**
 * Refusals that Fastify and its plugins raise before a route runs, each with its status and a
 * message of ours: a client that sent a bad address or body is told what was wrong, in the envelope.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_BAD_URL: { status: 400, key: 'err.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'err.urlTooLong' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'err.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'err.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'err.badContentLength' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'err.emptyBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'err.invalidJson' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'err.unsupportedMediaType' },
  FST_PARTS_LIMIT: { status: 413, key: 'err.payloadTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'err.payloadTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'err.payloadTooLarge' },
  FST_PROTO_VIOLATION: { status: 400, key: 'err.invalidJson' },
};

/** What a framework or client error answers: a known code's own, else its 4xx with a plain message. */
export function frameworkRefusal(error: { code?: string; statusCode?: number }): {
  status: number;
  key: MessageKey;
  errorCode: string;
} | null {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  const status = known?.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  const key = known?.key ?? (status === 413 ? 'err.payloadTooLarge' : 'err.badRequest');
  return { status, key, errorCode: status === 413 ? ErrorCode.validation : ErrorCode.transaction };
}

/** The security headers every answer carries, as raw lines, and never a cached copy. */
const RAW_HEADERS = Object.entries({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * A request Node's HTTP parser could not read (a malformed request line, a bad Content-Length, headers
 * too large, a timeout) never reaches Fastify: it is answered on the socket itself, in the envelope,
 * in Turkish (no header can be trusted to tell the language).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way on this socket (Node sets `_httpMessage`) cannot take a second one.
  if ((socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy(error);
    return;
  }
  const [status, reason, key]: [number, string, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'err.requestTimeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'err.headersTooLarge']
        : [400, 'Bad Request', 'err.badRequest'];
  const message = translate(DEFAULT_LANGUAGE, key);
  const envelope: Envelope<null> = {
    Response: { data: null, kiboMessage: message, errorCode: ErrorCode.transaction, messages: [message] },
  };
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${RAW_HEADERS}\r\n${body}`,
    );
  }
  socket.destroy(error);
}
