import { act, render, screen, waitFor } from '@testing-library/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ProfileDocument } from '../../graphql/generated/operations';
import { sessionMachine, type PersistedSession, type SessionInput } from '../../machines/session.machine';
import SignedInApollo from '../../src/shell/apollo-provider';
import { SessionContext, useSessionSend, useSessionView } from '../../src/core/session/session-context';
import { createSessionStore, SESSION_STORAGE_KEY } from '../../src/core/session/session-storage';

/**
 * The session context on the browser's own ports (no `options`: localStorage, window.dataLayer)
 * and the signed-in Apollo client reading the id token from the session actor.
 */

const stored: PersistedSession = {
  tokens: { accessToken: 'header.access.signature', idToken: 'header.id.signature', expiresIn: 3600 },
  receivedAt: Date.now(),
  user: { id: 'u-1', role: 'admin', login: '52998224725', name: 'Ana Costa', email: 'ana@example.org' },
  commitmentAccepted: false,
  checklistExpiresAt: null,
};

const fakes = sessionMachine.provide({
  actors: {
    restoreSession: fromPromise<PersistedSession | null, { storage: SessionInput['storage'] }>(async ({ input }) =>
      input.storage.load(),
    ),
    signOut: fromPromise<void, { refreshToken: string | null }>(async () => undefined),
  },
});

let signedInClient: ReturnType<typeof useApolloClient> | null = null;

/** Like the route guards: the signed-in area is shown only to a signed-in session. */
function SignedInArea() {
  const view = useSessionView();
  if (view.phase !== 'signedIn') return <p>{view.phase}</p>;
  return (
    <SignedInApollo>
      <Profile />
    </SignedInApollo>
  );
}

function Profile() {
  const { data } = useQuery(ProfileDocument);
  signedInClient = useApolloClient();
  const send = useSessionSend();
  return (
    <div>
      <p>{data?.profile.name ?? '…'}</p>
      <button onClick={() => send({ type: 'SIGN_OUT' })}>Sair</button>
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('signed-in Apollo', () => {
  it('sends the session id token as bearer, and sign-out empties the cache and the stored session', async () => {
    createSessionStore(localStorage).save(stored);
    const requests: Request[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(new URL(String(input), window.location.origin), init));
      const profile = { id: 'u-1', login: '52998224725', name: 'Ana Costa', email: 'ana@example.org', role: 'admin' };
      return new Response(JSON.stringify(profile), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });

    render(
      <SessionContext.Provider logic={fakes}>
        <SignedInArea />
      </SessionContext.Provider>,
    );

    expect(await screen.findByText('Ana Costa')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).pathname).toBe('/api/profile');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer header.id.signature');
    const cache = signedInClient!.cache;
    expect(Object.keys(cache.extract() as object)).not.toEqual([]);

    act(() => screen.getByRole('button', { name: 'Sair' }).click());
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(Object.keys(cache.extract() as object)).toEqual([]));
  });
});
