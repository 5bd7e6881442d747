import type { MiddlewareHandler } from 'hono';

/** What a 503 from a full cap says: nothing was wrong with the file; send it again shortly. */
export const uploadsBusyMessage =
  'Muitos arquivos estão sendo enviados agora. Tente novamente em alguns instantes.';
export const UPLOADS_BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * At most `slots` requests at once through this layer on this instance. One more is answered 503
 * with Retry-After before its body is read, so a pile of large uploads cannot hold the memory of
 * all of them at once. A slot is freed when the route has answered, or failed, or the caller left.
 */
export function concurrencyCap(slots: number): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= slots)
      return c.json({ message: uploadsBusyMessage }, 503, {
        'Retry-After': String(UPLOADS_BUSY_RETRY_AFTER_SECONDS),
      });
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
