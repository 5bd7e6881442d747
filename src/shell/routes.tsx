import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { retryingLazy, type RetryingLazyComponent } from '#src/ui/retrying-lazy.ts';
import { ErrorBoundary, isSettled, LoadingScreen, useChunksReady } from '#src/ui/Notice.tsx';
import { decideAccess } from './guards.ts';
import { deskOrPhone } from './desk-or-phone.tsx';
import { isSignedInArea, isStaff, type Access } from '#src/lib/route-access.ts';
import { paths } from '#src/lib/paths.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { requestPosition } from '#src/core/use-geolocation.ts';
import { usePreloadWhenIdle } from './use-preload-when-idle.ts';
import { copy } from '#src/ui/copy.ts';
import { LoadFailure } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';

type LazyScreen = RetryingLazyComponent<object>;

/** One chunk per screen; a chunk that failed to download is fetched again on retry. */
function screen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyScreen {
  return retryingLazy(() => load().then((module) => ({ default: module[name] })));
}

export type RouteDef = {
  path: string;
  access: Access;
  Screen: LazyScreen;
  /** Where a signed-in person who may not open it goes instead (default: the donation list). */
  refusedTo?: string;
  /** Asked for the device position as soon as the route is allowed. */
  needsPosition?: true;
};

const OverviewScreen = screen(
  () => import('#src/features/overview/OverviewScreen.tsx'),
  'OverviewScreen',
);

