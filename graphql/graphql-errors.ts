import { GraphQLError } from 'graphql';
import { NETWORK_FAILURE_MESSAGE, RestError } from './rest/rest-error.ts';

export type GraphQLErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_USER_INPUT'
  | 'NETWORK'
  | 'INTERNAL';

export function errorCodeForStatus(status: number): GraphQLErrorCode {
  if (status === 0) return 'NETWORK';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 400 || status === 413 || status === 422) return 'BAD_USER_INPUT';
  return 'INTERNAL';
}

export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof RestError) {
    return new GraphQLError(error.message, {
      originalError: error,
      extensions: {
        code: errorCodeForStatus(error.status),
        status: error.status,
        // The outbox waits at least this long before sending again (docs/offline.md, "Outbox").
        ...(error.retryAfterMs !== null ? { retryAfterMs: error.retryAfterMs } : {}),
      },
    });
  }
  return new GraphQLError(NETWORK_FAILURE_MESSAGE, {
    originalError: error instanceof Error ? error : undefined,
    extensions: { code: 'INTERNAL' satisfies GraphQLErrorCode },
  });
}

type FieldResolver = (...args: unknown[]) => unknown;

function mapErrors(resolve: FieldResolver): FieldResolver {
  return async (...args) => {
    try {
      return await resolve(...args);
    } catch (error) {
      throw toGraphQLError(error);
    }
  };
}

export function withGraphQLErrors<T extends object>(resolvers: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const isFieldMap =
      typeof fields === 'object' &&
      fields !== null &&
      Object.getPrototypeOf(fields) === Object.prototype;
    if (!isFieldMap) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([field, resolve]) => [
        field,
        typeof resolve === 'function' ? mapErrors(resolve as FieldResolver) : resolve,
      ]),
    );
  }
  return wrapped as T;
}
