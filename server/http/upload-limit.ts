import type { Context, MiddlewareHandler } from 'hono';
import { streamingBodyLimit } from './body-limit.ts';
import { matchedRoutes } from 'hono/route';
import { messages } from './errors.ts';

/** Room for multipart headers and the text fields around the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/** Every limit `uploadLimit` made, so a layer in front of the routes can find a route's own. */
const uploadLimits = new WeakSet<MiddlewareHandler>();

/** Refuses, with 413, a request body bigger than `files` files of `maxFileBytes` each. */
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
 * The upload limit of the route this request matched, if it has one: a middleware that must read
 * the body before the route runs (the idempotency fingerprint) applies it first, so an oversized
 * body gets the route's own 413 before anything buffers it.
 */
export function matchedUploadLimit(c: Context): MiddlewareHandler | undefined {
  return matchedRoutes(c)
    .map((route) => route.handler)
    .find((handler): handler is MiddlewareHandler =>
      uploadLimits.has(handler as MiddlewareHandler),
    );
}
