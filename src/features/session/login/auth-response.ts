/**
 * Whether the URL is a return from the hosted sign-in: a token response in the fragment
 * (`#access_token=…`), an authorization code (`?code=…`) or an error (`?error=…`).
 */
export function isAuthResponse(location: Pick<Location, 'hash' | 'search'>): boolean {
  if (location.hash.length > 1) return true;
  const query = new URLSearchParams(location.search);
  return query.has('code') || query.has('error');
}
