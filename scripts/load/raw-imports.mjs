// `node --import ./scripts/load/raw-imports.mjs`: lets Node load Vite's `?raw` imports (the
// GraphQL schema's text, graphql/schema.ts), so the load generator runs the app's own Apollo
// client and schema, as the browser does, without a bundler.
import { register } from 'node:module';

register('./raw-import-hooks.mjs', import.meta.url);
