import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { persistApolloCache, type CachePersistence } from '../core/apollo/apollo-cache-persistence';
import { SessionContext } from '../core/session/session-context';
import { onSessionDataCleared } from '../core/session/session-actors';
import { createClientFor } from '../core/session/session-graphql';

/**
 * Apollo for the signed-in area. Loaded with React.lazy by the routes, so Apollo and GraphQL
 * never reach the landing page. One client for the page's lifetime, its cache kept in
 * localStorage between visits; sign-out empties both.
 */

let readIdToken: () => string | null = () => null;
let client: ApolloClient | null = null;
let persistence: CachePersistence | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

onSessionDataCleared(() => {
  persistence?.clear();
  client?.clearStore().catch(() => {
    // Nothing to keep: an aborted in-flight query is fine when the session is gone.
  });
});

function createSignedInClient(): ApolloClient {
  const created = createClientFor(() => readIdToken());
  persistence = persistApolloCache(created.cache, browserStorage());
  window.addEventListener('pagehide', () => persistence?.flush());
  return created;
}

export default function SignedInApollo({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef();
  // Idempotent: always the same app-wide actor, read at request time for the current token.
  readIdToken = () => session.getSnapshot().context.tokens?.idToken ?? null;
  client ??= createSignedInClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
