import type { Resolvers } from '../generated/resolvers-types.ts';

export const messageResolvers: Resolvers = {
  Query: {
    familyMessages: (_parent, _args, { rest }) => rest.familyMessages(),
    messageCounts: (_parent, _args, { rest }) => rest.messageCounts(),
  },
  Mutation: {
    answerFamilyMessage: (_parent, { id, text }, { rest }) => rest.answerFamilyMessage(id, text),
  },
};
