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
