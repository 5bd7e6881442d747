import { pino } from 'pino';
import { currentRequest } from './request-context.ts';

/**
 * Never a CPF, a name, an e-mail, a token or a request body; the paths below are censored anyway.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'cestas-solidarias' },
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

export const log = {
  info: (message: string, fields: Fields = {}) => logger.info(fields, message),
  warn: (message: string, fields: Fields = {}) => logger.warn(fields, message),
  error: (message: string, fields: Fields = {}) => logger.error(fields, message),
};

export function sqlState(error: unknown): string | null {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** Never headers or body, nor a database error's message, which quotes the input. */
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
