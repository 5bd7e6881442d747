import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { graphqlAst } from './scripts/graphql-ast-plugin.ts';

export default defineConfig({
  plugins: [graphqlAst(), react(), vanillaExtractPlugin()],
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    // These packages import 'graphql' too: processed by Vite they share the one ESM copy our code
    // uses (left to Node they would load graphql's CommonJS build: "another module or realm").
    server: { deps: { inline: [/@graphql-tools\//, /@apollo\/client/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/{machines,graphql,server,security,lint,lib}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The server and security suites again, on a real PostgreSQL 15 (tests/support/postgres-cluster.ts).
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['tests/{server,security}/**/*.test.ts'],
          // The permissions of PGlite's own folder in DATA_DIR: no such folder on PostgreSQL.
          exclude: ['tests/security/data-dir.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/{features,shell,core,ui}/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
});
