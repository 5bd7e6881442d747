// Module hooks (vite-imports.mjs): `import text from './file?raw'` gives the file's text, and
// `import document from './schema.graphql?ast'` its DocumentNode without locations, as Vite does.
import { readFile } from 'node:fs/promises';
import { parse } from 'graphql';

export async function load(url, context, nextLoad) {
  const parsed = new URL(url);
  const form =
    parsed.protocol === 'file:'
      ? ['raw', 'ast'].find((name) => parsed.searchParams.has(name))
      : undefined;
  if (!form) return nextLoad(url, context);
  parsed.search = '';
  const text = await readFile(parsed, 'utf8');
  const value = form === 'ast' ? parse(text, { noLocation: true }) : text;
  return {
    format: 'module',
    source: `export default ${JSON.stringify(value)};`,
    shortCircuit: true,
  };
}
