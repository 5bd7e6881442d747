import { describe, expect, it } from 'vitest';
import { decideAccess, type GuardView } from '#src/shell/guards.ts';
import type { Access } from '#src/lib/route-access.ts';

const signedOut: GuardView = {
  phase: 'signedOut',
  user: null,
  gate: null,
  home: null,
  signedOutReason: null,
};

function signedIn(
  role: 'admin' | 'leader' | 'readonly' | 'ouvidoria' | null,
  gate: GuardView['gate'] = null,
): GuardView {
  const home =
    role === null ? null : role !== 'leader' ? 'open' : gate === 'checking' ? null : gate;
  return { phase: 'signedIn', user: { role }, gate, home, signedOutReason: null };
}

describe('decideAccess (docs/product.md R5 session rules, R1.5 roles)', () => {
  it('waits while the session is being restored, whatever the route', () => {
    const restoring: GuardView = { ...signedOut, phase: 'restoring' };
    for (const access of ['public', 'entry', 'signedIn', 'staff'] as Access[]) {
      expect(decideAccess(restoring, access)).toEqual({ kind: 'wait' });
    }
  });

  it("stays put while signing out: the provider's logout is what brings the browser to the landing page", () => {
    const signingOut: GuardView = { ...signedOut, phase: 'signingOut', signedOutReason: null };
    for (const access of ['public', 'entry', 'signedIn', 'leader'] as Access[]) {
      expect(decideAccess(signingOut, access)).toEqual({ kind: 'wait' });
    }
  });

  it('sends a signed-out person from a private route to the landing page, or to /login after a failed refresh', () => {
    expect(decideAccess(signedOut, 'signedIn')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess({ ...signedOut, signedOutReason: 'refreshFailed' }, 'staff')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideAccess(signedOut, 'entry')).toEqual({ kind: 'render' });
  });

  it('keeps a signed-in user without a role on the landing page and out of private routes', () => {
    expect(decideAccess(signedIn(null), 'entry')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn(null), 'signedIn')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('forces a leader through the terms, then the checklist, from any private route', () => {
    expect(decideAccess(signedIn('leader', 'terms'), 'signedIn')).toEqual({
      kind: 'redirect',
      to: '/terms',
    });
    expect(decideAccess(signedIn('leader', 'terms'), 'checklistGate')).toEqual({
      kind: 'redirect',
      to: '/terms',
    });
    expect(decideAccess(signedIn('leader', 'terms'), 'termsGate')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn('leader', 'checklist'), 'leader')).toEqual({
      kind: 'redirect',
      to: '/checklist',
    });
    expect(decideAccess(signedIn('leader', 'checklist'), 'checklistGate')).toEqual({
      kind: 'render',
    });
    expect(decideAccess(signedIn('leader', 'checking'), 'signedIn')).toEqual({ kind: 'wait' });
    expect(decideAccess(signedIn('leader', 'open'), 'termsGate')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
  });

  it('refuses leaders on admin and readonly routes and staff on the leader flow', () => {
    expect(decideAccess(signedIn('leader', 'open'), 'staff')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
    expect(decideAccess(signedIn('leader', 'open'), 'leader')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn('admin'), 'leader')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
    expect(decideAccess(signedIn('readonly'), 'staff')).toEqual({ kind: 'render' });
  });

  it('lets only admin add charges; readonly goes back to the charge list', () => {
    expect(decideAccess(signedIn('admin'), 'admin', '/charge')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn('readonly'), 'admin', '/charge')).toEqual({
      kind: 'redirect',
      to: '/charge',
    });
    expect(decideAccess(signedIn('leader', 'open'), 'admin', '/charge')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
  });

  it('sends readonly from the admin-only filter and register pages back to the donation list', () => {
    expect(decideAccess(signedIn('readonly'), 'admin')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
  });

  it('sends a signed-in user with a role from the landing page to their home', () => {
    expect(decideAccess(signedIn('admin'), 'entry')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
    expect(decideAccess(signedIn('leader', 'terms'), 'entry')).toEqual({
      kind: 'redirect',
      to: '/terms',
    });
    expect(decideAccess(signedIn('admin'), 'checklistGate')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
  });

  it('sends the ombudsperson home to the complaints queue, away from every donation screen', () => {
    const olga = signedIn('ouvidoria');
    const complaints = { kind: 'redirect', to: '/complaints' };
    expect(decideAccess(olga, 'entry')).toEqual(complaints);
    for (const access of ['donations', 'staff', 'admin', 'leader', 'checklistGate'] as const)
      expect(decideAccess(olga, access), access).toEqual(complaints);
    for (const access of ['complaints', 'complaintActors', 'signedIn'] as const)
      expect(decideAccess(olga, access), access).toEqual({ kind: 'render' });
  });

  it('lets staff read the complaints queue, only admin open one, and no leader in', () => {
    expect(decideAccess(signedIn('admin'), 'complaints')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn('admin'), 'complaintActors')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn('readonly'), 'complaints')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn('readonly'), 'complaintActors')).toEqual({
      kind: 'redirect',
      to: '/complaints',
    });
    for (const access of ['complaints', 'complaintActors'] as const)
      expect(decideAccess(signedIn('leader', 'open'), access), access).toEqual({
        kind: 'redirect',
        to: '/donation-list',
      });
    expect(decideAccess(signedIn('leader', 'away'), 'donations')).toEqual({ kind: 'render' });
    expect(decideAccess(signedIn('leader', 'away'), 'complaints')).toEqual({
      kind: 'redirect',
      to: '/donation-list',
    });
  });
});
