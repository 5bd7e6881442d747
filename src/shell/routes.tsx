import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingScreen } from '../ui/LoadingScreen';
import { retryingLazy, type RetryingLazyComponent } from '../ui/retrying-lazy';
import { ScreenFailure } from '../ui/ScreenFailure';
import { isSettled, useChunksReady } from '../ui/use-chunks-ready';
import { decideAccess } from './guards';
import { isSignedInArea, type Access } from '../lib/route-access';
import { paths } from '../lib/paths';
import { useSessionView } from '../core/session/session-context';
import { requestPosition } from '../core/use-geolocation';

type LazyScreen = RetryingLazyComponent<object>;

/** One chunk per screen; screens are named exports. A chunk that failed to download is fetched again on retry. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  return retryingLazy(() => load().then((module) => ({ default: module[name] })));
}

export type RouteDef = {
  path: string;
  access: Access;
  Screen: LazyScreen;
  /** Where a signed-in person who may not open it goes instead (default: the donation list). */
  refusedTo?: string;
  /** The screen waits for the device position: asked for as soon as the route is allowed. */
  needsPosition?: true;
};

/** Every route of docs/product.md R2, plus the two profile sub-screens (patterns from the route map). Paths are matched exactly. */
export const routes: readonly RouteDef[] = [
  { path: paths.landing.pattern, access: 'entry', Screen: screen(() => import('./landing/SessionLandingScreen'), 'SessionLandingScreen') },
  { path: paths.login.pattern, access: 'entry', Screen: screen(() => import('../features/session/login/LoginScreen'), 'LoginScreen') },
  { path: paths.register.pattern, access: 'public', Screen: screen(() => import('../features/public-pages/register/RegisterScreen'), 'RegisterScreen') },
  { path: paths.cadastro.pattern, access: 'public', Screen: screen(() => import('../features/public-pages/cadastro/CadastroScreen'), 'CadastroScreen') },
  { path: paths.terms.pattern, access: 'termsGate', Screen: screen(() => import('../features/session/terms/TermsScreen'), 'TermsScreen') },
  { path: paths.checklist.pattern, access: 'checklistGate', Screen: screen(() => import('../features/session/checklist/ChecklistScreen'), 'ChecklistScreen') },
  { path: paths.donationList.pattern, access: 'signedIn', needsPosition: true, Screen: screen(() => import('../features/donation-list/DonationListScreen'), 'DonationListScreen') },
  { path: paths.donationRegister.pattern, access: 'admin', Screen: screen(() => import('../features/admin-donations/donation-register/DonationRegisterScreen'), 'DonationRegisterScreen') },
  { path: paths.donationWait.pattern, access: 'leader', Screen: screen(() => import('../features/leader-flow/donation-wait/DonationWaitScreen'), 'DonationWaitScreen') },
  { path: paths.donationWaitProof.pattern, access: 'leader', needsPosition: true, Screen: screen(() => import('../features/leader-flow/donation-wait-proof/DonationWaitProofScreen'), 'DonationWaitProofScreen') },
  { path: paths.donationReceived.pattern, access: 'leader', Screen: screen(() => import('../features/leader-flow/donation-received/DonationReceivedScreen'), 'DonationReceivedScreen') },
  { path: paths.donationDelivering.pattern, access: 'leader', Screen: screen(() => import('../features/leader-flow/donation-delivering/DonationDeliveringScreen'), 'DonationDeliveringScreen') },
  { path: paths.voucherDelivery.pattern, access: 'leader', needsPosition: true, Screen: screen(() => import('../features/leader-flow/voucher-delivery/VoucherDeliveryScreen'), 'VoucherDeliveryScreen') },
  { path: paths.donationDetails.pattern, access: 'staff', Screen: screen(() => import('../features/admin-donations/donation-details/DonationDetailsScreen'), 'DonationDetailsScreen') },
  { path: paths.deliveredDetails.pattern, access: 'staff', Screen: screen(() => import('../features/admin-donations/delivered-details/DeliveredDetailsScreen'), 'DeliveredDetailsScreen') },
  { path: paths.charge.pattern, access: 'staff', Screen: screen(() => import('../features/charges/charge/ChargeScreen'), 'ChargeScreen') },
  { path: paths.chargeAdd.pattern, access: 'admin', refusedTo: paths.charge.link(), Screen: screen(() => import('../features/charges/charge-add/ChargeAddScreen'), 'ChargeAddScreen') },
  { path: paths.profile.pattern, access: 'signedIn', Screen: screen(() => import('../features/session/profile/ProfileScreen'), 'ProfileScreen') },
  { path: paths.profileSettings.pattern, access: 'signedIn', Screen: screen(() => import('../features/session/profile-settings/SettingsScreen'), 'SettingsScreen') },
  { path: paths.profilePassword.pattern, access: 'signedIn', Screen: screen(() => import('../features/session/profile-password/PasswordScreen'), 'PasswordScreen') },
  { path: paths.filter.pattern, access: 'admin', Screen: screen(() => import('../features/admin-donations/filter/FilterScreen'), 'FilterScreen') },
  { path: paths.export.pattern, access: 'staff', Screen: screen(() => import('../features/exports/export/ExportScreen'), 'ExportScreen') },
  { path: paths.exportTypes.pattern, access: 'staff', Screen: screen(() => import('../features/exports/export-types/ExportTypesScreen'), 'ExportTypesScreen') },
  { path: paths.exportFilters.pattern, access: 'staff', Screen: screen(() => import('../features/exports/export-filters/ExportFiltersScreen'), 'ExportFiltersScreen') },
  // QA's machine inspector: public (open it in another tab), built in only with the flag. The
  // condition is written out here (not imported) so the bundler drops the chunk without it.
  ...(import.meta.env.DEV || import.meta.env.VITE_ENABLE_MACHINE_INSPECTOR === 'true'
    ? [{ path: paths.machines.pattern, access: 'public', Screen: screen(() => import('../features/machine-inspector/MachinesScreen'), 'MachinesScreen') } as const]
    : []),
];

