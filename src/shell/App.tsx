import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { retryingLazy } from '#src/ui/retrying-lazy.ts';
import { ErrorBoundary, LoadingScreen, useChunksReady } from '#src/ui/Notice.tsx';
import { LandingScreen } from './landing/LandingScreen.tsx';
import { isPublicPage, PublicPage } from './PublicPages.tsx';
import { hasStoredSession } from '#src/core/session/stored-session-flag.ts';
import { applyUpdate, useUpdateAvailable } from '#src/core/app-update.ts';
import { copy } from '#src/ui/copy.ts';
import { Button } from '#src/ui/Button.tsx';
import * as styles from '#src/ui/Notice.css.ts';

// The landing page is part of the first download, so a first visit paints it at once.
const SessionApp = retryingLazy(() => import('./SessionApp.tsx'));

type Start = 'publicOnly' | 'restore' | 'signIn';

/** What the build rendered to HTML for that page, so main.tsx can hydrate it. */
export function startsWithoutSession(location: string): boolean {
  return isPublicPage(location) && !hasStoredSession();
}

/**
 * The session loads on 'Entrar', on any other route, or when one is stored: the landing page stays
 * light.
 */
export function App() {
  const [location] = useLocation();
  const [start, setStart] = useState<Start>(() =>
    startsWithoutSession(location) ? 'publicOnly' : 'restore',
  );
  // Leaving the public pages (the browser's back button can) starts the session.
  if (start === 'publicOnly' && !isPublicPage(location)) setStart('restore');
  // Shown without suspending once downloaded; the landing page never asks for it.
  const sessionAppReady = useChunksReady(start === 'publicOnly' ? [] : [SessionApp]);

  if (start === 'publicOnly') {
    return (
      <>
        <UpdatePrompt />
        <ErrorBoundary>
          <PublicPage location={location} onSignIn={() => setStart('signIn')} />
        </ErrorBoundary>
      </>
    );
  }
  // While the session code downloads after 'Entrar', the landing page stays, its button busy.
  const loading =
    start === 'signIn' ? (
      <LandingScreen onSignIn={() => undefined} signingIn sessionExpired={false} />
    ) : (
      <LoadingScreen />
    );
  return (
    <>
      <UpdatePrompt />
      <ErrorBoundary>
        <Suspense fallback={loading}>
          {sessionAppReady ? <SessionApp signInNow={start === 'signIn'} /> : loading}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const [updating, setUpdating] = useState(false);
  if (!available) return null;
  return (
    <div className={styles.updatePrompt} role="status">
      <span className={styles.updateMessage}>{copy.update.available}</span>
      <Button
        variant="outline"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void applyUpdate();
        }}
      >
        {copy.update.apply}
      </Button>
    </div>
  );
}
