/** Verifies an id or access token from the JWKS exactly as a backend verifies Cognito's. */
export interface VerifiedToken {
  sub: string;
  tokenUse: 'id' | 'access';
  email?: string;
  username?: string;
  issuedAt: number;
  /** The session (refresh token family) it belongs to; absent from tokens of a real Cognito pool. */
  sid?: string;
}

export interface TokenVerifier {
  /** Throws when the signature, expiry, issuer, audience/client_id or token_use is wrong. */
  verify(jwt: string): Promise<VerifiedToken>;
}
