import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const SUFFIX = '?ast';

/**
 * The module of `import document from './schema.graphql?ast'`: the SDL parsed by graphql's own
 * parser, so the browser builds its schema without a parser. Without locations and descriptions:
 * the browser runs no introspection, and descriptions are there for people reading the SDL. Nor
 * the empty lists (no arguments, no directives), which buildASTSchema reads as absent: every
 * signed-in page carries this document (the test checks that it builds the same schema).
 */
export function schemaModule(source: string): string {
  const document = parse(source, { noLocation: true });
  const trimmed = JSON.stringify(document, (key, value: unknown) =>
    key === 'description' || (Array.isArray(value) && value.length === 0 && key !== 'definitions')
      ? undefined
      : value,
  );
  return `export default ${trimmed};\n`;
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
