// The GraphQL executor and the schema in the browser: the resolvers and graphql's execute.
// Loaded by apollo-client.ts on the first operation, so a screen
// that can answer from the restored cache never waits for them to download or to be built.
import type { DefaultContext } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '#graphql/context.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import { createSchema } from '#graphql/schema.ts';

export type RestOfOperation = RestClient | ((operation: DefaultContext) => RestClient) | undefined;

/**
 * A SchemaLink over `schema` (the real one, built now, when none is given). It does not validate
 * documents: every operation is generated and validated against the schema at build time (`npm run
 * codegen`, scripts/build/graphql-without-validation.test.ts), and the browser build has no
 * validation code (scripts/build/graphql-without-validation.ts,
 * docs/reports/2026-11-27-leader-path.md).
 */
export function createSchemaLink(
  rest: RestOfOperation,
  schema: GraphQLSchema = createSchema(),
): SchemaLink {
  return new SchemaLink({
    schema,
    context: (operation): Partial<GraphQLContext> => {
      const context = operation.getContext();
      const restOfOperation = typeof rest === 'function' ? rest(context) : rest;
      return {
        ...(restOfOperation ? { rest: restOfOperation } : {}),
        onUploadProgress: context.onUploadProgress,
        idempotencyKey: context.idempotencyKey,
      };
    },
  });
}
