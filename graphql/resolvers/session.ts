import type { Resolvers } from '../generated/resolvers-types.ts';

export const sessionResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, { rest }) => rest.profile(),
    commitmentCheck: (_parent, _args, { rest }) => rest.commitmentCheck(),
  },
  Mutation: {
    signIn: (_parent, { login }, { rest }) => rest.signIn(login),
    // docs/product.md R8.9: a failed terms acceptance is ignored, so this never throws.
    acceptCommitment: async (_parent, _args, { rest }) => {
      try {
        await rest.acceptCommitment();
        return true;
      } catch {
        return false;
      }
    },
    // docs/product.md R7.4: success true, any failure false (the user stays, no message).
    confirmChecklist: async (_parent, _args, { rest }) => {
      try {
        await rest.confirmChecklist();
        return true;
      } catch {
        return false;
      }
    },
  },
};
