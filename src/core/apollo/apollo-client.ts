// Apollo Client over SchemaLink: the GraphQL schema runs in the browser and its resolvers call
// the REST backend. Load this module lazily (dynamic import) from the private routes only:
// the landing page must not pull Apollo or graphql into its bundle.
import { ApolloClient, ApolloLink, InMemoryCache, type DefaultContext } from '@apollo/client';
import type { GraphQLSchema } from 'graphql';
import type { UploadProgressHandler } from '#graphql/rest/http-transport.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import { deferredLink } from './deferred-link';
import { offlineFallbackLink } from './offline-fallback-link';
import type { OfflineStatusStore } from './offline-status-store';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Upload progress of receiveDonation / deliverVoucher / uploadCharge: `mutate({ context: { onUploadProgress } })`. */
    onUploadProgress?: UploadProgressHandler;
    /**
     * The write's `Idempotency-Key`. The outbox sets it when it sends a queued write; a write
     * that carries one goes to the server, never back into the queue (outbox-link.ts).
     */
    idempotencyKey?: string;
  }
}

export type CreateApolloClientOptions = (
  /** `rest` as a function: a REST client for each operation, from its context (its bearer, say). */
  | { rest: RestClient | ((operation: DefaultContext) => RestClient); schema?: GraphQLSchema }
  /** Component tests: a mocked schema (graphql/mocks.ts) needs no REST client. */
  | { rest?: undefined; schema: GraphQLSchema }
) & {
  /** Answers queries from the saved cache when the server cannot be reached, and reports it here. */
  offlineStatus?: OfflineStatusStore;
};

/** Entities are normalised by their REST ids so lists, details and mutations share one copy. */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    // The fragment a list row and the details share is on this interface: without its types the
    // cache would not know Donation and DonationDetails match it, and would drop its fields.
    possibleTypes: { DonationFields: ['Donation', 'DonationDetails'] },
    typePolicies: {
      SignedInUser: { keyFields: ['id'] },
      User: { keyFields: ['id'] },
      Donation: { keyFields: ['donationId'] },
      DonationDetails: { keyFields: ['donationId'] },
      DonationReview: { keyFields: ['donationId'] },
      Voucher: { keyFields: ['voucherId'] },
      Site: { keyFields: ['siteId'] },
      Leader: { keyFields: ['login'] },
      State: { keyFields: ['state'] },
      City: { keyFields: ['state', 'city'] },
      Charge: { keyFields: ['_id'], fields: { errors: { merge: false } } },
      Report: { keyFields: ['id'] },
      CommitmentCheck: { keyFields: false, merge: true },
    },
  });
}

export function createApolloClient(options: CreateApolloClientOptions): ApolloClient {
  const { rest, schema } = options;
  // The executor and the schema (graphql-tools, resolvers) load and build on the first
  // operation, so a screen answered from the restored cache does not wait for them.
  const schemaLink = deferredLink(() => import('./schema-link').then((module) => module.createSchemaLink(rest, schema)));
  const link = options.offlineStatus ? ApolloLink.from([offlineFallbackLink(options.offlineStatus), schemaLink]) : schemaLink;
  return new ApolloClient({
    link,
    cache: createApolloCache(),
    // A restored cache shows at once; the network answer replaces it when it arrives.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
