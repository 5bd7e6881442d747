import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages, toHttpError } from './errors.ts';

export const internalErrorMessage = 'Erro interno. Tente novamente.';

/** A PostgreSQL error (PGlite or node-postgres): it carries a five-character SQLSTATE. */
function sqlState(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
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
    const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : '';
    return `database error SQLSTATE ${state}${frames ? `\n${frames}` : ''}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Expected failures as `{ message }` with their status; anything else a logged 500. */
export const errorHandler: ErrorHandler = (error, c: Context) => {
  const expected = toHttpError(error);
  if (expected) return c.json({ message: expected.message }, expected.status);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.status === 413 ? messages.fileTooLarge : messages.invalidBody }, error.status as ContentfulStatusCode);
  }
  // Malformed JSON bodies surface as SyntaxError from c.req.json().
  if (error instanceof SyntaxError) return c.json({ message: messages.invalidBody }, 400);
  // Class 22 is "data exception": a value the database cannot take is the caller's mistake.
  if (sqlState(error)?.startsWith('22')) return c.json({ message: messages.invalidBody }, 400);
  console.error(`[server] ${c.req.method} ${new URL(c.req.url).pathname} failed: ${describeForLog(error)}`);
  return c.json({ message: internalErrorMessage }, 500);
};
