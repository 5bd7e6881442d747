import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import {
  LOGIN_ERROR_REDIRECT_MS,
  sessionMachine,
  TOKEN_REFRESH_MARGIN_MS,
} from '#machines/session.machine.ts';
import { selectSessionView } from '#machines/session.selectors.ts';
import { IdentityError, type IdentityPort, type Tokens } from '#src/core/identity/identity.ts';
import {
  BackendUnreachableError,
  createSessionActors,
  type SessionOperations,
} from '#src/core/session/session-actors.ts';
import {
  HOUR_S,
  idToken,
  memoryDeps,
  settle,
  storedSession,
  T0,
  testUser,
} from './session-fakes.ts';

/** The real session actors (src/core/session/session-actors.ts) over a fake identity port and fake GraphQL calls. */

const RETURN_URL = 'https://app.example/login?code=abc&state=xyz';

function loginTokens(claims: Record<string, unknown>): Tokens {
  return {
    accessToken: 'access-jwt',
    idToken: idToken(claims),
    refreshToken: 'refresh',
    expiresIn: HOUR_S,
  };
}

function setup(
  identityOverrides: Partial<IdentityPort> = {},
  operationOverrides: Partial<SessionOperations> = {},
  device = { online: true },
) {
  const signInCalls: Array<{ bearer: string; login: string | undefined }> = [];
  const bearers: Record<string, string[]> = {};
  const note = (name: string, token: string) => (bearers[name] ??= []).push(token);
  const identity: IdentityPort = {
    startSignIn: async () => {},
    completeSignIn: async () =>
      loginTokens({
        email: 'maria@example.org',
        name: 'Maria da Silva',
        'cognito:username': '11144477735',
      }),
    refresh: async () => ({
      accessToken: 'access-2',
      idToken: 'id-2',
      refreshToken: 'refresh',
      expiresIn: HOUR_S,
    }),
    endProviderSession: async () => {},
    signOut: async () => {},
    changePassword: async () => {},
    ...identityOverrides,
  };
  const operations: SessionOperations = {
    signIn: async (bearer, login) => {
      signInCalls.push({ bearer, login });
      return { id: 'u-42', role: 'leader' };
    },
    commitmentAccepted: async (token) => (note('commitmentAccepted', token), true),
    acceptCommitment: async (token) => (note('acceptCommitment', token), true),
    confirmChecklist: async (token) => (note('confirmChecklist', token), true),
    ...operationOverrides,
  };
  const actors = createSessionActors({
    identity: async () => identity,
    operations: async () => operations,
    online: () => device.online,
  });
  const clock = new SimulatedClock();
  clock.set(T0);
  return { actors, clock, signInCalls, bearers };
}

/** The real actor loads the claims reader with a dynamic import: wait for the outcome. */
function loginSettled(actor: Actor<typeof sessionMachine>) {
  return waitFor(actor, (snapshot) => !snapshot.matches('completingLogin'), { timeout: 5000 });
}

async function run(
  actors: ReturnType<typeof setup>['actors'],
  clock: SimulatedClock,
  deps = memoryDeps(clock),
) {
  const actor = createActor(sessionMachine.provide({ actors }), { input: deps, clock }).start();
  await settle();
  return { actor, deps, view: () => selectSessionView(actor.getSnapshot()) };
}

describe('completing the sign-in at /login', () => {
  it('signs in with the access token and the login, and takes the profile from the id token', async () => {
    const { actors, clock, signInCalls } = setup();
    const { actor, view, deps } = await run(actors, clock);
    actor.send({ type: 'LOGIN.RETURNED', url: RETURN_URL });
    await loginSettled(actor);

    expect(signInCalls).toEqual([{ bearer: 'access-jwt', login: '11144477735' }]);
    expect(view()).toMatchObject({
      phase: 'signedIn',
      user: {
        id: 'u-42',
        role: 'leader',
        login: '11144477735',
        name: 'Maria da Silva',
        email: 'maria@example.org',
      },
    });
    expect(deps.analytics).toEqual([{ userId: 'u-42', role: 'leader' }]);
  });

  it('an id token without an email claim fails the login, then signs out after exactly 3 s', async () => {
    const { actors, clock, signInCalls } = setup({
      completeSignIn: async () =>
        loginTokens({ name: 'Sem Email', 'cognito:username': '11144477735' }),
    });
    const { actor, view } = await run(actors, clock);
    actor.send({ type: 'LOGIN.RETURNED', url: RETURN_URL });
    await loginSettled(actor);

    expect(view().phase).toBe('loginFailed');
    expect(signInCalls).toEqual([]);
    clock.increment(LOGIN_ERROR_REDIRECT_MS - 1);
    expect(view().phase).toBe('loginFailed');
    clock.increment(1);
    expect(view()).toMatchObject({ phase: 'signedOut', user: null });
  });

  it('a return the provider rejects (e.g. state mismatch) fails the login', async () => {
    const { actors, clock } = setup({
      completeSignIn: async () => {
        throw new Error('state mismatch');
      },
    });
    const { actor, view } = await run(actors, clock);
    actor.send({ type: 'LOGIN.RETURNED', url: RETURN_URL });
    await loginSettled(actor);
    expect(view().phase).toBe('loginFailed');
  });

  it('a failed sign-in call fails the login and stores nothing', async () => {
    const { actors, clock } = setup(
      {},
      {
        signIn: async () => {
          throw new Error('401');
        },
      },
    );
    const { actor, view, deps } = await run(actors, clock);
    actor.send({ type: 'LOGIN.RETURNED', url: RETURN_URL });
    await loginSettled(actor);
    expect(view().phase).toBe('loginFailed');
    expect(deps.storage.load()).toBeNull();
  });
});

