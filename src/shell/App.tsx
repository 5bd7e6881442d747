import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingScreen } from '../ui/LoadingScreen';
import { LandingScreen } from './landing/LandingScreen';
import { hasStoredSession } from '../core/session/stored-session-flag';
import { paths } from '../lib/paths';

// The landing page is part of the first download, so a first visit paints it at once.
const SessionApp = lazy(() => import('./SessionApp'));

type Start = 'landingOnly' | 'restore' | 'signIn';

/**
 * A first visit to '/' shows the landing page with React alone: the session machine (and
 * everything after it) loads when the person presses 'Entrar', or at once on any other route
 * or when a session is stored on this device. This keeps the landing page within its budget
 * on a cheap phone with weak data.
 */
export function App() {
  const [location] = useLocation();
  const [start, setStart] = useState<Start>(() =>
    location === paths.landing.pattern && !hasStoredSession() ? 'landingOnly' : 'restore',
  );

  if (start === 'landingOnly') {
    return (
      <ErrorBoundary>
        <LandingScreen onSignIn={() => setStart('signIn')} signingIn={false} sessionExpired={false} />
      </ErrorBoundary>
    );
  }
  // While the session code downloads after 'Entrar', the landing page stays, its button busy.
  const loading =
    start === 'signIn' ? <LandingScreen onSignIn={() => undefined} signingIn sessionExpired={false} /> : <LoadingScreen />;
  return (
    <ErrorBoundary>
      <Suspense fallback={loading}>
        <SessionApp signInNow={start === 'signIn'} />
      </Suspense>
    </ErrorBoundary>
  );
}
