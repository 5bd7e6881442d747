import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, toPromise } from 'xstate';
import {
  sessionMachine,
  TOKEN_REFRESH_MARGIN_MS,
  type PersistedSession,
} from '#machines/session.machine.ts';
import { IdentityError, type IdentityPort, type Tokens } from '#src/core/identity/identity.ts';
import { createSessionActors, type SessionOperations } from '#src/core/session/session-actors.ts';
import { createMemoryStorage, createSessionStore } from '#src/core/session/session-storage.ts';
import type { RefreshLocks } from '#src/core/session/shared-refresh.ts';
import {
  HOUR_S,
  idToken,
  memoryDeps,
  settle,
  storedSession,
  T0,
  testUser,
} from './session-fakes.ts';

// Review 2, finding 3: tabs shared no refresh. Three tabs refreshing together each showed the
// provider the same refresh token, and a tab that woke late showed one already rotated, which
// ends the session on every tab.

const REFRESH_DUE_MS = HOUR_S * 1000 - TOKEN_REFRESH_MARGIN_MS;
const user = testUser('leader');

function tokensOf(generation: number): Tokens {
  return {
    accessToken: `access-${generation}`,
    idToken: idToken({
      email: user.email,
      name: user.name,
      'cognito:username': user.login,
      generation,
    }),
    refreshToken: `refresh-${generation}`,
    expiresIn: HOUR_S,
  };
}

/** A provider that rotates at each refresh and, stricter than ours, ends the session at any reuse. */
function rotatingProvider() {
  let generation = 0;
  let ended = false;
  const shown: string[] = [];
  const identity: IdentityPort = {
    startSignIn: async () => {},
    completeSignIn: async () => tokensOf(0),
    refresh: async (tokens) => {
      shown.push(tokens.refreshToken ?? '');
      if (ended) throw new IdentityError('rejected', 'session ended');
      if (tokens.refreshToken !== `refresh-${generation}`) {
        ended = true;
        throw new IdentityError('rejected', 'refresh token reused');
      }
      generation += 1;
      return tokensOf(generation);
    },
    endProviderSession: async () => {},
    signOut: async () => {},
    changePassword: async () => {},
  };
  return { identity, shown, ended: () => ended };
}

/** Web Locks for one device: one holder at a time, the others queued in order. */
function deviceLocks(): RefreshLocks {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (<T>(_name: string, work: () => Promise<T>) => {
    const turn = tail.then(() => work());
    tail = turn.catch(() => undefined);
    return turn;
  }) as LockManager['request'];
  return { request };
}

const operations: SessionOperations = {
  signIn: async () => ({ id: user.id, role: user.role }),
  commitmentAccepted: async () => true,
  acceptCommitment: async () => true,
  confirmChecklist: async () => true,
};

/** One device: its stored session, its lock, the provider; `openTab()` restores the session in a new tab. */
function device() {
  const provider = rotatingProvider();
  const store = createSessionStore(createMemoryStorage());
  const signedIn: PersistedSession = storedSession({ tokens: tokensOf(0), receivedAt: T0, user });
  store.save(signedIn);
  const clock = new SimulatedClock();
  clock.set(T0);
  const actors = createSessionActors({
    identity: async () => provider.identity,
    operations: async () => operations,
    locks: deviceLocks(),
  });
  const openTab = () =>
    createActor(sessionMachine.provide({ actors }), {
      input: { ...memoryDeps(clock), storage: store },
      clock,
    }).start();
  return { provider, store, clock, actors, openTab };
}

describe('tabs of one device share one refresh', () => {
  it('three tabs across two refreshes keep one session: the provider is asked once each time', async () => {
    const { provider, clock, openTab } = device();
    const tabs = [openTab(), openTab(), openTab()];
    await settle();
    expect(tabs.map((tab) => tab.getSnapshot().context.tokens?.accessToken)).toEqual([
      'access-0',
      'access-0',
      'access-0',
    ]);

    clock.increment(REFRESH_DUE_MS);
    await settle();
    await settle();
    expect(provider.shown).toEqual(['refresh-0']);
    expect(tabs.map((tab) => tab.getSnapshot().context.tokens?.accessToken)).toEqual([
      'access-1',
      'access-1',
      'access-1',
    ]);

    clock.increment(REFRESH_DUE_MS);
    await settle();
    await settle();
    expect(provider.shown).toEqual(['refresh-0', 'refresh-1']);
    expect(provider.ended()).toBe(false);
    for (const tab of tabs) {
      expect(tab.getSnapshot().context.tokens?.accessToken).toBe('access-2');
      expect(tab.getSnapshot().context.user).not.toBeNull();
    }
  });

  it('a tab that slept through refreshes refreshes with the newest stored token, never one already rotated', async () => {
    const { provider, store, clock, actors } = device();
    const asleep = {
      tokens: tokensOf(0),
      receivedAt: T0,
      userId: user.id,
      storage: store,
      now: () => clock.now(),
    };
    // Another tab refreshed twice while this one slept; the newest tokens are now stale as well.
    for (const generation of [1, 2]) {
      await provider.identity.refresh(tokensOf(generation - 1));
      store.save({
        ...store.load()!,
        tokens: tokensOf(generation),
        receivedAt: T0 + generation * REFRESH_DUE_MS,
      });
    }
    clock.set(T0 + 5 * HOUR_S * 1000);

    const outcome = await toPromise(createActor(actors.refreshSession, { input: asleep }).start());

    expect(provider.shown).toEqual(['refresh-0', 'refresh-1', 'refresh-2']);
    expect(provider.ended()).toBe(false);
    expect(outcome).toMatchObject({ tokens: { accessToken: 'access-3' } });
    expect(store.load()?.tokens.accessToken).toBe('access-3');
  });

  it('a tab that wakes while another tab’s tokens are fresh takes them without asking the provider', async () => {
    const { provider, store, clock, actors } = device();
    const late = {
      tokens: tokensOf(0),
      receivedAt: T0,
      userId: user.id,
      storage: store,
      now: () => clock.now(),
    };
    await provider.identity.refresh(tokensOf(0));
    const refreshedAt = T0 + REFRESH_DUE_MS;
    store.save({ ...store.load()!, tokens: tokensOf(1), receivedAt: refreshedAt });
    clock.set(refreshedAt + 60_000);

    const outcome = await toPromise(createActor(actors.refreshSession, { input: late }).start());

    expect(provider.shown).toEqual(['refresh-0']);
    // Dated when the other tab got them, so this tab's next refresh falls at the same time.
    expect(outcome).toEqual({
      tokens: tokensOf(1),
      id: user.id,
      role: user.role,
      receivedAt: refreshedAt,
    });
  });
});
