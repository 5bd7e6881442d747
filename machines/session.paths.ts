import type { EventObject, SnapshotFrom } from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';
import type { Tokens } from './session-types.ts';
import { internal, type PathGroup } from './graph-paths.ts';
import {
  sessionMachine,
  type PersistedSession,
  type SessionEvent,
  type SessionInput,
  type SessionRole,
  type SessionUser,
} from './session.machine.ts';

/** Actor answers in the events stand for what the fakes answer on replay; the clock stays at T0. */

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionPath = StatePath<SessionSnapshot, SessionEvent>;
export type SessionPathGroup = PathGroup<SessionSnapshot, SessionEvent, SessionInput>;

export const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const HOUR_S = 3600;
const HOUR_MS = HOUR_S * 1000;

/** Unsigned (alg none): nothing checks its signature here. */
const ID_TOKEN =
  'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6Im1hcmlhQGV4YW1wbGUub3JnIiwibmFtZSI6Ik1hcmlhIGRhIFNpbHZhIiwiY29nbml0bzp1c2VybmFtZSI6IjExMTQ0NDc3NzM1In0.';

export const pathTokens = (): Tokens => ({
  accessToken: 'access.token.value',
  idToken: ID_TOKEN,
  refreshToken: 'refresh-token',
  expiresIn: HOUR_S,
});

export const pathUser = (role: SessionRole | null): SessionUser => ({
  id: `user-${role ?? 'none'}`,
  role,
  login: '11144477735',
  name: 'Maria da Silva',
  email: 'maria@example.org',
});

export const pathStoredSession = (overrides: Partial<PersistedSession> = {}): PersistedSession => ({
  tokens: pathTokens(),
  receivedAt: T0,
  user: pathUser('leader'),
  commitmentAccepted: true,
  checklistExpiresAt: null,
  ...overrides,
});

export function sessionTraversalPorts(): SessionInput {
  let stored: PersistedSession | null = null;
  return {
    now: () => T0,
    storage: {
      load: () => stored,
      save: (session) => void (stored = session),
      clear: () => void (stored = null),
    },
    dataLayer: { push: () => undefined },
    clearCachedData: () => undefined,
  };
}

const failure = new Error('failed');
const done = (id: string, output: unknown) =>
  internal<SessionEvent>({ type: `xstate.done.actor.${id}`, output, actorId: id } as EventObject);
const error = (id: string) =>
  internal<SessionEvent>({
    type: `xstate.error.actor.${id}`,
    error: failure,
    actorId: id,
  } as EventObject);
const after = (type: string) => internal<SessionEvent>({ type });

export function sessionGraphEvents(snapshot: SessionSnapshot): SessionEvent[] {
  const role = snapshot.context.user?.role ?? 'leader';
  return [
    { type: 'SIGN_IN' },
    { type: 'LOGIN.RETURNED', url: 'https://app.example/login?code=abc&state=xyz' },
    { type: 'TERMS.ACCEPT' },
    { type: 'TERMS.CANCEL' },
    { type: 'CHECKLIST.CONFIRM' },
    { type: 'AWAY.REPORTED' },
    { type: 'AWAY.BACK' },
    { type: 'SIGN_OUT' },
    { type: 'APP.RESUMED' },
    { type: 'TOKENS.RENEWED' },
    after('xstate.after.loginErrorRedirect.session.loginFailed'),
    after('xstate.after.tokenRefresh.session.signedIn.token.waiting'),
    after('xstate.after.refreshRetry.session.signedIn.token.retrying'),
    after('xstate.after.checklistExpiry.session.signedIn.gates.open'),
    after('xstate.after.logoutNavigationWait.session.leavingForLogout'),
    done('restoreSession', null),
    done('restoreSession', pathStoredSession({ user: pathUser('admin') })),
    done('restoreSession', pathStoredSession({ checklistExpiresAt: T0 + HOUR_MS })),
    done('restoreSession', pathStoredSession({ reportedAway: true })),
    done(
      'restoreSession',
      pathStoredSession({ commitmentAccepted: false, receivedAt: T0 - 2 * HOUR_MS }),
    ),
    error('restoreSession'),
    done('startSignIn', undefined),
    error('startSignIn'),
    done('completeLogin', { tokens: pathTokens(), user: pathUser('leader') }),
    done('completeLogin', { tokens: pathTokens(), user: pathUser('readonly') }),
    error('completeLogin'),
    done('refreshSession', { tokens: pathTokens(), id: `user-${role}`, role }),
    done('refreshSession', {
      tokens: pathTokens(),
      id: `user-${role}`,
      role: role === 'leader' ? 'admin' : 'leader',
    }),
    done('refreshSession', { unreachable: true }),
    error('refreshSession'),
    done('checkCommitment', true),
    done('checkCommitment', false),
    error('checkCommitment'),
    done('acceptCommitment', true),
    error('acceptCommitment'),
    done('confirmChecklist', true),
    done('confirmChecklist', false),
    error('confirmChecklist'),
    done('endProviderSession', undefined),
    error('endProviderSession'),
    done('signOut', undefined),
    error('signOut'),
  ];
}

