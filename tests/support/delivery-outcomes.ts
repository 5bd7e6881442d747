import { noRecipient, type DeliveryOutcome } from '#contract/leader-writes.ts';

/** A card not delivered as the form hands it on: the leader's comment, no recipient, no files. */
export const notDelivered = (leaderComment: string): DeliveryOutcome => ({
  ...noRecipient(),
  delivered: false,
  leaderComment,
  messageConsent: null,
  photo: null,
  invoice: null,
});
