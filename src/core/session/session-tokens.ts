import type { Tokens } from '#machines/session-types.ts';

type SessionActorLike = { getSnapshot(): { context: { tokens: Tokens | null } } };

export interface SessionTokenReader {
  getIdToken(): string | null;
  /** Every token: a password change goes with the access token. */
  getTokens(): Tokens | null;
}

/** Tokens are read at call time, so a request after a refresh carries the renewed token. */
export function tokenReaderOf(session: SessionActorLike): SessionTokenReader {
  return {
    getIdToken: () => session.getSnapshot().context.tokens?.idToken ?? null,
    getTokens: () => session.getSnapshot().context.tokens,
  };
}
