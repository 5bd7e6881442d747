export function isThreePartToken(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/** The original client's cross-origin header; a JWT as Bearer, anything else as x-access-token. */
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
