import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { graphqlAst } from './scripts/build/graphql-ast.ts';

/** Server tests that touch no database (parsers, rules, sealing, the S3 client): once is enough. */
const SERVER_TESTS_WITHOUT_DATABASE = [
  'charges-csv',
  'cpf-rule',
  'report-csv',
  's3-silent-store',
  'sealed-files-in-steps',
  'seen-keys',
];

/**
 * Server tests that run on the embedded PGlite as well as on PostgreSQL: what they prove rests on
 * PGlite's own behaviour (its files on disk, the real entry point `npm start` runs, migrations
 * converting its data) or on the overview's heaviest SQL, which the demo runs on PGlite. Every
 * other server test runs once, on PostgreSQL, the production database; the browser suite runs
 * the whole app on PGlite (decision 208).
 */
const SERVER_TESTS_ON_PGLITE = [
  'card-events-migration',
  'data-subject-complaints',
  'graceful-shutdown',
  'idempotency-path-digest',
  'metrics',
  'overview.routes',
  'privacy-encryption',
];

/**
 * Security tests that run on PGlite: what PGlite keeps on disk, or the real entry point started
 * as a process (on PGlite, whatever the project), or the build. Every other security test runs
 * once, on PostgreSQL (decision 208).
 */
const SECURITY_TESTS_ON_PGLITE = [
  'auth-before-body',
  'build-records',
  'build-settings',
  'connection-bounds',
  'csv-bounds',
  'csv-memory',
  'data-at-rest',
  'data-dir',
  'demo-data',
  'erasure',
  'listen-address',
  'secrets-at-rest',
  // A held upload and the slot it takes: timing proven on PGlite, not yet on PostgreSQL beside
  // the other lanes (it failed there once, unexplained).
  'upload-concurrency',
];

/** Of those, the ones whose outcome rests on the database too: on PostgreSQL as well. */
const SECURITY_TESTS_ON_BOTH = ['csv-bounds', 'data-at-rest', 'erasure', 'secrets-at-rest'];

/**
 * Tests that measure the server (its event loop's longest block under a hostile CSV, its memory
 * under a burst of uploads, 100,000 rows loaded or filtered, printing their times): `npm test`
 * runs them by themselves, after the unit and browser lanes that share the CPU
 * (scripts/test-lanes.mjs, decision 086). TEST_LANE=shared leaves them out, TEST_LANE=alone runs
 * only them; unset, every test runs.
 */
const MEASURED_ALONE = [
  'tests/security/auth-before-body.test.ts',
  'tests/security/csv-bounds.test.ts',
  'tests/security/csv-memory.test.ts',
  'tests/server/admin-filter-scale.test.ts',
  'tests/server/charges-bad-input.test.ts',
  'tests/server/charges-throughput.test.ts',
  'tests/features/machine-inspector/machines-inspector.test.tsx',
];
const lane = process.env.TEST_LANE;

/** A project's files in this lane: `belongs` says which of the measured-alone files are the project's. */
function inLane(include: string[], exclude: string[], belongs: (file: string) => boolean) {
  if (lane === 'alone')
    return {
      include: MEASURED_ALONE.filter((file) => belongs(file) && !exclude.includes(file)),
      exclude,
    };
  return { include, exclude: lane === 'shared' ? [...exclude, ...MEASURED_ALONE] : exclude };
}

/**
 * Test files that replace a module with `vi.mock`. The projects share one module graph per worker
 * (`isolate: false`: CI time halved, decision 086), where a mocked module another file has already
 * imported stays the real one; these files run in a sibling project that isolates each file.
 */
