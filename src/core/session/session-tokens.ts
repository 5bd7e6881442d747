import type { Tokens } from '#machines/session-types.ts';

/** Anything with the session machine's snapshot: the app-wide session actor. */
type SessionActorLike = { getSnapshot(): { context: { tokens: Tokens | null } } };

export interface SessionTokenReader {
  /** The id token the API expects as bearer, as the session holds it now; null when signed out. */
  getIdToken(): string | null;
  /** Every token, for the identity provider (a password change goes with the access token). */
  getTokens(): Tokens | null;
}

/**
 * The one place outside the session machine that reads its tokens. Both are read at call time,
 * so a request made after a refresh carries the renewed token.
 */
export function tokenReaderOf(session: SessionActorLike): SessionTokenReader {
  return {
    getIdToken: () => session.getSnapshot().context.tokens?.idToken ?? null,
    getTokens: () => session.getSnapshot().context.tokens,
  };
}