/** Paths are matched exactly. */
export const routes: readonly RouteDef[] = [
  {
    path: paths.landing.pattern,
    access: 'entry',
    Screen: screen(() => import('./landing/SessionLandingScreen.tsx'), 'SessionLandingScreen'),
  },
  {
    path: paths.login.pattern,
    access: 'entry',
    Screen: screen(() => import('#src/features/session/sign-in/LoginScreen.tsx'), 'LoginScreen'),
  },
  {
    path: paths.register.pattern,
    access: 'public',
    Screen: screen(() => import('./PublicScreens.tsx'), 'RegisterScreen'),
  },
  {
    path: paths.cadastro.pattern,
    access: 'public',
    Screen: screen(() => import('./PublicScreens.tsx'), 'CadastroScreen'),
  },
  {
    path: paths.terms.pattern,
    access: 'termsGate',
    Screen: screen(() => import('#src/features/session/gates/TermsScreen.tsx'), 'TermsScreen'),
  },
  {
    path: paths.checklist.pattern,
    access: 'checklistGate',
    Screen: screen(
      () => import('#src/features/session/gates/ChecklistScreen.tsx'),
      'ChecklistScreen',
    ),
  },
  {
    path: paths.donationList.pattern,
    access: 'donations',
    needsPosition: true,
    // Staff at a desk get the table; phones and leaders, the cards.
    Screen: deskOrPhone(
      screen(
        () => import('#src/features/donations/list/DonationListScreen.tsx'),
        'DonationListScreen',
      ),
      screen(
        () => import('#src/features/donations/desk/DonationDeskScreen.tsx'),
        'DonationDeskScreen',
      ),
    ),
  },
  { path: paths.overview.pattern, access: 'staff', Screen: OverviewScreen },
  {
    path: paths.donationRegister.pattern,
    access: 'admin',
    Screen: screen(
      () => import('#src/features/donations/register/DonationRegisterScreen.tsx'),
      'DonationRegisterScreen',
    ),
  },
  {
    path: paths.donationWait.pattern,
    access: 'leader',
    Screen: screen(
      () => import('#src/features/delivery/receipt/DonationWaitScreen.tsx'),
      'DonationWaitScreen',
    ),
  },
  {
    path: paths.donationWaitProof.pattern,
    access: 'leader',
    needsPosition: true,
    Screen: screen(
      () => import('#src/features/delivery/receipt/DonationWaitProofScreen.tsx'),
      'DonationWaitProofScreen',
    ),
  },
  {
    path: paths.donationReceived.pattern,
    access: 'leader',
    Screen: screen(
      () => import('#src/features/delivery/receipt/DonationReceivedScreen.tsx'),
      'DonationReceivedScreen',
    ),
  },
  {
    path: paths.donationDelivering.pattern,
    access: 'leader',
    Screen: screen(
      () => import('#src/features/delivery/delivering/DonationDeliveringScreen.tsx'),
      'DonationDeliveringScreen',
    ),
  },
  {
    path: paths.voucherDelivery.pattern,
    access: 'leader',
    needsPosition: true,
    Screen: screen(
      () => import('#src/features/delivery/voucher/VoucherDeliveryScreen.tsx'),
      'VoucherDeliveryScreen',
    ),
  },
  {
    path: paths.donationDetails.pattern,
    access: 'staff',
    Screen: screen(
      () => import('#src/features/donations/details/DonationDetailsScreen.tsx'),
      'DonationDetailsScreen',
    ),
  },
  {
    path: paths.deliveredDetails.pattern,
    access: 'staff',
    Screen: screen(
      () => import('#src/features/donations/voucher/DeliveredDetailsScreen.tsx'),
      'DeliveredDetailsScreen',
    ),
  },
  {
    path: paths.voucherTimeline.pattern,
    access: 'admin',
    Screen: screen(
      () => import('#src/features/donations/voucher/VoucherTimelineScreen.tsx'),
      'VoucherTimelineScreen',
    ),
  },
  {
    path: paths.charge.pattern,
    access: 'staff',
    Screen: screen(() => import('#src/features/charges/list/ChargeScreen.tsx'), 'ChargeScreen'),
  },
  {
    path: paths.chargeAdd.pattern,
    access: 'admin',
    refusedTo: paths.charge.link(),
    Screen: screen(
      () => import('#src/features/charges/add/ChargeAddScreen.tsx'),
      'ChargeAddScreen',
    ),
  },
  {
    path: paths.chargeStatement.pattern,
    access: 'admin',
    refusedTo: paths.charge.link(),
    Screen: screen(
      () => import('#src/features/charges/statement/StatementScreen.tsx'),
      'StatementScreen',
    ),
  },
  {
    path: paths.profile.pattern,
    access: 'signedIn',
    Screen: screen(
      () => import('#src/features/session/profile/ProfileScreen.tsx'),
      'ProfileScreen',
    ),
  },
  {
    path: paths.profileSettings.pattern,
    access: 'signedIn',
    Screen: screen(
      () => import('#src/features/session/profile/SettingsScreen.tsx'),
      'SettingsScreen',
    ),
  },
  {
    path: paths.profilePassword.pattern,
    access: 'signedIn',
    Screen: screen(
      () => import('#src/features/session/password/PasswordScreen.tsx'),
      'PasswordScreen',
    ),
  },
  {
    path: paths.passwordReset.pattern,
    access: 'admin',
    refusedTo: paths.profile.link(),
    Screen: screen(() => import('#src/features/accounts/AccountsScreen.tsx'), 'AccountsScreen'),
  },
  {
    path: paths.filter.pattern,
    access: 'admin',
    Screen: screen(() => import('#src/features/donations/filter/FilterScreen.tsx'), 'FilterScreen'),
  },
  {
    path: paths.export.pattern,
    access: 'staff',
    Screen: screen(() => import('#src/features/reports/list/ReportsScreen.tsx'), 'ReportsScreen'),
  },
  {
    path: paths.exportTypes.pattern,
    access: 'staff',
    Screen: screen(
      () => import('#src/features/reports/new/ReportTypeScreen.tsx'),
      'ReportTypeScreen',
    ),
  },
  {
    path: paths.exportFilters.pattern,
    access: 'staff',
    Screen: screen(
      () => import('#src/features/reports/new/ReportFiltersScreen.tsx'),
      'ReportFiltersScreen',
    ),
  },
  {
    path: paths.complaints.pattern,
    access: 'complaints',
    Screen: screen(
      () => import('#src/features/complaints/queue/ComplaintQueueScreen.tsx'),
      'ComplaintQueueScreen',
    ),
  },
  {
    path: paths.complaintNew.pattern,
    access: 'complaintActors',
    Screen: screen(
      () => import('#src/features/complaints/new/ComplaintNewScreen.tsx'),
      'ComplaintNewScreen',
    ),
  },
  {
    path: paths.complaintDetails.pattern,
    access: 'complaints',
    Screen: screen(
      () => import('#src/features/complaints/queue/ComplaintDetailsScreen.tsx'),
      'ComplaintDetailsScreen',
    ),
  },
  {
    path: paths.chargeDonorReport.pattern,
    access: 'admin',
    Screen: screen(
      () => import('#src/features/charges/donor-report/DonorReportScreen.tsx'),
      'DonorReportScreen',
    ),
  },
  {
    path: paths.verification.pattern,
    access: 'verification',
    Screen: screen(
      () => import('#src/features/verification/VerificationScreen.tsx'),
      'VerificationScreen',
    ),
  },
  {
    path: paths.verificationRound.pattern,
    access: 'verification',
    Screen: screen(
      () => import('#src/features/verification/VerificationScreen.tsx'),
      'VerificationRoundScreen',
    ),
  },
  {
    path: paths.messages.pattern,
    access: 'complaintActors',
    Screen: screen(
      () => import('#src/features/messages/FamilyMessagesScreen.tsx'),
      'FamilyMessagesScreen',
    ),
  },
  {
    path: paths.accessLog.pattern,
    access: 'admin',
    Screen: screen(
      () => import('#src/features/privacy/access-log/AccessLogScreen.tsx'),
      'AccessLogScreen',
    ),
  },
  {
    path: paths.dataSubject.pattern,
    access: 'admin',
    Screen: screen(
      () => import('#src/features/privacy/data-subject/DataSubjectScreen.tsx'),
      'DataSubjectScreen',
    ),
  },
  // Written out (not imported) so the bundler drops the inspector's chunk without the flag.
  ...(import.meta.env.DEV || import.meta.env.VITE_ENABLE_MACHINE_INSPECTOR === 'true'
    ? [
        {
          path: paths.machines.pattern,
          access: 'staff',
          Screen: screen(
            () => import('#src/features/machine-inspector/MachinesScreen.tsx'),
            'MachinesScreen',
          ),
        } as const,
      ]
    : []),
];

