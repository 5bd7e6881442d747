import { DONATION_STATUS } from './donation-step';
import type { LeaderDonation } from './donation-flow.machine';
import { commandsOf, type OutboxCommand } from './outbox-command';
import { VOUCHER_STATUS } from './voucher-delivery.machine';

/**
 * What the leader sees before the server has it: a donation with the commands still in the
 * outbox applied, so the flow moves on offline as it would online (1 → 2 → 3 → 4, card states,
 * counts). Applying a command the server already reflects changes nothing.
 */

export interface DonationSummary {
  status: number;
  deliveredCount: number;
  notDeliveredCount: number;
  pendingCount: number;
}

const atLeast = (status: number, floor: number) => Math.max(status, floor);

export function withQueuedCommands(donation: LeaderDonation, commands: readonly OutboxCommand[]): LeaderDonation {
  return commandsOf(commands, donation.donationId).reduce<LeaderDonation>((current, { payload }) => {
    switch (payload.kind) {
      case 'receive':
        return { ...current, status: atLeast(current.status, DONATION_STATUS.received), receivedQuantity: payload.receivedQuantity };
      case 'deliver': {
        const status = payload.delivery.delivered ? VOUCHER_STATUS.delivered : VOUCHER_STATUS.notDelivered;
        return {
          ...current,
          status: atLeast(current.status, DONATION_STATUS.delivering),
          vouchers: current.vouchers.map((voucher) => (voucher.voucherId === payload.voucherId ? { ...voucher, status } : voucher)),
        };
      }
      case 'end':
        return { ...current, status: atLeast(current.status, DONATION_STATUS.complete) };
    }
  }, donation);
}

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
