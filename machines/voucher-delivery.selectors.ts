import type { SnapshotFrom } from 'xstate';
import {
  canOpenVoucher,
  type UploadProgress,
  type voucherDeliveryMachine,
} from './voucher-delivery.machine.ts';
import { VOUCHER_STATUS, type VoucherItem } from './voucher-status.ts';

type VoucherDeliverySnapshot = SnapshotFrom<typeof voucherDeliveryMachine>;

export type VoucherRowState = 'delivered' | 'notDelivered' | 'next' | 'locked';

export interface VoucherRow {
  voucherId: string;
  position: number;
  state: VoucherRowState;
}

export interface VoucherDeliveryView {
  phase: 'browsing' | 'recording' | 'submitting' | 'thanking' | 'ending' | 'done';
  rows: VoucherRow[];
  finalCount: number;
  total: number;
  openVoucherId: string | null;
  refusedVoucherId: string | null;
  refusedBecause: 'alreadyRecorded' | 'previousPending' | 'unknown' | null;
  upload: UploadProgress | null;
  lastRecorded: { voucherId: string; delivered: boolean; onDevice: boolean } | null;
  failure: string | null;
}

function rowState(vouchers: readonly VoucherItem[], voucher: VoucherItem): VoucherRowState {
  if (voucher.status === VOUCHER_STATUS.delivered) return 'delivered';
  if (voucher.status === VOUCHER_STATUS.notDelivered) return 'notDelivered';
  return canOpenVoucher(vouchers, voucher.voucherId) ? 'next' : 'locked';
}

function phaseOf(snapshot: VoucherDeliverySnapshot): VoucherDeliveryView['phase'] {
  if (snapshot.matches({ recording: 'submitting' })) return 'submitting';
  if (snapshot.matches('recording')) return 'recording';
  if (snapshot.matches('thanking')) return 'thanking';
  if (snapshot.matches('ending')) return 'ending';
  if (snapshot.matches('done')) return 'done';
  return 'browsing';
}

function refusalReason(
  vouchers: readonly VoucherItem[],
  voucherId: string | null,
): VoucherDeliveryView['refusedBecause'] {
  if (voucherId === null) return null;
  const voucher = vouchers.find((v) => v.voucherId === voucherId);
  if (!voucher) return 'unknown';
  return voucher.status === VOUCHER_STATUS.pending ? 'previousPending' : 'alreadyRecorded';
}

export function selectVoucherDeliveryView(snapshot: VoucherDeliverySnapshot): VoucherDeliveryView {
  const { context } = snapshot;
  const { vouchers } = context;
  return {
    phase: phaseOf(snapshot),
    rows: vouchers.map((voucher) => ({
      voucherId: voucher.voucherId,
      position: voucher.position,
      state: rowState(vouchers, voucher),
    })),
    finalCount: vouchers.filter((v) => v.status !== VOUCHER_STATUS.pending).length,
    total: vouchers.length,
    openVoucherId: context.openVoucherId,
    refusedVoucherId: context.refusedVoucherId,
    refusedBecause: refusalReason(vouchers, context.refusedVoucherId),
    upload: context.upload,
    lastRecorded: context.lastRecorded,
    failure: context.failure,
  };
}

export function sameVoucherDeliveryView(a: VoucherDeliveryView, b: VoucherDeliveryView): boolean {
  return (
    a.phase === b.phase &&
    a.finalCount === b.finalCount &&
    a.total === b.total &&
    a.openVoucherId === b.openVoucherId &&
    a.refusedVoucherId === b.refusedVoucherId &&
    a.upload === b.upload &&
    a.lastRecorded === b.lastRecorded &&
    a.failure === b.failure &&
    a.rows.length === b.rows.length &&
    a.rows.every(
      (row, i) => row.voucherId === b.rows[i]?.voucherId && row.state === b.rows[i]?.state,
    )
  );
}
