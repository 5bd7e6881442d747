import { DONATION_STATUS } from './donation-step';
import type { LeaderDonation } from './donation-flow.machine';
import { commandsOf, type CommandEffect, type OutboxCommand } from './outbox-command';
import { VOUCHER_STATUS, type VoucherItem, type VoucherStatus } from './voucher-status';

/**
 * What the leader sees before the server has it: a donation with the leader's commands applied,
 * so the flow moves on offline as it would online (1 → 2 → 3 → 4, card states, counts).
 *
 * The commands applied are those still in the outbox and those sent but not yet seen in an
 * answer from the server (a read that started before the send, or a saved answer from before
 * it). Applying a command the server already reflects changes nothing.
 */

/** A command as the overlay needs it: queued or already sent. */
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

/** The parts of a donation the overlay reads and changes. */
type OverlaidDonation = Pick<
  LeaderDonation,
  'donationId' | 'status' | 'receivedQuantity' | 'vouchers'
>;

const atLeast = (status: number, floor: number) => Math.max(status, floor);

const voucherStatusOf = (delivered: boolean) =>
  delivered ? VOUCHER_STATUS.delivered : VOUCHER_STATUS.notDelivered;

/** True when the donation, as the server answered it, already shows what the command did. */
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
    }
  }, donation);
}

/** A card known only by its place in the donation (the list's answer has counts, not cards). */
const cardAt = (position: number) => `position-${position}`;

/**
 * The list's counts as cards in delivery order. The server records a donation's cards in order
 * (a card with an earlier one still pending is refused), so the recorded cards are the first
 * positions; which of them were delivered does not change the counts.
 */
function cardsInOrder({
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
    return { voucherId: cardAt(position), position, status };
  });
}

/** A command with its card named by place, as cardsInOrder names them. */
function placed(command: AppliedCommand): AppliedCommand {
  const { effect } = command;
  return effect.kind === 'deliver'
    ? { ...command, effect: { ...effect, voucherId: cardAt(effect.voucherPosition ?? 0) } }
    : command;
}

const countOf = (vouchers: readonly VoucherItem[], status: VoucherStatus) =>
  vouchers.filter((voucher) => voucher.status === status).length;

/**
 * The list's counts with the leader's commands (queued, and sent but maybe not in the answer yet)
 * applied through the same overlay as the flow's screens, so a card the answer already counts
 * (its answer was dropped and the outbox resends it, or the answer came after the send) is not
 * counted again. A card whose place is unknown (0) moves no count.
 */
export function summaryWithCommands<T extends DonationSummary>(
  summary: T,
  donationId: string,
  commands: readonly AppliedCommand[],
): T {
  const ahead = withCommandEffects(
    { donationId, status: summary.status, receivedQuantity: null, vouchers: cardsInOrder(summary) },
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
