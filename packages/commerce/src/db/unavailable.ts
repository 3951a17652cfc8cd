import { DomainError } from '../http/errors.js';

/** What a 503 for an unreachable database tells clients to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached right now (restarting, failing over, refusing connections). The
 * server stays up and answers 503 with Retry-After; the pool connects again by itself.
 */
export class DatabaseUnavailableError extends DomainError {
  constructor() {
    super('unavailable', 'The shop is briefly unavailable. Please try again in a few seconds.', 503, {
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }
}

/**
 * SQLSTATEs of a server going away or not taking connections: 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up, shutting down, in recovery), and class 08
 * (connection exception). Other errors — constraint violations, serialization failures — are the
 * request's own and keep their meaning.
 */
const CONNECTION_SQLSTATE = /^(57P0[123]|08...)$/;
/** Socket errors of a server that is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * What node-postgres and pg-pool say when a connection ends under them or cannot be had in time.
 * They carry no code, so their messages are the only way to tell.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // …unexpectedly, …due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Whether `error` says the database could not be reached, looking through the causes Drizzle wraps
 * driver errors in ("Failed query: …" with the driver's error as `cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    if (current instanceof DatabaseUnavailableError || isConnectionFailure(current)) return true;
    seen.add(current);
  }
  return false;
}
