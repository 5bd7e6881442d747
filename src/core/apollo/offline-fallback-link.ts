import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';
import type { OfflineStatusStore } from './offline-status-store.ts';

/** One key per query and variables: the list, each donation's details, each voucher list. */
export const queryKey = (operationName: string | undefined, variables: Record<string, unknown>) =>
  `${operationName ?? 'anonymous'}:${JSON.stringify(variables)}`;

/** A resolver's REST call got no answer (no network, or the request timed out): graphql/graphql-errors.ts. */
const isUnreachable = (result: ApolloLink.Result) =>
  'errors' in result &&
  (result.errors ?? []).some((error) => error.extensions?.['code'] === 'NETWORK');

/**
 * With no connection, a query that was answered before is answered from the cache (restored
 * from the device) instead of failing, so a leader offline still sees the list and every
 * donation and voucher screen opened before; the store learns it, for the 'Sem conexão' notice.
 * Screens and machines need not know: `useQuery` and `client.query` alike get the saved data.
 * A query never answered before still fails, and mutations always go to the server.
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
