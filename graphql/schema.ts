import type { GraphQLSchema } from 'graphql';
import schemaDocument from './schema.graphql?ast';
import { attachResolvers } from './attach-resolvers';
import { buildSchemaFromDocument } from './build-schema';
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
 * The executable schema; run it with a `GraphQLContext` ({ rest }) per operation. Built from the
 * SDL parsed at build time (scripts/graphql-ast-plugin.ts) by build-schema.ts, with the resolvers
 * put on it (attach-resolvers.ts). The SDL and the schema are not checked again here: `npm run
 * codegen` and tests/graphql/schema-valid.test.ts check both, and the operations against them, so
 * the browser's build carries none of graphql's validation (scripts/graphql-without-validation-plugin.ts).
 */
export function createSchema(): GraphQLSchema {
  const schema = buildSchemaFromDocument(schemaDocument);
  for (const map of resolvers.map(withGraphQLErrors))
    attachResolvers(schema, map as Record<string, unknown>);
  return schema;
}
