import type { Resolvers } from '../generated/resolvers-types.ts';

export const donationResolvers: Resolvers = {
  Query: {
    donations: (_parent, _args, { rest }) => rest.listDonations(),
    donationSearch: (_parent, { filter }, { rest }) => rest.searchDonations(filter),
    donationDetails: (_parent, { id }, { rest }) => rest.donationDetails(id),
    donationPhotoUrl: (_parent, { id }, { rest }) => rest.donationPhotoUrl(id),
  },
  Mutation: {
    registerDonation: (_parent, { input }, { rest }) => rest.registerDonation(input),
    receiveDonation: async (_parent, { id, input }, { rest, onUploadProgress, idempotencyKey }) => {
      const { file, ...fields } = input;
      await rest.receiveDonation(
        { donationId: id, ...fields, photo: file, recordedAt: null },
        { onProgress: onUploadProgress, idempotencyKey },
      );
      return true;
    },
    endDonation: async (_parent, { id }, { rest, idempotencyKey }) => {
      await rest.endDonation({ donationId: id }, { idempotencyKey });
      return true;
    },
  },
};
