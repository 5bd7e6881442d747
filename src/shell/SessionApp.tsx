import { useEffect, useRef } from 'react';
import { AppRoutes } from './routes.tsx';
import {
  SessionProvider,
  useSessionSend,
  useSessionView,
} from '#src/core/session/session-context.tsx';

/** Sends SIGN_IN once the session machine has settled as signed out. */
function SignInWhenReady() {
  const { phase } = useSessionView();
  const send = useSessionSend();
  const sent = useRef(false);
  useEffect(() => {
    if (phase !== 'signedOut' || sent.current) return;
    sent.current = true;
    send({ type: 'SIGN_IN' });
  }, [phase, send]);
  return null;
}

/** The whole app with its session: loaded once a session exists or is being started. */
export default function SessionApp({ signInNow }: { signInNow: boolean }) {
  return (
    <SessionProvider>
      {signInNow ? <SignInWhenReady /> : null}
      <AppRoutes />
    </SessionProvider>
  );
}
