// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { CAPABILITY_FACES, CAPABILITY_FLOORS, SERVER_FLOORS } from './scripts/import-layers.ts';

const root = import.meta.dirname;

/** Every folder under src/features is a feature; a new one is fenced in without editing this file. */
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers, as import-x zones: files in `target` may not import files in `from` (static or
 * lazy imports alike). Order, top to bottom: shell → features → ui → core → lib.
 */
const layerZones = [
  {
    target: 'src/lib',
    from: 'src',
    except: ['./lib'],
    message: 'src/lib holds pure helpers: it imports nothing else from src/.',
  },
  {
    target: 'src/core',
    from: 'src',
    except: ['./core', './lib'],
    message: 'src/core sits below ui, features and the shell: it imports only core and lib.',
  },
  {
    target: 'src/ui',
    from: 'src',
    except: ['./ui', './core', './lib'],
    message: 'src/ui sits below features and the shell: it imports only ui, core and lib.',
  },
  {
    target: 'src/features',
    from: 'src/shell',
    message: 'Nothing imports the shell: it is the composition root.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need to src/ui, src/core or src/lib.',
  })),
  {
    target: 'machines',
    from: '.',
    except: ['./machines', './node_modules/xstate'],
    message: 'machines/ imports only xstate and other machines/ files.',
  },
  {
    target: 'graphql',
    from: 'src',
    message: 'graphql/ never imports src/.',
  },
  {
    target: 'contract',
    from: '.',
    except: [
      './contract',
      './node_modules/valibot',
      './node_modules/cpf-cnpj-validator',
      './node_modules/base32-encode',
    ],
    message:
      'contract/ imports only valibot (and the CPF check-digit and base32 libraries) and other contract/ files.',
  },
  {
    target: 'server',
    from: ['src', 'graphql'],
    message: 'server/ never imports src/ or graphql/.',
  },
  {
    target: 'src',
    from: 'server',
    message: 'src/ never imports server/: the browser and the backend meet only in contract/.',
  },
  {
    target: 'src/features',
    from: 'graphql/rest',
    message:
      "A screen never calls the REST client: every read and write is a GraphQL operation on the session's Apollo client (docs/architecture.md A1).",
  },
  {
    target: ['graphql', 'server'],
    from: 'machines',
    message:
      "graphql/ and server/ never import machines/: the machines are the browser flows' own.",
  },
  {
    // The load benchmark drives the leader's own outbox and retry rules, and operations tools open
    // the server's database; none of them renders a screen.
    target: 'scripts',
    from: ['src/features', 'src/shell', 'src/ui'],
    message:
      "scripts/ are build, benchmark and operations tools: they may drive the app's logic (machines, src/core, graphql, contract, server), never its screens.",
  },
  {
    target: ['src', 'graphql', 'machines', 'contract', 'server'],
    from: 'scripts',
    message: 'The app never imports its build and benchmark tools (scripts/).',
  },
];

const capabilities = readdirSync(join(root, 'server/domain'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const capabilityFloor = (/** @type {string} */ capability) => {
  const at = CAPABILITY_FLOORS.findIndex((floor) => floor.includes(capability));
  return at < 0 ? CAPABILITY_FLOORS.length : at;
};
const serverPath = (/** @type {string} */ room) => `server/${room}`;

const serverZones = [
  ...SERVER_FLOORS.slice(0, -1).map((floor, at) => ({
    target: floor.map(serverPath),
    from: SERVER_FLOORS.slice(at + 1)
      .flat()
      .map(serverPath),
    message: `server/ points down (SERVER_FLOORS in scripts/import-layers.ts, decision 135): ${floor.join(', ')} import only their own floor and those below it.`,
  })),
  ...capabilities.map((capability) => ({
    target: `server/domain/${capability}`,
    from: 'server/domain',
    except: [
      `./${capability}`,
      ...capabilities
        .filter((other) => capabilityFloor(other) < capabilityFloor(capability))
        .flatMap((other) => (CAPABILITY_FACES[other] ?? []).map((file) => `./${other}/${file}`)),
    ],
    message:
      'A capability imports another only through its face, and only one on a lower floor (CAPABILITY_FLOORS and CAPABILITY_FACES in scripts/import-layers.ts, decision 136).',
  })),
  {
    target: 'server/domain/**/!(*.routes).ts',
    from: 'server/http',
    message:
      "Domain code knows no HTTP (docs/architecture.md A10): only a capability's <cap>.routes.ts, the route edge, imports server/http.",
  },
];

/** What a screen never touches itself: the network and the device's storage. */
const BROWSER_IO = ['fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'indexedDB'];
const browserIoMessage =
  'Screens never call the network or storage themselves (docs/architecture.md A1): use a GraphQL operation, or a hook of src/core (session scope, outbox, drafts).';

/** A climb of three folders or more is an alias (package.json "imports"): `#src/ui/Screen.tsx`. */
const noLongClimb = {
  regex: '^(\\.\\./){3,}',
  message:
    'Import through an alias (#src/…, #machines/…, #graphql/…, #contract/…, #server/…, #tests/…) instead of climbing three folders or more.',
};

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-server/',
    'dist-server-bench/',
    'reports/',
    'test-results/',
    'playwright-report/',
    '.data/',
    'graphql/generated/',
  ]),

  js.configs.recommended,
  // Syntax-only rules: measured on this 2-core machine, the type-aware set (projectService) took
  // lint from about 16 to 33 CPU seconds, even limited to src/**/*.tsx, as building the program
  // dominates; `npm run typecheck` already runs the compiler over every file.
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },

  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },

  {
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (no-cycle walks them), and with what parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...serverZones] },
      ],
    },
  },
  {
    rules: { 'no-restricted-imports': ['error', { patterns: [noLongClimb] }] },
  },
  {
    // docs/architecture.md A3, rule 7: every import names its file's extension, as Node resolves it.
    // The four folders being rewritten for the one-command writes join when that work lands.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'src/core/outbox/**',
      'src/core/session-scope/**',
      'src/core/apollo/**',
      'src/features/leader-flow/**',
    ],
    rules: { 'import-x/extensions': ['error', 'always', { ignorePackages: true }] },
  },
  {
    // A1: screens never call fetch or touch storage; the session scope, the outbox and the
    // drafts in src/core do, behind hooks.
    files: ['src/{features,ui,shell}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_IO.map((name) => ({ name, message: browserIoMessage })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          BROWSER_IO.map((property) => ({ object, property, message: browserIoMessage })),
        ),
      ],
    },
  },
  {
    files: ['src/shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noLongClimb,
            {
              group: ['**/features/**'],
              message:
                'The shell reaches a feature only through a lazy route screen: import() it in routes.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noLongClimb,
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                '@apollo/*',
                'xstate',
                '@xstate/*',
                'wouter',
              ],
              message: 'src/lib holds pure helpers: no React, no app state.',
            },
          ],
        },
      ],
    },
  },
]);
