import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';

const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return value;
    throw new GraphQLError('DateTime must be an ISO-8601 string');
  },
  parseValue(value) {
    if (typeof value === 'string') return value;
    throw new GraphQLError('DateTime must be an ISO-8601 string');
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return ast.value;
    throw new GraphQLError('DateTime must be an ISO-8601 string');
  },
});

// The schema runs in the page, so a file reaches the resolver as the Blob itself.
const Upload = new GraphQLScalarType<Blob, never>({
  name: 'Upload',
  serialize() {
    throw new GraphQLError('Upload is an input-only scalar');
  },
  parseValue(value) {
    if (value instanceof Blob) return value;
    throw new GraphQLError('Upload must be a File or Blob');
  },
  parseLiteral() {
    throw new GraphQLError('Upload must be passed as a variable');
  },
});

export const scalarResolvers: Resolvers = { DateTime, Upload };
