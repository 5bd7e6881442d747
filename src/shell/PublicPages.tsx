import { lazy, Suspense } from 'react';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { paths } from '#src/lib/paths.ts';
import { LandingScreen } from './landing/LandingScreen.tsx';

const RegisterScreen = lazy(() =>
  import('./PublicScreens.tsx').then((module) => ({
    default: module.RegisterScreen,
  })),
);
const CadastroScreen = lazy(() =>
  import('./PublicScreens.tsx').then((module) => ({
    default: module.CadastroScreen,
  })),
);

/** The build renders each one to HTML, so its text paints before JavaScript runs. */
export const publicPagePaths: readonly string[] = [
  paths.landing.pattern,
  paths.register.pattern,
  paths.cadastro.pattern,
];

export function isPublicPage(location: string): boolean {
  return publicPagePaths.includes(location);
}

export function PublicPage({ location, onSignIn }: { location: string; onSignIn: () => void }) {
  if (location === paths.landing.pattern)
    return <LandingScreen onSignIn={onSignIn} signingIn={false} sessionExpired={false} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {location === paths.register.pattern ? <RegisterScreen /> : <CadastroScreen />}
    </Suspense>
  );
}
