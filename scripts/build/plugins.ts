import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PluginOption } from 'vite';
import { buildSettings } from './build-settings.ts';
import { bundleReport } from './bundle-report.ts';
import { compressAssets } from './compress-assets.ts';
import { graphqlAst } from './graphql-ast.ts';
import { graphqlWithoutValidation } from './graphql-without-validation.ts';
import { preloadChunks } from './preload-chunks.ts';
import { prerenderPublicPages } from './prerender.ts';
import { pwa } from './pwa.ts';

/**
 * What the shell of every signed-in route fetches at once, in parallel: the session app, the
 * scope, and the donation list every role starts on. Not the GraphQL executor: a leader's list
 * drawn from the saved answers needs it only after its first card.
 */
const SIGNED_IN_CHUNKS = [
  'src/shell/SessionApp.tsx',
  'src/shell/SignedInScope.tsx',
  'src/features/donations/list/DonationListScreen.tsx',
];

/**
 * The app's build, in order (scripts/build/README.md says what each one is for). The order that
 * matters: the public pages are rendered from index.html before it gets the signed-in preloads,
 * and every file is compressed last, once the service worker is written.
 */
export function buildPlugins(): PluginOption[] {
  return [
    graphqlAst(),
    graphqlWithoutValidation(),
    react(),
    vanillaExtractPlugin(),
    bundleReport(),
    buildSettings(),
    prerenderPublicPages(),
    preloadChunks(SIGNED_IN_CHUNKS),
    compressAssets(),
    pwa(),
  ];
}
