import type { Resolvers } from '../generated/resolvers-types.ts';
import { CLOSING_STATUSES } from '#contract/donation-audit.ts';

type ClosingStatus = (typeof CLOSING_STATUSES)[number];
// Any other number goes to the server as it is, which refuses it with its pt-BR message.
const asClosingStatus = (status: number) => status as ClosingStatus;

export const reviewResolvers: Resolvers = {
  Query: {
    donationReview: async (_parent, { id }, { rest }) => ({
      donationId: id,
      ...(await rest.donationReview(id)),
    }),
    donationAnomalies: (_parent, { ids }, { rest }) => rest.donationAnomalies(ids),
    currentLeaderReport: (_parent, _args, { rest }) => rest.currentLeaderReport(),
  },
  Mutation: {
    closeDonation: async (_parent, { id, status, reason }, { rest }) => ({
      donationId: id,
      ...(await rest.closeDonation(id, { status: asClosingStatus(status), reason })),
    }),
    undoClosing: async (_parent, { id }, { rest }) => ({
      donationId: id,
      ...(await rest.undoClosing(id)),
    }),
    reopenDonation: async (_parent, { id, reason }, { rest }) => ({
      donationId: id,
      ...(await rest.reopenDonation(id, { reason })),
    }),
    transferDonation: async (_parent, { id, leaderId, reason, allOfLeader }, { rest }) => ({
      donationId: id,
      ...(await rest.transferDonation(id, { leaderId, reason, allOfLeader })),
    }),
  },
};
