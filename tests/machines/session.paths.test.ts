import { afterAll, describe, expect, it } from 'vitest';
import {
  createActor,
  SimulatedClock,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes, type StatePath } from 'xstate/graph';
import {
  sessionMachine,
  type PersistedSession,
  type SessionEvent,
  type SessionInput,
} from '#machines/session.machine.ts';
import { describePath } from '#machines/graph-paths.ts';
import { sessionPathGroups } from '#machines/session.paths.ts';
import { selectSessionView } from '#machines/session.selectors.ts';
import { controlledActors, memoryDeps, settle, T0 } from './session-fakes.ts';

/**
 * Model-based tests: paths generated from the machine with xstate/graph (shortest paths to
 * every state, the shortest path to every edge followed by that edge, and simple paths through
 * the sign-in, gate and token areas) are replayed on a
 * live actor whose actors answer as each step says. Every state and every transition must be
 * taken at least once. Timers are replayed by sending their `xstate.after.*` event: when they
 * fire is the subject of session.timing.test.ts.
 */

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
type SessionPath = StatePath<SessionSnapshot, SessionEvent>;

const transitionKey = (t: AnyTransitionDefinition) =>
  `${t.source.id} ${t.eventType || '(always)'} -> ${(t.target ?? []).map((node) => node.id).join(',') || '(self)'}`;

const allNodes = getStateNodes(sessionMachine.root);
const allTransitions = allNodes.flatMap((node) => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
]);

const takenTransitions = new Set<string>();
const reachedNodes = new Set<string>();

function stateValueOf(path: readonly string[]): string | Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('the root has no path');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest) };
}

function record(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep') return;
  for (const transition of event._transitions) takenTransitions.add(transitionKey(transition));
  const snapshot = event.snapshot as SessionSnapshot;
  for (const node of allNodes) {
    if (snapshot.matches(stateValueOf(node.path) as never)) reachedNodes.add(node.id);
  }
}

const ACTOR_ANSWER = /^xstate\.(done|error)\.actor\.(.+)$/;

async function replay(steps: SessionPath['steps']) {
  const fakes = controlledActors();
  const deps = memoryDeps({ now: () => T0 });
  const actor = createActor(sessionMachine.provide({ actors: fakes.actors }), {
    input: deps,
    inspect: record,
    // Never advanced: timers fire only as the path says (their timing is tested elsewhere).
    clock: new SimulatedClock(),
  }).start();
  await settle();
  for (const { event, state } of steps) {
    const type: string = event.type;
    if (type !== 'xstate.init') {
      const answer = ACTOR_ANSWER.exec(type);
      const { output, error } = event as { output?: unknown; error?: unknown };
      // What restore answers is what the device had stored.
      if (answer?.[2] === 'restoreSession' && output) deps.storage.save(output as PersistedSession);
      if (answer?.[1] === 'done') fakes.answer(answer[2]!, { output });
      else if (answer?.[1] === 'error') fakes.answer(answer[2]!, { error });
      else actor.send(event);
      await settle();
    }
    expect(actor.getSnapshot().value, `after ${event.type}`).toEqual(state.value);
    expectSessionInvariants(actor.getSnapshot(), deps);
  }
  actor.stop();
}

/** What must hold in every state, whatever the path that led there. */
function expectSessionInvariants(snapshot: SessionSnapshot, deps: SessionInput) {
  const view = selectSessionView(snapshot);
  const stored = deps.storage.load();
  if (view.phase === 'signedIn') {
    expect(view.user).not.toBeNull();
    expect(stored?.user.id).toBe(view.user?.id);
    if (view.user?.role === 'leader' && view.gate === 'open') {
      expect(stored?.checklistExpiresAt).toBeGreaterThan(T0);
    }
    if (view.user?.role !== 'leader') expect(view.gate).toBe('open');
  } else {
    expect(view).toMatchObject({ user: null, gate: null, home: null });
  }
  if (view.phase === 'signedOut') {
    expect(stored).toBeNull();
    expect(snapshot.context.tokens).toBeNull();
  }
}

describe('session machine paths (xstate/graph)', () => {
  for (const group of sessionPathGroups()) {
    describe(group.title, () => {
      it.each(group.paths.map((path) => [describePath(path), path] as const))(
        '%s',
        async (_name, path) => {
          await replay(path.steps);
        },
      );
    });
  }

  afterAll(() => {
    // Checked after every replay above has run (a failed replay already failed its own test).
    const missingTransitions = allTransitions
      .map(transitionKey)
      .filter((key) => !takenTransitions.has(key));
    const missingNodes = allNodes.map((node) => node.id).filter((id) => !reachedNodes.has(id));
    expect(missingTransitions).toEqual([]);
    expect(missingNodes).toEqual([]);
  });
});
