import type { Resolvers } from '../generated/resolvers-types.ts';

export const chargeResolvers: Resolvers = {
  Query: {
    charges: (_parent, _args, { rest }) => rest.listCharges(),
    charge: (_parent, { id }, { rest }) => rest.getCharge(id),
  },
  Mutation: {
    uploadCharge: (_parent, { type, file }, { rest, onUploadProgress }) =>
      rest.uploadCharge(type, file, onUploadProgress),
  },
  Charge: {
    // The list does not carry row errors; only GET /load/{id} does.
    errors: async (charge, _args, { rest }) =>
      charge.errors ?? (await rest.getCharge(charge._id)).errors ?? [],
  },
};
