import { base64url } from 'jose';

export type CryptoLike = Pick<Crypto, 'getRandomValues' | 'subtle'>;

export function createCodeVerifier(crypto: CryptoLike): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

export function createState(crypto: CryptoLike): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}

export async function codeChallengeFor(verifier: string, crypto: CryptoLike): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}
