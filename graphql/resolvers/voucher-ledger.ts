import type { Resolvers } from '../generated/resolvers-types.ts';

export const voucherLedgerResolvers: Resolvers = {
  Query: {
    voucherTimeline: (_parent, { voucherId }, { rest }) => rest.voucherTimeline(voucherId),
  },
  Mutation: {
    resolveVoucher: (_parent, { voucherId, reason }, { rest }) =>
      rest.resolveVoucher(voucherId, reason),
    recallVouchers: (_parent, { donationId, voucherId }, { rest }) =>
      rest.recallVouchers(donationId ? { donationId } : { voucherId: voucherId ?? '' }),
  },
};