export function serializeSession(snapshot: SessionSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    role: context.user?.role ?? null,
    commitment: context.commitmentAccepted,
    checklistValid: context.checklistExpiresAt !== null && context.checklistExpiresAt > T0,
    away: context.reportedAway,
    tokenExpired:
      context.receivedAt !== null &&
      context.tokens !== null &&
      context.receivedAt + context.tokens.expiresIn * 1000 <= T0,
    returnUrl: context.returnUrl !== null,
    reason: context.signedOutReason,
  });
}

export function sessionPathGroups(): SessionPathGroup[] {
  const input = sessionTraversalPorts();
  const options: TraversalOptions<SessionSnapshot, SessionEvent, SessionInput> = {
    input,
    // Only events the state acts on: the rest would be self-loops.
    events: (snapshot) => sessionGraphEvents(snapshot).filter((event) => snapshot.can(event)),
    serializeState: serializeSession,
  };

  const shortest = getShortestPaths(sessionMachine, options);
  const prefixTo = (predicate: (snapshot: SessionSnapshot) => boolean) => {
    const path = shortest.find((candidate) => predicate(candidate.state));
    if (!path) throw new Error('no shortest path reaches the start of a sub-model');
    return path;
  };
  const simplePathsFrom = (start: SessionPath, allowed: RegExp) =>
    getSimplePaths(sessionMachine, {
      ...options,
      fromState: start.state,
      filterEvents: (_snapshot, event) => allowed.test(event.type),
    }).map((path) => ({ ...path, steps: [...start.steps, ...path.steps.slice(1)] }));

  const bySerial = new Map(shortest.map((path) => [serializeSession(path.state), path]));
  const edges: SessionPath[] = adjacencyMapToArray(getAdjacencyMap(sessionMachine, options)).map(
    ({ state, event, nextState }) => {
      const prefix = bySerial.get(serializeSession(state));
      if (!prefix) throw new Error(`no shortest path to ${serializeSession(state)}`);
      return {
        state: nextState,
        weight: prefix.weight + 1,
        steps: [...prefix.steps, { event, state: nextState }],
      };
    },
  );

  const signIn = getSimplePaths(sessionMachine, {
    ...options,
    stopWhen: (snapshot) => snapshot.matches('signedIn'),
  });
  const gates = simplePathsFrom(
    prefixTo((s) => s.matches({ signedIn: { gates: 'checkingCommitment' } })),
    /^(TERMS\.|CHECKLIST\.|AWAY\.|APP\.|TOKENS\.|xstate\.(done|error)\.actor\.(checkCommitment|acceptCommitment|confirmChecklist)$|xstate\.after\.checklistExpiry)/,
  );
  // Left to the edge paths: with the token region beside it, its retries multiply these tenfold.
  const tokens = simplePathsFrom(
    prefixTo(
      (s) => s.context.user?.role === 'readonly' && s.matches({ signedIn: { token: 'waiting' } }),
    ),
    /^(SIGN_OUT|APP\.|xstate\.(done|error)\.actor\.(refreshSession|signOut)$|xstate\.done\.actor\.endProviderSession$|xstate\.after\.(tokenRefresh|logoutNavigationWait))/,
  );

  return [
    { title: 'shortest path to every state', input, paths: shortest },
    { title: 'every transition of the graph', input, paths: edges },
    { title: 'simple paths through sign-in and restore', input, paths: signIn },
    { title: 'simple paths through the leader gates', input, paths: gates },
    { title: 'simple paths through token refresh and sign-out', input, paths: tokens },
  ];
}
