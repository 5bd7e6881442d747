import type { Resolvers } from '../generated/resolvers-types.ts';

export const donationResolvers: Resolvers = {
  Query: {
    donations: (_parent, _args, { rest }) => rest.listDonations(),
    donationSearch: (_parent, { filter }, { rest }) => rest.searchDonations(filter),
    donationDetails: (_parent, { id }, { rest }) => rest.donationDetails(id),
    donationPhotoUrl: (_parent, { id }, { rest }) => rest.donationPhotoUrl(id),
  },
  Mutation: {
    registerDonation: (_parent, { input: { leaderId, leaderLogin, ...donation } }, { rest }) =>
      rest.registerDonation({
        ...donation,
        ...(leaderId ? { leaderId } : {}),
        ...(leaderLogin ? { leaderLogin } : {}),
      }),
  },
};
