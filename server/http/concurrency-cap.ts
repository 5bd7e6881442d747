import type { MiddlewareHandler } from 'hono';

export const uploadsBusyMessage =
  'Muitos arquivos estão sendo enviados agora. Tente novamente em alguns instantes.';
export const UPLOADS_BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * One more is answered 503 before its body is read, so a pile of uploads cannot hold all their
 * memory.
 */
export function concurrencyCap(slots: number): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= slots)
      return c.json({ message: uploadsBusyMessage }, 503, {
        'Retry-After': String(UPLOADS_BUSY_RETRY_AFTER_SECONDS),
      });
    inFlight += 1;
    // The slot is freed when the route has answered, failed, or the caller left.
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