const NotFoundScreen = screen(() => import('./PublicScreens.tsx'), 'NotFoundScreen');

export type ShellProps = { children: ReactNode };

/** Apollo (and everything GraphQL) is loaded only once a signed-in route is shown. */
const SignedInScope = retryingLazy(() => import('./SignedInScope.tsx'));

type ScreenFailureProps = {
  onRetry: () => void;
  withNav: boolean;
};

/**
 * Offline, the screen's code was never downloaded on this device; otherwise something unexpected
 * failed.
 */
function ScreenFailure({ onRetry, withNav }: ScreenFailureProps) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Screen title={offline ? copy.offline.title : copy.app.name} withNav={withNav}>
      <LoadFailure
        message={offline ? copy.offline.screenUnavailable : copy.app.unexpectedError}
        onRetry={onRetry}
      />
    </Screen>
  );
}

/** The frame stays; the next route, a retry or the connection coming back tries again. */
function LocalFailure({ withNav, children }: { withNav: boolean; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary
      resetKey={location}
      fallback={(retry) => <ScreenFailure onRetry={retry} withNav={withNav} />}
    >
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
  signedInShell?: ComponentType<ShellProps>;
};

/** The signed-in area keeps one shell (one Apollo client) mounted between its routes. */
export function AppRoutes({ signedInShell: Shell = SignedInScope }: AppRoutesProps) {
  const [location] = useLocation();
  const { parser } = useRouter();
  const view = useSessionView();

  const current = routes.find((route) => matchRoute(parser, route.path, location)[0]);
  // Staff on the list open the overview next more than anything else: its code is ready by then.
  const role = view.user?.role;
  usePreloadWhenIdle(OverviewScreen, isStaff(role) && current?.path === paths.donationList.pattern);
  // The shell mounts once it and the first screen are here, so neither suspends; then it stays
  // mounted.
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
