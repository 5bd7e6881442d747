import type { Resolvers } from './generated/resolvers-types.ts';
import { accountResolvers } from './resolvers/account.ts';
import { cardResolvers } from './resolvers/card.ts';
import { chargeResolvers } from './resolvers/charge.ts';
import { complaintResolvers } from './resolvers/complaint.ts';
import { messageResolvers } from './resolvers/message.ts';
import { privacyResolvers } from './resolvers/privacy.ts';
import { reportResolvers } from './resolvers/report.ts';
import { verificationResolvers } from './resolvers/verification.ts';

/**
 * The resolvers only staff's screens use (admin, readonly, ouvidoria): loaded with the executor
 * for them (src/core/apollo/apollo-client.ts), never on a leader's phone.
 */
export const staffResolvers: readonly Resolvers[] = [
  accountResolvers,
  cardResolvers,
  chargeResolvers,
  complaintResolvers,
  messageResolvers,
  privacyResolvers,
  reportResolvers,
  verificationResolvers,
];
