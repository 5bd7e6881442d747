import type { DefaultContext } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '#graphql/context.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import { createSchema } from '#graphql/schema.ts';

export { createSchema };

export type RestOfOperation = RestClient | ((operation: DefaultContext) => RestClient) | undefined;

/** Does not validate documents: every operation is validated at build time (`npm run codegen`). */
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
      };
    },
  });
}
