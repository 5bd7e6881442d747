import { execute, type ExecutionResult } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import type { GraphQLContext } from '#graphql/context.ts';
import { createSchema } from '#graphql/schema.ts';
import { staffResolvers } from '#graphql/staff-resolvers.ts';

const schema = createSchema(staffResolvers);

/** Runs a generated operation on the real schema with the given REST client. */
export async function run<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  rest: RestClient,
  variables?: TVariables,
  extraContext: Partial<GraphQLContext> = {},
): Promise<ExecutionResult<TData>> {
  const contextValue: GraphQLContext = { rest, ...extraContext };
  return (await execute({
    schema,
    document,
    variableValues: variables,
    contextValue,
  })) as ExecutionResult<TData>;
}
