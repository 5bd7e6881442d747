import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { sessionMachine, type SessionCommand } from '#machines/session.machine.ts';
import {
  sameSessionView,
  selectSessionView,
  type SessionView,
} from '#machines/session.selectors.ts';
import { inspectMachines } from '../machine-inspection.ts';
import type { SessionScopeSlot } from '../session-scope/session-scope.ts';
import { createBrowserSessionWiring } from './browser-session-wiring.ts';
import { tokenReaderOf, type SessionTokenReader } from './session-tokens.ts';

/**
 * The app-wide session actor. SessionProvider runs it on the browser's ports (device clock,
 * localStorage, window.dataLayer); tests pass
 * `<SessionContext.Provider logic={sessionMachine.provide({ actors: fakes })} options={{ input }}>`.
 */
export const SessionContext = createActorContext(sessionMachine);

const SessionScopeSlotContext = createContext<SessionScopeSlot | null>(null);

type SessionProviderProps = {
  children: ReactNode;
  /** Tests replace the machine's actors; the ports and the scope slot stay the browser's. */
  logic?: typeof sessionMachine;
};

export function SessionProvider({ children, logic }: SessionProviderProps) {
  const [wiring] = useState(createBrowserSessionWiring);
  // The /machines page follows this actor when the inspector is built in.
  const [options] = useState(() => ({ input: wiring.input, inspect: inspectMachines }));
  return (
    <SessionContext.Provider logic={logic ?? wiring.logic} options={options}>
      <SessionScopeSlotContext.Provider value={wiring.scopes}>
        <ResumeTimersWhenVisible />
        {children}
      </SessionScopeSlotContext.Provider>
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

/** Reads the session's tokens at call time (see session-tokens.ts). */
export function useSessionTokens(): SessionTokenReader {
  const session = SessionContext.useActorRef();
  return useMemo(() => tokenReaderOf(session), [session]);
}

export function useSessionScopeSlot(): SessionScopeSlot {
  const slot = useContext(SessionScopeSlotContext);
  if (slot === null) throw new Error('useSessionScopeSlot() needs SessionProvider');
  return slot;
}
