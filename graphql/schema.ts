import { buildASTSchema, type GraphQLSchema } from 'graphql';
import schemaDocument from './schema.graphql?ast';
import { attachResolvers } from './attach-resolvers';
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
import { privacyResolvers } from './resolvers/privacy';

const resolvers = [
  scalarResolvers,
  sessionResolvers,
  donationResolvers,
  voucherResolvers,
  lookupResolvers,
  chargeResolvers,
  reportResolvers,
  reviewResolvers,
  privacyResolvers,
  overviewResolvers,
  accountResolvers,
];

/**
 * Not validated here: `npm run codegen` and scripts/build/graphql-without-validation.test.ts check
 * the SDL, the schema and every operation, so the browser carries no validation.
 */
export function createSchema(): GraphQLSchema {
  const schema = buildASTSchema(schemaDocument, { assumeValid: true, assumeValidSDL: true });
  for (const map of resolvers.map(withGraphQLErrors))
    attachResolvers(schema, map as Record<string, unknown>);
  return schema;
}
