import { GraphQLError, GraphQLScalarType } from 'graphql';
import type { Shown as ShownValue } from '#contract/transparency.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

// Output only: the counts come from the server's answer, already checked against its contract.
const Shown = new GraphQLScalarType<ShownValue, ShownValue>({
  name: 'Shown',
  serialize: (value) => value as ShownValue,
  parseValue() {
    throw new GraphQLError('Shown is an output-only scalar');
  },
  parseLiteral() {
    throw new GraphQLError('Shown is an output-only scalar');
  },
});

export const transparencyResolvers: Resolvers = {
  Shown,
  Query: {
    packageReport: (_parent, { loadId }, { rest }) => rest.packageReport(loadId),
    packageReportCsv: (_parent, { loadId }, { rest }) => rest.packageReportCsv(loadId),
  },
};
