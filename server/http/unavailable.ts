import { sqlState } from '../log.ts';

/** What a 503 says: the request was fine, a service behind the app did not answer; try again. */
export const unavailableMessage =
  'Serviço temporariamente indisponível. Tente novamente em instantes.';
/** Seconds a client should wait before resending (the app's outbox waits at least this long). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export type Dependency = 'database' | 'files';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * SQLSTATEs of a database that is going away, starting up or full: connection exceptions (08),
 * operator intervention (57P01–57P03: shut down, crashed, starting) and too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres' own messages when a connection dies or none can be had in time. */
const POSTGRES_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client has encountered a connection error/;

const field = (error: object, name: string): unknown => (error as Record<string, unknown>)[name];

/** An AWS SDK failure: it carries the $metadata of the call. */
function fromFileStore(error: object): boolean {
  return typeof field(error, '$metadata') === 'object';
}

function isNetworkFailure(error: object): boolean {
  const code = field(error, 'code');
  return (
    (typeof code === 'string' && NETWORK_CODES.has(code)) || field(error, 'name') === 'TimeoutError'
  );
}

/**
 * Which service behind the app failed to answer, when `error` says that and nothing else: then
 * the request was not at fault and a resend will work once the service is back (503, not 500).
 * Null for every other failure.
 */
export function unavailableDependency(error: unknown): Dependency | null {
  if (typeof error !== 'object' || error === null) return null;
  if (fromFileStore(error)) {
    const status = (field(error, '$metadata') as { httpStatusCode?: number }).httpStatusCode;
    return isNetworkFailure(error) || status === undefined || status >= 500 ? 'files' : null;
  }
  const state = sqlState(error);
  if (state !== null) return UNAVAILABLE_STATES.test(state) ? 'database' : null;
  if (isNetworkFailure(error)) return 'database';
  const message = field(error, 'message');
  return typeof message === 'string' && POSTGRES_CONNECTION_MESSAGES.test(message)
    ? 'database'
    : null;
}

/** For the log: the SQLSTATE, network code or error name, never a message (a database's may quote input). */
export function unavailableReason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown';
  const code = sqlState(error) ?? field(error, 'code');
  if (typeof code === 'string') return code;
  const name = field(error, 'name');
  return typeof name === 'string' ? name : 'unknown';
}
