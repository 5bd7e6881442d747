import type { SnapshotFrom } from 'xstate';
import type { LeaderDonation, donationFlowMachine } from './donation-flow.machine';
import type { UploadProgress } from './voucher-delivery.machine';

/** What the leader's flow screens read from the donation-flow machine; never state values. */

type DonationFlowSnapshot = SnapshotFrom<typeof donationFlowMachine>;

/**
 * Where the donation stands for the screens. Each stage has one route (see
 * src/app/leader-flow-paths.ts); a screen showing another stage sends the person there.
 */
export type DonationStage =
  | 'loading'
  | 'loadFailed'
  | 'waiting'
  | 'receiving'
  | 'received'
  | 'delivering'
  | 'complete'
  | 'closed';

export interface DonationFlowView {
  stage: DonationStage;
  donation: LeaderDonation | null;
  upload: UploadProgress | null;
  loadFailure: string | null;
  failure: string | null;
}

const STAGES: readonly Exclude<DonationStage, 'loading'>[] = [
  'loadFailed',
  'waiting',
  'receiving',
  'received',
  'delivering',
  'complete',
  'closed',
];

export function stageOf(snapshot: DonationFlowSnapshot): DonationStage {
  return STAGES.find((stage) => snapshot.matches(stage)) ?? 'loading';
}

export function selectDonationFlowView(snapshot: DonationFlowSnapshot): DonationFlowView {
  const { context } = snapshot;
  return {
    stage: stageOf(snapshot),
    donation: context.donation,
    upload: context.upload,
    loadFailure: context.loadFailure,
    failure: context.failure,
  };
}

export function sameDonationFlowView(a: DonationFlowView, b: DonationFlowView): boolean {
  return (
    a.stage === b.stage &&
    a.donation === b.donation &&
    a.upload === b.upload &&
    a.loadFailure === b.loadFailure &&
    a.failure === b.failure
  );
}

/** The voucher-delivery actor while the donation is being delivered (undefined otherwise). */
export function selectVouchersActor(snapshot: DonationFlowSnapshot) {
  return snapshot.children.vouchers;
}
