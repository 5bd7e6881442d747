import { createContext, useContext } from 'react';
import type { SessionScope } from './session-scope.ts';

/** The signed-in person's scope; provided by SessionScopeProvider around the signed-in area. */
export const SessionScopeContext = createContext<SessionScope | null>(null);

export function useSessionScope(): SessionScope {
  const scope = useContext(SessionScopeContext);
  if (scope === null)
    throw new Error(
      'useSessionScope() is only available inside the signed-in area (SessionScopeProvider)',
    );
  return scope;
}
