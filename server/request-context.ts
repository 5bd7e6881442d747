import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface RequestContext {
  requestId: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

const requestContexts = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => requestContexts.getStore();

/** A balancer's id is kept only when it looks like one: nothing else reaches the log lines. */
const ACCEPTABLE_ID = /^[\w.:=-]{8,128}$/;

/**
 * In every log line and in the answer's `X-Request-Id`, so a quoted id leads straight to the log.
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
