import { useSessionSend, useSessionView } from '#src/core/session/session-context.tsx';
import { LandingScreen } from './LandingScreen';

/** The landing page once the session runs (after a sign-out or a failed refresh). */
export function SessionLandingScreen() {
  const view = useSessionView();
  const send = useSessionSend();
  return (
    <LandingScreen
      onSignIn={() => send({ type: 'SIGN_IN' })}
      signingIn={view.redirectingToSignIn}
      sessionExpired={view.signedOutReason === 'refreshFailed'}
      accessPending={view.user !== null && view.user.role === null}
    />
  );
}