describe('refresh and the gates', () => {
  it('refreshes at the provider, then repeats the sign-in with the new id token and no login', async () => {
    const refreshed: Tokens[] = [];
    const { actors, clock, signInCalls } = setup({
      refresh: async (tokens) => {
        refreshed.push(tokens);
        return {
          accessToken: 'access-2',
          idToken: 'id-2',
          refreshToken: 'refresh',
          expiresIn: HOUR_S,
        };
      },
    });
    const stored = storedSession({ user: testUser('admin') });
    const { deps } = await run(actors, clock, memoryDeps(clock, stored));

    clock.increment(HOUR_S * 1000 - TOKEN_REFRESH_MARGIN_MS);
    await settle();
    expect(refreshed).toEqual([stored.tokens]);
    expect(signInCalls).toEqual([{ bearer: 'id-2', login: undefined }]);
    expect(deps.storage.load()?.tokens.idToken).toBe('id-2');
  });

  it('a refresh the provider refuses signs out with reason refreshFailed', async () => {
    const { actors, clock } = setup({
      refresh: async () => {
        throw new Error('invalid_grant');
      },
    });
    const { view } = await run(
      actors,
      clock,
      memoryDeps(clock, storedSession({ user: testUser('admin') })),
    );
    clock.increment(HOUR_S * 1000 - TOKEN_REFRESH_MARGIN_MS);
    await settle();
    expect(view()).toMatchObject({ phase: 'signedOut', signedOutReason: 'refreshFailed' });
  });

  it('a provider that cannot be reached, or a backend that does not answer, keeps the person signed in', async () => {
    for (const overrides of [
      [{ refresh: async () => Promise.reject(new IdentityError('unavailable', 'offline')) }, {}],
      [{}, { signIn: async () => Promise.reject(new BackendUnreachableError('offline')) }],
    ] as const) {
      const { actors, clock } = setup(overrides[0], overrides[1]);
      const stored = storedSession({ user: testUser('admin') });
      const { view, deps } = await run(actors, clock, memoryDeps(clock, stored));
      clock.increment(HOUR_S * 1000 - TOKEN_REFRESH_MARGIN_MS);
      await settle();
      expect(view()).toMatchObject({ phase: 'signedIn', signedOutReason: null });
      expect(deps.storage.load()?.tokens).toEqual(stored.tokens);
    }
  });

  it('the leader gate calls carry the id token', async () => {
    const { actors, clock, bearers } = setup();
    const stored = storedSession({ commitmentAccepted: false });
    const { actor, view } = await run(actors, clock, memoryDeps(clock, stored));
    expect(view().gate).toBe('checklist');
    actor.send({ type: 'CHECKLIST.CONFIRM' });
    await settle();
    expect(view().gate).toBe('open');
    expect(bearers).toEqual({
      commitmentAccepted: [stored.tokens.idToken],
      confirmChecklist: [stored.tokens.idToken],
    });
  });
});

describe('signing out', () => {
  it('a device that knows it is offline does not ask the provider and stays signed in with its session', async () => {
    let asked = 0;
    const device = { online: false };
    const { actors, clock } = setup(
      { endProviderSession: async () => void (asked += 1) },
      {},
      device,
    );
    const { actor, view, deps } = await run(
      actors,
      clock,
      memoryDeps(clock, storedSession({ user: testUser('admin') })),
    );

    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snapshot) => selectSessionView(snapshot).signOut !== 'reachingProvider');
    expect(view()).toMatchObject({ phase: 'signedIn', signOut: 'unreachable' });
    expect(asked).toBe(0);
    expect(deps.storage.load()).not.toBeNull();

    device.online = true;
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snapshot) => selectSessionView(snapshot).phase !== 'signedIn');
    expect(asked).toBe(1);
    expect(deps.storage.load()).toBeNull();
  });
});
