import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  CHECKLIST_VALIDITY_MS,
  LOGIN_ERROR_REDIRECT_MS,
  LOGOUT_NAVIGATION_WAIT_MS,
  REFRESH_RETRY_MS,
  sessionMachine,
  TOKEN_REFRESH_MARGIN_MS,
  type PersistedSession,
} from '#machines/session.machine.ts';
import { selectSessionView } from '#machines/session.selectors.ts';
import { SESSION_STORAGE_KEY } from '#src/core/session/session-storage.ts';
import {
  HOUR_S,
  idToken,
  instantActors,
  memoryDeps,
  settle,
  storedSession,
  T0,
  testTokens,
  testUser,
  type InstantAnswers,
  type MemoryPorts,
} from './session-fakes.ts';

const REFRESH_AFTER_MS = HOUR_S * 1000 - TOKEN_REFRESH_MARGIN_MS;

async function startSession(
  options: {
    stored?: PersistedSession;
    answers?: InstantAnswers;
    deps?: MemoryPorts;
    clock?: SimulatedClock;
  } = {},
) {
  const clock = options.clock ?? new SimulatedClock();
  if (!options.clock) clock.set(T0);
  const deps = options.deps ?? memoryDeps(clock, options.stored);
  const fakes = instantActors(options.answers);
  const actor = createActor(sessionMachine.provide({ actors: fakes.actors }), {
    input: deps,
    clock,
  }).start();
  await settle();
  const view = () => selectSessionView(actor.getSnapshot());
  /** Moves the simulated clock and lets the actors that timers started answer. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, clock, deps, fakes, view, advance };
}

describe('token refresh timing (device clock, docs/product.md R5.5)', () => {
  it('refreshes exactly 5 minutes before expiry and not a millisecond earlier', async () => {
    const { fakes, advance } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
    });

    await advance(REFRESH_AFTER_MS - 1);
    expect(fakes.count('refreshSession')).toBe(0);

    await advance(1);
    expect(fakes.count('refreshSession')).toBe(1);
  });

  it('after a refresh, waits a full lifetime again from the moment the new tokens arrived', async () => {
    const { fakes, advance, deps } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
    });
    await advance(REFRESH_AFTER_MS);
    expect(fakes.count('refreshSession')).toBe(1);
    expect(deps.storage.load()?.tokens.accessToken).toBe('renewed.access.token');
    expect(deps.storage.load()?.receivedAt).toBe(T0 + REFRESH_AFTER_MS);

    await advance(REFRESH_AFTER_MS - 1);
    expect(fakes.count('refreshSession')).toBe(1);
    await advance(1);
    expect(fakes.count('refreshSession')).toBe(2);
  });

  it('a restored token with 4 minutes left refreshes at once, with no time passing', async () => {
    const receivedAt = T0 - (HOUR_S - 4 * 60) * 1000;
    const { fakes, advance } = await startSession({
      stored: storedSession({ user: testUser('admin'), receivedAt }),
    });

    await advance(0);
    expect(fakes.count('refreshSession')).toBe(1);
  });

  it('never compares the exp claim with the device clock: a phone set a day ahead does not refresh early', async () => {
    // By this device's (wrong) clock the id token expired a day ago; only expires_in counts.
    const expiredByClaim = idToken({
      email: 'ana@example.org',
      exp: Math.floor(T0 / 1000) - 24 * 3600,
    });
    const { fakes, advance, view } = await startSession({
      stored: storedSession({
        user: testUser('admin'),
        tokens: testTokens({ idToken: expiredByClaim }),
      }),
    });
    await advance(REFRESH_AFTER_MS - 1);
    expect(fakes.count('refreshSession')).toBe(0);
    expect(view().phase).toBe('signedIn');
  });

  it('a failed refresh signs out with reason refreshFailed and clears the stored session', async () => {
    const { view, advance, deps } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
      answers: { refreshSession: new Error('refresh token revoked') },
    });
    expect(view().phase).toBe('signedIn');

    await advance(REFRESH_AFTER_MS);
    expect(view()).toMatchObject({
      phase: 'signedOut',
      user: null,
      signedOutReason: 'refreshFailed',
    });
    expect(deps.raw.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(deps.cacheClears()).toBe(1);
    // Nobody was asked: what the leader recorded and has not sent stays on the device.
    expect(deps.clearReasons()).toEqual(['refreshFailed']);
  });

  it('an unreachable provider does not sign the person out: the refresh is tried again 30 s later', async () => {
    let attempts = 0;
    const { view, advance, fakes, deps } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
      answers: {
        refreshSession: () =>
          ++attempts === 1
            ? { unreachable: true as const }
            : {
                tokens: testTokens({ accessToken: 'renewed.access.token' }),
                id: 'user-admin',
                role: 'admin' as const,
              },
      },
    });

    await advance(REFRESH_AFTER_MS);
    expect(fakes.count('refreshSession')).toBe(1);
    expect(view()).toMatchObject({ phase: 'signedIn', signedOutReason: null });
    expect(deps.storage.load()).not.toBeNull();

    await advance(REFRESH_RETRY_MS - 1);
    expect(fakes.count('refreshSession')).toBe(1);
    await advance(1);
    expect(fakes.count('refreshSession')).toBe(2);
    expect(deps.storage.load()?.tokens.accessToken).toBe('renewed.access.token');
  });

  it('an unreachable refresh is tried again at once when the app comes back to view', async () => {
    const { actor, advance, fakes } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
      answers: { refreshSession: { unreachable: true } },
    });
    await advance(REFRESH_AFTER_MS);
    expect(fakes.count('refreshSession')).toBe(1);

    actor.send({ type: 'APP.RESUMED' });
    await advance(0);
    expect(fakes.count('refreshSession')).toBe(2);
  });

  it('a clock set backwards does not postpone the refresh beyond the token lifetime', async () => {
    // The tokens arrived "in the future" as far as the device clock now says.
    const { fakes, advance } = await startSession({
      stored: storedSession({ user: testUser('admin'), receivedAt: T0 + 10 * 24 * 3600 * 1000 }),
    });
    await advance(REFRESH_AFTER_MS);
    expect(fakes.count('refreshSession')).toBe(1);
  });

  it('when the app becomes visible again the refresh is re-dated from the device clock', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const session = await startSession({
      clock,
      stored: storedSession({ user: testUser('admin') }),
    });
    // The device slept past the refresh moment and the timer did not run; move time silently.
    clock.set(T0 + REFRESH_AFTER_MS + 60_000);
    session.actor.send({ type: 'APP.RESUMED' });
    await session.advance(0);
    expect(session.fakes.count('refreshSession')).toBe(1);
  });
});

describe('leader checklist gate (24 h on the device clock)', () => {
  it('a confirmed checklist opens the gate and re-opens the checklist exactly 24 h later', async () => {
    // The token lives longer than a day here so that refreshes do not interleave.
    const stored = storedSession({ tokens: testTokens({ expiresIn: 3 * 24 * 3600 }) });
    const { actor, view, advance, deps } = await startSession({ stored });
    expect(view()).toMatchObject({ gate: 'checklist', home: 'checklist' });

    actor.send({ type: 'CHECKLIST.CONFIRM' });
    await settle();
    expect(view()).toMatchObject({ gate: 'open', home: 'open' });
    expect(deps.storage.load()?.checklistExpiresAt).toBe(T0 + CHECKLIST_VALIDITY_MS);

    await advance(CHECKLIST_VALIDITY_MS - 1);
    expect(view().gate).toBe('open');
    await advance(1);
    expect(view()).toMatchObject({ gate: 'checklist', home: 'checklist' });
  });

  it('a failed confirmation keeps the leader on the checklist, without storing anything', async () => {
    const { actor, view, deps, fakes } = await startSession({
      stored: storedSession(),
      answers: { confirmChecklist: false },
    });
    actor.send({ type: 'CHECKLIST.CONFIRM' });
    await settle();
    expect(fakes.count('confirmChecklist')).toBe(1);
    expect(view()).toMatchObject({ gate: 'checklist', confirmingChecklist: false });
    expect(deps.storage.load()?.checklistExpiresAt).toBeNull();
  });

  it('a restored confirmation still valid keeps the gate open until its own expiry', async () => {
    const stored = storedSession({
      tokens: testTokens({ expiresIn: 3 * 24 * 3600 }),
      checklistExpiresAt: T0 + 1000,
    });
    const { view, advance } = await startSession({ stored });
    expect(view().gate).toBe('open');
    await advance(999);
    expect(view().gate).toBe('open');
    await advance(1);
    expect(view().gate).toBe('checklist');
  });
});

describe('a leader who cannot deliver for now (docs/product.md R13.4)', () => {
  it('from the checklist or the open list she goes away; a reload keeps her there; back, the checklist is asked again', async () => {
    const { actor, view, deps } = await startSession({ stored: storedSession() });
    expect(view()).toMatchObject({ gate: 'checklist' });

    actor.send({ type: 'AWAY.REPORTED' });
    expect(view()).toMatchObject({ gate: 'away', home: 'away' });
    expect(deps.storage.load()?.reportedAway).toBe(true);

    const reloaded = await startSession({ stored: deps.storage.load() ?? undefined });
    expect(reloaded.view()).toMatchObject({ gate: 'away' });

    reloaded.actor.send({ type: 'AWAY.BACK' });
    expect(reloaded.view()).toMatchObject({ gate: 'checklist' });
    expect(reloaded.deps.storage.load()?.reportedAway).toBe(false);
  });

  it('a leader with a valid checklist can go away from her list, and a new confirmation brings her back', async () => {
    const { actor, view, deps, advance } = await startSession({
      stored: storedSession({ checklistExpiresAt: T0 + CHECKLIST_VALIDITY_MS }),
    });
    expect(view()).toMatchObject({ gate: 'open' });
    actor.send({ type: 'AWAY.REPORTED' });
    expect(view()).toMatchObject({ gate: 'away' });
    // Her checklist lapsing changes nothing while she is away.
    await advance(CHECKLIST_VALIDITY_MS);
    expect(view()).toMatchObject({ gate: 'away' });

    actor.send({ type: 'AWAY.BACK' });
    actor.send({ type: 'CHECKLIST.CONFIRM' });
    await advance(0);
    expect(view()).toMatchObject({ gate: 'open' });
    expect(deps.storage.load()?.reportedAway).toBe(false);
  });
});

describe('terms and persistence', () => {
  it('terms are not asked again after acceptance: the commitment is stored', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const deps = memoryDeps(clock);
    const first = await startSession({
      clock,
      deps,
      answers: { checkCommitment: false, acceptCommitment: true },
    });
    first.actor.send({
      type: 'LOGIN.RETURNED',
      url: 'https://app.example/login?code=abc&state=xyz',
    });
    await settle();
    expect(first.view()).toMatchObject({ phase: 'signedIn', gate: 'terms', home: 'terms' });

    first.actor.send({ type: 'TERMS.ACCEPT' });
    await settle();
    expect(first.view()).toMatchObject({ gate: 'checklist' });
    expect(deps.storage.load()?.commitmentAccepted).toBe(true);
    first.actor.stop();

    // A reload: a new actor on the same storage.
    const second = await startSession({ clock, deps, answers: { checkCommitment: false } });
    expect(second.view()).toMatchObject({ phase: 'signedIn', gate: 'checklist' });
    expect(second.fakes.count('checkCommitment')).toBe(0);
  });

  it('a failed acceptance is ignored for now, but the server is asked again next time', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const deps = memoryDeps(clock);
    const first = await startSession({
      clock,
      deps,
      answers: { checkCommitment: false, acceptCommitment: false },
    });
    first.actor.send({
      type: 'LOGIN.RETURNED',
      url: 'https://app.example/login?code=abc&state=xyz',
    });
    await settle();
    first.actor.send({ type: 'TERMS.ACCEPT' });
    await settle();
    expect(first.view().gate).toBe('checklist');
    first.actor.stop();

    const second = await startSession({ clock, deps, answers: { checkCommitment: false } });
    expect(second.fakes.count('checkCommitment')).toBe(1);
    expect(second.view().gate).toBe('terms');
  });

  it('restores a signed-in admin from storage without asking the provider', async () => {
    const { view, fakes } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
    });
    expect(view()).toEqual({
      phase: 'signedIn',
      user: testUser('admin'),
      gate: 'open',
      home: 'open',
      acceptingTerms: false,
      confirmingChecklist: false,
      signedOutReason: null,
      redirectingToSignIn: false,
      signOut: 'ready',
    });
    expect(fakes.count('completeLogin')).toBe(0);
  });

  it('a user without a role is signed in but has no home', async () => {
    const { view } = await startSession({ stored: storedSession({ user: testUser(null) }) });
    expect(view()).toMatchObject({ phase: 'signedIn', gate: 'open', home: null });
  });

  it("sign-out ends the provider's session, then clears the stored session, the auth and the cache, then logs out at the provider", async () => {
    const { actor, view, deps, fakes } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
    });
    actor.send({ type: 'SIGN_OUT' });
    expect(view()).toMatchObject({ phase: 'signedIn', signOut: 'reachingProvider' });
    await settle();
    // The provider revokes the refresh token, so a copy of it left anywhere stops working.
    expect(fakes.calls.endProviderSession).toEqual([
      { refreshToken: storedSession().tokens.refreshToken },
    ]);
    expect(deps.raw.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(actor.getSnapshot().context.tokens).toBeNull();
    expect(deps.cacheClears()).toBe(1);
    expect(deps.clearReasons()).toEqual(['userSignedOut']);
    expect(fakes.count('signOut')).toBe(1);
    // The provider's logout brings the browser to the landing page; the app does not go there first.
    expect(view()).toMatchObject({ phase: 'signingOut', user: null });
  });

  it('a provider that cannot be reached keeps the person signed in with everything; the next try goes through', async () => {
    let reachable = false;
    const { actor, view, deps, fakes } = await startSession({
      stored: storedSession(),
      answers: {
        endProviderSession: () => {
          if (!reachable) throw new Error('offline');
        },
      },
    });
    // The leader is at the checklist (its way-out signs out): they stay right there.
    expect(view().gate).toBe('checklist');
    actor.send({ type: 'SIGN_OUT' });
    await settle();
    expect(view()).toMatchObject({ phase: 'signedIn', gate: 'checklist', signOut: 'unreachable' });
    expect(deps.raw.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(actor.getSnapshot().context.tokens).not.toBeNull();
    expect(deps.cacheClears()).toBe(0);
    expect(fakes.count('signOut')).toBe(0);

    reachable = true;
    actor.send({ type: 'SIGN_OUT' });
    await settle();
    expect(view()).toMatchObject({ phase: 'signingOut', user: null });
    expect(deps.raw.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(fakes.count('signOut')).toBe(1);
  });

  it("a page the provider's logout never took away shows the landing page after the wait", async () => {
    const { actor, view, advance } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
    });
    actor.send({ type: 'SIGN_OUT' });
    await settle();
    await advance(LOGOUT_NAVIGATION_WAIT_MS - 1);
    expect(view().phase).toBe('signingOut');
    await advance(1);
    expect(view()).toMatchObject({
      phase: 'signedOut',
      user: null,
      signedOutReason: 'userSignedOut',
    });
  });

  it('a sign-out the provider could not take shows the landing page at once', async () => {
    const { actor, view } = await startSession({
      stored: storedSession({ user: testUser('admin') }),
      answers: { signOut: new Error('unreachable') },
    });
    actor.send({ type: 'SIGN_OUT' });
    await settle();
    expect(view()).toMatchObject({ phase: 'signedOut', signedOutReason: 'userSignedOut' });
  });

  it('cancelling the terms signs out on this device only', async () => {
    const { actor, view, deps, fakes } = await startSession({
      stored: storedSession({ commitmentAccepted: false }),
      answers: { checkCommitment: false },
    });
    expect(view().gate).toBe('terms');
    actor.send({ type: 'TERMS.CANCEL' });
    await settle();
    expect(view()).toMatchObject({ phase: 'signedOut', signedOutReason: 'userSignedOut' });
    expect(deps.raw.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(fakes.count('signOut')).toBe(0);
  });

  it('a login pushes the user id and role to the data layer and stores the session', async () => {
    const { actor, deps } = await startSession({
      answers: { completeLogin: { tokens: testTokens(), user: testUser('admin') } },
    });
    actor.send({ type: 'LOGIN.RETURNED', url: 'https://app.example/login?code=abc&state=xyz' });
    await settle();
    expect(deps.analytics).toEqual([{ userId: 'user-admin', role: 'admin' }]);
    expect(deps.storage.load()).toMatchObject({ user: testUser('admin'), receivedAt: T0 });
  });

  it('a failed login shows the failure for exactly 3 s, then signs out', async () => {
    const { actor, view, advance } = await startSession({
      answers: { completeLogin: new Error('no email claim') },
    });
    actor.send({
      type: 'LOGIN.RETURNED',
      url: 'https://app.example/login#access_token=a&id_token=b',
    });
    await settle();
    expect(view().phase).toBe('loginFailed');
    await advance(LOGIN_ERROR_REDIRECT_MS - 1);
    expect(view().phase).toBe('loginFailed');
    await advance(1);
    expect(view()).toMatchObject({ phase: 'signedOut', signedOutReason: null });
  });

  it('a /login return that arrives while restoring is completed once restoring ends', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const fakes = instantActors();
    const actor = createActor(sessionMachine.provide({ actors: fakes.actors }), {
      input: memoryDeps(clock),
      clock,
    });
    // Sent before start, as a child component's effect does before the provider's effect.
    actor.send({ type: 'LOGIN.RETURNED', url: 'https://app.example/login?code=abc&state=xyz' });
    actor.start();
    await settle();
    expect(fakes.calls['completeLogin']).toEqual([
      { url: 'https://app.example/login?code=abc&state=xyz' },
    ]);
    expect(selectSessionView(actor.getSnapshot()).phase).toBe('signedIn');
  });

  it('a /login return is ignored when a stored session is restored (a reload of /login)', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const fakes = instantActors();
    const actor = createActor(sessionMachine.provide({ actors: fakes.actors }), {
      input: memoryDeps(clock, storedSession({ user: testUser('admin') })),
      clock,
    });
    actor.send({ type: 'LOGIN.RETURNED', url: 'https://app.example/login?code=used&state=old' });
    actor.start();
    await settle();
    expect(fakes.count('completeLogin')).toBe(0);
    expect(selectSessionView(actor.getSnapshot()).phase).toBe('signedIn');
  });

  it('a leader restored with an expired token is gated only after the token is renewed', async () => {
    const { view, fakes, advance } = await startSession({
      stored: storedSession({ commitmentAccepted: false, receivedAt: T0 - 2 * HOUR_S * 1000 }),
      answers: {
        checkCommitment: true,
        refreshSession: {
          tokens: testTokens({ idToken: 'renewed.id.token' }),
          id: 'user-leader',
          role: 'leader',
        },
      },
    });
    expect(view().gate).toBe('checking');
    expect(fakes.count('checkCommitment')).toBe(0);

    await advance(0); // the refresh is due at once
    expect(fakes.calls['checkCommitment']).toEqual([{ idToken: 'renewed.id.token' }]);
    expect(view().gate).toBe('checklist');
  });
});
