// Apollo over SchemaLink: the schema runs in the browser, its resolvers call REST. Imported
// lazily by the private routes only: the landing page must not carry Apollo or graphql.
import { ApolloClient, ApolloLink, InMemoryCache, type DefaultContext } from '@apollo/client';
import type { UploadProgressHandler } from '#graphql/rest/http-transport.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import type { OfflineStatusStore } from './offline-status-store.ts';
import { from, mergeMap, of, map } from 'rxjs';
import { NETWORK_FAILURE_MESSAGE } from '#graphql/rest/rest-error.ts';
import { OperationTypeNode, type GraphQLSchema } from 'graphql';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Upload progress of the charge upload: `mutate({ context: { onUploadProgress } })`. */
    onUploadProgress?: UploadProgressHandler;
  }
}

/** The REST client of every operation, or a function giving it from the operation's context (its bearer, say). */
export type RestOfOperations = RestClient | ((operation: DefaultContext) => RestClient);

export type CreateApolloClientOptions = (
  | { rest: RestOfOperations; schema?: GraphQLSchema }
  /** Loaded with the executor on the first operation: off the path of a screen drawn from cache. */
  | { loadRest: () => Promise<RestOfOperations>; schema?: undefined }
  /** Component tests: a mocked schema (graphql/mocks.ts) needs no REST client. */
  | { rest?: undefined; schema: GraphQLSchema }
) & {
  offlineStatus?: OfflineStatusStore;
  /** Staff's resolvers load with the executor (graphql/staff-resolvers.ts); a leader's never. */
  staff?: boolean;
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
      Voucher: { keyFields: ['donationId', 'position'] },
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
  const { schema } = options;
  // In a box: a promise takes any object with a `then` for a promise, and a test's REST client
  // that answers every property (a Proxy) has one.
  const rest =
    'loadRest' in options
      ? () => options.loadRest().then((loaded) => ({ loaded }))
      : () => Promise.resolve({ loaded: options.rest });
  // The executor and the schema (graphql-js, the resolvers) load and build on the first
  // operation, so a screen answered from the restored cache does not wait for them.
  const schemaLink = deferredLink(() =>
    Promise.all([
      import('./schema-link.ts'),
      rest(),
      options.staff ? import('#graphql/staff-resolvers.ts') : null,
    ]).then(([module, { loaded }, staff]) =>
      module.createSchemaLink(loaded, schema ?? module.createSchema(staff?.staffResolvers)),
    ),
  );
  const link = options.offlineStatus
    ? ApolloLink.from([offlineFallbackLink(options.offlineStatus), schemaLink])
    : schemaLink;
  return new ApolloClient({
    link,
    cache: createApolloCache(),
    // A restored cache shows at once; the network answer replaces it when it arrives.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/**
 * Starts downloading the executor and REST client now, for a client whose first operation goes
 * to the network. Not preloaded by the pages: a list drawn from the saved cache does without them.
 */
export function preloadExecutor(staff = false): void {
  void Promise.all([
    import('./schema-link.ts'),
    import('./browser-rest-client.ts'),
    staff ? import('#graphql/staff-resolvers.ts') : null,
  ]).catch(() => undefined);
}

/** What a resolver with no network answers (code NETWORK), as a plain error: no graphql here. */
const unreachable = (): ApolloLink.Result => ({
  errors: [{ message: NETWORK_FAILURE_MESSAGE, extensions: { code: 'NETWORK', status: 0 } }],
});

/**
 * A terminating link `load`ed on the first operation. A failed download answers as a resolver
 * with no network would, and the next operation tries again.
 */
export function deferredLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | null = null;
  const linkOrNothing = (): Promise<ApolloLink | null> =>
    (loading ??= load()).catch(() => {
      loading = null;
      return null;
    });
  return new ApolloLink((operation, forward) =>
    from(linkOrNothing()).pipe(
      mergeMap((link) => (link ? link.request(operation, forward) : of(unreachable()))),
    ),
  );
}

export const queryKey = (operationName: string | undefined, variables: Record<string, unknown>) =>
  `${operationName ?? 'anonymous'}:${JSON.stringify(variables)}`;

/** A resolver's REST call got no answer (no network, or the request timed out): graphql/graphql-errors.ts. */
const isUnreachable = (result: ApolloLink.Result) =>
  'errors' in result &&
  (result.errors ?? []).some((error) => error.extensions?.['code'] === 'NETWORK');

/**
 * With no connection, a query answered before is answered from the cache (and the store learns
 * it, for 'Sem conexão'); a query never answered still fails, and mutations go to the server.
 */
export function offlineFallbackLink(status: OfflineStatusStore): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const key = queryKey(operation.operationName, operation.variables);
    return forward(operation).pipe(
      map((result) => {
        if (!isUnreachable(result)) {
          if (!('errors' in result) || !result.errors?.length) status.answered(key);
          return result;
        }
        const saved = operation.client.cache.readQuery({
          query: operation.query,
          variables: operation.variables,
        });
        status.unreachable(key, saved !== null);
        return saved === null ? result : { data: saved };
      }),
    );
  });
}
