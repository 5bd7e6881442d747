import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * `__Host-` on https so no sibling subdomain can plant it; plain name on loopback http (decision
 * 125).
 */

const COOKIE_NAME = 'cestas_signin_csrf';
const cookieName = (origin: string) =>
  origin.startsWith('https://') ? `__Host-${COOKIE_NAME}` : COOKIE_NAME;
export const CSRF_FIELD = 'csrf_token';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function issueCsrfToken(c: Context, origin: string): string {
  const name = cookieName(origin);
  const existing = getCookie(c, name);
  const token = existing && TOKEN.test(existing) ? existing : randomBytes(32).toString('base64url');
  const secure = origin.startsWith('https://');
  setCookie(c, name, token, {
    // `__Host-` asks for the root path; on http the form's own path keeps it narrower.
    path: secure ? '/' : '/auth/oauth2/authorize',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: 60 * 60,
  });
  return token;
}

/** Origin may be "null" under no-referrer; Sec-Fetch-Site, which no page can set, still tells. */
export function isOwnFormPost(c: Context, origin: string, fieldValue: string): boolean {
  const sentFrom = c.req.header('origin');
  if (sentFrom !== undefined && sentFrom !== 'null' && sentFrom !== origin) return false;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const cookie = getCookie(c, cookieName(origin)) ?? '';
  if (!TOKEN.test(cookie) || fieldValue.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(fieldValue), Buffer.from(cookie));
}
