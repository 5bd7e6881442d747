export type Role = 'admin' | 'leader' | 'readonly' | 'ouvidoria';

export type Access =
  | 'public'
  | 'entry'
  | 'termsGate'
  | 'checklistGate'
  | 'signedIn'
  | 'donations'
  | 'complaints'
  | 'complaintActors'
  | 'verification'
  | 'staff'
  | 'admin'
  | 'leader';

export function isStaff(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'readonly';
}

export function readsComplaints(role: Role | null | undefined): boolean {
  return role === 'ouvidoria' || role === 'admin' || role === 'readonly';
}

export function isSignedInArea(access: Access): boolean {
  return access !== 'public' && access !== 'entry';
}
