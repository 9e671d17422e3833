import { ServiceError } from './errors.ts';

// Calls to an outside service (an e-document integrator, a carrier): a timeout on every call, and the failures that mean "try again
// later" (no answer, a timeout, a 5xx) told apart from the service's own answers.

const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpAnswer {
  status: number;
  body: string;
  contentType: string;
}

export async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<HttpAnswer> {
  return call(url, { method: 'POST', body, headers }, timeoutMs);
}

/** A SOAP service answers its faults with a 500 that carries an envelope: that is an answer, not an outage. */
const soapFault = (body: string) => /Envelope/.test(body);

/**
 * `isAnswer` tells a 5xx that carries the service's own refusal (kept, for the caller to read)
 * from a bare one (the service is down).
 */
export async function call(
  url: string,
  init: RequestInit,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  isAnswer: (body: string) => boolean = soapFault,
): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ServiceError(
      'unreachable',
      timedOut ? 'TIMEOUT' : 'NETWORK',
      timedOut
        ? `Servis ${Math.round(timeoutMs / 1000)} sn içinde yanıt vermedi`
        : `Servise ulaşılamadı: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  if (response.status >= 500 && !isAnswer(text))
    throw new ServiceError(
      'unreachable',
      `HTTP${response.status}`,
      `Servis hata verdi (HTTP ${response.status})`,
    );
  return { status: response.status, body: text, contentType: response.headers.get('content-type') ?? '' };
}
