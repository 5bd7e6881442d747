// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    message: 'Features do not import each other: move what both need to src/ui, src/core or src/lib.',
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
    except: ['./contract', './node_modules/valibot', './node_modules/cpf-cnpj-validator'],
    message: 'contract/ imports only valibot (and the CPF check-digit library) and other contract/ files.',
  },
  {
    target: 'server',
    from: ['src', 'graphql'],
    message: 'server/ never imports src/ or graphql/.',
  },
];

/** A climb of three folders or more is an alias (package.json "imports"): `#src/ui/Screen.tsx`. */
const noLongClimb = {
  regex: '^(\\.\\./){3,}',
  message: 'Import through an alias (#src/…, #machines/…, #graphql/…, #contract/…, #server/…, #tests/…) instead of climbing three folders or more.',
};

export default defineConfig([
  globalIgnores(['dist/', 'dist-server/', 'reports/', 'test-results/', 'playwright-report/', '.data/', 'graphql/generated/']),

  js.configs.recommended,
  // Syntax-only rules: measured on this 2-core machine, the type-aware set (projectService) took
  // lint from about 16 to 33 CPU seconds, even limited to src/**/*.tsx, as building the program
  // dominates; `npm run typecheck` already runs the compiler over every file.
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    rules: { 'no-restricted-imports': ['error', { patterns: [noLongClimb] }] },
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
              message: 'The shell reaches a feature only through a lazy route screen: import() it in routes.tsx.',
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
              group: ['react', 'react-dom', 'react/*', '@apollo/*', 'xstate', '@xstate/*', 'wouter'],
              message: 'src/lib holds pure helpers: no React, no app state.',
            },
          ],
        },
      ],
    },
  },
]);
