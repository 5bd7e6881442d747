/** A JWT has three dot-separated, non-empty parts. */
export function isThreePartToken(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/**
 * Headers every request carries: the cross-origin header the original client always sent,
 * and the token as `Authorization: Bearer` (JWT) or `x-access-token` (anything else).
 */
export function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': '*',
    Accept: 'application/json',
  };
  if (token) {
    if (isThreePartToken(token)) headers.Authorization = `Bearer ${token}`;
    else headers['x-access-token'] = token;
  }
  return headers;
}
