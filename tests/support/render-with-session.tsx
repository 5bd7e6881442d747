import { useState, type ComponentType, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, SimulatedClock } from 'xstate';
import type { IMocks } from '@graphql-tools/mock';
import {
  sessionMachine,
  type CompletedLogin,
  type PersistedSession,
  type RefreshInput,
  type RefreshOutcome,
  type SessionInput,
  type SessionRole,
  type SessionUser,
} from '#machines/session.machine.ts';
import type { Tokens } from '#src/core/identity/identity.ts';
import { SessionContext, useSessionView } from '#src/core/session/session-context.tsx';
import { createMemoryStorage, createSessionStore } from '#src/core/session/session-storage.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import {
  createSessionScope,
  type SessionScopeDeps,
} from '#src/core/session-scope/session-scope.ts';
import { SessionScopeProvider } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { AppRoutes, type ShellProps } from '#src/shell/routes.tsx';
import { createMockedSchema, type MockResolvers } from '#graphql/mocks.ts';

/**
 * Renders screens with the real session machine driven by fake actors and a SimulatedClock,
 * inside a wouter memory location. Effects are observed through `calls`.
 */

const START = Date.UTC(2026, 2, 15, 12, 0, 0);
const DAY_MS = 86_400_000;

export type FakeAccount = {
  role: SessionRole | null;
  /** Leaders only: whether the commitment term was accepted (default true). */
  commitmentAccepted?: boolean;
  /** Leaders only: whether a checklist confirmation is still valid (default true). */
  checklistDone?: boolean;
  name?: string;
  login?: string;
  email?: string;
  /** The user's id (the token's sub); `user-<role>` when absent. */
  id?: string;
  /** Leaders only: she told the team she cannot deliver for now (default false). */
  reportedAway?: boolean;
};

export type FakeSessionOptions = {
  /** A session restored from storage; signed out when absent. */
  signedIn?: FakeAccount;
  /** Answer of the /login completion; pending forever when absent. */
  completeLogin?: () => Promise<CompletedLogin>;
  checkCommitment?: () => Promise<boolean>;
  acceptCommitment?: () => Promise<boolean>;
  confirmChecklist?: () => Promise<boolean>;
  /** Answer of the token refresh (due 55 minutes after START); pending forever when absent. */
  refreshSession?: () => Promise<RefreshOutcome>;
  /** Whether the provider can be reached to end its session at sign-out; it can when absent. */
  providerReachable?: () => boolean;
};

export type SessionCalls = {
  startSignIn: number;
  signOut: number;
  completeLogin: string[];
  acceptCommitment: number;
  confirmChecklist: number;
};

const never = <T,>() => new Promise<T>(() => undefined);

export function testTokens(): Tokens {
  return {
    accessToken: 'header.access.signature',
    idToken: 'header.id.signature',
    expiresIn: 3600,
  };
}

export function testUser(account: FakeAccount): SessionUser {
  return {
    id: account.id ?? `user-${account.role ?? 'none'}`,
    role: account.role,
    name: account.name ?? 'Maria da Silva',
    login: account.login ?? '11144477735',
    email: account.email ?? 'maria.silva@example.org',
  };
}

