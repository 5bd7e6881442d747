import type { Resolvers } from '../generated/resolvers-types.ts';

export const cardResolvers: Resolvers = {
  Query: {
    cardTimeline: (_parent, { voucherId }, { rest }) => rest.cardTimeline(voucherId),
  },
  Mutation: {
    resolveCard: (_parent, { voucherId, reason }, { rest }) => rest.resolveCard(voucherId, reason),
    recallCards: (_parent, { donationId, voucherId }, { rest }) =>
      rest.recallCards(donationId ? { donationId } : { voucherId: voucherId ?? '' }),
  },
};
