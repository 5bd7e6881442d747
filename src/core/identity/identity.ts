import type { Tokens } from '#machines/session-types.ts';

export type { Tokens };

export interface IdentityPort {
  startSignIn(): Promise<void>;
  completeSignIn(url: string): Promise<Tokens>;
  refresh(tokens: Tokens): Promise<Tokens>;
  /**
   * Revokes `refreshToken` while the device still holds the session; throws
   * IdentityError('unavailable') offline.
   */
  endProviderSession(refreshToken: string | null): Promise<void>;
  signOut(): Promise<void>;
  changePassword(tokens: Tokens, previous: string, proposed: string): Promise<void>;
}

/** invalidReturn: not the answer to a sign-in this tab started; unavailable: no or an odd answer. */
export type IdentityErrorReason = 'invalidReturn' | 'rejected' | 'invalidPassword' | 'unavailable';

export class IdentityError extends Error {
  readonly reason: IdentityErrorReason;

  constructor(reason: IdentityErrorReason, message: string) {
    super(message);
    this.name = 'IdentityError';
    this.reason = reason;
  }
}
