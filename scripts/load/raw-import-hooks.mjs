// Module hooks (raw-imports.mjs): `import text from './file?raw'` gives the file's text, as Vite does.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'file:' || !parsed.searchParams.has('raw')) return nextLoad(url, context);
  parsed.search = '';
  const text = await readFile(parsed, 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
