// Imported lazily by the private routes only: the landing page must not carry Apollo or graphql.
import { ApolloClient, ApolloLink, InMemoryCache, type DefaultContext } from '@apollo/client';
import type { UploadProgressHandler } from '#graphql/rest/http-transport.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import type { OfflineStatusStore } from './offline-status-store.ts';
import { from, mergeMap, of, map } from 'rxjs';
import { NETWORK_FAILURE_MESSAGE } from '#graphql/rest/rest-error.ts';
import { OperationTypeNode, type GraphQLSchema } from 'graphql';

declare module '@apollo/client' {
  interface DefaultContext {
    onUploadProgress?: UploadProgressHandler;
  }
}

export type RestOfOperations = RestClient | ((operation: DefaultContext) => RestClient);

export type CreateApolloClientOptions = (
  | { rest: RestOfOperations; schema?: GraphQLSchema }
  /** Loaded with the executor on the first operation: off the path of a screen drawn from cache. */
  | { loadRest: () => Promise<RestOfOperations>; schema?: undefined }
  | { rest?: undefined; schema: GraphQLSchema }
) & {
  offlineStatus?: OfflineStatusStore;
  /** Staff's resolvers load with the executor; a leader's never. */
  staff?: boolean;
};

/** Entities are normalised by their REST ids so lists, details and mutations share one copy. */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    // Without these types the cache would not know Donation and DonationDetails share the fragment.
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
  // In a box: a promise takes any object with a `then` for one, and a test's Proxy REST client has
  // one.
  const rest =
    'loadRest' in options
      ? () => options.loadRest().then((loaded) => ({ loaded }))
      : () => Promise.resolve({ loaded: options.rest });
  // The executor and schema load on the first operation: a screen answered from cache does not
  // wait.
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
 * For a client whose first operation goes to the network; a list drawn from the saved cache does
 * without.
 */
export function preloadExecutor(staff = false): void {
  void Promise.all([
    import('./schema-link.ts'),
    import('./browser-rest-client.ts'),
    staff ? import('#graphql/staff-resolvers.ts') : null,
  ]).catch(() => undefined);
}

/** Code NETWORK as a plain error: graphql-js must not load for it. */
const unreachable = (): ApolloLink.Result => ({
  errors: [{ message: NETWORK_FAILURE_MESSAGE, extensions: { code: 'NETWORK', status: 0 } }],
});

/**
 * A failed download answers as a resolver with no network would; the next operation tries again.
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

const isUnreachable = (result: ApolloLink.Result) =>
  'errors' in result &&
  (result.errors ?? []).some((error) => error.extensions?.['code'] === 'NETWORK');

/**
 * Offline, a query answered before is answered from the cache; mutations still go to the server.
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
