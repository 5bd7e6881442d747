/** scripts/build/graphql-ast.ts: an SDL file parsed at build time. */
declare module '*.graphql?ast' {
  import type { DocumentNode } from 'graphql';
  const document: DocumentNode;
  export default document;
}
