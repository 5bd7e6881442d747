import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { graphqlAst } from './scripts/graphql-ast-plugin.ts';

/** Server tests that touch no database (parsers, rules, sealing, the S3 client): once is enough. */
const SERVER_TESTS_WITHOUT_DATABASE = ['charges-csv', 'cpf-rule', 'report-csv', 's3-silent-store', 'sealed-files-in-steps'];

/** Security tests that run on PostgreSQL too: what they prove depends on the database's behaviour. */
const DATABASE_SECURITY_TESTS = [
  'auth-time',
  'csv-bounds',
  'data-at-rest',
  'idempotency-bounds',
  'lockout-dos',
  'password-reset',
  'refresh-grace',
  'refresh-tokens',
  'session-revocation',
  'throttle-burst',
  'throttling',
];

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
        // The server suite again on a real PostgreSQL 15 (tests/support/postgres-cluster.ts), with the
        // security tests whose outcome rests on the database (locks, counters, rotations, what is
        // stored). The others test the HTTP layer, the build or PGlite's folder: the same on either.
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts', ...DATABASE_SECURITY_TESTS.map((name) => `tests/security/${name}.test.ts`)],
          exclude: SERVER_TESTS_WITHOUT_DATABASE.map((name) => `tests/server/${name}.test.ts`),
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
