/** The identity port (docs/architecture.md A9); select-identity.ts picks an adapter. */

import type { Tokens } from '#machines/session-types.ts';

export type { Tokens };

export interface IdentityPort {
  /** Sends the browser to the hosted sign-in page; it comes back to /login. */
  startSignIn(): Promise<void>;
  /** Turns the /login return URL into tokens (code exchange or fragment). */
  completeSignIn(url: string): Promise<Tokens>;
  refresh(tokens: Tokens): Promise<Tokens>;
  /**
   * The part of signing out that needs the network, taken while the device still holds the
   * session: revokes `refreshToken` (when there is one) so no copy of it works any more.
   * Throws `IdentityError('unavailable')` when the provider cannot be reached.
   */
  endProviderSession(refreshToken: string | null): Promise<void>;
  signOut(): Promise<void>;
  changePassword(tokens: Tokens, previous: string, proposed: string): Promise<void>;
}

export type IdentityErrorReason =
  /** The return URL is not a sign-in answer we started (state mismatch, missing values). */
  | 'invalidReturn'
  /** The provider refused (bad code, expired refresh token, wrong password). */
  | 'rejected'
  | 'invalidPassword'
  /** The provider could not be reached or answered something unexpected. */
  | 'unavailable';

export class IdentityError extends Error {
  readonly reason: IdentityErrorReason;

  constructor(reason: IdentityErrorReason, message: string) {
    super(message);
    this.name = 'IdentityError';
    this.reason = reason;
  }
}
