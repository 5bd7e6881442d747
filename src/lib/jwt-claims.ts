/**
 * The claims of a JWT (its middle part, base64url JSON), read without checking the signature:
 * the backend checks it (docs/architecture.md A9); the browser only reads what it shows or keys
 * on. Throws when the token is not three dot-separated parts carrying a JSON object. In place of
 * jose's decodeJwt, which brought two chunks (1 KB gzip) to the staff's filter screens
 * (docs/performance.md P12).
 */
export function readJwtClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new TypeError('not a compact JWT');
  // atob reads standard base64 with or without its padding.
  const binary = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
  const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new TypeError('the JWT claims are not an object');
  return claims as Record<string, unknown>;
}
