import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import {
  Kind,
  parse,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql';
import type { Plugin } from 'vite';
import * as sdl from '../graphql/sdl-nodes.ts';

/**
 * `import document from './schema.graphql?ast'`: the SDL parsed at build time into graphql-js's
 * DocumentNode (without locations), so the browser builds its schema without parsing text.
 * Without its descriptions too: they are for people reading the SDL (and for introspection, which
 * nothing in the app runs), and they were half of the document's weight, 4.3 KB gzip on every
 * signed-in route (docs/performance.md P11). Written as calls to graphql/sdl-nodes.ts
 * (`objectType('Voucher', [['voucherId', 'String!'], …])`) rather than as the parser's JSON, whose
 * `{kind: 'Name', value: …}` around every name weighed another 1.4 KB gzip (P12); a definition the
 * calls would not give back exactly as the parser made it is written as JSON.
 */
const SUFFIX = '?ast';
const SDL_NODES = fileURLToPath(new URL('../graphql/sdl-nodes.ts', import.meta.url));

const typeText = (node: TypeNode): string =>
  node.kind === Kind.NON_NULL_TYPE
    ? `${typeText(node.type)}!`
    : node.kind === Kind.LIST_TYPE
      ? `[${typeText(node.type)}]`
      : node.name.value;
const inputForm = (value: InputValueDefinitionNode): sdl.InputValueForm => [
  value.name.value,
  typeText(value.type),
];
const fieldForm = (field: FieldDefinitionNode): sdl.FieldForm =>
  field.arguments?.length
    ? [field.name.value, typeText(field.type), field.arguments.map(inputForm)]
    : [field.name.value, typeText(field.type)];
const namesOf = (nodes: readonly { name: { value: string } }[] | undefined) =>
  (nodes ?? []).map((node) => node.name.value);

/** A call to one of sdl-nodes.ts's helpers: its code, and the node it makes. */
type ShortForm = { helper: keyof typeof sdl; args: unknown[]; node: DefinitionNode };

function shortForm(definition: DefinitionNode): ShortForm | null {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION: {
      const helper =
        definition.kind === Kind.OBJECT_TYPE_DEFINITION ? 'objectType' : 'interfaceType';
      const args = [
        definition.name.value,
        (definition.fields ?? []).map(fieldForm),
        namesOf(definition.interfaces),
      ] as const;
      return {
        helper,
        args: args[2].length > 0 ? [...args] : args.slice(0, 2),
        node: sdl[helper](...args),
      };
    }
    case Kind.OBJECT_TYPE_EXTENSION: {
      const args = [definition.name.value, (definition.fields ?? []).map(fieldForm)] as const;
      return { helper: 'objectExtension', args: [...args], node: sdl.objectExtension(...args) };
    }
    case Kind.INPUT_OBJECT_TYPE_DEFINITION: {
      const args = [definition.name.value, (definition.fields ?? []).map(inputForm)] as const;
      return { helper: 'inputType', args: [...args], node: sdl.inputType(...args) };
    }
    case Kind.ENUM_TYPE_DEFINITION: {
      const args = [definition.name.value, namesOf(definition.values).join(' ')] as const;
      return { helper: 'enumType', args: [...args], node: sdl.enumType(...args) };
    }
    case Kind.SCALAR_TYPE_DEFINITION:
      return {
        helper: 'scalarType',
        args: [definition.name.value],
        node: sdl.scalarType(definition.name.value),
      };
    default:
      return null;
  }
}

/** A node as JSON carries it: without descriptions, and without the keys the parser left undefined. */
const asJson = (node: unknown): unknown =>
  JSON.parse(
    JSON.stringify(node, (key, value: unknown) => (key === 'description' ? undefined : value)),
  );

/** The module's code: each definition as a helper's call where that call gives back the parser's node exactly. */
export function schemaModule(source: string): string {
  const document = parse(source, { noLocation: true });
  const helpers = new Set<string>(['sdlDocument']);
  const definitions = document.definitions.map((definition) => {
    const short = shortForm(definition);
    if (!short || !isDeepStrictEqual(asJson(short.node), asJson(definition)))
      return JSON.stringify(asJson(definition));
    helpers.add(short.helper);
    return `${short.helper}(${short.args.map((arg) => JSON.stringify(arg)).join(',')})`;
  });
  return `import { ${[...helpers].join(', ')} } from ${JSON.stringify(SDL_NODES)};\nexport default sdlDocument([\n${definitions.join(',\n')}\n]);\n`;
}

export function graphqlAst(): Plugin {
  return {
    name: 'cestas:graphql-ast',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.graphql${SUFFIX}`)) return null;
      const file = await this.resolve(source.slice(0, -SUFFIX.length), importer, {
        skipSelf: true,
      });
      return file ? `${file.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(`.graphql${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return schemaModule(readFileSync(file, 'utf8'));
    },
  };
}
