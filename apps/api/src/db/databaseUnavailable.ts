/**
 * SQLSTATEs that mean the server cannot serve this connection now: the whole connection-exception
 * class (08: 08000, 08003, 08006, ...), the server shutting down or restarting (57P01 admin
 * shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57P05 idle session timeout) and no
 * connection slot left (53300).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/**
 * Codes of the client and of Node's sockets for a server that is not there or went away:
 * postgres.js's own, and the socket errors it passes through.
 */
const unavailableCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Thrown (or raced) when the database did not answer within the time a request may wait for it.
 */
export class DatabaseDeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = 'DatabaseDeadlineExceeded';
  }
}

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether an error means "the database cannot be reached now" (it is down, restarting, or the
 * network to it is gone) rather than a fault of the request or of the code: such an error is
 * answered 503 with `Retry-After`, never 500. Looks through the `cause` chain (Drizzle wraps the
 * driver's error) and an `AggregateError`'s errors (Node's happy-eyeballs connect gives one).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || error === null || typeof error !== 'object') return false;
  if (error instanceof DatabaseDeadlineExceeded) return true;
  const code = codeOf(error);
  if (code !== undefined && (unavailableCodes.has(code) || unavailableStates.has(code))) return true;
  if (code !== undefined && /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