const filesUsingModuleMocks = fs
  .readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('tests', file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8')));

/**
 * A project without per-file isolation, plus `<name>-isolated` for its files that mock modules.
 * Run both with `--project '<name>*'`.
 */
function sharedAndIsolated(
  project: {
    name: string;
    include: string[];
    exclude: string[];
    belongs: (file: string) => boolean;
  } & Omit<TestProjectInlineConfiguration['test'] & object, 'name' | 'include' | 'exclude'>,
) {
  const { name, include, exclude, belongs, ...rest } = project;
  const mocked = filesUsingModuleMocks.filter((file) => belongs(file) && !exclude.includes(file));
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: { name, ...inLane(include, [...exclude, ...mocked], belongs), isolate: false, ...rest },
    },
  ];
  const isMocked = (file: string) => mocked.includes(file);
  if (mocked.length > 0)
    projects.push({
      extends: true,
      test: { name: `${name}-isolated`, ...inLane(mocked, exclude, isMocked), ...rest },
    });
  return projects;
}

const serverWithoutDatabase = SERVER_TESTS_WITHOUT_DATABASE.map(
  (name) => `tests/server/${name}.test.ts`,
);
const serverOnPglite = [...SERVER_TESTS_ON_PGLITE, ...SERVER_TESTS_WITHOUT_DATABASE].map(
  (name) => `tests/server/${name}.test.ts`,
);
/** Server tests the node project leaves to server-postgres (the measured ones run in both). */
const serverOnPostgresOnly = fs
  .readdirSync('tests/server')
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `tests/server/${file}`)
  .filter((file) => !serverOnPglite.includes(file) && !MEASURED_ALONE.includes(file));
const securityTests = fs
  .readdirSync('tests/security')
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `tests/security/${file}`);
const securityFile = (name: string) => `tests/security/${name}.test.ts`;
const securityOnPglite = SECURITY_TESTS_ON_PGLITE.map(securityFile);
/** Security tests the node project leaves to server-postgres. */
const securityOnPostgresOnly = securityTests.filter(
  (file) => !securityOnPglite.includes(file) && !MEASURED_ALONE.includes(file),
);
const databaseSecurity = securityTests.filter(
  (file) =>
    !securityOnPglite.includes(file) || SECURITY_TESTS_ON_BOTH.map(securityFile).includes(file),
);

export default defineConfig({
  plugins: [graphqlAst(), react(), vanillaExtractPlugin()],
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    // A measured-alone file times the server: another beside it (the same test on the other
    // database, say) would share its two cores and make the figure the machine's, not the code's.
    fileParallelism: lane !== 'alone',
    // These packages import 'graphql' too: processed by Vite they share the one ESM copy our code
    // uses (left to Node they would load graphql's CommonJS build: "another module or realm").
    server: { deps: { inline: [/@graphql-tools\//, /@apollo\/client/] } },
    projects: [
      ...sharedAndIsolated({
        name: 'node',
        include: [
          'tests/{machines,graphql,server,security,lint,lib,contract}/**/*.test.ts',
          'scripts/build/*.test.ts',
        ],
        exclude: [...serverOnPostgresOnly, ...securityOnPostgresOnly],
        belongs: (file) => file.endsWith('.test.ts'),
        environment: 'node',
      }),
      // The server suite again on a real PostgreSQL 15 (tests/support/postgres-cluster.ts), with the
      // security tests whose outcome rests on the database (locks, counters, rotations, what is
      // stored). The others test the HTTP layer, the build or PGlite's folder: the same on either.
      ...sharedAndIsolated({
        name: 'server-postgres',
        include: ['tests/server/**/*.test.ts', ...databaseSecurity],
        exclude: serverWithoutDatabase,
        belongs: (file) => file.startsWith('tests/server/') || databaseSecurity.includes(file),
        environment: 'node',
        env: { TEST_DATABASE: 'postgres' },
        globalSetup: ['tests/support/postgres-global-setup.ts'],
      }),
      ...sharedAndIsolated({
        name: 'dom',
        include: ['tests/{features,shell,core,ui}/**/*.test.tsx'],
        exclude: [],
        belongs: (file) => file.endsWith('.test.tsx'),
        environment: 'jsdom',
        setupFiles: ['tests/support/dom-setup.ts'],
      }),
    ],
  },
});
