import type { Role } from '../../lib/route-access';

/**
 * Where tapping a donation card leads (SPEC §2): a leader follows the flow by status
 * (1 wait, 2 received, 3 delivering; 4–6 are closed); admin and readonly open the details.
 */
export function donationHref(role: Role, donationId: string, status: number): string | null {
  const id = encodeURIComponent(donationId);
  if (role !== 'leader') return `/donation/${id}/details`;
  switch (status) {
    case 1:
      return `/donation/${id}/wait`;
    case 2:
      return `/donation/${id}/received`;
    case 3:
      return `/donation/${id}/received/current`;
    default:
      return null;
  }
}
