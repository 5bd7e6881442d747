import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const SUFFIX = '?ast';

/**
 * The module of `import document from './schema.graphql?ast'`: the SDL parsed by graphql's own
 * parser, so the browser builds its schema without a parser. Without locations and descriptions:
 * the browser runs no introspection, and descriptions are there for people reading the SDL. Nor
 * the empty lists of directives, arguments and interfaces the parser writes on every node: graphql
 * reads each of them as empty when it is absent, and they are a good part of every signed-in
 * page's bytes.
 */
export function schemaModule(source: string): string {
  return `export default ${JSON.stringify(parse(source, { noLocation: true }), browserNode)};\n`;
}

const OPTIONAL_LISTS = new Set(['directives', 'arguments', 'interfaces']);

/** JSON.stringify's replacer: what of a parsed node the browser's schema needs. */
export function browserNode(key: string, value: unknown): unknown {
  if (key === 'description') return undefined;
  if (OPTIONAL_LISTS.has(key) && Array.isArray(value) && value.length === 0) return undefined;
  return value;
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
