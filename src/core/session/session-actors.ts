import { fromPromise } from 'xstate';
import { IdentityError, type IdentityPort, type Tokens } from '../identity/identity.ts';
import type {
  CompletedLogin,
  PersistedSession,
  RefreshInput,
  RefreshOutcome,
  SessionInput,
  SessionRole,
  SessionStore,
} from '#machines/session.machine.ts';
import { browserSessionStore } from './session-storage.ts';
import { forgetEverythingStored } from './stored-session-flag.ts';
import {
  newerStoredSession,
  oneRefreshAtATime,
  stillFresh,
  type RefreshLocks,
} from './shared-refresh.ts';

/** The session machine's effects; identity and GraphQL load lazily, off the landing page. */

/** The backend could not be reached (no answer): a transient failure, not a refusal. */
export class BackendUnreachableError extends Error {
  override readonly name = 'BackendUnreachableError';
}

const unreachable = (error: unknown) =>
  error instanceof BackendUnreachableError ||
  (error instanceof IdentityError && error.reason === 'unavailable');

/** The session's GraphQL calls, each with an explicit bearer token (docs/product.md R7.2). */
export interface SessionOperations {
  /** POST /cognito/sign-in: `login` on the first sign-in (access token), none on refresh (id token). */
  signIn(bearer: string, login?: string): Promise<{ id: string; role: SessionRole | null }>;
  commitmentAccepted(idToken: string): Promise<boolean>;
  acceptCommitment(idToken: string): Promise<boolean>;
  confirmChecklist(idToken: string): Promise<boolean>;
}

export interface SessionActorDependencies {
  identity: () => Promise<IdentityPort>;
  operations: () => Promise<SessionOperations>;
  online?: () => boolean;
  locks?: RefreshLocks;
}

const browserOnline = () => globalThis.navigator?.onLine ?? true;

export function createSessionActors({
  identity,
  operations,
  online = browserOnline,
  locks,
}: SessionActorDependencies) {
  return {
    restoreSession: fromPromise<PersistedSession | null, { storage: SessionStore }>(
      async ({ input }) => input.storage.load(),
    ),

    startSignIn: fromPromise<void, void>(async () => (await identity()).startSignIn()),

    completeLogin: fromPromise<CompletedLogin, { url: string }>(async ({ input }) => {
      // The session's GraphQL client (and the executor it starts) downloads while the code is exchanged.
      const loadingOperations = operations();
      loadingOperations.catch(() => undefined); // awaited below; a failed exchange must not leave it unhandled
      const tokens = await (await identity()).completeSignIn(input.url);
      const { profileFromIdToken } = await import('../identity/id-token-claims.ts');
      const profile = profileFromIdToken(tokens.idToken); // throws without an email claim
      const { id, role } = await (
        await loadingOperations
      ).signIn(tokens.accessToken, profile.login || undefined);
      return { tokens, user: { id, role, ...profile } };
    }),

    /**
     * One tab of the device refreshes at a time (docs/decisions/063-tabs-share-one-refresh.md). In
     * the lock, tokens another tab stored meanwhile are taken as they are while fresh, or else are
     * the ones refreshed, so a tab that slept never shows the provider a refresh token it has
     * already rotated (which would end the session on every tab). What it gets is stored before
     * the lock is let go, for the next tab to find.
     */
    refreshSession: fromPromise<RefreshOutcome, RefreshInput>(async ({ input }) =>
      oneRefreshAtATime(async () => {
        const newer = newerStoredSession(input);
        if (newer && stillFresh(newer, input.now())) {
          return {
            tokens: newer.tokens,
            id: newer.user.id,
            role: newer.user.role,
            receivedAt: newer.receivedAt,
          };
        }
        try {
          const tokens = await (await identity()).refresh(newer?.tokens ?? input.tokens);
          const { id, role } = await (await operations()).signIn(tokens.idToken);
          storeForOtherTabs(input, tokens, id, role);
          return { tokens, id, role };
        } catch (error) {
          // Weak mobile data or a reload mid-request must not sign a leader out in front of a family.
          if (unreachable(error)) return { unreachable: true };
          throw error;
        }
      }, locks),
    ),

    checkCommitment: fromPromise<boolean, { idToken: string }>(async ({ input }) =>
      (await operations()).commitmentAccepted(input.idToken),
    ),

    acceptCommitment: fromPromise<boolean, { idToken: string }>(async ({ input }) =>
      (await operations()).acceptCommitment(input.idToken),
    ),

    confirmChecklist: fromPromise<boolean, { idToken: string }>(async ({ input }) =>
      (await operations()).confirmChecklist(input.idToken),
    ),

    endProviderSession: fromPromise<void, { refreshToken: string | null }>(async ({ input }) => {
      // A phone that knows it is offline is not asked to try: the answer would only be slower.
      if (!online()) throw new IdentityError('unavailable', 'the device is offline');
      await (await identity()).endProviderSession(input.refreshToken);
    }),

    signOut: fromPromise<void, void>(async () => (await identity()).signOut()),
  };
}

/** Puts fresh tokens in the stored session, which the machine would otherwise write only after the lock is gone. */
function storeForOtherTabs(
  input: RefreshInput,
  tokens: Tokens,
  id: string,
  role: SessionRole | null,
): void {
  const stored = input.storage.load();
  if (stored === null || stored.user.id !== input.userId) return;
  input.storage.save({
    ...stored,
    tokens,
    receivedAt: input.now(),
    user: { ...stored.user, id, role },
  });
}

/** The machine's ports in a browser; at session end every key the app stored is removed. */
export function browserSessionInput(endSessionScope: () => void): SessionInput {
  return {
    now: () => Date.now(),
    storage: browserSessionStore(),
    dataLayer: {
      push(entry) {
        const page = window as Window & { dataLayer?: unknown[] };
        page.dataLayer ??= [];
        page.dataLayer.push(entry);
      },
    },
    clearCachedData: (reason) => {
      endSessionScope();
      // Signed out by a refused refresh, without the warning 'Sair' gives: unsent work stays.
      void forgetEverythingStored({ keepUnsent: reason === 'refreshFailed' });
    },
  };
}
