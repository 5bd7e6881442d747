import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { sessionCopy } from '../shared/copy.ts';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { VisuallyHidden } from '#src/ui/Screen.tsx';
import { useSessionSend, useSessionView } from '#src/core/session/session-context.tsx';
import * as styles from './LoginScreen.css.ts';
import { paths } from '#src/lib/paths.ts';

/** The machine decides success or failure; this screen only follows. */
export function LoginScreen() {
  const view = useSessionView();
  const send = useSessionSend();
  const [, navigate] = useLocation();
  const [returned] = useState(() => isAuthResponse(window.location));
  const sent = useRef(false);
  const started = useRef(false);

  useEffect(() => {
    if (!returned) {
      navigate(paths.landing.link(), { replace: true });
      return;
    }
    if (sent.current) return;
    sent.current = true;
    send({ type: 'LOGIN.RETURNED', url: window.location.href });
  }, [returned, navigate, send]);

  useEffect(() => {
    if (view.phase === 'completingLogin' || view.phase === 'loginFailed') started.current = true;
    if (view.phase === 'signedIn') {
      // With a role, the list's guard sends a leader on to the terms or checklist if still due.
      const home =
        view.user?.role === 'ouvidoria' ? paths.complaints.link() : paths.donationList.link();
      navigate(view.user?.role ? home : paths.landing.link(), {
        replace: true,
      });
    } else if (view.phase === 'signedOut' && started.current) {
      navigate(paths.landing.link(), { replace: true });
    }
  }, [view.phase, view.user, navigate]);

  if (view.phase === 'loginFailed') {
    return (
      <main className={styles.root}>
        <VisuallyHidden as="h1">{sessionCopy.login.title}</VisuallyHidden>
        <Notice tone="danger" role="alert">
          <p>{sessionCopy.login.failed}</p>
          <p>{sessionCopy.login.redirecting}</p>
        </Notice>
      </main>
    );
  }

  return (
    <main className={styles.root}>
      <VisuallyHidden as="h1">{sessionCopy.login.title}</VisuallyHidden>
      <LoadingScreen label={sessionCopy.login.processing} />
    </main>
  );
}

/** A token response in the fragment, `?code=…` or `?error=…`. */
export function isAuthResponse(location: Pick<Location, 'hash' | 'search'>): boolean {
  if (location.hash.length > 1) return true;
  const query = new URLSearchParams(location.search);
  return query.has('code') || query.has('error');
}
