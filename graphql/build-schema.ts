import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  specifiedScalarTypes,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLType,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql';

/**
 * The schema of an SDL document, built with graphql-js's own type classes: what `buildASTSchema`
 * does for the parts of the SDL this project writes (object, interface, input, enum and scalar
 * types, `extend type`, arguments), without its `extendSchema` machinery, 3.5 KB gzip on every
 * signed-in route (docs/performance.md P11). Descriptions are not kept (the browser runs no
 * introspection). Anything else (a union, a directive, a default value…) throws, so the SDL cannot
 * grow past what this reads without a test failing: tests/graphql/schema-valid.test.ts checks the
 * result prints as `buildASTSchema`'s does.
 */
export function buildSchemaFromDocument(document: DocumentNode): GraphQLSchema {
  const types = new Map<string, GraphQLNamedType>(
    specifiedScalarTypes.map((scalar) => [scalar.name, scalar]),
  );
  const fieldsOf = new Map<string, FieldDefinitionNode[]>();

  const named = (name: string): GraphQLNamedType => {
    const type = types.get(name);
    if (!type) throw new Error(`build-schema: unknown type ${name}`);
    return type;
  };
  const typeOf = (node: TypeNode): GraphQLType => {
    if (node.kind === Kind.NON_NULL_TYPE) return new GraphQLNonNull(typeOf(node.type));
    if (node.kind === Kind.LIST_TYPE) return new GraphQLList(typeOf(node.type));
    return named(node.name.value);
  };
  const plain = <Node extends { directives?: readonly unknown[] }>(
    node: Node,
    where: string,
  ): Node => {
    if (node.directives?.length)
      throw new Error(`build-schema: directives are not supported (${where})`);
    return node;
  };
  const argumentsOf = (values: readonly InputValueDefinitionNode[], where: string) =>
    Object.fromEntries(
      values.map((value) => {
        if (plain(value, where).defaultValue)
          throw new Error(`build-schema: default values are not supported (${where})`);
        return [value.name.value, { type: typeOf(value.type) as GraphQLInputType }];
      }),
    ) satisfies GraphQLFieldConfigArgumentMap;
  const fields = (typeName: string) => () =>
    Object.fromEntries(
      (fieldsOf.get(typeName) ?? []).map((field) => {
        const where = `${typeName}.${field.name.value}`;
        plain(field, where);
        return [
          field.name.value,
          {
            type: typeOf(field.type) as GraphQLOutputType,
            args: argumentsOf(field.arguments ?? [], where),
          },
        ];
      }),
    );

  const define = (definition: DefinitionNode): void => {
    switch (definition.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION: {
        const name = plain(definition, definition.name.value).name.value;
        fieldsOf.set(name, [...(fieldsOf.get(name) ?? []), ...(definition.fields ?? [])]);
        const interfaces = () =>
          (definition.interfaces ?? []).map(
            (node) => named(node.name.value) as GraphQLInterfaceType,
          );
        const config = { name, fields: fields(name), interfaces };
        types.set(
          name,
          definition.kind === Kind.OBJECT_TYPE_DEFINITION
            ? new GraphQLObjectType(config)
            : new GraphQLInterfaceType(config),
        );
        return;
      }
      case Kind.OBJECT_TYPE_EXTENSION: {
        const name = plain(definition, `extend ${definition.name.value}`).name.value;
        if (definition.interfaces?.length)
          throw new Error(`build-schema: an extension cannot add interfaces (${name})`);
        fieldsOf.set(name, [...(fieldsOf.get(name) ?? []), ...(definition.fields ?? [])]);
        return;
      }
      case Kind.INPUT_OBJECT_TYPE_DEFINITION: {
        const name = plain(definition, definition.name.value).name.value;
        const inputFields = () => argumentsOf(definition.fields ?? [], name);
        types.set(name, new GraphQLInputObjectType({ name, fields: inputFields }));
        return;
      }
      case Kind.ENUM_TYPE_DEFINITION: {
        const name = plain(definition, definition.name.value).name.value;
        const values = Object.fromEntries(
          (definition.values ?? []).map((value) => [
            plain(value, `${name}.${value.name.value}`).name.value,
            {},
          ]),
        );
        types.set(name, new GraphQLEnumType({ name, values }));
        return;
      }
      case Kind.SCALAR_TYPE_DEFINITION:
        types.set(
          definition.name.value,
          new GraphQLScalarType({ name: plain(definition, definition.name.value).name.value }),
        );
        return;
      default:
        throw new Error(`build-schema: ${definition.kind} is not supported`);
    }
  };
  // Types first, then extensions (which may come before the type they extend).
  const extensions = document.definitions.filter(
    (definition) => definition.kind === Kind.OBJECT_TYPE_EXTENSION,
  );
  for (const definition of document.definitions)
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) define(definition);
  for (const definition of extensions) {
    named(definition.name.value);
    define(definition);
  }

  const root = (name: string) => (types.get(name) as GraphQLObjectType | undefined) ?? null;
  // Checked at build time (scripts/codegen.mjs, the test above), as graphql/schema.ts says.
  return new GraphQLSchema({
    query: root('Query'),
    mutation: root('Mutation'),
    types: [...types.values()],
    assumeValid: true,
  });
}
