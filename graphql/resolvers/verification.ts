import type { Resolvers } from '../generated/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import type { Requester } from '../rest/http-transport.ts';
import type { verificationFields } from '../rest/verification-calls.ts';

type Fields = typeof verificationFields;

/** A field resolved by verification-calls.ts, loaded on the first verification operation. */
const lazy =
  <F extends keyof Fields>(field: F) =>
  async (_parent: unknown, args: unknown, context: GraphQLContext) => {
    const { verificationFields: fields } = await import('../rest/verification-calls.ts');
    const resolve = fields[field] as (request: Requester, args: unknown) => ReturnType<Fields[F]>;
    return resolve(context.rest.request, args);
  };

export const verificationResolvers: Resolvers = {
  Query: {
    verificationRounds: lazy('verificationRounds'),
    verificationRound: lazy('verificationRound'),
    verificationCheck: lazy('verificationCheck'),
  },
  Mutation: {
    createVerificationRound: lazy('createVerificationRound'),
    recordVerificationOutcome: lazy('recordVerificationOutcome'),
    revealVerificationPhone: lazy('revealVerificationPhone'),
  },
};
