import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import typeDefs from './schema.graphql?raw';
import type { GraphQLContext } from './context';
import { withGraphQLErrors } from './graphql-errors';
import { accountResolvers } from './resolvers/account';
import { chargeResolvers } from './resolvers/charge';
import { donationResolvers } from './resolvers/donation';
import { lookupResolvers } from './resolvers/lookup';
import { reportResolvers } from './resolvers/report';
import { reviewResolvers } from './resolvers/review';
import { overviewResolvers } from './resolvers/overview';
import { scalarResolvers } from './resolvers/scalars';
import { sessionResolvers } from './resolvers/session';
import { voucherResolvers } from './resolvers/voucher';

export { typeDefs };

const resolvers = [
  scalarResolvers,
  sessionResolvers,
  donationResolvers,
  voucherResolvers,
  lookupResolvers,
  chargeResolvers,
  reportResolvers,
  reviewResolvers,
  overviewResolvers,
  accountResolvers,
];

/** The executable schema; run it with a `GraphQLContext` ({ rest }) per operation. */
export function createSchema(): GraphQLSchema {
  return makeExecutableSchema<GraphQLContext>({
    typeDefs,
    resolvers: resolvers.map(withGraphQLErrors),
  });
}
