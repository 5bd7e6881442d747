import { sqlState } from '../log.ts';

export const unavailableMessage =
  'Serviço temporariamente indisponível. Tente novamente em instantes.';
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
 * Connection exceptions (08), shut down / crashed / starting (57P01–57P03), too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

const POSTGRES_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client has encountered a connection error/;

const field = (error: object, name: string): unknown => (error as Record<string, unknown>)[name];

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
 * Only when that is all `error` says: then a resend will work once the service is back (503, not
 * 500).
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

/** Never a message: a database's may quote input. */
export function unavailableReason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown';
  const code = sqlState(error) ?? field(error, 'code');
  if (typeof code === 'string') return code;
  const name = field(error, 'name');
  return typeof name === 'string' ? name : 'unknown';
}

/**
 * What a rejection nobody awaited does to the process. pg-boss 10 does not await a job's
 * completion or failure (its manager's work loop), so a database that drops at that moment
 * rejects with no handler; the job stays active, expires and runs again, and the server keeps
 * serving. Any other unhandled rejection is a bug and still ends the process.
 */
export function unhandledRejectionVerdict(reason: unknown): 'keep serving' | 'stop' {
  return unavailableDependency(reason) === 'database' ? 'keep serving' : 'stop';
}
