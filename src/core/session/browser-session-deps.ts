import { sessionMachine, type SessionInput } from '#machines/session.machine.ts';
import { loadIdentity } from '../identity/select-identity.ts';
import { createSessionScopes, type SessionScopes } from '../session-scope/session-scope.ts';
import {
  browserSessionInput,
  createSessionActors,
  type SessionOperations,
} from './session-actors.ts';

export interface BrowserSessionDeps {
  logic: typeof sessionMachine;
  input: SessionInput;
  scopes: SessionScopes;
}

export function createBrowserSessionDeps(): BrowserSessionDeps {
  const scopes = createSessionScopes();
  let operations: Promise<SessionOperations> | null = null;
  const loadOperations = () =>
    (operations ??= import('./session-graphql.ts')
      .then((module) => module.createSessionOperations())
      .catch((error: unknown) => {
        // A chunk that failed to download (weak data) is tried again on the next call.
        operations = null;
        throw error;
      }));
  return {
    logic: sessionMachine.provide({
      actors: createSessionActors({ identity: loadIdentity, operations: loadOperations }),
    }),
    input: browserSessionInput(() => scopes.end()),
    scopes,
  };
}
