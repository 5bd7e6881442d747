import type { SnapshotFrom } from 'xstate';
import type { SessionRole, SignedOutReason, sessionMachine } from './session.machine.ts';

/** Never its state values. */

export type Role = SessionRole;

export type SessionHome = 'terms' | 'checklist' | 'open' | 'away';

export interface SessionView {
  phase: 'restoring' | 'signedOut' | 'signingOut' | 'completingLogin' | 'loginFailed' | 'signedIn';
  user: { id: string; role: Role | null; login: string; name: string; email: string } | null;
  gate: 'checking' | 'terms' | 'checklist' | 'open' | 'away' | null;
  home: SessionHome | null;
  acceptingTerms: boolean;
  confirmingChecklist: boolean;
  signedOutReason: SignedOutReason | null;
  redirectingToSignIn: boolean;
  signOut: 'ready' | 'reachingProvider' | 'unreachable';
}

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export function selectSessionView(snapshot: SessionSnapshot): SessionView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const user = phase === 'signedIn' ? context.user : null;
  const gate = phase === 'signedIn' ? gateOf(snapshot) : null;
  return {
    phase,
    user: user && {
      id: user.id,
      role: user.role,
      login: user.login,
      name: user.name,
      email: user.email,
    },
    gate,
    home: gate !== null && gate !== 'checking' && user?.role ? gate : null,
    acceptingTerms: snapshot.matches({ signedIn: { gates: 'acceptingTerms' } }),
    confirmingChecklist: snapshot.matches({ signedIn: { gates: 'confirmingChecklist' } }),
    signedOutReason: phase === 'signedOut' ? context.signedOutReason : null,
    redirectingToSignIn: snapshot.matches({ signedOut: 'redirecting' }),
    signOut: signOutOf(snapshot),
  };
}

function signOutOf(snapshot: SessionSnapshot): SessionView['signOut'] {
  if (snapshot.matches({ signedIn: { signOut: 'endingProviderSession' } }))
    return 'reachingProvider';
  if (snapshot.matches({ signedIn: { signOut: 'providerUnreachable' } })) return 'unreachable';
  return 'ready';
}

function phaseOf(snapshot: SessionSnapshot): SessionView['phase'] {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('completingLogin')) return 'completingLogin';
  if (snapshot.matches('loginFailed')) return 'loginFailed';
  if (snapshot.matches('restoring') || snapshot.matches('routing')) return 'restoring';
  if (snapshot.matches('signingOut') || snapshot.matches('leavingForLogout')) return 'signingOut';
  return 'signedOut';
}

function gateOf(snapshot: SessionSnapshot): NonNullable<SessionView['gate']> {
  if (snapshot.context.user?.role !== 'leader') return 'open';
  const gates = (
    state: 'terms' | 'acceptingTerms' | 'checklist' | 'confirmingChecklist' | 'open' | 'away',
  ) => snapshot.matches({ signedIn: { gates: state } });
  if (gates('terms') || gates('acceptingTerms')) return 'terms';
  if (gates('checklist') || gates('confirmingChecklist')) return 'checklist';
  if (gates('open')) return 'open';
  if (gates('away')) return 'away';
  return 'checking';
}

export function sameSessionView(a: SessionView, b: SessionView): boolean {
  return (
    a.phase === b.phase &&
    a.gate === b.gate &&
    a.home === b.home &&
    a.acceptingTerms === b.acceptingTerms &&
    a.confirmingChecklist === b.confirmingChecklist &&
    a.signedOutReason === b.signedOutReason &&
    a.redirectingToSignIn === b.redirectingToSignIn &&
    a.signOut === b.signOut &&
    (a.user === b.user ||
      (a.user !== null &&
        b.user !== null &&
        a.user.id === b.user.id &&
        a.user.role === b.user.role &&
        a.user.login === b.user.login &&
        a.user.name === b.user.name &&
        a.user.email === b.user.email))
  );
}
