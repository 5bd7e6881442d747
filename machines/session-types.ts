/**
 * What the session machine needs to know about an identity provider's answer. The identity port
 * (src/core/identity/identity.ts) re-uses this type, so machines/ never imports src/.
 */
export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  /** Lifetime in seconds, as the provider reported it when the tokens arrived. */
  expiresIn: number;
}
