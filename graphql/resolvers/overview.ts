import type { Resolvers } from '../generated/resolvers-types.ts';

export const overviewResolvers: Resolvers = {
  Query: {
    overview: (_parent, { filter }, { rest }) => rest.overview(filter),
    overviewLeaders: (_parent, { filter, ...options }, { rest }) =>
      rest.overviewLeaders(filter, options),
    overviewLeadersCsv: (_parent, { filter, ...options }, { rest }) =>
      rest.overviewLeadersCsv(filter, options),
    overviewMap: (_parent, { filter }, { rest }) => rest.overviewMap(filter),
    voucherFunnel: (_parent, { filter }, { rest }) => rest.voucherFunnel(filter),
    stuckVouchers: (_parent, { filter }, { rest }) => rest.stuckVouchers(filter),
    stuckVouchersCsv: (_parent, { filter, list }, { rest }) => rest.stuckVouchersCsv(filter, list),
    overviewOptions: async (_parent, _args, { rest }) => {
      const options = await rest.overviewOptions();
      return { ...options, cities: options.cities.map(({ city, state }) => ({ city, state })) };
    },
    leaderProgress: (_parent, _args, { rest }) => rest.leaderProgress(),
  },
};
