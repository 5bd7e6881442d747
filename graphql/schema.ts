import { buildASTSchema, type GraphQLSchema } from 'graphql';
import schemaDocument from './schema.graphql?ast';
import { attachResolvers } from './attach-resolvers.ts';
import { withGraphQLErrors } from './graphql-errors.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { donationResolvers } from './resolvers/donation.ts';
import { lookupResolvers } from './resolvers/lookup.ts';
import { reviewResolvers } from './resolvers/review.ts';
import { overviewResolvers } from './resolvers/overview.ts';
import { scalarResolvers } from './resolvers/scalars.ts';
import { sessionResolvers } from './resolvers/session.ts';
import { transparencyResolvers } from './resolvers/transparency.ts';
import { voucherResolvers } from './resolvers/voucher.ts';

// Everyone's; transparency's scalar here keeps graphql whole in the executor's chunk.
const resolvers = [
  scalarResolvers,
  sessionResolvers,
  donationResolvers,
  voucherResolvers,
  lookupResolvers,
  reviewResolvers,
  overviewResolvers,
  transparencyResolvers,
];

/**
 * `npm run codegen` and scripts/build/graphql-without-validation.test.ts validate, so the browser
 * carries none. Without `staff` (never loaded on a leader's phone) staff's fields resolve to null.
 */
export function createSchema(staff: readonly Resolvers[] = []): GraphQLSchema {
  const schema = buildASTSchema(schemaDocument, { assumeValid: true, assumeValidSDL: true });
  for (const map of [...resolvers, ...staff].map(withGraphQLErrors))
    attachResolvers(schema, map as Record<string, unknown>);
  return schema;
}
