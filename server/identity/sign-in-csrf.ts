import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Login CSRF defence for the hosted sign-in form: the form's GET sets a random value in a
 * SameSite=Strict, HttpOnly cookie and repeats it in a hidden field; the POST must carry both,
 * equal, and come from our own origin. A page on another site can make the browser post the
 * form, but cannot read or set the cookie, and its Origin gives it away.
 */

const COOKIE = 'cestas_signin_csrf';
export const CSRF_FIELD = 'csrf_token';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's sign-in CSRF token (kept when it has a valid one), set as a cookie. */
export function issueCsrfToken(c: Context, origin: string): string {
  const existing = getCookie(c, COOKIE);
  const token = existing && TOKEN.test(existing) ? existing : randomBytes(32).toString('base64url');
  setCookie(c, COOKIE, token, {
    path: '/auth/oauth2/authorize',
    httpOnly: true,
    sameSite: 'Strict',
    secure: origin.startsWith('https://'),
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
  const cookie = getCookie(c, COOKIE) ?? '';
  if (!TOKEN.test(cookie) || fieldValue.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(fieldValue), Buffer.from(cookie));
}
