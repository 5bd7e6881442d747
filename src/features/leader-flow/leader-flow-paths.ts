import type { DonationStage } from '../../../machines/donation-flow.selectors';

/** The routes of the leader's flow (SPEC §2), by donation and stage. */
export const leaderFlowPaths = {
  list: '/donation-list',
  wait: (id: string) => `/donation/${encodeURIComponent(id)}/wait`,
  proof: (id: string) => `/donation/${encodeURIComponent(id)}/wait/prof`,
  received: (id: string) => `/donation/${encodeURIComponent(id)}/received`,
  vouchers: (id: string) => `/donation/${encodeURIComponent(id)}/received/current`,
  voucher: (id: string, voucherId: string) =>
    `/donation/${encodeURIComponent(id)}/received/current/${encodeURIComponent(voucherId)}/prof`,
};

/** Where a donation in this stage is handled; null while it is loading or failed to load. */
export function pathForStage(id: string, stage: DonationStage): string | null {
  switch (stage) {
    case 'waiting':
    case 'receiving':
      return leaderFlowPaths.wait(id);
    case 'received':
      return leaderFlowPaths.received(id);
    case 'delivering':
      return leaderFlowPaths.vouchers(id);
    case 'complete':
      return leaderFlowPaths.list;
    default:
      return null;
  }
}
