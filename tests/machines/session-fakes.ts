import { UnsecuredJWT } from 'jose';
import { fromPromise, type SimulatedClock } from 'xstate';
import type { Tokens } from '#src/core/identity/identity.ts';
import type {
  CompletedLogin,
  PersistedSession,
  RefreshInput,
  RefreshOutcome,
  SessionInput,
  SessionRole,
  SessionUser,
} from '#machines/session.machine.ts';
import { createMemoryStorage, createSessionStore } from '#src/core/session/session-storage.ts';
import { T0 as PATHS_T0 } from '#machines/session.paths.ts';

/** Test doubles for the session machine: deps in memory, actors that answer as told. */

/** The instant the path traversal is dated at; the fakes share it. */
export const T0 = PATHS_T0;
export const HOUR_S = 3600;

export function idToken(claims: Record<string, unknown>): string {
  return new UnsecuredJWT(claims).encode();
}

export function testTokens(overrides: Partial<Tokens> = {}): Tokens {
  return {
    accessToken: 'access.token.value',
    idToken: idToken({
      email: 'maria@example.org',
      name: 'Maria da Silva',
      'cognito:username': '11144477735',
    }),
    refreshToken: 'refresh-token',
    expiresIn: HOUR_S,
    ...overrides,
  };
}

export function testUser(
  role: SessionRole | null,
  overrides: Partial<SessionUser> = {},
): SessionUser {
  return {
    id: `user-${role ?? 'none'}`,
    role,
    login: '11144477735',
    name: 'Maria da Silva',
    email: 'maria@example.org',
    ...overrides,
  };
}

export function storedSession(overrides: Partial<PersistedSession> = {}): PersistedSession {
  return {
    tokens: testTokens(),
    receivedAt: T0,
    user: testUser('leader'),
    commitmentAccepted: true,
    checklistExpiresAt: null,
    ...overrides,
  };
}

export interface MemoryPorts extends SessionInput {
  raw: ReturnType<typeof createMemoryStorage>;
  analytics: Array<{ userId: string; role: SessionRole | null }>;
  cacheClears: () => number;
  clearReasons: () => string[];
}

/** Deps in memory; `now` follows the given clock (a SimulatedClock in timing tests). */
export function memoryDeps(
  clock: Pick<SimulatedClock, 'now'>,
  stored?: PersistedSession,
): MemoryPorts {
  const raw = createMemoryStorage();
  const storage = createSessionStore(raw);
  if (stored) storage.save(stored);
  const analytics: MemoryPorts['analytics'] = [];
  const clears: string[] = [];
  return {
    raw,
    analytics,
    cacheClears: () => clears.length,
    /** Why each clear happened: a refused refresh keeps the unsent work on the device. */
    clearReasons: () => [...clears],
    now: () => clock.now(),
    storage,
    dataLayer: { push: (entry) => void analytics.push(entry) },
    clearCachedData: (reason) => void clears.push(reason),
  };
}

type Answer<T> = T | Error | ((input: never) => T | Promise<T>);

export interface InstantAnswers {
  completeLogin?: Answer<CompletedLogin>;
  refreshSession?: Answer<RefreshOutcome>;
  checkCommitment?: Answer<boolean>;
  acceptCommitment?: Answer<boolean>;
  confirmChecklist?: Answer<boolean>;
  endProviderSession?: Answer<void>;
  signOut?: Answer<void>;
}

/** Actors that answer at once; every call is recorded with its input. */
export function instantActors(answers: InstantAnswers = {}) {
  const calls: Record<string, unknown[]> = {};
  function answering<T, I>(name: string, answer: Answer<T> | undefined, fallback: T) {
    return fromPromise<T, I>(async ({ input }) => {
      (calls[name] ??= []).push(input);
      const chosen = answer === undefined ? fallback : answer;
      if (chosen instanceof Error) throw chosen;
      return typeof chosen === 'function'
        ? (chosen as (input: I) => T | Promise<T>)(input)
        : chosen;
    });
  }
  const leaderLogin: CompletedLogin = { tokens: testTokens(), user: testUser('leader') };
  return {
    calls,
    count: (name: string) => calls[name]?.length ?? 0,
    actors: {
      restoreSession: fromPromise<PersistedSession | null, { storage: SessionInput['storage'] }>(
        async ({ input }) => input.storage.load(),
      ),
      startSignIn: answering<void, void>('startSignIn', undefined, undefined),
      completeLogin: answering<CompletedLogin, { url: string }>(
        'completeLogin',
        answers.completeLogin,
        leaderLogin,
      ),
      refreshSession: answering<RefreshOutcome, RefreshInput>(
        'refreshSession',
        answers.refreshSession,
        {
          tokens: testTokens({ accessToken: 'renewed.access.token' }),
          id: leaderLogin.user.id,
          role: 'leader',
        },
      ),
      checkCommitment: answering<boolean, { idToken: string }>(
        'checkCommitment',
        answers.checkCommitment,
        false,
      ),
      acceptCommitment: answering<boolean, { idToken: string }>(
        'acceptCommitment',
        answers.acceptCommitment,
        true,
      ),
      confirmChecklist: answering<boolean, { idToken: string }>(
        'confirmChecklist',
        answers.confirmChecklist,
        true,
      ),
      endProviderSession: answering<void, { refreshToken: string | null }>(
        'endProviderSession',
        answers.endProviderSession,
        undefined,
      ),
      signOut: answering<void, void>('signOut', answers.signOut, undefined),
    },
  };
}

/** Lets promise callbacks (and the machine's reactions to them) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

type Settle = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Actors that wait until the test answers them: `answer('completeLogin', { output })`.
 * Used to replay graph paths, where each `xstate.done.actor.X` step becomes an answer.
 */
export function controlledActors() {
  const waiting = new Map<string, Settle[]>();
  function waitingFor<T, I>(name: string) {
    return fromPromise<T, I>(
      () =>
        new Promise<T>((resolve, reject) => {
          const queue = waiting.get(name) ?? [];
          queue.push({ resolve: (output) => resolve(output as T), reject });
          waiting.set(name, queue);
        }),
    );
  }
  return {
    answer(name: string, outcome: { output: unknown } | { error: unknown }) {
      const pending = waiting.get(name)?.pop();
      if (!pending) throw new Error(`the machine is not waiting for ${name}`);
      if ('output' in outcome) pending.resolve(outcome.output);
      else pending.reject(outcome.error);
    },
    actors: {
      restoreSession: waitingFor<PersistedSession | null, { storage: SessionInput['storage'] }>(
        'restoreSession',
      ),
      startSignIn: waitingFor<void, void>('startSignIn'),
      completeLogin: waitingFor<CompletedLogin, { url: string }>('completeLogin'),
      refreshSession: waitingFor<RefreshOutcome, RefreshInput>('refreshSession'),
      checkCommitment: waitingFor<boolean, { idToken: string }>('checkCommitment'),
      acceptCommitment: waitingFor<boolean, { idToken: string }>('acceptCommitment'),
      confirmChecklist: waitingFor<boolean, { idToken: string }>('confirmChecklist'),
      endProviderSession: waitingFor<void, { refreshToken: string | null }>('endProviderSession'),
      signOut: waitingFor<void, void>('signOut'),
    },
  };
}
