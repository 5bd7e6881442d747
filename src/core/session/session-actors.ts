import { fromPromise } from 'xstate';
import { IdentityError, type IdentityPort, type Tokens } from '../identity/identity';
import type {
  CompletedLogin,
  PersistedSession,
  RefreshOutcome,
  SessionInput,
  SessionRole,
  SessionStore,
} from '#machines/session.machine.ts';
import { browserSessionStore } from './session-storage';
import { forgetEverythingStored } from './stored-session-flag';

/**
 * The real effects of the session machine. Identity adapters and GraphQL are reached through
 * loaders (dynamic imports), so nothing heavy is in the landing page bundle.
 */

/** The backend could not be reached (no answer): a transient failure, not a refusal. */
export class BackendUnreachableError extends Error {
  override readonly name = 'BackendUnreachableError';
}

const unreachable = (error: unknown) =>
  error instanceof BackendUnreachableError || (error instanceof IdentityError && error.reason === 'unavailable');

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
  /** The browser's own idea of the network (`navigator.onLine` by default). */
  online?: () => boolean;
}

const browserOnline = () => globalThis.navigator?.onLine ?? true;

export function createSessionActors({ identity, operations, online = browserOnline }: SessionActorDependencies) {
  return {
    restoreSession: fromPromise<PersistedSession | null, { storage: SessionStore }>(async ({ input }) =>
      input.storage.load(),
    ),

    startSignIn: fromPromise<void, void>(async () => (await identity()).startSignIn()),

    completeLogin: fromPromise<CompletedLogin, { url: string }>(async ({ input }) => {
      const tokens = await (await identity()).completeSignIn(input.url);
      const { profileFromIdToken } = await import('../identity/id-token-claims');
      const profile = profileFromIdToken(tokens.idToken); // throws without an email claim
      const { id, role } = await (await operations()).signIn(tokens.accessToken, profile.login || undefined);
      return { tokens, user: { id, role, ...profile } };
    }),

    refreshSession: fromPromise<RefreshOutcome, { tokens: Tokens }>(async ({ input }) => {
      try {
        const tokens = await (await identity()).refresh(input.tokens);
        const { id, role } = await (await operations()).signIn(tokens.idToken);
        return { tokens, id, role };
      } catch (error) {
        // Weak mobile data or a reload mid-request must not sign a leader out in front of a family.
        if (unreachable(error)) return { unreachable: true };
        throw error;
      }
    }),

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

/**
 * The machine's ports in a browser: device clock, localStorage, window.dataLayer. When the
 * session ends, `endSessionScope` disposes the signed-in scope (cache, filter, notification),
 * then every key the app stored on the device is removed, whichever modules this page loaded.
 */
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
    clearCachedData: () => {
      endSessionScope();
      forgetEverythingStored();
    },
  };
}
