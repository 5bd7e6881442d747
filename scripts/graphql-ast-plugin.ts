import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

/**
 * `import document from './schema.graphql?ast'`: the SDL parsed at build time into graphql-js's
 * DocumentNode (without locations), so the browser builds its schema without parsing text.
 * Without its descriptions too: they are for people reading the SDL (and for introspection, which
 * nothing in the app runs), and they were half of the document's weight, 4.3 KB gzip on every
 * signed-in route (docs/performance.md P11).
 */
const SUFFIX = '?ast';

export function graphqlAst(): Plugin {
  return {
    name: 'cestas:graphql-ast',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.graphql${SUFFIX}`)) return null;
      const file = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return file ? `${file.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(`.graphql${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const document = parse(readFileSync(file, 'utf8'), { noLocation: true });
      return `export default ${JSON.stringify(document, (key, value: unknown) => (key === 'description' ? undefined : value))};`;
    },
  };
}
