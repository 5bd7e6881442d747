import { base64url } from 'jose';

export type CryptoLike = Pick<Crypto, 'getRandomValues' | 'subtle'>;

/** 32 random bytes: a 43-character verifier, the shortest RFC 7636 allows. */
export function createCodeVerifier(crypto: CryptoLike): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

/** Unguessable: ties the return to /login to the sign-in this tab started. */
export function createState(crypto: CryptoLike): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}

export async function codeChallengeFor(verifier: string, crypto: CryptoLike): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}
