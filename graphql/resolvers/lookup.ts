import type { Resolvers } from '../generated/resolvers-types.ts';

export const lookupResolvers: Resolvers = {
  Query: {
    states: (_parent, _args, { rest }) => rest.listStates(),
    cities: (_parent, { state }, { rest }) => rest.listCities(state),
    sites: (_parent, _args, { rest }) => rest.listSites(),
    leaders: (_parent, { name }, { rest }) => rest.searchLeaders(name),
  },
};
