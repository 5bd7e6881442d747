import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Login CSRF defence: the form's GET sets a random value in a SameSite=Strict, HttpOnly cookie
 * and a hidden field; the POST must carry both, equal, from our own origin. On https the cookie
 * is `__Host-`, so no sibling subdomain can plant one; on loopback http it has the plain name,
 * since the prefix needs Secure (docs/decisions/125).
 */

const COOKIE_NAME = 'cestas_signin_csrf';
const cookieName = (origin: string) =>
  origin.startsWith('https://') ? `__Host-${COOKIE_NAME}` : COOKIE_NAME;
export const CSRF_FIELD = 'csrf_token';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's sign-in CSRF token (kept when it has a valid one), set as a cookie. */
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

/**
 * True when the POST is the browser's own submission of the form we served. Origin may be
 * "null" for a page whose referrer policy is no-referrer; then Sec-Fetch-Site, which no page
 * can set, still tells a same-origin post from another site's.
 */
export function isOwnFormPost(c: Context, origin: string, fieldValue: string): boolean {
  const sentFrom = c.req.header('origin');
  if (sentFrom !== undefined && sentFrom !== 'null' && sentFrom !== origin) return false;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const cookie = getCookie(c, cookieName(origin)) ?? '';
  if (!TOKEN.test(cookie) || fieldValue.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(fieldValue), Buffer.from(cookie));
}
