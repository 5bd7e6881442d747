import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** What every log line written while serving a request carries (server/log.ts reads it). */
export interface RequestContext {
  requestId: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

const requestContexts = new AsyncLocalStorage<RequestContext>();

/** The context of the request being served, or undefined outside one (start-up, jobs). */
export const currentRequest = (): RequestContext | undefined => requestContexts.getStore();

/** A balancer's id is kept when it looks like one (HAProxy's unique-id, a UUID); anything else is replaced. */
const ACCEPTABLE_ID = /^[\w.:=-]{8,128}$/;

/**
 * Gives each request an id: the one the load balancer sent in `X-Request-Id`, or a new UUID. It is
 * in every log line written while the request is served and in the answer's `X-Request-Id`, so a
 * person quoting it from an error leads straight to the log lines.
 */
export function requestContext(): MiddlewareHandler {
  return async (c, next) => {
    const sent = c.req.header(REQUEST_ID_HEADER);
    const requestId = sent !== undefined && ACCEPTABLE_ID.test(sent) ? sent : randomUUID();
    await requestContexts.run({ requestId }, next);
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A Response with immutable headers (one a fetch returned): copy it first.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
  };
}
