import { DONATION_STATUS } from './donation-step.ts';
import type { LeaderDonation } from './donation-flow.machine.ts';
import { commandsOf, type CommandEffect, type OutboxCommand } from './outbox-command.ts';
import { VOUCHER_STATUS, type VoucherItem, type VoucherStatus } from './voucher-status.ts';

/** A command the server already reflects changes nothing. */

export interface AppliedCommand {
  id: string;
  donationId: string;
  order: number;
  effect: CommandEffect;
}

export const asApplied = ({ id, donationId, order, effect }: OutboxCommand): AppliedCommand => ({
  id,
  donationId,
  order,
  effect,
});

export interface DonationSummary {
  status: number;
  deliveredCount: number;
  notDeliveredCount: number;
  pendingCount: number;
}

type OverlaidDonation = Pick<
  LeaderDonation,
  'donationId' | 'status' | 'receivedQuantity' | 'vouchers'
>;

const atLeast = (status: number, floor: number) => Math.max(status, floor);

const voucherStatusOf = (delivered: boolean) =>
  delivered ? VOUCHER_STATUS.delivered : VOUCHER_STATUS.notDelivered;

export function reflects(donation: LeaderDonation, { effect }: AppliedCommand): boolean {
  switch (effect.kind) {
    case 'receive':
      return donation.status >= DONATION_STATUS.received;
    case 'deliver':
      return donation.vouchers.some(
        (voucher) =>
          voucher.voucherId === effect.voucherId && voucher.status !== VOUCHER_STATUS.pending,
      );
    case 'end':
      return donation.status >= DONATION_STATUS.complete;
    case 'away':
      return true;
  }
}

export function withCommandEffects<T extends OverlaidDonation>(
  donation: T,
  commands: readonly AppliedCommand[],
): T {
  return commandsOf(commands, donation.donationId).reduce<T>((current, { effect }) => {
    switch (effect.kind) {
      case 'receive':
        return {
          ...current,
          status: atLeast(current.status, DONATION_STATUS.received),
          receivedQuantity: current.receivedQuantity ?? effect.receivedQuantity,
        };
      case 'deliver': {
        const status = voucherStatusOf(effect.delivered);
        return {
          ...current,
          status: atLeast(current.status, DONATION_STATUS.delivering),
          vouchers: current.vouchers.map((voucher) =>
            voucher.voucherId === effect.voucherId && voucher.status === VOUCHER_STATUS.pending
              ? { ...voucher, status }
              : voucher,
          ),
        };
      }
      case 'end':
        return { ...current, status: atLeast(current.status, DONATION_STATUS.complete) };
      case 'away':
        return current;
    }
  }, donation);
}

const voucherAt = (position: number) => `position-${position}`;

/** The server records a donation's vouchers in order, so the recorded ones are the first places. */
function vouchersInOrder({
  deliveredCount,
  notDeliveredCount,
  pendingCount,
}: DonationSummary): VoucherItem[] {
  const recorded = deliveredCount + notDeliveredCount;
  return Array.from({ length: recorded + pendingCount }, (_, index) => {
    const position = index + 1;
    const status =
      position <= deliveredCount
        ? VOUCHER_STATUS.delivered
        : position <= recorded
          ? VOUCHER_STATUS.notDelivered
          : VOUCHER_STATUS.pending;
    return { voucherId: voucherAt(position), position, status };
  });
}

function placed(command: AppliedCommand): AppliedCommand {
  const { effect } = command;
  return effect.kind === 'deliver'
    ? { ...command, effect: { ...effect, voucherId: voucherAt(effect.voucherPosition ?? 0) } }
    : command;
}

const countOf = (vouchers: readonly VoucherItem[], status: VoucherStatus) =>
  vouchers.filter((voucher) => voucher.status === status).length;

/** A voucher the answer counts already is not counted twice; at an unknown place (0) it moves none. */
export function summaryWithCommands<T extends DonationSummary>(
  summary: T,
  donationId: string,
  commands: readonly AppliedCommand[],
): T {
  const ahead = withCommandEffects(
    {
      donationId,
      status: summary.status,
      receivedQuantity: null,
      vouchers: vouchersInOrder(summary),
    },
    commands.map(placed),
  );
  return {
    ...summary,
    status: ahead.status,
    deliveredCount: countOf(ahead.vouchers, VOUCHER_STATUS.delivered),
    notDeliveredCount: countOf(ahead.vouchers, VOUCHER_STATUS.notDelivered),
    pendingCount: countOf(ahead.vouchers, VOUCHER_STATUS.pending),
  };
}
