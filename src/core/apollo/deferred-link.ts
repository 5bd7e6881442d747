import { ApolloLink } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { NETWORK_FAILURE_MESSAGE } from '#graphql/rest/rest-error.ts';

/**
 * What a resolver with no network answers (graphql/graphql-errors.ts): code NETWORK. A plain
 * error as it arrives in a result, not a `GraphQLError`: graphql's error class (with its source
 * printing) then stays with the executor, off the path to a list drawn from the saved cache.
 */
const unreachable = (): ApolloLink.Result => ({
  errors: [{ message: NETWORK_FAILURE_MESSAGE, extensions: { code: 'NETWORK', status: 0 } }],
});

/**
 * A terminating link made by `load` (a dynamic import) on the first operation, then kept. When
 * the download fails (no connection), that operation is answered as a resolver with no network
 * would be, so the offline fallback and the screens treat it alike, and the next operation
 * tries the download again.
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
