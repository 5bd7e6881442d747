export type Role = 'admin' | 'leader' | 'readonly' | 'ouvidoria';

export type Access =
  | 'public'
  /** '/' and '/login': a signed-in user with a role is sent to their home page. */
  | 'entry'
  | 'termsGate'
  | 'checklistGate'
  | 'signedIn'
  /** Every role that works donations (leader, admin, readonly). */
  | 'donations'
  /** The ombudsperson, admin and readonly. */
  | 'complaints'
  /** The ombudsperson and admin. */
  | 'complaintActors'
  /** The ombudsperson, admin and readonly (readonly reads results only). */
  | 'verification'
  /** Admin and readonly. */
  | 'staff'
  | 'admin'
  | 'leader';

export function isStaff(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'readonly';
}

/** Never a leader. */
export function readsComplaints(role: Role | null | undefined): boolean {
  return role === 'ouvidoria' || role === 'admin' || role === 'readonly';
}

export function isSignedInArea(access: Access): boolean {
  return access !== 'public' && access !== 'entry';
}
