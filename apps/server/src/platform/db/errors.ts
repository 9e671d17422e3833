/** PostgreSQL's SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
function sqlState(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** The name of the constraint a failed statement broke (a foreign key, a unique index). */
export function violatedConstraint(error: unknown): string {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return '';
}

/**
 * The database could not be reached or went away under the request: connection refused, the socket
 * gone, the backend terminated (57P01 admin shutdown, 57P02 crash, 57P03 starting up, 08xxx). The
 * request failed, nothing of it was committed, and the same request can be sent again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (/^57P0[123]$/.test(state) || state.startsWith('08'))) return true;
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      ['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT'].includes(code)
    )
      return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

/** What node-postgres says when a connection ends under a query or cannot be had from the pool. */
const LOST_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|terminating connection/;
