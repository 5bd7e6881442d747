import { GraphQLError, GraphQLScalarType } from 'graphql';
import { packageReportFileName } from '#contract/package-report.ts';
import { HIDDEN, SMALL, type Shown as ShownValue } from '#contract/transparency.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

const isShown = (value: unknown): value is ShownValue =>
  typeof value === 'number' || value === SMALL || value === HIDDEN;

// Output only: the donor report's counts come from the server, never from a query's arguments.
const Shown = new GraphQLScalarType<ShownValue, ShownValue>({
  name: 'Shown',
  serialize(value) {
    if (isShown(value)) return value;
    throw new GraphQLError(`Shown must be a number, '${SMALL}' or '${HIDDEN}'`);
  },
  parseValue() {
    throw new GraphQLError('Shown is an output-only scalar');
  },
  parseLiteral() {
    throw new GraphQLError('Shown is an output-only scalar');
  },
});

/** The donor report of a 'Pacote' (admin; the server checks the role). */
export const transparencyResolvers: Resolvers = {
  Shown,
  Query: {
    packageReport: (_parent, { loadId }, { rest }) => rest.packageReport(loadId),
    packageReportCsv: async (_parent, { loadId }, { rest }) => ({
      fileName: packageReportFileName(new Date().toISOString()),
      contentType: 'text/csv',
      content: await rest.packageReportCsv(loadId),
    }),
  },
};
