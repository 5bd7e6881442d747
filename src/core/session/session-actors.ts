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

/** No answer at all: a transient failure, not a refusal. */
export class BackendUnreachableError extends Error {
  override readonly name = 'BackendUnreachableError';
}

const unreachable = (error: unknown) =>
  error instanceof BackendUnreachableError ||
  (error instanceof IdentityError && error.reason === 'unavailable');

export interface SessionOperations {
  /** `login` on the first sign-in (access token), none on refresh (id token). */
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
      // The session's GraphQL client downloads while the code is exchanged.
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
     * One tab refreshes at a time (decision 063): a tab that slept never shows the provider a
     * rotated token.
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

/** The machine would otherwise write fresh tokens only after the lock is gone. */
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
