import type { Resolvers } from '../generated/resolvers-types.ts';

export const accountResolvers: Resolvers = {
  Query: {
    account: (_parent, { login }, { rest }) => rest.findAccount(login),
    leaderByCpf: (_parent, { login }, { rest }) => rest.leaderByCpf(login),
  },
  Mutation: {
    resetPassword: (_parent, { login }, { rest }) => rest.resetPassword(login),
    changeAccount: (_parent, { change, login, reason }, { rest }) =>
      rest.changeAccount(change, login, reason),
    changeAccountRole: (_parent, { login, role, reason }, { rest }) =>
      rest.changeAccountRole(login, role, reason),
  },
};
