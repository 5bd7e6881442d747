import {
  Kind,
  type DefinitionNode,
  type DocumentNode,
  type EnumTypeDefinitionNode,
  type FieldDefinitionNode,
  type InputObjectTypeDefinitionNode,
  type InputValueDefinitionNode,
  type InterfaceTypeDefinitionNode,
  type NamedTypeNode,
  type NameNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  type ScalarTypeDefinitionNode,
  type TypeNode,
} from 'graphql';

/**
 * The schema's SDL nodes, rebuilt in the browser from a short form (scripts/graphql-ast-plugin.ts
 * writes `objectType('Voucher', [['voucherId', 'String!'], …])` instead of the parser's JSON):
 * the same DocumentNode, without locations and descriptions, 1.4 KB gzip smaller on every
 * signed-in route (docs/performance.md P12). The plugin checks at build time that each call gives
 * back exactly what graphql's parser made, and writes the parser's JSON where it would not.
 */

/** An argument or input field: name and type as written in the SDL (`'[String!]!'`). */
export type InputValueForm = readonly [name: string, type: string];
/** A field: name, type, and its arguments when it has some. */
export type FieldForm = readonly [name: string, type: string, args?: readonly InputValueForm[]];

const name = (value: string): NameNode => ({ kind: Kind.NAME, value });
const named = (value: string): NamedTypeNode => ({ kind: Kind.NAMED_TYPE, name: name(value) });

/** `'[String!]!'` as the parser reads it. */
export function typeNode(text: string): TypeNode {
  if (text.endsWith('!')) {
    const inner = typeNode(text.slice(0, -1));
    if (inner.kind === Kind.NON_NULL_TYPE) throw new Error(`sdl-nodes: ${text} is not a type`);
    return { kind: Kind.NON_NULL_TYPE, type: inner };
  }
  if (text.startsWith('[') && text.endsWith(']'))
    return { kind: Kind.LIST_TYPE, type: typeNode(text.slice(1, -1)) };
  return named(text);
}

const inputValue = ([valueName, type]: InputValueForm): InputValueDefinitionNode => ({
  kind: Kind.INPUT_VALUE_DEFINITION,
  name: name(valueName),
  type: typeNode(type),
  directives: [],
});

const field = ([fieldName, type, args = []]: FieldForm): FieldDefinitionNode => ({
  kind: Kind.FIELD_DEFINITION,
  name: name(fieldName),
  arguments: args.map(inputValue),
  type: typeNode(type),
  directives: [],
});

export const objectType = (
  typeName: string,
  fields: readonly FieldForm[],
  interfaces: readonly string[] = [],
): ObjectTypeDefinitionNode => ({
  kind: Kind.OBJECT_TYPE_DEFINITION,
  name: name(typeName),
  interfaces: interfaces.map(named),
  directives: [],
  fields: fields.map(field),
});

export const interfaceType = (
  typeName: string,
  fields: readonly FieldForm[],
  interfaces: readonly string[] = [],
): InterfaceTypeDefinitionNode => ({
  kind: Kind.INTERFACE_TYPE_DEFINITION,
  name: name(typeName),
  interfaces: interfaces.map(named),
  directives: [],
  fields: fields.map(field),
});

export const objectExtension = (
  typeName: string,
  fields: readonly FieldForm[],
): ObjectTypeExtensionNode => ({
  kind: Kind.OBJECT_TYPE_EXTENSION,
  name: name(typeName),
  interfaces: [],
  directives: [],
  fields: fields.map(field),
});

export const inputType = (
  typeName: string,
  fields: readonly InputValueForm[],
): InputObjectTypeDefinitionNode => ({
  kind: Kind.INPUT_OBJECT_TYPE_DEFINITION,
  name: name(typeName),
  directives: [],
  fields: fields.map(inputValue),
});

/** Values separated by spaces. */
export const enumType = (typeName: string, values: string): EnumTypeDefinitionNode => ({
  kind: Kind.ENUM_TYPE_DEFINITION,
  name: name(typeName),
  directives: [],
  values: values
    .split(' ')
    .map((value) => ({ kind: Kind.ENUM_VALUE_DEFINITION, name: name(value), directives: [] })),
});

export const scalarType = (typeName: string): ScalarTypeDefinitionNode => ({
  kind: Kind.SCALAR_TYPE_DEFINITION,
  name: name(typeName),
  directives: [],
});

export const sdlDocument = (definitions: readonly DefinitionNode[]): DocumentNode => ({
  kind: Kind.DOCUMENT,
  definitions,
});
