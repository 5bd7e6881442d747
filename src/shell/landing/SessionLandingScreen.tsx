import { useState } from 'react';
import { useSessionSend, useSessionView } from '#src/core/session/session-context.tsx';
import { LandingScreen } from './LandingScreen.tsx';

/**
 * The landing page once the session runs (after a sign-out or a failed refresh). A person signed
 * in without a role stays here (docs/product.md R5.1): 'Entrar' would only bring them back, so
 * they get 'Sair' instead, and whom to ask (R13.3).
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
