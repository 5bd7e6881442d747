import type { Resolvers } from './generated/resolvers-types.ts';
import { accountResolvers } from './resolvers/account.ts';
import { voucherLedgerResolvers } from './resolvers/voucher-ledger.ts';
import { chargeResolvers } from './resolvers/charge.ts';
import { complaintResolvers } from './resolvers/complaint.ts';
import { messageResolvers } from './resolvers/message.ts';
import { privacyResolvers } from './resolvers/privacy.ts';
import { reportResolvers } from './resolvers/report.ts';
import { verificationResolvers } from './resolvers/verification.ts';

/** Only staff's screens use these: loaded with the executor for them, never for a leader. */
export const staffResolvers: readonly Resolvers[] = [
  accountResolvers,
  voucherLedgerResolvers,
  chargeResolvers,
  complaintResolvers,
  messageResolvers,
  privacyResolvers,
  reportResolvers,
  verificationResolvers,
];
