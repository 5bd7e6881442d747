import { pino } from 'pino';

/**
 * The server's structured log: one JSON object a line on stdout. Fields are ids, routes, counts
 * and durations only: never a CPF, a name, an e-mail, a token or a request body. The paths below
 * are censored anyway, should one slip into a field.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'cestas-solidarias' },
  redact: {
    paths: ['cpf', 'login', 'name', 'email', 'password', 'token', 'authorization', '*.cpf', '*.login', '*.name', '*.email', '*.token'],
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
