import type { SnapshotFrom } from 'xstate';
import type { LeaderDonation, donationFlowMachine } from './donation-flow.machine.ts';
import type { UploadProgress } from './voucher-delivery.machine.ts';
import type { DonationStep } from './donation-step.ts';

type DonationFlowSnapshot = SnapshotFrom<typeof donationFlowMachine>;

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
  step: DonationStep | null;
  donation: LeaderDonation | null;
  upload: UploadProgress | null;
  loadFailure: string | null;
  failure: string | null;
  savedOnDevice: boolean;
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

const STEP_OF_STAGE: Record<DonationStage, DonationStep | null> = {
  loading: null,
  loadFailed: null,
  waiting: 'waiting',
  receiving: 'waiting',
  received: 'received',
  delivering: 'delivering',
  complete: 'closed',
  closed: 'closed',
};

export function selectDonationFlowView(snapshot: DonationFlowSnapshot): DonationFlowView {
  const { context } = snapshot;
  const stage = stageOf(snapshot);
  return {
    stage,
    step: STEP_OF_STAGE[stage],
    donation: context.donation,
    upload: context.upload,
    loadFailure: context.loadFailure,
    failure: context.failure,
    savedOnDevice: context.savedOnDevice === true,
  };
}

export function sameDonationFlowView(a: DonationFlowView, b: DonationFlowView): boolean {
  return (
    a.stage === b.stage &&
    a.donation === b.donation &&
    a.upload === b.upload &&
    a.loadFailure === b.loadFailure &&
    a.failure === b.failure &&
    a.savedOnDevice === b.savedOnDevice
  );
}

export function selectVouchersActor(snapshot: DonationFlowSnapshot) {
  return snapshot.children.vouchers;
}
