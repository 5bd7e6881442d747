import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describeForLog, log, sqlState } from '../log.ts';
import { messages, toHttpError } from './errors.ts';
import { BodyTooLarge, bodyTooLargeAnswer } from './body-limit.ts';
import { closeIfBodyUnread } from './unread-body.ts';
import {
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailableDependency,
  unavailableMessage,
  unavailableReason,
} from './unavailable.ts';

export const internalErrorMessage = 'Erro interno. Tente novamente.';

export const errorHandler: ErrorHandler = (error, c: Context) => {
  if (error instanceof BodyTooLarge) return bodyTooLargeAnswer(c, error.userMessage);
  const expected = toHttpError(error);
  // A refusal before the body was read (a 403 on an upload) does not drain the rest of it.
  if (expected)
    return c.json({ message: expected.message }, expected.status, {
      ...closeIfBodyUnread(c),
      ...(expected.retryAfterSeconds === undefined
        ? {}
        : { 'Retry-After': String(expected.retryAfterSeconds) }),
    });
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(
      { message: error.status === 413 ? messages.fileTooLarge : messages.invalidBody },
      error.status as ContentfulStatusCode,
    );
  }
  if (error instanceof SyntaxError) return c.json({ message: messages.invalidBody }, 400);
  // Class 22 is "data exception": a value the database cannot take is the caller's mistake.
  if (sqlState(error)?.startsWith('22')) return c.json({ message: messages.invalidBody }, 400);
  // The database or the file store did not answer: the request was fine, a resend will work.
  const dependency = unavailableDependency(error);
  if (dependency) {
    log.warn('dependency unavailable', {
      method: c.req.method,
      dependency,
      reason: unavailableReason(error),
    });
    return c.json({ message: unavailableMessage }, 503, {
      'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
  }
  // The path itself may hold an id or a CPF; the request's log line carries its route pattern.
  log.error('request failed', { method: c.req.method, error: describeForLog(error) });
  return c.json({ message: internalErrorMessage }, 500);
};
