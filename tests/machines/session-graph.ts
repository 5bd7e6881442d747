import type { EventObject, SnapshotFrom } from 'xstate';
import { sessionMachine, type SessionEvent, type SessionInput } from '../../machines/session.machine';
import { memoryPorts, storedSession, T0, testTokens, testUser } from './session-fakes';

/**
 * The events the graph traversal may send in each state, with the payloads that matter:
 * actor answers (done / error) stand for what the fake actors will answer on replay.
 * The clock stays at T0 throughout, in the traversal and in the replay.
 */

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const HOUR_MS = 3600 * 1000;
const failure = new Error('failed');

/**
 * Events that actors and timers produce inside the machine. XState's types name only the events
 * sent from outside, so the traversal (which must feed these too) sees them through a cast.
 */
const internal = (event: EventObject) => event as unknown as SessionEvent;
const done = (id: string, output: unknown) => internal({ type: `xstate.done.actor.${id}`, output, actorId: id } as EventObject);
const error = (id: string) => internal({ type: `xstate.error.actor.${id}`, error: failure, actorId: id } as EventObject);
const after = (type: string) => internal({ type });

export function traversalInput(): SessionInput {
  return memoryPorts({ now: () => T0 });
}

export function graphEvents(snapshot: SessionSnapshot): SessionEvent[] {
  const role = snapshot.context.user?.role ?? 'leader';
  return [
    { type: 'SIGN_IN' },
    { type: 'LOGIN.RETURNED', url: 'https://app.example/login?code=abc&state=xyz' },
    { type: 'TERMS.ACCEPT' },
    { type: 'TERMS.CANCEL' },
    { type: 'CHECKLIST.CONFIRM' },
    { type: 'SIGN_OUT' },
    { type: 'APP.RESUMED' },
    { type: 'TOKENS.RENEWED' },
    after('xstate.after.loginErrorRedirect.session.loginFailed'),
    after('xstate.after.tokenRefresh.session.signedIn.token.waiting'),
    after('xstate.after.refreshRetry.session.signedIn.token.retrying'),
    after('xstate.after.checklistExpiry.session.signedIn.gates.open'),
    done('restoreSession', null),
    done('restoreSession', storedSession({ user: testUser('admin') })),
    done('restoreSession', storedSession({ checklistExpiresAt: T0 + HOUR_MS })),
    done('restoreSession', storedSession({ commitmentAccepted: false, receivedAt: T0 - 2 * HOUR_MS })),
    error('restoreSession'),
    done('startSignIn', undefined),
    error('startSignIn'),
    done('completeLogin', { tokens: testTokens(), user: testUser('leader') }),
    done('completeLogin', { tokens: testTokens(), user: testUser('readonly') }),
    error('completeLogin'),
    done('refreshSession', { tokens: testTokens(), id: `user-${role}`, role }),
    // The server may report another role after a refresh.
    done('refreshSession', { tokens: testTokens(), id: `user-${role}`, role: role === 'leader' ? 'admin' : 'leader' }),
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
    done('signOut', undefined),
    error('signOut'),
  ];
}

/** What distinguishes two states for the traversal: the state value and the flags guards read. */
export function serializeSession(snapshot: SessionSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    role: context.user?.role ?? null,
    commitment: context.commitmentAccepted,
    checklistValid: context.checklistExpiresAt !== null && context.checklistExpiresAt > T0,
    tokenExpired: context.receivedAt !== null && context.tokens !== null && context.receivedAt + context.tokens.expiresIn * 1000 <= T0,
    returnUrl: context.returnUrl !== null,
    reason: context.signedOutReason,
  });
}
