import { CombinedGraphQLErrors } from '@apollo/client';
import type { GraphQLErrorCode } from './graphql-errors.ts';
import { NETWORK_FAILURE_MESSAGE } from './rest/rest-error.ts';

export interface GraphQLFailure {
  code: GraphQLErrorCode;
  message: string;
}

const CODES: readonly GraphQLErrorCode[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BAD_USER_INPUT',
  'NETWORK',
  'INTERNAL',
];

const isCode = (value: unknown): value is GraphQLErrorCode => CODES.some((code) => code === value);

export function readGraphQLFailure(error: unknown): GraphQLFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return {
      code: isCode(code) ? code : 'INTERNAL',
      message: first?.message || NETWORK_FAILURE_MESSAGE,
    };
  }
  return { code: 'INTERNAL', message: NETWORK_FAILURE_MESSAGE };
}
