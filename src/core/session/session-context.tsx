import { useEffect, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { sessionMachine, type SessionCommand } from '../../../machines/session.machine';
import { sameSessionView, selectSessionView, type SessionView } from '../../../machines/session.selectors';
import { loadIdentity } from '../identity/select-identity';
import { inspectMachines } from '../machine-inspection';
import { browserSessionInput, createSessionActors } from './session-actors';

/**
 * The app-wide session actor. Without `options`, the Provider runs on the browser's ports
 * (device clock, localStorage, window.dataLayer); tests pass
 * `<SessionContext.Provider logic={sessionMachine.provide({ actors: fakes })}>`.
 */
export const SessionContext = createActorContext(sessionMachine, { input: browserSessionInput() });

const browserSessionLogic = sessionMachine.provide({
  actors: createSessionActors({
    identity: loadIdentity,
    operations: () => import('./session-graphql').then((module) => module.sessionOperations),
  }),
});

/** The /machines page follows this actor when the inspector is built in. */
const sessionOptions = { inspect: inspectMachines };

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider logic={browserSessionLogic} options={sessionOptions}>
      <ResumeTimersWhenVisible />
      {children}
    </SessionContext.Provider>
  );
}

/** A phone that slept may have missed a timer; the machine re-dates them on return. */
function ResumeTimersWhenVisible() {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const resume = () => {
      if (document.visibilityState === 'visible') session.send({ type: 'APP.RESUMED' });
    };
    document.addEventListener('visibilitychange', resume);
    return () => document.removeEventListener('visibilitychange', resume);
  }, [session]);
  return null;
}

export function useSessionView(): SessionView {
  return SessionContext.useSelector(selectSessionView, sameSessionView);
}

export function useSessionSend(): (event: SessionCommand) => void {
  return SessionContext.useActorRef().send;
}
