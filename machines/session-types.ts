/** The identity port (src/core/identity/identity.ts) uses it: machines/ never imports src/. */
export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  expiresIn: number;
}
