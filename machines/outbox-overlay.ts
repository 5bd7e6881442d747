import { DONATION_STATUS } from './donation-step';
import type { LeaderDonation } from './donation-flow.machine';
import { commandsOf, type OutboxCommand, type OutboxPayload } from './outbox-command';
import { VOUCHER_STATUS } from './voucher-delivery.machine';

/**
 * What the leader sees before the server has it: a donation with the leader's commands applied,
 * so the flow moves on offline as it would online (1 → 2 → 3 → 4, card states, counts).
 *
 * The commands applied are those still in the outbox and those sent but not yet seen in an
 * answer from the server (a read that started before the send, or a saved answer from before
 * it). Applying a command the server already reflects changes nothing.
 */

/** What a command changes in a donation, without its photos. */
export type CommandEffect =
  | { kind: 'receive'; receivedQuantity: number }
  | { kind: 'deliver'; voucherId: string; delivered: boolean }
  | { kind: 'end' };

/** A command as the overlay needs it: queued or already sent. */
export interface AppliedCommand {
  id: string;
  donationId: string;
  order: number;
  effect: CommandEffect;
}

export function effectOf(payload: OutboxPayload): CommandEffect {
  switch (payload.kind) {
    case 'receive':
      return { kind: 'receive', receivedQuantity: payload.receivedQuantity };
    case 'deliver':
      return { kind: 'deliver', voucherId: payload.voucherId, delivered: payload.delivery.delivered };
    case 'end':
      return { kind: 'end' };
  }
}

export const asApplied = ({ id, donationId, order, payload }: OutboxCommand): AppliedCommand => ({
  id,
  donationId,
  order,
  effect: effectOf(payload),
});

export interface DonationSummary {
  status: number;
  deliveredCount: number;
  notDeliveredCount: number;
  pendingCount: number;
}

const atLeast = (status: number, floor: number) => Math.max(status, floor);

const voucherStatusOf = (delivered: boolean) => (delivered ? VOUCHER_STATUS.delivered : VOUCHER_STATUS.notDelivered);

/** True when the donation, as the server answered it, already shows what the command did. */
export function reflects(donation: LeaderDonation, { effect }: AppliedCommand): boolean {
  switch (effect.kind) {
    case 'receive':
      return donation.status >= DONATION_STATUS.received;
    case 'deliver':
      return donation.vouchers.some((voucher) => voucher.voucherId === effect.voucherId && voucher.status !== VOUCHER_STATUS.pending);
    case 'end':
      return donation.status >= DONATION_STATUS.complete;
  }
}

export function withCommandEffects(donation: LeaderDonation, commands: readonly AppliedCommand[]): LeaderDonation {
  return commandsOf(commands, donation.donationId).reduce<LeaderDonation>((current, { effect }) => {
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
            voucher.voucherId === effect.voucherId && voucher.status === VOUCHER_STATUS.pending ? { ...voucher, status } : voucher,
          ),
        };
      }
      case 'end':
        return { ...current, status: atLeast(current.status, DONATION_STATUS.complete) };
    }
  }, donation);
}

export const withQueuedCommands = (donation: LeaderDonation, commands: readonly OutboxCommand[]): LeaderDonation =>
  withCommandEffects(donation, commands.map(asApplied));

/** The list's counts with the queued deliveries moved from pending to their outcome. */
export function summaryWithQueuedCommands<T extends DonationSummary>(summary: T, donationId: string, commands: readonly OutboxCommand[]): T {
  return commandsOf(commands, donationId).reduce<T>((current, { payload }) => {
    switch (payload.kind) {
      case 'receive':
        return { ...current, status: atLeast(current.status, DONATION_STATUS.received) };
      case 'deliver':
        if (current.pendingCount === 0) return current;
        return {
          ...current,
          status: atLeast(current.status, DONATION_STATUS.delivering),
          pendingCount: current.pendingCount - 1,
          ...(payload.delivery.delivered
            ? { deliveredCount: current.deliveredCount + 1 }
            : { notDeliveredCount: current.notDeliveredCount + 1 }),
        };
      case 'end':
        return { ...current, status: atLeast(current.status, DONATION_STATUS.complete) };
    }
  }, summary);
}