export function fakeSession(options: FakeSessionOptions = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const storage = createSessionStore(createMemoryStorage());
  const account = options.signedIn;
  if (account) {
    const stored: PersistedSession = {
      tokens: testTokens(),
      receivedAt: START,
      user: testUser(account),
      commitmentAccepted: account.commitmentAccepted ?? true,
      checklistExpiresAt: (account.checklistDone ?? true) ? START + DAY_MS - 1 : null,
      reportedAway: account.reportedAway ?? false,
    };
    storage.save(stored);
  }
  const calls: SessionCalls = {
    startSignIn: 0,
    signOut: 0,
    completeLogin: [],
    acceptCommitment: 0,
    confirmChecklist: 0,
  };

  const input: SessionInput = {
    now: () => clock.now(),
    storage,
    dataLayer: { push: () => undefined },
    clearCachedData: () => undefined,
  };

  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<PersistedSession | null, { storage: SessionInput['storage'] }>(
        async ({ input: i }) => i.storage.load(),
      ),
      startSignIn: fromPromise<void, void>(async () => {
        calls.startSignIn += 1;
        await never<void>(); // the browser would leave for the hosted page
      }),
      completeLogin: fromPromise<CompletedLogin, { url: string }>(async ({ input: i }) => {
        calls.completeLogin.push(i.url);
        return options.completeLogin ? options.completeLogin() : never<CompletedLogin>();
      }),
      refreshSession: fromPromise<RefreshOutcome, RefreshInput>(() =>
        options.refreshSession ? options.refreshSession() : never<RefreshOutcome>(),
      ),
      checkCommitment: fromPromise<boolean, { idToken: string }>(async () =>
        options.checkCommitment ? options.checkCommitment() : false,
      ),
      acceptCommitment: fromPromise<boolean, { idToken: string }>(async () => {
        calls.acceptCommitment += 1;
        return options.acceptCommitment ? options.acceptCommitment() : true;
      }),
      confirmChecklist: fromPromise<boolean, { idToken: string }>(async () => {
        calls.confirmChecklist += 1;
        return options.confirmChecklist ? options.confirmChecklist() : true;
      }),
      endProviderSession: fromPromise<void, { refreshToken: string | null }>(async () => {
        if (options.providerReachable && !options.providerReachable())
          throw new Error('provider unreachable');
      }),
      signOut: fromPromise<void, void>(async () => {
        calls.signOut += 1;
      }),
    },
  });

  return { logic, actorOptions: { input, clock }, clock, calls };
}

export type FakeSession = ReturnType<typeof fakeSession>;

/**
 * The signed-in shell of component tests: a session scope over `apollo` for the person signed
 * in, with the filter in localStorage (cleared after each test) and no copy of the cache.
 */
export function sessionScopeShell(
  apollo: ApolloClient,
  createOutbox?: SessionScopeDeps['createOutbox'],
  rest?: SessionScopeDeps['rest'],
): ComponentType<ShellProps> {
  return function TestSessionScope({ children }: ShellProps) {
    const userId = useSessionView().user?.id ?? '';
    const [scope] = useState(() =>
      createSessionScope({
        userId,
        apollo,
        storage: localStorage,
        persistCache: false,
        ...(createOutbox ? { createOutbox } : {}),
        ...(rest ? { rest } : {}),
      }),
    );
    return <SessionScopeProvider scope={scope}>{children}</SessionScopeProvider>;
  };
}

/** The signed-in area over the real schema with mocked data. */
export function mockedApolloShell(
  mocks: IMocks = {},
  resolvers?: MockResolvers,
  writes: Pick<SessionScopeDeps, 'createOutbox' | 'rest'> = {},
) {
  return sessionScopeShell(
    createApolloClient({ schema: createMockedSchema(mocks, resolvers) }),
    writes.createOutbox,
    writes.rest,
  );
}

type RenderOptions = {
  path: string;
  session?: FakeSession;
  apolloMocks?: IMocks;
  /** Field resolvers over the mocks, e.g. a mutation a test spies on. */
  apolloResolvers?: MockResolvers;
  /** Where a leader's writes go: her outbox, or straight to a REST client; nowhere when absent. */
  writes?: Pick<SessionScopeDeps, 'createOutbox' | 'rest'>;
};

function renderAt(ui: ReactNode, { path, session = fakeSession() }: RenderOptions) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <SessionContext.Provider logic={session.logic} options={session.actorOptions}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </SessionContext.Provider>,
  );
  /** The current path of the memory location (what the address bar would show). */
  const currentPath = () => location.history.at(-1)?.split('?')[0];
  return { ...result, location, currentPath, session };
}

/** The whole app (routes and guards) at `path`. */
export function renderApp(options: RenderOptions) {
  return renderAt(
    <AppRoutes
      signedInShell={mockedApolloShell(
        options.apolloMocks,
        options.apolloResolvers,
        options.writes,
      )}
    />,
    options,
  );
}

/** One screen without the route guards, e.g. to drive it with a session in a given state. */
export function renderScreen(ui: ReactNode, options: RenderOptions) {
  return renderAt(ui, options);
}
