import type { ApolloClient } from '@apollo/client';
import type { GraphQLSchema } from 'graphql';
import {
  AcceptCommitmentDocument,
  CommitmentCheckDocument,
  ConfirmChecklistDocument,
  SignInDocument,
} from '../../../graphql/generated/operations';
import { createRestClient } from '../../../graphql/rest/rest-client';
import { createSchema } from '../../../graphql/schema';
import { createApolloClient } from '../apollo/apollo-client';
import { BackendUnreachableError, type SessionOperations } from './session-actors';
import { readGraphQLFailure } from '../../../graphql/apollo-failure';

/**
 * Apollo for the session (loaded lazily: never in the landing page bundle). Each session call
 * carries its own bearer token, so it runs on a short-lived client bound to that token; the
 * signed-in screens share one long-lived client (apollo-provider.tsx).
 */

let schema: GraphQLSchema | null = null;

export function createClientFor(getToken: () => string | null): ApolloClient {
  schema ??= createSchema();
  const baseUrl = import.meta.env.VITE_API_URL as string | undefined;
  return createApolloClient({ schema, rest: createRestClient({ getToken, ...(baseUrl ? { baseUrl } : {}) }) });
}

export const sessionOperations: SessionOperations = {
  async signIn(bearer, login) {
    const { data } = await createClientFor(() => bearer)
      .mutate({ mutation: SignInDocument, variables: login ? { login } : {} })
      .catch((error: unknown) => {
        // No answer or a server error is transient; a refusal (401/403) is not.
        const { code } = readGraphQLFailure(error);
        throw code === 'NETWORK' || code === 'INTERNAL' ? new BackendUnreachableError(`sign-in failed: ${code}`) : error;
      });
    if (!data) throw new Error('sign-in returned no data');
    return data.signIn;
  },

  async commitmentAccepted(idToken) {
    const { data } = await createClientFor(() => idToken).query({
      query: CommitmentCheckDocument,
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('commitment check returned no data');
    return data.commitmentCheck.commitment;
  },

  async acceptCommitment(idToken) {
    const { data } = await createClientFor(() => idToken).mutate({ mutation: AcceptCommitmentDocument });
    return data?.acceptCommitment === true;
  },

  async confirmChecklist(idToken) {
    const { data } = await createClientFor(() => idToken).mutate({ mutation: ConfirmChecklistDocument });
    return data?.confirmChecklist === true;
  },
};
