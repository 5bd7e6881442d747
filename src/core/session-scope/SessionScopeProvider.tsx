import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { SessionScope } from './session-scope.ts';
import { SessionScopeContext } from './session-scope-context.ts';
import { useNotificationFollowsScreen } from './use-notification.ts';

function NotificationFollowsScreen() {
  useNotificationFollowsScreen();
  return null;
}

/** Gives the signed-in area its scope, and Apollo's hooks the scope's client. */
export function SessionScopeProvider({
  scope,
  children,
}: {
  scope: SessionScope;
  children: ReactNode;
}) {
  return (
    <SessionScopeContext.Provider value={scope}>
      <NotificationFollowsScreen />
      <ApolloProvider client={scope.apollo}>{children}</ApolloProvider>
    </SessionScopeContext.Provider>
  );
}
