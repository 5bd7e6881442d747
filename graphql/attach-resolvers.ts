import { GraphQLScalarType, isObjectType, isScalarType, type GraphQLSchema } from 'graphql';

type ResolverMap = Record<string, unknown>;

/** As graphql-tools' makeExecutableSchema would, without its weight in the browser. */
export function attachResolvers(schema: GraphQLSchema, resolvers: ResolverMap): void {
  for (const [typeName, value] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (value instanceof GraphQLScalarType) {
      if (!isScalarType(type))
        throw new Error(`${typeName} is in the resolvers but is not a scalar of the schema`);
      type.serialize = value.serialize;
      type.parseValue = value.parseValue;
      type.parseLiteral = value.parseLiteral;
      continue;
    }
    if (!isObjectType(type))
      throw new Error(`${typeName} is in the resolvers but is not an object type of the schema`);
    const fields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(value as ResolverMap)) {
      const field = fields[fieldName];
      if (!field || typeof resolve !== 'function')
        throw new Error(`${typeName}.${fieldName} is in the resolvers but not in the schema`);
      field.resolve = resolve as typeof field.resolve;
    }
  }
}
