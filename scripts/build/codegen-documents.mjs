// Splits the generated operations module so that each document is a module of its own
// (graphql/generated/documents/<Name>.ts), re-exported by operations.ts under the same name.
// A module belongs to one chunk: with every document in operations.ts, each route would load all
// of them to use a few; apart, the bundler puts each document with the screens that import it.

const DOCUMENT_LINE = /^export const (\w+) = (.*) as unknown as DocumentNode<(.+)>;$/;
const TYPE_IMPORT =
  "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';";

/**
 * @param {string} header the generated files' first line
 * @param {string} operations the typed-document-node plugin's output
 * @returns {{ operations: string, documents: Map<string, string> }} operations.ts with
 *   re-exports in place of the documents, and each document's module by export name
 */
export function splitDocuments(header, operations) {
  const documents = new Map();
  const lines = operations.split('\n').map((line) => {
    const match = DOCUMENT_LINE.exec(line);
    if (!match) return line;
    const [, name, value, typeArguments] = match;
    const types = typeArguments
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type !== 'unknown');
    documents.set(
      name,
      [
        header.trimEnd(),
        TYPE_IMPORT,
        ...(types.length > 0
          ? [`import type { ${types.join(', ')} } from '../operations.ts';`]
          : []),
        '',
        `export const ${name} = ${value} as unknown as DocumentNode<${typeArguments}>;`,
        '',
      ].join('\n'),
    );
    return `export { ${name} } from './documents/${name}.ts';`;
  });
  return { operations: lines.join('\n'), documents };
}
