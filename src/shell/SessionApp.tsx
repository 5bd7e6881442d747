import { useEffect, useRef } from 'react';
import { AppRoutes } from './routes.tsx';
import {
  SessionProvider,
  useSessionSend,
  useSessionView,
} from '#src/core/session/session-context.tsx';

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

export default function SessionApp({ signInNow }: { signInNow: boolean }) {
  return (
    <SessionProvider>
      {signInNow ? <SignInWhenReady /> : null}
      <AppRoutes />
    </SessionProvider>
  );
}
