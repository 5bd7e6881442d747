import { useState } from 'react';
import { useSessionSend, useSessionView } from '#src/core/session/session-context.tsx';
import { LandingScreen } from './LandingScreen.tsx';

/**
 * A person signed in without a role gets 'Sair' instead of 'Entrar', which would only bring them
 * back.
 */
export function SessionLandingScreen() {
  const view = useSessionView();
  const send = useSessionSend();
  // The machine remembers a sign-out that found no connection; only one tried here says so.
  const [triedToSignOut, setTriedToSignOut] = useState(false);
  const withoutRole = view.user !== null && view.user.role === null;
  return (
    <LandingScreen
      onSignIn={() => send({ type: 'SIGN_IN' })}
      signingIn={view.redirectingToSignIn}
      sessionExpired={view.signedOutReason === 'refreshFailed'}
      accessPending={
        withoutRole && view.user
          ? {
              name: view.user.name,
              onSignOut: () => {
                setTriedToSignOut(true);
                send({ type: 'SIGN_OUT' });
              },
              signingOut: view.signOut === 'reachingProvider',
              signOutOffline: triedToSignOut && view.signOut === 'unreachable',
            }
          : null
      }
    />
  );
}
