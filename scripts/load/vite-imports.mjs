// `node --import ./scripts/load/vite-imports.mjs`: lets Node load the two Vite import forms the
// app's GraphQL code uses (`?raw`: a file's text; `?ast`: a .graphql file parsed, as
// scripts/build/graphql-ast.ts does at build time), so the load generator runs the app's own
// Apollo client and schema, as the browser does, without a bundler.
import { register } from 'node:module';

register('./vite-import-hooks.mjs', import.meta.url);
