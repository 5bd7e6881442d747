/** Who may open a route. The decision itself lives in guards.ts. */
export type Role = 'admin' | 'leader' | 'readonly' | 'ouvidoria';

export type Access =
  /** Anyone, no redirect: /register, /cadastro. */
  | 'public'
  /** '/' and '/login': a signed-in user with a role is sent to their home page. */
  | 'entry'
  /** The leader's commitment page, open only while the terms gate is pending. */
  | 'termsGate'
  /** The leader's health checklist, open only while the checklist gate is pending. */
  | 'checklistGate'
  | 'signedIn'
  /** Every role that works donations (leader, admin, readonly): the donation list. */
  | 'donations'
  /** The ombudsperson, admin and readonly: the complaints queue and a complaint's details. */
  | 'complaints'
  /** The ombudsperson and admin: a complaint opened for a phone call, 'Mensagens de teste'. */
  | 'complaintActors'
  /** The ombudsperson, admin and readonly: verification rounds (readonly reads results only). */
  | 'verification'
  /** Admin and readonly: charge list, export, filter, donation details, donation register. */
  | 'staff'
  | 'admin'
  | 'leader';

/** Admin and readonly: the people at the charity's desk, who see every donation. */
export function isStaff(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'readonly';
}

/** Who reads the complaints queue (docs/product.md R16.6): never a leader. */
export function readsComplaints(role: Role | null | undefined): boolean {
  return role === 'ouvidoria' || role === 'admin' || role === 'readonly';
}

export function isSignedInArea(access: Access): boolean {
  return access !== 'public' && access !== 'entry';
}
