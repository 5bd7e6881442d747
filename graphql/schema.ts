import { buildASTSchema, type GraphQLSchema } from 'graphql';
import schemaDocument from './schema.graphql?ast';
import { attachResolvers } from './attach-resolvers.ts';
import { withGraphQLErrors } from './graphql-errors.ts';
import { accountResolvers } from './resolvers/account.ts';
import { chargeResolvers } from './resolvers/charge.ts';
import { complaintResolvers } from './resolvers/complaint.ts';
import { donationResolvers } from './resolvers/donation.ts';
import { lookupResolvers } from './resolvers/lookup.ts';
import { reportResolvers } from './resolvers/report.ts';
import { reviewResolvers } from './resolvers/review.ts';
import { overviewResolvers } from './resolvers/overview.ts';
import { scalarResolvers } from './resolvers/scalars.ts';
import { sessionResolvers } from './resolvers/session.ts';
import { voucherResolvers } from './resolvers/voucher.ts';
import { privacyResolvers } from './resolvers/privacy.ts';
import { transparencyResolvers } from './resolvers/transparency.ts';
import { verificationResolvers } from './resolvers/verification.ts';
import { messageResolvers } from './resolvers/message.ts';
import { cardResolvers } from './resolvers/card.ts';

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
  complaintResolvers,
  transparencyResolvers,
  verificationResolvers,
  messageResolvers,
  cardResolvers,
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
