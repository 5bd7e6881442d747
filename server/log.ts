import { pino } from 'pino';
import { currentRequest } from './request-context.ts';

/**
 * The server's structured log: one JSON object a line on stdout. Fields are ids, routes, counts
 * and durations only: never a CPF, a name, an e-mail, a token or a request body. The paths below
 * are censored anyway, should one slip into a field.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'cestas-solidarias' },
  // The id of the request being served (server/request-context.ts), on every line it causes.
  mixin: () => {
    const request = currentRequest();
    return request ? { requestId: request.requestId } : {};
  },
  redact: {
    paths: [
      'cpf',
      'login',
      'name',
      'email',
      'password',
      'token',
      'authorization',
      '*.cpf',
      '*.login',
      '*.name',
      '*.email',
      '*.token',
    ],
    censor: '[removido]',
  },
});

type Fields = Record<string, unknown>;

/** `log.info('report generated', { reportId })`: the message first, then the fields. */
export const log = {
  info: (message: string, fields: Fields = {}) => logger.info(fields, message),
  warn: (message: string, fields: Fields = {}) => logger.warn(fields, message),
  error: (message: string, fields: Fields = {}) => logger.error(fields, message),
};

/** A PostgreSQL error (PGlite or node-postgres): it carries a five-character SQLSTATE. */
export function sqlState(error: unknown): string | null {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * What reaches the log: never the request's headers (tokens) or body, and never a database
 * error's message or detail, which quote the input (CPFs, names). The SQLSTATE and the stack's
 * frames are enough to find the failing query.
 */
export function describeForLog(error: unknown): string {
  const state = sqlState(error);
  if (state !== null) {
    const frames =
      error instanceof Error
        ? (error.stack ?? '')
            .split('\n')
            .filter((line) => /^\s+at /.test(line))
            .join('\n')
        : '';
    return `database error SQLSTATE ${state}${frames ? `\n${frames}` : ''}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
