import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ProfileDocument } from '#graphql/generated/operations.ts';
import {
  sessionMachine,
  type CompletedLogin,
  type PersistedSession,
  type SessionInput,
} from '#machines/session.machine.ts';
import SignedInScope from '#src/shell/SignedInScope.tsx';
import {
  SessionProvider,
  useSessionSend,
  useSessionView,
} from '#src/core/session/session-context.tsx';
import { createSessionStore, SESSION_STORAGE_KEY } from '#src/core/session/session-storage.ts';
import { APOLLO_CACHE_KEY } from '#src/core/apollo/apollo-cache-persistence.ts';
import { DONATION_FILTER_KEY, donationFilterOf } from '#src/core/session-scope/donation-filter.ts';
import { useSessionScope, useNotification } from '#src/core/session-scope/SessionScopeProvider.tsx';

/**
 * The real session deps (the browser's, the session scopes, localStorage) with fake identity
 * actors: the signed-in shell's scope calls the API with the session's id token, and the
 * session's end takes the whole scope away.
 */

const ana = {
  id: 'u-1',
  role: 'admin',
  login: '52998224725',
  name: 'Ana Costa',
  email: 'ana@example.org',
} as const;
const rita = {
  id: 'u-2',
  role: 'readonly',
  login: '98765432100',
  name: 'Rita Lima',
  email: 'rita@example.org',
} as const;

const stored: PersistedSession = {
  tokens: {
    accessToken: 'header.access.signature',
    idToken: 'header.id.signature',
    expiresIn: 3600,
  },
  receivedAt: Date.now(),
  user: ana,
  commitmentAccepted: false,
  checklistExpiresAt: null,
};

const fakes = sessionMachine.provide({
  actors: {
    restoreSession: fromPromise<PersistedSession | null, { storage: SessionInput['storage'] }>(
      async ({ input }) => input.storage.load(),
    ),
    completeLogin: fromPromise<CompletedLogin, { url: string }>(async () => ({
      tokens: {
        accessToken: 'header.access2.signature',
        idToken: 'header.rita.signature',
        expiresIn: 3600,
      },
      user: rita,
    })),
    // A provider that cannot be reached: the page stays, signed out, so the next person signs in on it.
    endProviderSession: fromPromise<void, { refreshToken: string | null }>(async () => undefined),
    signOut: fromPromise<void, void>(async () => {
      throw new Error('provider unreachable');
    }),
  },
});

let seen: {
  client: ReturnType<typeof useApolloClient>;
  scope: ReturnType<typeof useSessionScope>;
} | null = null;

/** Like the route guards: the signed-in area is shown only to a signed-in session. */
function App({ areaShown }: { areaShown: boolean }) {
  const view = useSessionView();
  const send = useSessionSend();
  if (view.phase !== 'signedIn') {
    return (
      <div>
        <p>{view.phase}</p>
        <button onClick={() => send({ type: 'LOGIN.RETURNED', url: '/login?code=x' })}>
          Voltar do login
        </button>
      </div>
    );
  }
  if (!areaShown) return <p>área pública</p>;
  return (
    <SignedInScope>
      <Profile />
    </SignedInScope>
  );
}

function Profile() {
  const { data } = useQuery(ProfileDocument);
  const scope = useSessionScope();
  const client = useApolloClient();
  useEffect(() => {
    seen = { client, scope };
  });
  const notification = useNotification();
  const send = useSessionSend();
  return (
    <div>
      <p>{data?.profile.name ?? '…'}</p>
      <p>{notification?.message ?? 'sem aviso'}</p>
      <button onClick={() => send({ type: 'SIGN_OUT' })}>Sair</button>
    </div>
  );
}

const requests: Request[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), window.location.origin), init);
    requests.push(request);
    const person =
      request.headers.get('authorization') === 'Bearer header.rita.signature' ? rita : ana;
    return new Response(JSON.stringify(person), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  seen = null;
});

describe('the session scope of the signed-in area', () => {
  it('calls the API with the session id token, and sign-out takes the cache, filter, notification and stored session', async () => {
    createSessionStore(localStorage).save(stored);
    render(
      <SessionProvider logic={fakes}>
        <App areaShown />
      </SessionProvider>,
    );

    expect(await screen.findByText('Ana Costa')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).pathname).toBe('/api/profile');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer header.id.signature');

    const { scope, client } = seen!;
    act(() => {
      donationFilterOf(scope).save({ state: 'SP' });
      scope.notification.notify('success', 'Doações filtradas com sucesso');
    });
    expect(screen.getByText('Doações filtradas com sucesso')).toBeInTheDocument();
    expect(localStorage.getItem(DONATION_FILTER_KEY)).not.toBeNull();
    expect(Object.keys(client.cache.extract() as object)).not.toEqual([]);

    act(() => screen.getByRole('button', { name: 'Sair' }).click());
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(DONATION_FILTER_KEY)).toBeNull();
    expect(localStorage.getItem(APOLLO_CACHE_KEY)).toBeNull();
    expect(donationFilterOf(scope).read()).toBeNull();
    expect(scope.notification.current()).toBeNull();
    await waitFor(() => expect(Object.keys(client.cache.extract() as object)).toEqual([]));
  });

  it('outlives a visit to a public page, and the next person signing in gets a new one', async () => {
    createSessionStore(localStorage).save(stored);
    const { rerender } = render(
      <SessionProvider logic={fakes}>
        <App areaShown />
      </SessionProvider>,
    );
    expect(await screen.findByText('Ana Costa')).toBeInTheDocument();
    const anasScope = seen!.scope;

    rerender(
      <SessionProvider logic={fakes}>
        <App areaShown={false} />
      </SessionProvider>,
    );
    expect(screen.getByText('área pública')).toBeInTheDocument();
    rerender(
      <SessionProvider logic={fakes}>
        <App areaShown />
      </SessionProvider>,
    );
    expect(await screen.findByText('Ana Costa')).toBeInTheDocument();
    expect(seen!.scope).toBe(anasScope);

    act(() => screen.getByRole('button', { name: 'Sair' }).click());
    await screen.findByText('signedOut');
    act(() => screen.getByRole('button', { name: 'Voltar do login' }).click());

    expect(await screen.findByText('Rita Lima')).toBeInTheDocument();
    expect(seen!.scope).not.toBe(anasScope);
    expect(requests.at(-1)!.headers.get('authorization')).toBe('Bearer header.rita.signature');
  });
});