const NotFoundScreen = screen(() => import('../features/public-pages/not-found/NotFoundScreen'), 'NotFoundScreen');

export type ShellProps = { children: ReactNode };

/** Apollo (and everything GraphQL) is loaded only once a signed-in route is shown. */
const SignedInScope = retryingLazy(() => import('./SignedInScope'));

/**
 * Keeps a failure inside the screen: the frame (and the signed-in area's bottom navigation)
 * stays, and the next route, a retry or the connection coming back tries again.
 */
function LocalFailure({ withNav, children }: { withNav: boolean; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={(retry) => <ScreenFailure onRetry={retry} withNav={withNav} />}>
      {children}
    </ErrorBoundary>
  );
}

function AreaRoutes({ area, withNav }: { area: readonly RouteDef[]; withNav: boolean }) {
  return (
    <LocalFailure withNav={withNav}>
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          {area.map(({ path, Screen }) => (
            <Route key={path} path={path}>
              <Screen />
            </Route>
          ))}
        </Switch>
      </Suspense>
    </LocalFailure>
  );
}

const publicArea = routes.filter((route) => !isSignedInArea(route.access));
const signedInArea = routes.filter((route) => isSignedInArea(route.access));

type AppRoutesProps = {
  /** Wraps the signed-in area; tests pass a provider with a mocked Apollo client. */
  signedInShell?: ComponentType<ShellProps>;
};

/**
 * Finds the route, asks the guard, then renders the screen. The signed-in area keeps one
 * shell (one Apollo client) mounted while the person moves between its routes.
 */
export function AppRoutes({ signedInShell: Shell = SignedInScope }: AppRoutesProps) {
  const [location] = useLocation();
  const { parser } = useRouter();
  const view = useSessionView();

  const current = routes.find((route) => matchRoute(parser, route.path, location)[0]);
  // At start-up the downloads begin while the session is restored, and the signed-in shell
  // mounts once it and the first screen are here, so neither suspends (see retryingLazy). Once
  // the shell is here it stays mounted: later screens load inside it.
  const startingShell = current && isSignedInArea(current.access) && !isSettled(Shell);
  const signedInShellReady = useChunksReady(startingShell ? [current.Screen, Shell] : []);
  if (!current) {
    return (
      <LocalFailure withNav={false}>
        <Suspense fallback={<LoadingScreen />}>
          <NotFoundScreen />
        </Suspense>
      </LocalFailure>
    );
  }

  const decision = decideAccess(view, current.access, current.refusedTo);
  if (decision.kind === 'wait') return <LoadingScreen />;
  if (decision.kind === 'redirect' && decision.to !== location) {
    return <Redirect to={decision.to} replace />;
  }

  if (!isSignedInArea(current.access)) return <AreaRoutes area={publicArea} withNav={false} />;
  // The answer travels while the screen's code loads; the screen's own request shares it.
  if (current.needsPosition) void requestPosition();
  if (!signedInShellReady) return <LoadingScreen />;
  return (
    <LocalFailure withNav>
      <Suspense fallback={<LoadingScreen />}>
        <Shell>
          <AreaRoutes area={signedInArea} withNav />
        </Shell>
      </Suspense>
    </LocalFailure>
  );
}
