import { assign, fromPromise, not, raise, setup } from 'xstate';
import type { Tokens } from './session-types.ts';

/** Time enters only through `input.now` and delays computed from context. */

export type SessionRole = 'admin' | 'leader' | 'readonly' | 'ouvidoria';

export interface SessionUser {
  id: string;
  role: SessionRole | null;
  login: string;
  name: string;
  email: string;
}

export interface PersistedSession {
  tokens: Tokens;
  receivedAt: number;
  user: SessionUser;
  commitmentAccepted: boolean;
  checklistExpiresAt: number | null;
  reportedAway?: boolean;
}

export interface SessionStore {
  load(): PersistedSession | null;
  save(session: PersistedSession): void;
  clear(): void;
}

export interface SessionInput {
  now: () => number;
  storage: SessionStore;
  dataLayer: { push(entry: { userId: string; role: SessionRole | null }): void };
  clearCachedData: (reason: SignedOutReason) => void;
}

export type SignedOutReason = 'refreshFailed' | 'userSignedOut';

export interface SessionContext {
  deps: SessionInput;
  tokens: Tokens | null;
  receivedAt: number | null;
  user: SessionUser | null;
  commitmentAccepted: boolean;
  checklistExpiresAt: number | null;
  reportedAway: boolean;
  signedOutReason: SignedOutReason | null;
  returnUrl: string | null;
}

export type SessionEvent =
  | { type: 'SIGN_IN' }
  | { type: 'LOGIN.RETURNED'; url: string }
  | { type: 'TERMS.ACCEPT' }
  | { type: 'TERMS.CANCEL' }
  | { type: 'CHECKLIST.CONFIRM' }
  | { type: 'AWAY.REPORTED' }
  | { type: 'AWAY.BACK' }
  | { type: 'SIGN_OUT' }
  | { type: 'APP.RESUMED' }
  | { type: 'TOKENS.RENEWED' };

export type SessionCommand = Exclude<SessionEvent, { type: 'TOKENS.RENEWED' }>;

export interface CompletedLogin {
  tokens: Tokens;
  user: SessionUser;
}

export interface RefreshedSession {
  tokens: Tokens;
  id: string;
  role: SessionRole | null;
  receivedAt?: number;
}

export interface RefreshInput {
  tokens: Tokens;
  receivedAt: number | null;
  userId: string | null;
  storage: SessionStore;
  now: () => number;
}

export interface RefreshUnreachable {
  unreachable: true;
}

export type RefreshOutcome = RefreshedSession | RefreshUnreachable;

const isUnreachable = (outcome: RefreshOutcome): outcome is RefreshUnreachable =>
  'unreachable' in outcome;

function renewed(outcome: RefreshOutcome): RefreshedSession {
  if (isUnreachable(outcome)) throw new Error('an unreachable refresh has no session to adopt');
  return outcome;
}

export const TOKEN_REFRESH_MARGIN_MS = 300_000;
export const CHECKLIST_VALIDITY_MS = 86_400_000;
export const LOGIN_ERROR_REDIRECT_MS = 3_000;
export const REFRESH_RETRY_MS = 30_000;
export const LOGOUT_NAVIGATION_WAIT_MS = 10_000;

function notProvided(name: string): () => Promise<never> {
  return async () => {
    throw new Error(`session actor "${name}" not provided`);
  };
}

export function msUntilTokenRefresh(context: SessionContext): number {
  if (context.tokens === null || context.receivedAt === null) return 0;
  const lifetime = context.tokens.expiresIn * 1000 - TOKEN_REFRESH_MARGIN_MS;
  const remaining = context.receivedAt + lifetime - context.deps.now();
  // A clock set backwards must not push the refresh past the token's own lifetime.
  return Math.max(0, Math.min(remaining, lifetime));
}

export function msUntilChecklistExpiry(context: SessionContext): number {
  if (context.checklistExpiresAt === null) return 0;
  const remaining = context.checklistExpiresAt - context.deps.now();
  return Math.max(0, Math.min(remaining, CHECKLIST_VALIDITY_MS));
}

