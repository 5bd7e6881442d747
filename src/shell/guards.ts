import type { Access, Role } from '#src/lib/route-access.ts';
import { paths } from '#src/lib/paths.ts';

export type GuardView = {
  phase: 'restoring' | 'signedOut' | 'signingOut' | 'completingLogin' | 'loginFailed' | 'signedIn';
  user: { role: Role | null } | null;
  gate: 'checking' | 'terms' | 'checklist' | 'open' | 'away' | null;
  home: 'terms' | 'checklist' | 'open' | 'away' | null;
  signedOutReason: 'refreshFailed' | 'userSignedOut' | null;
};

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const render: GuardDecision = { kind: 'render' };
const wait: GuardDecision = { kind: 'wait' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

const DONATION_LIST = paths.donationList.link();
const COMPLAINTS = paths.complaints.link();
const TERMS = paths.terms.link();
const CHECKLIST = paths.checklist.link();

/** The session machine names the gate, the shell owns the URL. */
const HOME_PATHS: Record<NonNullable<GuardView['home']>, string> = {
  terms: TERMS,
  checklist: CHECKLIST,
  open: DONATION_LIST,
  away: DONATION_LIST,
};

function signedInRole(view: GuardView): Role | null {
  return view.phase === 'signedIn' ? (view.user?.role ?? null) : null;
}

/** The ombudsperson works no donation: her home is the complaints queue. */
export function homeOf(view: GuardView): string | null {
  if (view.home === 'open' && view.user?.role === 'ouvidoria') return COMPLAINTS;
  return view.home ? HOME_PATHS[view.home] : null;
}

/** `refusedTo` is the nearest page they can see instead; leaders always go to their list. */
export function decideAccess(
  view: GuardView,
  access: Access,
  refusedTo: string = DONATION_LIST,
): GuardDecision {
  // Signing out, the provider's logout brings the browser to the landing page: no redirect of ours.
  if (view.phase === 'restoring' || view.phase === 'signingOut') return wait;
  if (access === 'public') return render;

  const role = signedInRole(view);

  if (access === 'entry') {
    // Signed out, logging in, or signed in without a role: stay.
    if (role === null) return render;
    const home = homeOf(view);
    return home ? redirect(home) : wait;
  }

  if (view.phase !== 'signedIn') {
    return redirect(
      view.signedOutReason === 'refreshFailed' ? paths.login.link() : paths.landing.link(),
    );
  }
  if (role === null) return redirect(paths.landing.link());

  if (role === 'leader') {
    if (view.gate === 'terms') return access === 'termsGate' ? render : redirect(TERMS);
    if (view.gate === 'checklist') return access === 'checklistGate' ? render : redirect(CHECKLIST);
    // Said she cannot deliver (docs/product.md R13.4): her list and profile, nothing of the flow.
    if (view.gate === 'away')
      return access === 'signedIn' || access === 'donations' ? render : redirect(DONATION_LIST);
    if (view.gate !== 'open') return wait;
  }

  // The ombudsperson's screens are the queue and her profile; anything else sends her home.
  if (role === 'ouvidoria') {
    if (
      access === 'signedIn' ||
      access === 'complaints' ||
      access === 'complaintActors' ||
      access === 'verification'
    )
      return render;
    return redirect(COMPLAINTS);
  }

  switch (access) {
    case 'termsGate':
    case 'checklistGate':
      return redirect(homeOf(view) ?? DONATION_LIST);
    case 'signedIn':
    case 'donations':
      return render;
    case 'complaints':
    case 'verification':
      return role === 'leader' ? redirect(DONATION_LIST) : render;
    case 'complaintActors':
      if (role === 'admin') return render;
      return redirect(role === 'readonly' ? COMPLAINTS : DONATION_LIST);
    case 'staff':
      return role === 'leader' ? redirect(DONATION_LIST) : render;
    case 'admin':
      if (role === 'admin') return render;
      return redirect(role === 'readonly' ? refusedTo : DONATION_LIST);
    case 'leader':
      return role === 'leader' ? render : redirect(DONATION_LIST);
  }
}
