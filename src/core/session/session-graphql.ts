import type { ApolloClient } from '@apollo/client';
import {
  AcceptCommitmentDocument,
  CommitmentCheckDocument,
  ConfirmChecklistDocument,
  SignInDocument,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { createApolloClient, preloadExecutor } from '../apollo/apollo-client.ts';
import { createBrowserRestClient } from '../apollo/browser-rest-client.ts';
import { BackendUnreachableError, type SessionOperations } from './session-actors.ts';

declare module '@apollo/client' {
  interface DefaultContext {
    bearer?: string;
  }
}

/** Its calls run before the signed-in scope exists, each with its own bearer; nothing is cached. */
export function createSessionClient(): ApolloClient {
  // Every call of the session goes to the network: the executor is needed at once.
  preloadExecutor();
  return createApolloClient({
    rest: ({ bearer }) => createBrowserRestClient(() => bearer ?? null),
  });
}

export function createSessionOperations(
  client: ApolloClient = createSessionClient(),
): SessionOperations {
  return {
    async signIn(bearer, login) {
      const { data } = await client
        .mutate({
          mutation: SignInDocument,
          variables: login ? { login } : {},
          context: { bearer },
          fetchPolicy: 'no-cache',
        })
        .catch((error: unknown) => {
          // No answer or a server error is transient; a refusal (401/403) is not.
          const { code } = readGraphQLFailure(error);
          throw code === 'NETWORK' || code === 'INTERNAL'
            ? new BackendUnreachableError(`sign-in failed: ${code}`)
            : error;
        });
      if (!data) throw new Error('sign-in returned no data');
      return data.signIn;
    },

    async commitmentAccepted(idToken) {
      const { data } = await client.query({
        query: CommitmentCheckDocument,
        context: { bearer: idToken },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('commitment check returned no data');
      return data.commitmentCheck.commitment;
    },

    async acceptCommitment(idToken) {
      const { data } = await client.mutate({
        mutation: AcceptCommitmentDocument,
        context: { bearer: idToken },
        fetchPolicy: 'no-cache',
      });
      return data?.acceptCommitment === true;
    },

    async confirmChecklist(idToken) {
      const { data } = await client.mutate({
        mutation: ConfirmChecklistDocument,
        context: { bearer: idToken },
        fetchPolicy: 'no-cache',
      });
      return data?.confirmChecklist === true;
    },
  };
}
