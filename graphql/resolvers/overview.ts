import type { Resolvers } from '../generated/resolvers-types.ts';

export const overviewResolvers: Resolvers = {
  Query: {
    overview: (_parent, { filter }, { rest }) => rest.overview(filter),
    overviewLeaders: (_parent, { filter, ...options }, { rest }) =>
      rest.overviewLeaders(filter, options),
    overviewLeadersCsv: (_parent, { filter, ...options }, { rest }) =>
      rest.overviewLeadersCsv(filter, options),
    overviewMap: (_parent, { filter }, { rest }) => rest.overviewMap(filter),
    cardFunnel: (_parent, { filter }, { rest }) => rest.cardFunnel(filter),
    stuckCards: (_parent, { filter }, { rest }) => rest.stuckCards(filter),
    stuckCardsCsv: (_parent, { filter, list }, { rest }) => rest.stuckCardsCsv(filter, list),
    overviewOptions: async (_parent, _args, { rest }) => {
      const options = await rest.overviewOptions();
      return { ...options, cities: options.cities.map(({ city, state }) => ({ city, state })) };
    },
    leaderProgress: (_parent, _args, { rest }) => rest.leaderProgress(),
  },
};
