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
 * The database could not be reached or went away under the request: the driver's own connection errors
 * (refused, the socket gone, the backend terminated — 57P01 admin shutdown, 57P02 crash, 57P03 still
 * starting, 08000/08003/08006 connection failures, 53300 too many connections) and the pool's
 * "timeout exceeded when trying to connect". An error of anything else that merely shares a code (a
 * file not found, an outside service refusing) is not one of them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message, severity, syscall } = current as Record<string, unknown>;
    // PostgreSQL's own answer (a DatabaseError carries its severity).
    if (typeof severity === 'string' && typeof code === 'string' && UNAVAILABLE_STATES.has(code)) return true;
    // A socket to the database that failed or broke (a file or outside call has another syscall or none).
    if (
      typeof syscall === 'string' &&
      SOCKET_CALLS.has(syscall) &&
      typeof code === 'string' &&
      SOCKET_ERRORS.has(code)
    )
      return current === error || isDriverError(error);
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '53300']);
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);

/** What node-postgres says when a connection ends under a query or cannot be had from the pool. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect|Client was closed)/;

/** A socket error reached us straight from the driver or through drizzle's query wrapper, not a fetch. */
const isDriverError = (error: unknown) =>
  error instanceof Error && (error.name === 'DrizzleQueryError' || /^Failed query/.test(error.message));
