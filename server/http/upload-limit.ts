import type { Context, MiddlewareHandler } from 'hono';
import { streamingBodyLimit } from './body-limit.ts';
import { matchedRoutes } from 'hono/route';
import { messages } from './errors.ts';

const FORM_OVERHEAD_BYTES = 256 * 1024;

const uploadLimits = new WeakSet<MiddlewareHandler>();

export function uploadLimit(
  maxFileBytes: number,
  files = 1,
  message: string = messages.fileTooLarge,
): MiddlewareHandler {
  const limit = streamingBodyLimit(maxFileBytes * files + FORM_OVERHEAD_BYTES, message);
  uploadLimits.add(limit);
  return limit;
}

/**
 * A middleware reading the body first applies it, so an oversized body gets the route's own 413.
 */
export function matchedUploadLimit(c: Context): MiddlewareHandler | undefined {
  return matchedRoutes(c)
    .map((route) => route.handler)
    .find((handler): handler is MiddlewareHandler =>
      uploadLimits.has(handler as MiddlewareHandler),
    );
}