const signedOutContext = {
  tokens: null,
  receivedAt: null,
  user: null,
  commitmentAccepted: false,
  checklistExpiresAt: null,
  reportedAway: false,
  returnUrl: null,
} satisfies Partial<SessionContext>;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    restoreSession: fromPromise<PersistedSession | null, { storage: SessionStore }>(
      notProvided('restoreSession'),
    ),
    startSignIn: fromPromise<void, void>(notProvided('startSignIn')),
    completeLogin: fromPromise<CompletedLogin, { url: string }>(notProvided('completeLogin')),
    refreshSession: fromPromise<RefreshOutcome, RefreshInput>(notProvided('refreshSession')),
    checkCommitment: fromPromise<boolean, { idToken: string }>(notProvided('checkCommitment')),
    acceptCommitment: fromPromise<boolean, { idToken: string }>(notProvided('acceptCommitment')),
    confirmChecklist: fromPromise<boolean, { idToken: string }>(notProvided('confirmChecklist')),
    endProviderSession: fromPromise<void, { refreshToken: string | null }>(
      notProvided('endProviderSession'),
    ),
    signOut: fromPromise<void, void>(notProvided('signOut')),
  },
  actions: {
    rememberReturnUrl: assign({
      returnUrl: ({ event }) => (event.type === 'LOGIN.RETURNED' ? event.url : null),
    }),
    adoptRestoredSession: assign((_, session: PersistedSession | null) =>
      session === null
        ? {}
        : {
            tokens: session.tokens,
            receivedAt: session.receivedAt,
            user: session.user,
            commitmentAccepted: session.commitmentAccepted,
            checklistExpiresAt: session.checklistExpiresAt,
            reportedAway: session.reportedAway ?? false,
          },
    ),
    adoptLogin: assign(({ context }, login: CompletedLogin) => ({
      ...signedOutContext,
      tokens: login.tokens,
      receivedAt: context.deps.now(),
      user: login.user,
      signedOutReason: null,
    })),
    adoptRefreshedSession: assign(({ context }, refreshed: RefreshedSession) => ({
      tokens: refreshed.tokens,
      receivedAt: refreshed.receivedAt ?? context.deps.now(),
      user: context.user && { ...context.user, id: refreshed.id, role: refreshed.role },
    })),
    recordCommitment: assign((_, params: { accepted: boolean }) => ({
      commitmentAccepted: params.accepted,
    })),
    recordChecklistConfirmed: assign(({ context }) => ({
      checklistExpiresAt: context.deps.now() + CHECKLIST_VALIDITY_MS,
      reportedAway: false,
    })),
    recordAway: assign({ reportedAway: true }),
    forgetAway: assign({ reportedAway: false }),
    forgetReturnUrl: assign({ returnUrl: null }),
    clearAuth: assign((_, params: { reason: SignedOutReason }) => ({
      ...signedOutContext,
      signedOutReason: params.reason,
    })),
    announceRenewedTokens: raise({ type: 'TOKENS.RENEWED' }),
    persistSession: ({ context }) => {
      const { tokens, receivedAt, user } = context;
      if (tokens === null || receivedAt === null || user === null) return;
      context.deps.storage.save({
        tokens,
        receivedAt,
        user,
        commitmentAccepted: context.commitmentAccepted,
        checklistExpiresAt: context.checklistExpiresAt,
        reportedAway: context.reportedAway,
      });
    },
    clearStoredSession: ({ context }) => context.deps.storage.clear(),
    clearCachedData: ({ context }) =>
      context.deps.clearCachedData(context.signedOutReason ?? 'userSignedOut'),
    pushToDataLayer: ({ context }) => {
      if (context.user)
        context.deps.dataLayer.push({ userId: context.user.id, role: context.user.role });
    },
  },
  guards: {
    hasSession: ({ context }) => context.tokens !== null && context.user !== null,
    hasReturnUrl: ({ context }) => context.returnUrl !== null,
    isLeader: ({ context }) => context.user?.role === 'leader',
    commitmentAccepted: ({ context }) => context.commitmentAccepted,
    tokenExpired: ({ context }) =>
      context.tokens === null ||
      context.receivedAt === null ||
      context.receivedAt + context.tokens.expiresIn * 1000 <= context.deps.now(),
    reportedAway: ({ context }) => context.reportedAway,
    checklistValid: ({ context }) =>
      context.checklistExpiresAt !== null && context.checklistExpiresAt > context.deps.now(),
    isTrue: (_, params: { value: boolean }) => params.value,
    providerUnreachable: (_, params: { outcome: RefreshOutcome }) => isUnreachable(params.outcome),
  },
  delays: {
    loginErrorRedirect: LOGIN_ERROR_REDIRECT_MS,
    tokenRefresh: ({ context }) => msUntilTokenRefresh(context),
    refreshRetry: REFRESH_RETRY_MS,
    logoutNavigationWait: LOGOUT_NAVIGATION_WAIT_MS,
    checklistExpiry: ({ context }) => msUntilChecklistExpiry(context),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    deps: input,
    ...signedOutContext,
    signedOutReason: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ context }) => ({ storage: context.deps.storage }),
        onDone: {
          target: 'routing',
          actions: { type: 'adoptRestoredSession', params: ({ event }) => event.output },
        },
        // Unreadable storage is the same as none; drop it so it cannot fail again.
        onError: { target: 'routing', actions: 'clearStoredSession' },
      },
      on: {
        'LOGIN.RETURNED': { actions: 'rememberReturnUrl' },
      },
    },

    routing: {
      always: [
        // A stored session wins over a /login return that arrived meanwhile (a reload).
        { guard: 'hasSession', target: 'signedIn', actions: 'forgetReturnUrl' },
        { guard: 'hasReturnUrl', target: 'completingLogin' },
        { target: 'signedOut' },
      ],
    },

    signedOut: {
      initial: 'idle',
      on: {
        'LOGIN.RETURNED': { target: 'completingLogin', actions: 'rememberReturnUrl' },
      },
      states: {
        idle: {
          on: { SIGN_IN: 'redirecting' },
        },
        redirecting: {
          // Back to idle either way: a page restored from the bfcache can start again.
          invoke: { id: 'startSignIn', src: 'startSignIn', onDone: 'idle', onError: 'idle' },
        },
      },
    },

    completingLogin: {
      invoke: {
        id: 'completeLogin',
        src: 'completeLogin',
        input: ({ context }) => ({ url: context.returnUrl ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'adoptLogin', params: ({ event }) => event.output },
            'persistSession',
            'pushToDataLayer',
          ],
        },
        onError: { target: 'loginFailed', actions: 'forgetReturnUrl' },
      },
    },

    loginFailed: {
      after: { loginErrorRedirect: 'signedOut' },
    },

    signedIn: {
      type: 'parallel',
      states: {
        /** Nothing is cleared before the provider has ended its session (docs/session.md). */
        signOut: {
          initial: 'idle',
          states: {
            idle: {
              on: { SIGN_OUT: 'endingProviderSession' },
            },
            endingProviderSession: {
              invoke: {
                id: 'endProviderSession',
                src: 'endProviderSession',
                input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? null }),
                onDone: {
                  target: '#session.signingOut',
                  actions: [
                    'clearStoredSession',
                    { type: 'clearAuth', params: { reason: 'userSignedOut' } },
                    'clearCachedData',
                  ],
                },
                onError: 'providerUnreachable',
              },
            },
            providerUnreachable: {
              on: { SIGN_OUT: 'endingProviderSession' },
            },
          },
        },

        token: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { tokenRefresh: 'refreshing' },
              on: { 'APP.RESUMED': { target: 'waiting', reenter: true } },
            },
            retrying: {
              after: { refreshRetry: 'refreshing' },
              on: { 'APP.RESUMED': 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'refreshSession',
                src: 'refreshSession',
                input: ({ context }): RefreshInput => {
                  if (context.tokens === null) throw new Error('refreshing without tokens');
                  const { tokens, receivedAt, user, deps } = context;
                  return {
                    tokens,
                    receivedAt,
                    userId: user?.id ?? null,
                    storage: deps.storage,
                    now: deps.now,
                  };
                },
                onDone: [
                  {
                    guard: {
                      type: 'providerUnreachable',
                      params: ({ event }) => ({ outcome: event.output }),
                    },
                    target: 'retrying',
                  },
                  {
                    target: 'waiting',
                    actions: [
                      {
                        type: 'adoptRefreshedSession',
                        params: ({ event }) => renewed(event.output),
                      },
                      'persistSession',
                      'announceRenewedTokens',
                    ],
                  },
                ],
                onError: {
                  target: '#session.signedOut',
                  actions: [
                    'clearStoredSession',
                    { type: 'clearAuth', params: { reason: 'refreshFailed' } },
                    'clearCachedData',
                  ],
                },
              },
            },
          },
        },

        gates: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: not('isLeader'), target: 'notRequired' },
                { guard: 'commitmentAccepted', target: 'checkingChecklist' },
                { guard: 'tokenExpired', target: 'awaitingToken' },
                { target: 'checkingCommitment' },
              ],
            },
            awaitingToken: {
              on: { 'TOKENS.RENEWED': 'deciding' },
            },
            checkingCommitment: {
              invoke: {
                id: 'checkCommitment',
                src: 'checkCommitment',
                input: ({ context }) => ({ idToken: context.tokens?.idToken ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                    target: 'checkingChecklist',
                    actions: [
                      { type: 'recordCommitment', params: { accepted: true } },
                      'persistSession',
                    ],
                  },
                  { target: 'terms' },
                ],
                // Unknown counts as not accepted: accepting again is idempotent.
                onError: 'terms',
              },
            },
            terms: {
              on: {
                'TERMS.ACCEPT': 'acceptingTerms',
                'TERMS.CANCEL': {
                  target: '#session.signedOut',
                  actions: [
                    'clearStoredSession',
                    { type: 'clearAuth', params: { reason: 'userSignedOut' } },
                    'clearCachedData',
                  ],
                },
              },
            },
            acceptingTerms: {
              invoke: {
                id: 'acceptCommitment',
                src: 'acceptCommitment',
                input: ({ context }) => ({ idToken: context.tokens?.idToken ?? '' }),
                // Ignored when it fails (docs/product.md R8.9): the server asks again next time.
                onDone: {
                  target: 'checkingChecklist',
                  actions: [
                    {
                      type: 'recordCommitment',
                      params: ({ event }) => ({ accepted: event.output }),
                    },
                    'persistSession',
                  ],
                },
                onError: 'checkingChecklist',
              },
            },
            checkingChecklist: {
              always: [
                { guard: 'reportedAway', target: 'away' },
                { guard: 'checklistValid', target: 'open' },
                { target: 'checklist' },
              ],
            },
            checklist: {
              on: {
                'CHECKLIST.CONFIRM': 'confirmingChecklist',
                'AWAY.REPORTED': { target: 'away', actions: ['recordAway', 'persistSession'] },
              },
            },
            confirmingChecklist: {
              invoke: {
                id: 'confirmChecklist',
                src: 'confirmChecklist',
                input: ({ context }) => ({ idToken: context.tokens?.idToken ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                    target: 'open',
                    actions: ['recordChecklistConfirmed', 'persistSession'],
                  },
                  { target: 'checklist' },
                ],
                onError: 'checklist',
              },
            },
            open: {
              after: { checklistExpiry: 'checklist' },
              on: {
                'APP.RESUMED': 'checkingChecklist',
                'AWAY.REPORTED': { target: 'away', actions: ['recordAway', 'persistSession'] },
              },
            },
            away: {
              on: {
                'AWAY.BACK': { target: 'checklist', actions: ['forgetAway', 'persistSession'] },
              },
            },
            notRequired: {
              always: { guard: 'isLeader', target: 'deciding' },
            },
          },
        },
      },
    },

    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: 'leavingForLogout',
        onError: 'signedOut',
      },
    },

    // No screen of our own meanwhile: a redirect of the app's would race the provider's return.
    leavingForLogout: {
      after: { logoutNavigationWait: 'signedOut' },
    },
  },
});
