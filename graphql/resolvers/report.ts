import type { Resolvers } from '../generated/resolvers-types.ts';

export const reportResolvers: Resolvers = {
  Query: {
    reports: (_parent, _args, { rest }) => rest.listReports(),
    reportUrl: (_parent, { id }, { rest }) => rest.reportUrl(id),
  },
  Mutation: {
    createReport: (_parent, { type, filter, complete }, { rest }) =>
      rest.createReport(type, filter ?? {}, complete === true),
    deleteReport: async (_parent, { id }, { rest }) => {
      await rest.deleteReport(id);
      return true;
    },
  },
};
