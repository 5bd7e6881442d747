import { commandsOf } from '#machines/outbox-command.ts';
import { asApplied, reflects, type AppliedCommand } from '#machines/outbox-overlay.ts';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import type { OutboxStore } from './outbox-store.ts';

export interface CommandsAhead {
  /**
   * What the leader did to the donation that an answer may not show yet, oldest first: the
   * queued commands and the sent ones no answer has shown. Read it before asking the server,
   * so a command sent while the answer travels is still in it.
   */
  ahead(donationId: string): Promise<AppliedCommand[]>;
  /** The sent commands no answer has shown yet, of every donation, oldest first. */
  sent(): Promise<AppliedCommand[]>;
  /** The server's answer shows these sent commands: stop applying them. */
  confirm(donation: LeaderDonation): Promise<void>;
}

/**
 * The device's side of "a sent command counts until the server is seen to have it" (docs/offline.md,
 * "Outbox"): an answer older than the send (a read that started before it, or a saved answer
 * offline) cannot make the leader's work disappear.
 */
export function commandsAhead(store: OutboxStore): CommandsAhead {
  return {
    ahead: async (donationId) =>
      commandsOf([...(await store.sent()), ...(await store.list()).map(asApplied)], donationId),
    sent: () => store.sent(),
    async confirm(donation) {
      const shown = commandsOf(await store.sent(), donation.donationId).filter((sent) =>
        reflects(donation, sent),
      );
      if (shown.length > 0) await store.forgetSent(shown.map((sent) => sent.id));
    },
  };
}
