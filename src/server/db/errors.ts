/** A unique index refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // the database does not exist (dropped or not yet created)
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** pg's own errors for a lost or unobtainable connection carry no code, only these texts. */
const unavailableMessage =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection closed/i;

/**
 * The database cannot be reached or is busy: a passing condition, answered with 503 so clients
 * retry, rather than a 500 that says the request itself failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (unavailableMessage.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
