import { base64url } from 'jose';

/**
 * Proof Key for Code Exchange (RFC 7636, method S256) with the browser's Web Crypto:
 * random bytes from crypto.getRandomValues, the digest from crypto.subtle.
 */

export type CryptoLike = Pick<Crypto, 'getRandomValues' | 'subtle'>;

/** 32 random bytes give a 43-character verifier, the shortest RFC 7636 allows. */
export function createCodeVerifier(crypto: CryptoLike): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

/** An unguessable value tying the return to /login to the sign-in this tab started. */
export function createState(crypto: CryptoLike): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}

export async function codeChallengeFor(verifier: string, crypto: CryptoLike): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}
