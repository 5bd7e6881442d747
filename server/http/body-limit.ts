import type { Context, MiddlewareHandler } from 'hono';

/**
 * A declared length over the limit is refused before any byte is read; past it, 413 with
 * `Connection: close`.
 */

export class BodyTooLarge extends Error {
  constructor(readonly userMessage: string) {
    super('request body over its limit');
  }
}

export function bodyTooLargeAnswer(c: Context, message: string): Response {
  return c.json({ message }, 413, { Connection: 'close' });
}

/** A limit met twice (early by the idempotency layer, again by the route) counts once. */
const counting = new WeakMap<Request, number>();

export function streamingBodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || (counting.get(raw) ?? Infinity) <= maxBytes) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding') && Number(declared) > maxBytes)
      return bodyTooLargeAnswer(c, message);
    let seen = 0;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(new BodyTooLarge(message));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    counting.set(c.req.raw, maxBytes);
    await next();
    return undefined;
  };
}
