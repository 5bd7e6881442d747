import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { sessionMachine, type SessionCommand } from '#machines/session.machine.ts';
import {
  sameSessionView,
  selectSessionView,
  type SessionView,
} from '#machines/session.selectors.ts';
import { inspectMachines } from '../machine-inspection.ts';
import type { SessionScopes } from '../session-scope/session-scope.ts';
import { createBrowserSessionDeps } from './browser-session-deps.ts';
import { tokenReaderOf, type SessionTokenReader } from './session-tokens.ts';

export const SessionContext = createActorContext(sessionMachine);

const SessionScopesContext = createContext<SessionScopes | null>(null);

type SessionProviderProps = {
  children: ReactNode;
  logic?: typeof sessionMachine;
};

export function SessionProvider({ children, logic }: SessionProviderProps) {
  const [deps] = useState(createBrowserSessionDeps);
  const [options] = useState(() => ({ input: deps.input, inspect: inspectMachines }));
  return (
    <SessionContext.Provider logic={logic ?? deps.logic} options={options}>
      <SessionScopesContext.Provider value={deps.scopes}>
        <ResumeTimersWhenVisible />
        {children}
      </SessionScopesContext.Provider>
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

export function useSessionTokens(): SessionTokenReader {
  const session = SessionContext.useActorRef();
  return useMemo(() => tokenReaderOf(session), [session]);
}

export function useSessionScopes(): SessionScopes {
  const scopes = useContext(SessionScopesContext);
  if (scopes === null) throw new Error('useSessionScopes() needs SessionProvider');
  return scopes;
}
