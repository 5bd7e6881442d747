import type { MiddlewareHandler } from 'hono';
import { styleHashSource } from './inline-style-hashes.ts';

/**
 * Inline styles only by hash, never `'unsafe-inline'`: an injected `<style>` or `style=""` is
 * refused.
 */
export function securityHeaders(options: {
  origin: string;
  connectSrc: string[];
  imgSrc?: string[];
  pageStyles?: string[];
  styleHashes?: string[];
}): MiddlewareHandler {
  const pageStyleHashes = (options.pageStyles ?? []).map(styleHashSource);
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    `connect-src ${["'self'", ...options.connectSrc].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])].join(' ')}`,
    `style-src ${["'self'", ...pageStyleHashes, ...(options.styleHashes ?? [])].join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const https = options.origin.startsWith('https://');
  return async (c, next) => {
    await next();
    const set = (name: string, value: string) => {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    };
    set('X-Content-Type-Options', 'nosniff');
    if (https) set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // A hashed file is never a document: the policy headers would only weigh on a cold start.
    // Workers keep them.
    if (isStaticSubresource(new URL(c.req.url).pathname)) return;
    set('Content-Security-Policy', csp);
    set('X-Frame-Options', 'DENY');
    // The /login return carries the authorization code in the query: never leak it as a referrer.
    set('Referrer-Policy', 'no-referrer');
    set('Cross-Origin-Opener-Policy', 'same-origin');
    set('Permissions-Policy', 'geolocation=(self), camera=(self), microphone=(), payment=()');
  };
}

function isStaticSubresource(pathname: string): boolean {
  return pathname.startsWith('/assets/') && !pathname.includes('.worker');
}
