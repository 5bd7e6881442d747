import { cors } from 'hono/cors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '#contract/idempotency.ts';

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/;

/** Bearer tokens, no cookies: an allowed origin cannot ride a visitor's session. */
export function apiCors(options: { origin: string; extraOrigins: string[]; development: boolean }) {
  const allowed = new Set([options.origin, ...options.extraOrigins]);
  return cors({
    origin: (origin) =>
      allowed.has(origin) || (options.development && LOOPBACK.test(origin)) ? origin : null,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'Authorization',
      'x-access-token',
      'Access-Control-Allow-Origin',
      'Content-Type',
      IDEMPOTENCY_KEY_HEADER,
      'Prefer',
    ],
    exposeHeaders: [IDEMPOTENT_REPLAYED_HEADER, 'Retry-After'],
    maxAge: 600,
  });
}
